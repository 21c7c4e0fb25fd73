import type { RazorpayCheckout } from "@eldercare/contracts";
import { CheckoutDismissed, type CheckoutResult } from "./pay-for-plan.ts";

const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's Checkout script, loaded once, only when a member pays through Razorpay. */
function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay Checkout did not load"));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Razorpay Checkout could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout for an order made by the server. Resolves with the signed result once the
 * member has paid (a failed try inside Checkout lets them try again there); rejects with
 * CheckoutDismissed when they close it without paying.
 */
export async function openRazorpayCheckout(checkout: RazorpayCheckout): Promise<CheckoutResult> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve, reject) => {
    new Razorpay({
      key: checkout.key_id,
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      theme: { color: "#0f5257" },
      handler: (result: CheckoutResult) => resolve(result),
      modal: { ondismiss: () => reject(new CheckoutDismissed()), confirm_close: true },
    }).open();
  });
}
