import type {
  CreateVisitSeriesRequest,
  EndVisitSeriesRequest,
  PauseVisitsRequest,
  PreviewVisitSeriesRequest,
  UpdateVisitSeriesRequest,
} from "@eldercare/contracts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { visitSeriesQuery } from "../../../lib/visit-series-query.ts";

/** What booking or cancelling a schedule's visits changes: the schedules, the bookings, the plan's use, the calendars. */
function refreshVisits(queryClient: QueryClient, userId: number) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.visitSeries(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage(userId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
}

/** POST users/previewvisitseries/: every date of a weekly pattern judged; nothing is written. */
export function usePreviewSeries() {
  return useMutation({
    mutationFn: (body: PreviewVisitSeriesRequest) => apiCall("previewVisitSeries", body, { toast: false }),
  });
}

/**
 * POST users/createvisitseries/: books the dates previewed as bookable, or nothing (409 naming the dates
 * that changed). Like a single booking, it refreshes the bookings, the plan's use and the calendars, and
 * the list of schedules.
 */
export function useCreateSeries(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVisitSeriesRequest) => apiCall("createVisitSeries", body, { toast: false }),
    onSuccess: () => refreshVisits(queryClient, userId),
  });
}

/** POST users/getvisitseries/: the family's care schedules (lib/visit-series-query.ts). */
export function useVisitSeries(userId: number) {
  return useQuery(visitSeriesQuery(userId));
}

/**
 * POST users/endvisitseries/: ends a schedule from a date; its visits from then on are cancelled and go
 * back to the plan's allowance, so the bookings, the plan's use and the calendars refresh with the
 * schedules. The dialog shows a refusal itself (no toasts).
 */
export function useEndSeries(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndVisitSeriesRequest) => apiCall("endVisitSeries", body, { toast: false }),
    onSuccess: () => refreshVisits(queryClient, userId),
  });
}

/**
 * POST users/updatevisitseries/: changes a schedule's pattern from a date (its visits from then are replaced),
 * or nothing (409 naming the dates that changed since the preview). Refreshes what a booking does.
 */
export function useUpdateSeries(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVisitSeriesRequest) => apiCall("updateVisitSeries", body, { toast: false }),
    onSuccess: () => refreshVisits(queryClient, userId),
  });
}

/**
 * POST users/pausevisits/: pauses a loved one's visits between two dates; every visit then is cancelled and
 * goes back to the allowance, so the bookings, the plan's use, the calendars and the schedules refresh.
 */
export function usePauseVisits(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseVisitsRequest) => apiCall("pauseVisits", body, { toast: false }),
    onSuccess: () => refreshVisits(queryClient, userId),
  });
}
