// @vitest-environment jsdom
import { BOOKING_MESSAGES, formatStartTime, shiftStartTimes } from "@eldercare/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { RescheduleDialog } from "./reschedule-dialog.tsx";

// The booking is on 15 Dec 2026, Morning (shift 1), 7:30 AM.
const booking = bookingFixture();
const shiftName = (shift: number) =>
  ["", "Morning", "Afternoon", "Evening", "Night", "Full day"][shift] ?? "";

function open() {
  const onClose = vi.fn();
  const view = renderWithApp(
    <RescheduleDialog
      userId={7}
      booking={booking}
      rules={undefined}
      shiftName={shiftName}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Ask to move this visit" });
  return { ...view, dialog, onClose };
}

const requested = (body: {
  booking_id: number;
  visit_date: string;
  shift_type: number;
  start_time: string;
}) => ({
  request: {
    request_id: 5,
    booking_id: body.booking_id,
    service_name: booking.service_name,
    loved_one_name: booking.loved_one_name,
    from: {
      visit_date: booking.visit_date,
      shift_type: booking.shift_type,
      shift_name: booking.shift_name,
      start_time: booking.start_time,
    },
    to: { ...body, shift_name: shiftName(body.shift_type) },
    reason: "",
    status: "open" as const,
    decision_note: null,
    created_at: "2026-11-25T10:00:00.000Z",
    decided_at: null,
  },
  Message: BOOKING_MESSAGES.rescheduleRequested,
});

describe("RescheduleDialog", () => {
  it("opens on the visit as booked and moves the start time into a newly chosen shift", async () => {
    stubApi({});
    const { user, dialog } = open();
    expect(within(dialog).getByLabelText(/^New day/)).toHaveValue("2026-12-15");
    const shift = within(dialog).getByRole("combobox", { name: /^Shift/ });
    const start = within(dialog).getByRole("combobox", { name: /^Start time/ });
    expect(shift).toHaveDisplayValue("Morning");
    expect(start).toHaveDisplayValue(formatStartTime("07:30"));

    await user.selectOptions(shift, "Evening");
    const evening = shiftStartTimes(3);
    expect(start).toHaveDisplayValue(formatStartTime(evening[0] ?? ""));
    expect(
      within(start)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(evening.map(formatStartTime));
  });

  it("sends the new day, shift, start and reason, then closes with the server's confirmation", async () => {
    const api = stubApi({ requestReschedule: requested });
    const { user, dialog, onClose } = open();
    fireEvent.change(within(dialog).getByLabelText(/^New day/), { target: { value: "2026-12-18" } });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Shift/ }), "Afternoon");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: /^Start time/ }),
      formatStartTime("14:00"),
    );
    await user.type(within(dialog).getByRole("textbox", { name: /^Why move it/ }), "A doctor's appointment");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    expect(await screen.findByText(BOOKING_MESSAGES.rescheduleRequested)).toBeVisible();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.bodies("requestReschedule")).toEqual([
      {
        booking_id: booking.booking_id,
        visit_date: "2026-12-18",
        shift_type: 2,
        start_time: "14:00",
        reason: "A doctor's appointment",
      },
    ]);
  });

  it("asks for a day in the contract's words before sending", async () => {
    const api = stubApi({});
    const { user, dialog, onClose } = open();
    fireEvent.change(within(dialog).getByLabelText(/^New day/), { target: { value: "" } });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText(BOOKING_MESSAGES.dateRequired)).toBeVisible();
    expect(api.bodies("requestReschedule")).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const api = stubApi({
      requestReschedule: refuse(409, {
        Code: "BE_RESCHEDULE_OPEN",
        Message: BOOKING_MESSAGES.rescheduleOpen,
      }),
    });
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(BOOKING_MESSAGES.rescheduleOpen);
    expect(api.bodies("requestReschedule")).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
