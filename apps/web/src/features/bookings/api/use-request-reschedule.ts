import type { ApiBody } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/requestreschedule/: asks the team to move an upcoming booking (nothing is reserved until
 * they approve). The booking list (its reschedule state) and the reschedule requests are refreshed, and
 * after a refusal the calendars too (a place may have been taken). The dialog shows a refusal itself
 * (no toasts).
 */
export function useRequestReschedule(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"requestReschedule">) => apiCall("requestReschedule", body, { toast: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rescheduleRequests(userId) });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
    },
  });
}
