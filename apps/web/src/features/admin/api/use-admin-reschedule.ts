import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import type { RescheduleListRequest } from "../lib/filters.ts";

/** admin/getallreschedule/: members' requests to move a visit, open ones first. Loads raise no toast (issue 42, decision 0070): the page shows its own loading state. */
export function useAdminReschedule(request: RescheduleListRequest) {
  return useQuery({
    queryKey: queryKeys.adminReschedulePage(request),
    queryFn: ({ signal }) => apiCall("adminGetAllReschedule", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
