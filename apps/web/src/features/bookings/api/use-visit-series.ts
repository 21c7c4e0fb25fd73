import type { CreateVisitSeriesRequest, PreviewVisitSeriesRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST users/previewvisitseries/: every date of a weekly pattern judged; nothing is written. */
export function usePreviewSeries() {
  return useMutation({
    mutationFn: (body: PreviewVisitSeriesRequest) => apiCall("previewVisitSeries", body, { toast: false }),
  });
}

/**
 * POST users/createvisitseries/: books the dates previewed as bookable, or nothing (409 naming the dates
 * that changed). Like a single booking, it refreshes the bookings, the plan's use and the calendars.
 */
export function useCreateSeries(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVisitSeriesRequest) => apiCall("createVisitSeries", body, { toast: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
    },
  });
}
