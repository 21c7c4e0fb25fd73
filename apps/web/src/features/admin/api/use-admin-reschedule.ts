import { ADMIN_TEXT } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import type { RescheduleListRequest } from "../lib/filters.ts";

/** admin/getallreschedule/: members' requests to move a visit, open ones first, with the progress toast. */
export function useAdminReschedule(request: RescheduleListRequest) {
  return useQuery({
    queryKey: queryKeys.adminReschedulePage(request),
    queryFn: ({ signal }) =>
      withProgress(ADMIN_TEXT.fetchingReschedule, () =>
        apiCall("adminGetAllReschedule", request, { signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
