import type { MonthlySummary } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/getmonthlysummary/: one of the family's loved ones, one month (issue 47). No toasts: the page says
 * "not found" (404), a month not begun (422) or the failure in its place.
 */
export function useMonthlySummary(userId: number, lovedOneId: number, month: string) {
  return useQuery<MonthlySummary>({
    queryKey: queryKeys.monthlySummary(userId, lovedOneId, month),
    queryFn: ({ signal }) =>
      apiCall("getMonthlySummary", { loved_one_id: lovedOneId, month }, { signal, toast: false }),
    enabled: lovedOneId > 0 && month !== "",
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
