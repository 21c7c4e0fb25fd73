import { useQuery } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getcompanion/: one companion with their weekly pattern and leave. A 404 is an answer, not retried.
 * Loads raise no toast (issue 42, decision 0070): the page shows its own loading state.
 */
export function useAdminCompanion(companionId: number) {
  return useQuery({
    queryKey: queryKeys.adminCompanion(companionId),
    queryFn: ({ signal }) =>
      apiCall("adminGetCompanion", { companion_id: companionId }, { signal, toast: false }),
    enabled: companionId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    staleTime: 0,
  });
}
