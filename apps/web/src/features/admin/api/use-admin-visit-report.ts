import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getvisitreport/: a visit's report and the family's rating, shown in the console's dialog. */
export function useAdminVisitReport(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeys.adminVisitReport(bookingId ?? 0),
    queryFn: ({ signal }) =>
      apiCall("adminGetVisitReport", { booking_id: bookingId ?? 0 }, { signal, toast: false }),
    enabled: bookingId !== null && bookingId > 0,
    staleTime: 0,
  });
}
