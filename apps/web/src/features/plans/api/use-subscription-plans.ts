import type { SubscriptionPlan } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

export const subscriptionPlansQueryKey = ["subscription-plans"] as const;

/** GET shared/fetchsubscriptionplans/ — the plan catalogue. */
export async function fetchSubscriptionPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  const data = await apiCall("fetchSubscriptionPlans", undefined, signal ? { signal } : {});
  return data.plans;
}

/** The plan catalogue; it changes rarely, so it stays fresh for 10 minutes. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: subscriptionPlansQueryKey,
    queryFn: ({ signal }) => fetchSubscriptionPlans(signal),
    staleTime: 10 * 60_000,
  });
}
