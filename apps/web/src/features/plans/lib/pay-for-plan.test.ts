import { PAYMENT_MESSAGES, PAYMENT_STATUS_POLL_MAX_MS, type PaymentResponse } from "@eldercare/contracts";
import { describe, expect, it, vi } from "vitest";
import { CheckoutDismissed, type PaymentSteps, payForPlan } from "./pay-for-plan.ts";

function response(
  status: PaymentResponse["status"],
  overrides: Partial<PaymentResponse> = {},
): PaymentResponse {
  return {
    Message:
      status === "paid"
        ? PAYMENT_MESSAGES.succeeded
        : status === "pending"
          ? PAYMENT_MESSAGES.initiated
          : PAYMENT_MESSAGES.failed,
    Success: status === "paid",
    payment_id: 41,
    status,
    gateway: "sandbox",
    checkout: null,
    subscription_id: status === "paid" ? 7 : null,
    invoice_id: status === "paid" ? 9 : null,
    ...overrides,
  };
}

const checkoutInfo = {
  key_id: "rzp_test_1",
  order_id: "order_ABC",
  amount: 102_000_00,
  currency: "INR" as const,
  name: "SeniorCare Relief",
  description: "Care plan subscription",
  prefill: { name: "Asha", email: "asha@example.com", contact: "+919830012345" },
};

function steps(overrides: Partial<PaymentSteps> = {}) {
  let clock = 0;
  const phases: string[] = [];
  const s: PaymentSteps = {
    createRequest: vi.fn(async () => 5),
    pay: vi.fn(async () => response("paid")),
    status: vi.fn(async () => response("paid")),
    checkout: vi.fn(async () => ({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_ABC",
      razorpay_signature: "a".repeat(64),
    })),
    verify: vi.fn(async () => response("paid", { gateway: "razorpay" })),
    sleep: vi.fn(async (ms: number) => {
      clock += ms;
    }),
    now: () => clock,
    onPhase: (p) => phases.push(p),
    ...overrides,
  };
  return { s, phases };
}

describe("payForPlan", () => {
  it("creates the request, pays for it and is done when the payment is confirmed at once", async () => {
    const { s, phases } = steps();
    const outcome = await payForPlan(s);
    expect(outcome).toMatchObject({ kind: "paid", payment: { invoice_id: 9 } });
    expect(s.pay).toHaveBeenCalledWith(5);
    expect(phases).toEqual(["processing"]);
  });

  it("asks how a pending sandbox payment stands every second until it is confirmed", async () => {
    const status = vi.fn().mockResolvedValueOnce(response("pending")).mockResolvedValueOnce(response("paid"));
    const { s } = steps({ pay: vi.fn(async () => response("pending")), status });
    expect((await payForPlan(s)).kind).toBe("paid");
    expect(status).toHaveBeenCalledTimes(2);
    expect(s.sleep).toHaveBeenCalledWith(1000);
  });

  it("reports a declined payment with the server's message", async () => {
    const { s } = steps({ pay: vi.fn(async () => response("failed")) });
    expect(await payForPlan(s)).toEqual({ kind: "failed", message: PAYMENT_MESSAGES.failed });
  });

  it("stops waiting after a minute and says the plan will appear when confirmed", async () => {
    const { s } = steps({
      pay: vi.fn(async () => response("pending")),
      status: vi.fn(async () => response("pending")),
    });
    expect(await payForPlan(s)).toEqual({ kind: "waiting", message: PAYMENT_MESSAGES.stillWaiting });
    expect(s.sleep).toHaveBeenCalledTimes(PAYMENT_STATUS_POLL_MAX_MS / 1000);
  });

  it("opens Razorpay Checkout (our dialog out of its way), then verifies what it hands back", async () => {
    const { s, phases } = steps({
      pay: vi.fn(async () => response("pending", { gateway: "razorpay", checkout: checkoutInfo })),
    });
    expect((await payForPlan(s)).kind).toBe("paid");
    expect(s.checkout).toHaveBeenCalledWith(checkoutInfo);
    expect(s.verify).toHaveBeenCalledWith(41, expect.objectContaining({ razorpay_payment_id: "pay_1" }));
    expect(phases).toEqual(["processing", "checkout", "processing"]);
  });

  it("is cancelled, with nothing charged, when the member closes Checkout", async () => {
    const { s } = steps({
      pay: vi.fn(async () => response("pending", { gateway: "razorpay", checkout: checkoutInfo })),
      checkout: vi.fn(async () => {
        throw new CheckoutDismissed();
      }),
    });
    expect(await payForPlan(s)).toEqual({ kind: "cancelled", message: PAYMENT_MESSAGES.cancelled });
    expect(s.verify).not.toHaveBeenCalled();
  });
});
