import type { VisitSeriesListResponse } from "@eldercare/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * users/getvisitseries/ for the signed-in member: the family's care schedules, newest first, each with its
 * next visits, its regular companion and the dates it skipped. One definition for every feature that reads
 * them (My bookings, the loved ones' cards); a failure is said where they are shown (no toast).
 */
export function visitSeriesQuery(userId: number) {
  return queryOptions<VisitSeriesListResponse>({
    queryKey: queryKeys.visitSeries(userId),
    queryFn: ({ signal }) => apiCall("getVisitSeries", {}, { toast: false, signal }),
    enabled: userId > 0,
  });
}
