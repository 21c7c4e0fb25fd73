// @vitest-environment jsdom
import { type AdminCancellationItem, REFUND_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ApproveCancellationDialog } from "./approve-cancellation-dialog.tsx";

const request: AdminCancellationItem = {
  cancellation_id: 3,
  subscription_id: 21,
  user_id: 7,
  user_name: "Anjali Sen",
  email: "anjali@example.com",
  status: "requested",
  reason: "Moving abroad",
  requested_at: "2026-12-01T05:00:00.000Z",
  quote: {
    subscription_id: 21,
    plan_type_name: "Silver",
    start_date: "2026-01-01",
    end_date: "2026-12-31",
    requested_on: "2026-12-01",
    effective_date: "2026-12-16",
    started: true,
    amount_paid: 36_000,
    registration_fee: 0,
    plan_amount: 36_000,
    days_total: 365,
    days_used: 349,
    refundable: 1_578.08,
    admin_charge: 1_578.08,
    refund: 0,
    visits_before: 0,
    visits_after: 2,
    policy: { notice_days: 15, charge_percent: 10, charge_cap_percent: 20 },
  },
  admin_charge: 1_578.08,
  refund: 0,
  decided_at: null,
  decision_note: null,
  refund_status: null,
};

function open(onSubmit = vi.fn(async () => true)) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <ApproveCancellationDialog request={request} onClose={onClose} onSubmit={onSubmit} />,
  );
  return {
    ...view,
    dialog: screen.getByRole("dialog", { name: "Approve this cancellation?" }),
    onSubmit,
    onClose,
  };
}

describe("ApproveCancellationDialog", () => {
  it("starts from the quote's charge, and never lets it rise", async () => {
    const { user, dialog, onSubmit } = open();
    const charge = within(dialog).getByRole("textbox", { name: /Administrative charge/ });
    expect(charge).toHaveValue("1578.08");
    expect(dialog).toHaveTextContent("Their 2 visits from that day will be cancelled.");
    expect(dialog).toHaveTextContent("Refund: ₹0.00");
    await user.clear(charge);
    await user.type(charge, "2000");
    await user.click(within(dialog).getByRole("button", { name: "Approve and stop the plan" }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.chargeTooHigh("₹1,578.08"))).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a lower charge needs a note for the family, and shows the refund it makes", async () => {
    const { user, dialog, onSubmit, onClose } = open();
    const charge = within(dialog).getByRole("textbox", { name: /Administrative charge/ });
    await user.clear(charge);
    await user.type(charge, "500");
    expect(dialog).toHaveTextContent("Refund: ₹1,078.08");
    await user.click(within(dialog).getByRole("button", { name: "Approve and stop the plan" }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.noteForLowerCharge)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox", { name: /Note for the family/ }), "Medical move");
    await user.click(within(dialog).getByRole("button", { name: "Approve and stop the plan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ admin_charge: 500, note: "Medical move" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
