import type { VisitReport } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/getvisitreport/: the report of one of the member's visits, with their rating once given. No
 * toasts: the page shows "not found" (404: not theirs, or not ready yet) or the failure in its place.
 */
export function useVisitReport(userId: number, bookingId: number) {
  return useQuery<VisitReport>({
    queryKey: queryKeys.visitReport(userId, bookingId),
    queryFn: ({ signal }) => apiCall("getVisitReport", { booking_id: bookingId }, { signal, toast: false }),
    enabled: bookingId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
