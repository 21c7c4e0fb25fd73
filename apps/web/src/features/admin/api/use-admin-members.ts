import type { AdminMemberListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallmembers/: one page of members with the filters. No toast, neither spec §8's progress
 * message nor 'Members fetched successfully!' (issue 42, decision 0070): the list shows its own loading
 * state.
 */
export function useAdminMembers(request: AdminMemberListRequest) {
  return useQuery({
    queryKey: queryKeys.adminMemberList(request),
    queryFn: ({ signal }) => apiCall("adminGetAllMembers", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
