import type { CancelBookingRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/cancelbooking/: cancels one of the member's bookings, with a reason, before the cutoff.
 * Spec §4: cancelling refreshes the profile; the list, the plan's visits (the visit goes back to the
 * month's allowance) and the calendars change too. Refused or not, the list is refreshed, since a
 * refusal usually means the booking changed meanwhile. The dialog shows a refusal itself (no toasts).
 */
export function useCancelBooking(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBookingRequest) => apiCall("cancelBooking", body, { toast: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rescheduleRequests(userId) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
    },
  });
}
