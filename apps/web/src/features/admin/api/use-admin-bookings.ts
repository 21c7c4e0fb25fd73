import type { AdminBookingListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallservicebooking/: one page of every member's bookings with the filters, each with the
 * actions allowed now. No toast, neither spec §8's progress message nor 'Service bookings fetched
 * successfully!': they covered the list they announced and the dialogs opened from it (issue 42, decision
 * 0070); the list shows its own loading state.
 */
export function useAdminBookings(request: AdminBookingListRequest) {
  return useQuery({
    queryKey: queryKeys.adminBookingList(request),
    queryFn: ({ signal }) => apiCall("adminGetAllServiceBooking", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
