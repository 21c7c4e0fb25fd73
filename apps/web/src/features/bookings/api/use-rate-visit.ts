import type { RateVisitRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/ratevisit/: the member's one rating of a reported visit. No toasts: the form shows a refusal
 * above its button. The answer is the report with the rating, which the page shows at once; refused or
 * not, the report and the bookings (their `rated`) refresh, since a refusal usually means it was rated
 * meanwhile.
 */
export function useRateVisit(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateVisitRequest) => apiCall("rateVisit", body, { toast: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.visitReport(userId, data.report.booking_id), data.report);
    },
    onSettled: (_data, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitReport(userId, body.booking_id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
    },
  });
}
