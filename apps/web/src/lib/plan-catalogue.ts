import type { SubscriptionPlan } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET shared/fetchsubscriptionplans/: the plan catalogue, read by the plans and the home page alike. */
export async function fetchSubscriptionPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  const data = await apiCall("fetchSubscriptionPlans", undefined, signal ? { signal } : {});
  return data.plans;
}

/** The plan catalogue; it changes rarely, so it stays fresh for 10 minutes. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: queryKeys.subscriptionPlans,
    queryFn: ({ signal }) => fetchSubscriptionPlans(signal),
    staleTime: 10 * 60_000,
  });
}
