// @vitest-environment jsdom
import { REFUND_TEXT, type RefundDuePayment } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { RefundPaymentDialog } from "./refund-payment-dialog.tsx";

const payment: RefundDuePayment = {
  payment_id: 41,
  user_id: 7,
  user_name: "Anjali Sen",
  amount: 12_345,
  gateway_payment_id: "pay_Q1w2E3r4T5y6U7",
  paid_at: "2026-12-01T05:00:00.000Z",
  refund_status: null,
};

describe("RefundPaymentDialog", () => {
  it("says who gets what back, and refunds only when asked", async () => {
    const onRefund = vi.fn(async () => true);
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <RefundPaymentDialog payment={payment} onClose={onClose} onRefund={onRefund} />,
    );
    const dialog = screen.getByRole("dialog", { name: REFUND_TEXT.refundPaymentTitle });
    expect(dialog).toHaveTextContent(REFUND_TEXT.refundPaymentHint("₹12,345.00", "Anjali Sen"));
    expect(dialog).toHaveTextContent("Payment #41 · pay_Q1w2E3r4T5y6U7");
    expect(onRefund).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: REFUND_TEXT.refundPayment }));
    expect(onRefund).toHaveBeenCalledWith(payment);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("stays open when the refund is refused, and closes without refunding on Cancel", async () => {
    const onRefund = vi.fn(async () => false);
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <RefundPaymentDialog payment={payment} onClose={onClose} onRefund={onRefund} />,
    );
    await user.click(screen.getByRole("button", { name: REFUND_TEXT.refundPayment }));
    expect(onRefund).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });
});
