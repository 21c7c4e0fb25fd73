import type { CancellationQuoteResponse, CancelSubscriptionRequest } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/getcancellationquote/: the quote for cancelling today, or the request already made. Always asked
 * afresh when the dialog opens: a quote is only good for the day it is shown.
 */
export function useCancellationQuote(subscriptionId: number | null) {
  return useQuery<CancellationQuoteResponse>({
    queryKey: queryKeys.cancellationQuote(subscriptionId ?? 0),
    queryFn: ({ signal }) =>
      apiCall("getCancellationQuote", { subscription_id: subscriptionId ?? 0 }, { signal, toast: false }),
    enabled: subscriptionId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * users/cancelsubscription/: asks to cancel on the quote as shown. The dialog shows a refusal itself (a
 * changed quote: the quote is asked again so the member sees the new figures); the profile is read
 * again, so the plan card shows the request.
 */
export function useCancelSubscription(subscriptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelSubscriptionRequest) => apiCall("cancelSubscription", body, { toast: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cancellationQuote(subscriptionId) });
      // The plan card says the request is waiting (issue 41): the profile lists each plan's request.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
