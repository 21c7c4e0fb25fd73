// @vitest-environment jsdom
import { ADMIN_TEXT } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { adminBookingFixture, OPEN_MOVE_FIXTURE } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { ConfirmMovedDialog } from "./confirm-moved-dialog.tsx";

const moved = adminBookingFixture({ reschedule: OPEN_MOVE_FIXTURE });

describe("ConfirmMovedDialog", () => {
  it("says where the family asked to move the visit, and confirms it as booked only when asked", async () => {
    const onConfirm = vi.fn(async () => true);
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <ConfirmMovedDialog booking={moved} onClose={onClose} onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole("dialog", { name: ADMIN_TEXT.confirmMovedTitle });
    expect(dialog).toHaveTextContent(ADMIN_TEXT.confirmMovedBody("Fri, 18 Dec 2026, from 3:30 PM"));
    expect(within(dialog).getByRole("link", { name: ADMIN_TEXT.openMoveRequest })).toHaveAttribute(
      "href",
      "/admin/reschedule?status=open&q=9876543210",
    );
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: ADMIN_TEXT.confirmAsBooked }));
    expect(onConfirm).toHaveBeenCalledWith(moved);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("closes without confirming on Cancel", async () => {
    const onConfirm = vi.fn(async () => true);
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <ConfirmMovedDialog booking={moved} onClose={onClose} onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
