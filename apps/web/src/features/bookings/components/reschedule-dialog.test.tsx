// @vitest-environment jsdom
import { BOOKING_MESSAGES, formatStartTime, type ServiceCalendarRequest } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { bookingFixture, calendarFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { RescheduleDialog } from "./reschedule-dialog.tsx";

// The booking is on 15 Dec 2026, Morning (shift 1), 7:30 AM. As this visit may move: its own morning,
// the 18th's morning and afternoon, and the 22nd's evening are open; January is closed (window).
const booking = bookingFixture();
const shiftName = (shift: number) =>
  ["", "Morning", "Afternoon", "Evening", "Night", "Full day"][shift] ?? "";
const MOVABLE = {
  "2026-12-15": { 1: "07:00" },
  "2026-12-18": { 1: "08:00", 2: "13:00" },
  "2026-12-22": { 3: "17:00" },
} as const;
const calendarOf = (body: ServiceCalendarRequest) =>
  calendarFixture(body.month, body.service_id, body.month === "2026-12" ? MOVABLE : {});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T04:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function open() {
  const onClose = vi.fn();
  const view = renderWithApp(
    <RescheduleDialog userId={7} booking={booking} shiftName={shiftName} onClose={onClose} />,
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
  it("opens on the visit's month as this visit may move, with the visit as booked chosen", async () => {
    const api = stubApi({ getServiceCalendar: calendarOf });
    const { dialog } = open();
    const booked = await within(dialog).findByRole("button", { name: /\b15 December 2026: open/ });
    expect(booked).toHaveAttribute("aria-pressed", "true");
    // The calendar is asked as this booking moving: its service, and the booking (its loved one is its own).
    expect(api.bodies("getServiceCalendar")).toContainEqual({
      month: "2026-12",
      service_id: booking.service_id,
      booking_id: booking.booking_id,
    });
    expect(within(dialog).getByRole("radio", { name: /^Morning/ })).toBeChecked();
    expect(within(dialog).getByRole("combobox", { name: /^Start time/ })).toHaveDisplayValue(
      formatStartTime("07:30"),
    );
    // A day closed to this visit says why.
    expect(within(dialog).getByRole("button", { name: /\b16 December 2026: closed, / })).toBeVisible();
  });

  it("sends the day, shift and start chosen from the calendar, and the reason, then closes with the server's confirmation", async () => {
    const api = stubApi({ getServiceCalendar: calendarOf, requestReschedule: requested });
    const { user, dialog, onClose } = open();
    await user.click(await within(dialog).findByRole("button", { name: /\b18 December 2026: open/ }));
    // The day's first open shift and start are taken at once; the member picks the afternoon instead.
    expect(within(dialog).getByRole("radio", { name: /^Morning/ })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: /^Afternoon/ }));
    const start = within(dialog).getByRole("combobox", { name: /^Start time/ });
    expect(start).toHaveDisplayValue(formatStartTime("13:00"));
    await user.selectOptions(start, formatStartTime("14:00"));
    await user.type(within(dialog).getByRole("textbox", { name: /^Why move it/ }), "A doctor's appointment");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.rescheduleRequested)).toBeVisible());
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

  it("shows the server's refusal in the dialog, which stays open, and asks for the calendar again", async () => {
    const api = stubApi({
      getServiceCalendar: calendarOf,
      requestReschedule: refuse(409, {
        Code: "BE011",
        Message: BOOKING_MESSAGES.rescheduleSame,
      }),
    });
    const { user, dialog, onClose } = open();
    await within(dialog).findByRole("button", { name: /\b15 December 2026: open/ });
    const asked = api.bodies("getServiceCalendar").length;
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(BOOKING_MESSAGES.rescheduleSame);
    expect(api.bodies("requestReschedule")).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(api.bodies("getServiceCalendar").length).toBeGreaterThan(asked));
  });
});
