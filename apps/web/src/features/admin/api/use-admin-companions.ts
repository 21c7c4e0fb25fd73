import type { AdminCompanionListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getallcompanions/: one page of companions with the search and filters. Loads raise no toast (issue 42, decision 0070): the page shows its own loading state. */
export function useAdminCompanions(request: AdminCompanionListRequest) {
  return useQuery({
    queryKey: queryKeys.adminCompanionList(request),
    queryFn: ({ signal }) => apiCall("adminGetAllCompanions", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
