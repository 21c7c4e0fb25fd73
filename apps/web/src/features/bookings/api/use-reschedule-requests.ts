import { BOOKING_LIST_PAGE_SIZE } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getreschedulerequests/: one page of the member's reschedule requests, newest first. */
export function useRescheduleRequests(userId: number, pageIndex: number) {
  return useQuery({
    queryKey: queryKeys.rescheduleRequestPage(userId, pageIndex),
    queryFn: ({ signal }) =>
      apiCall(
        "getRescheduleRequests",
        { page_index: pageIndex, page_size: BOOKING_LIST_PAGE_SIZE },
        { signal },
      ),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}
