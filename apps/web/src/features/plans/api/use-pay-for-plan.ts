import { REQUEST_TYPE, type SubscriptionPlan } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { type PaymentOutcome, payForPlan } from "../lib/pay-for-plan.ts";
import { paymentTypeOf } from "../lib/plan-choice.ts";
import { openRazorpayCheckout } from "../lib/razorpay-checkout.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quiet = { toast: false } as const;

export interface PayForPlanInput {
  plan: SubscriptionPlan;
  /** The state of India billed to, for a member with no Indian address on their profile. */
  billingStateId?: number;
  /** "processing": our spinner dialog; "checkout": Razorpay's own window is open. */
  onPhase: (phase: "processing" | "checkout") => void;
}

/**
 * PAY NOW for the signed-in member: subscription request, payment, confirmation (spec §4), one write
 * for the member however many calls it takes. It never rejects: errors of the calls come back as a
 * failed outcome, shown in the dialog (no toasts). Spec §4: creating a subscription refreshes the
 * profile; the payment history, plan usage and booking calendars too, whatever the outcome.
 */
export function usePayForPlan(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plan, billingStateId, onPhase }: PayForPlanInput): Promise<PaymentOutcome> => {
      // What this member pays for the request (the server's price: no second registration fee).
      let amount = plan.plan_tier_amt;
      try {
        return await payForPlan({
          createRequest: async () => {
            const made = await apiCall(
              "createSubscription",
              {
                plan_tier_id: plan.plan_tier_id,
                request_type: REQUEST_TYPE.subscription,
                user_id: userId,
                ...(billingStateId ? { billing_state_id: billingStateId } : {}),
              },
              quiet,
            );
            amount = made.amount;
            return made.request_id;
          },
          pay: (requestId) =>
            apiCall(
              "paymentProcess",
              {
                user_id: userId,
                request_id: requestId,
                payment_type: paymentTypeOf(plan.frequency_of_payment_dtls),
                payment_ref_no: null,
                payment_amount: amount,
              },
              quiet,
            ),
          status: (paymentId) => apiCall("paymentStatus", { user_id: userId, payment_id: paymentId }, quiet),
          checkout: openRazorpayCheckout,
          verify: (paymentId, result) =>
            apiCall("paymentVerify", { user_id: userId, payment_id: paymentId, ...result }, quiet),
          sleep,
          now: () => Date.now(),
          onPhase,
        });
      } catch (error) {
        return {
          kind: "failed",
          message: error instanceof ApiError ? (error.messages[0] ?? error.message) : String(error),
        };
      }
    },
    // Not awaited: the dialog moves on while the profile and payments refresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments(userId) });
      // A new plan changes what can be booked and this month's visits.
      void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
    },
  });
}
