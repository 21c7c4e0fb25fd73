import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_POLL_MAX_MS,
  PAYMENT_STATUS_POLL_MS,
  type PaymentResponse,
  type RazorpayCheckout,
} from "@eldercare/contracts";

/** What Razorpay Checkout hands back when the member has paid. */
export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The member closed Checkout without paying. */
export class CheckoutDismissed extends Error {
  override name = "CheckoutDismissed";
}

export interface PaymentSteps {
  /** users/subscription/create/ → request_id. */
  createRequest: () => Promise<number>;
  /** users/paymentprocess/ for that request. */
  pay: (requestId: number) => Promise<PaymentResponse>;
  /** users/paymentstatus/. */
  status: (paymentId: number) => Promise<PaymentResponse>;
  /** Opens Razorpay Checkout; rejects with CheckoutDismissed when closed unpaid. */
  checkout: (checkout: RazorpayCheckout) => Promise<CheckoutResult>;
  /** users/paymentverify/. */
  verify: (paymentId: number, result: CheckoutResult) => Promise<PaymentResponse>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** "processing": our spinner dialog; "checkout": Razorpay's own window is open (ours must not cover it). */
  onPhase: (phase: "processing" | "checkout") => void;
}

export type PaymentOutcome =
  | { kind: "paid"; payment: PaymentResponse }
  | { kind: "failed"; message: string }
  | { kind: "cancelled"; message: string }
  /** Still unconfirmed after the wait; the server will finish it (the profile shows the plan when it does). */
  | { kind: "waiting"; message: string };

/**
 * PAY NOW (spec §4): create the subscription request, then the payment, then wait for the gateway:
 * Razorpay through its Checkout and a signature check, the sandbox by asking how the payment stands
 * every second for up to a minute. API errors are left to the caller (they carry their own message).
 */
export async function payForPlan(steps: PaymentSteps): Promise<PaymentOutcome> {
  steps.onPhase("processing");
  const requestId = await steps.createRequest();
  let payment = await steps.pay(requestId);
  const started = steps.now();
  for (;;) {
    if (payment.status === "paid") return { kind: "paid", payment };
    if (payment.status !== "pending") return { kind: "failed", message: payment.Message };
    if (payment.checkout) {
      steps.onPhase("checkout");
      let result: CheckoutResult;
      try {
        result = await steps.checkout(payment.checkout);
      } catch (error) {
        if (error instanceof CheckoutDismissed)
          return { kind: "cancelled", message: PAYMENT_MESSAGES.cancelled };
        throw error;
      }
      steps.onPhase("processing");
      payment = await steps.verify(payment.payment_id, result);
      continue;
    }
    if (steps.now() - started >= PAYMENT_STATUS_POLL_MAX_MS) {
      return { kind: "waiting", message: PAYMENT_MESSAGES.stillWaiting };
    }
    await steps.sleep(PAYMENT_STATUS_POLL_MS);
    payment = await steps.status(payment.payment_id);
  }
}
