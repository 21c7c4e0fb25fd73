import type { AdminCompanionListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

/** admin/getallcompanions/: one page of companions with the search and filters. */
export function useAdminCompanions(request: AdminCompanionListRequest) {
  return useQuery({
    queryKey: queryKeys.adminCompanionList(request),
    queryFn: ({ signal }) =>
      withProgress(COMPANION_TEXT.fetchingList, () => apiCall("adminGetAllCompanions", request, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
