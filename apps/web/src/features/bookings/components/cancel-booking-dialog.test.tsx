// @vitest-environment jsdom
import { BOOKING_MESSAGES, bookingRuleMessage } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";

const booking = bookingFixture();

function open(onClose = vi.fn()) {
  const view = renderWithApp(
    <CancelBookingDialog userId={7} booking={booking} rules={undefined} onClose={onClose} />,
  );
  return { ...view, dialog: screen.getByRole("dialog", { name: "Cancel this visit?" }), onClose };
}

describe("CancelBookingDialog", () => {
  it("asks why in the contract's words before sending anything", async () => {
    const api = stubApi({});
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("button", { name: "Cancel visit" }));
    expect(await within(dialog).findByText(BOOKING_MESSAGES.cancelReasonRequired)).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: /Why are you cancelling/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(api.bodies("cancelBooking")).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    const tooLate = bookingRuleMessage.cancelTooLate(24);
    const api = stubApi({ cancelBooking: refuse(422, { Code: "BE_CANCEL_CUTOFF", Message: tooLate }) });
    const { user, dialog, onClose } = open();
    await user.type(within(dialog).getByRole("textbox", { name: /Why are you cancelling/ }), "Travelling");
    await user.click(within(dialog).getByRole("button", { name: "Cancel visit" }));
    expect(await within(dialog).findByText(tooLate)).toBeVisible();
    expect(api.bodies("cancelBooking")).toEqual([{ booking_id: booking.booking_id, reason: "Travelling" }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the booking and the reason, then closes with the server's confirmation", async () => {
    const api = stubApi({
      cancelBooking: (body) => ({
        booking: bookingFixture({ booking_id: body.booking_id, status: "cancelled", can_cancel: false }),
        Message: BOOKING_MESSAGES.cancelled,
      }),
    });
    const { user, dialog, onClose } = open();
    await user.type(
      within(dialog).getByRole("textbox", { name: /Why are you cancelling/ }),
      "She is away that week",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel visit" }));
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.cancelled)).toBeVisible());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.bodies("cancelBooking")).toEqual([
      { booking_id: booking.booking_id, reason: "She is away that week" },
    ]);
  });

  it("keeps the visit when the member changes their mind", async () => {
    const api = stubApi({});
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole("button", { name: "Keep visit" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.bodies("cancelBooking")).toEqual([]);
  });
});
