import { type AdminMemberListRequest, PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallmembers/: one page of members with the filters. Spec §4/§8: 'Fetching all members. Please
 * Wait...', then 'Members fetched successfully!'.
 */
export function useAdminMembers(request: AdminMemberListRequest) {
  return useQuery({
    queryKey: queryKeys.adminMemberList(request),
    queryFn: ({ signal }) =>
      withProgress(
        PROGRESS_MESSAGES.fetchingMembers,
        () => apiCall("adminGetAllMembers", request, { signal }),
        SUCCESS_MESSAGES.membersFetched,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
