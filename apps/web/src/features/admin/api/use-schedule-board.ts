import type { ScheduleBoardRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getscheduleboard/: a city's day for the coordinator's board (issue 45); nothing is asked until a
 * city is chosen. Any assignment refreshes it (its key sits under the console's bookings).
 */
export function useScheduleBoard(request: ScheduleBoardRequest | null) {
  return useQuery({
    queryKey: queryKeys.adminScheduleBoard(request ?? {}),
    queryFn: ({ signal }) => apiCall("adminGetScheduleBoard", request as ScheduleBoardRequest, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
