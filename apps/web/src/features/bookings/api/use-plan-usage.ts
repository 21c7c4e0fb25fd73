import type { PlanUsage } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/getplanusage/: the member's current plan (null without one), what it includes and this month's
 * visits used and left. Booking, cancelling and buying a plan refresh it.
 */
export function usePlanUsage(userId: number) {
  return useQuery<PlanUsage>({
    queryKey: queryKeys.planUsage(userId),
    queryFn: ({ signal }) => apiCall("getPlanUsage", {}, { signal }),
    enabled: userId > 0,
  });
}
