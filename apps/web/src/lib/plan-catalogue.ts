import type { SubscriptionCatalogue } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "./lazy-api.ts";
import { queryKeys } from "./query-keys.ts";

/** GET shared/fetchsubscriptionplans/: the plan catalogue (prices, and what each tier includes). */
export async function fetchPlanCatalogue(signal?: AbortSignal): Promise<SubscriptionCatalogue> {
  return apiCall("fetchSubscriptionPlans", undefined, signal ? { signal } : {});
}

/** The plan catalogue, read by the plans and the home page alike; it changes rarely, so it stays fresh for 10 minutes. */
export function usePlanCatalogue() {
  return useQuery({
    queryKey: queryKeys.subscriptionPlans,
    queryFn: ({ signal }) => fetchPlanCatalogue(signal),
    staleTime: 10 * 60_000,
  });
}
