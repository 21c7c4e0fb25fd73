import { type AdminBookingListRequest, PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallservicebooking/: one page of every member's bookings with the filters, each with the
 * actions allowed now. Spec §4/§8: the progress toast, then 'Service bookings fetched successfully!'.
 */
export function useAdminBookings(request: AdminBookingListRequest) {
  return useQuery({
    queryKey: queryKeys.adminBookingList(request),
    queryFn: ({ signal }) =>
      withProgress(
        PROGRESS_MESSAGES.fetchingBookings,
        () => apiCall("adminGetAllServiceBooking", request, { signal }),
        SUCCESS_MESSAGES.bookingsFetched,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
