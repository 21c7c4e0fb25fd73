import type { AutoRenewal, SetAutoRenewRequest } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getautorenew/ (issue 47, decision 0097): how automatic renewal of one plan stands. */
export function useAutoRenewal(subscriptionId: number) {
  return useQuery<AutoRenewal>({
    queryKey: queryKeys.autoRenewal(subscriptionId),
    queryFn: ({ signal }) =>
      apiCall("getAutoRenew", { subscription_id: subscriptionId }, { signal, toast: false }),
  });
}

/**
 * users/setautorenew/: turns automatic renewal on or off. The dialog shows a refusal itself; the answer
 * is the new state, put straight into the card's query.
 */
export function useSetAutoRenewal(subscriptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SetAutoRenewRequest, "subscription_id">) =>
      apiCall("setAutoRenew", { ...body, subscription_id: subscriptionId }, { toast: false }),
    onSuccess: (data) => {
      const { Message: _message, ...state } = data;
      queryClient.setQueryData(queryKeys.autoRenewal(subscriptionId), state);
    },
  });
}
