import type { AdminVisitSeriesListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getvisitseries/: the care schedules with visits ahead in the caller's cities, each with its regular
 * companion and the upcoming dates without them (decision 0081). The page shows its own loading state.
 */
export function useAdminVisitSeries(request: AdminVisitSeriesListRequest) {
  return useQuery({
    queryKey: queryKeys.adminVisitSeries(request),
    queryFn: ({ signal }) => apiCall("adminGetVisitSeries", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
