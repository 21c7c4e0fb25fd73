import type { CreateBookingRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/servicebooking/: books a visit. The form makes the idempotency key once and sends it again
 * on a retry, so a lost answer never books twice. Spec §4: a booking refreshes the booking list (page 0,
 * size 10, with every other page) and the profile; the plan's visits and the calendars change too. A
 * 409 (the place was just taken) refreshes the calendars so the form shows what is left. No client
 * toasts: the form shows a refusal inline, and the success dialog says the booking went through.
 */
export function useBookService(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => apiCall("serviceBooking", body, { toast: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 0) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.serviceCalendars(userId) });
      }
    },
  });
}
