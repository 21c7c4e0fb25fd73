import { REQUEST_TYPE, type SubscriptionPlan } from "@eldercare/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { type PaymentOutcome, payForPlan } from "../lib/pay-for-plan.ts";
import { paymentTypeOf } from "../lib/plan-choice.ts";
import { openRazorpayCheckout } from "../lib/razorpay-checkout.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * PAY NOW for the signed-in member: subscription request, payment, confirmation (spec §4). Errors of
 * the calls are shown in the dialog (no toasts); creating a subscription refreshes the profile and the
 * payment history, whatever the outcome.
 */
export function usePayForPlan(userId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      plan: SubscriptionPlan,
      onPhase: (phase: "processing" | "checkout") => void,
    ): Promise<PaymentOutcome> => {
      const quiet = { toast: false } as const;
      try {
        return await payForPlan({
          createRequest: async () =>
            (
              await apiCall(
                "createSubscription",
                { plan_tier_id: plan.plan_tier_id, request_type: REQUEST_TYPE.subscription, user_id: userId },
                quiet,
              )
            ).request_id,
          pay: (requestId) =>
            apiCall(
              "paymentProcess",
              {
                user_id: userId,
                request_id: requestId,
                payment_type: paymentTypeOf(plan.frequency_of_payment_dtls),
                payment_ref_no: null,
                payment_amount: plan.plan_tier_amt,
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
      } finally {
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.payments(userId) });
      }
    },
    [queryClient, userId],
  );
}
