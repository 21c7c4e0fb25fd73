import { useQuery } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getmember/: one member's page. A 404 is an answer (no such member), so it is not retried.
 * Loads raise no toast (issue 42, decision 0070): the page shows its own loading state.
 */
export function useAdminMember(memberId: number) {
  return useQuery({
    queryKey: queryKeys.adminMember(memberId),
    queryFn: ({ signal }) => apiCall("adminGetMember", { member_id: memberId }, { signal, toast: false }),
    enabled: memberId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    staleTime: 0,
  });
}
