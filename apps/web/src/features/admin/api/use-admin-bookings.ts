import { type AdminBookingListRequest, PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallservicebooking/: one page of every member's bookings with the filters, each with the
 * actions allowed now. Spec §4/§8: the progress toast, then 'Service bookings fetched successfully!'. A
 * page already shown that is fetched again after an action is refreshed silently: its toasts would cover
 * the action's own message and the dialog it came from.
 */
export function useAdminBookings(request: AdminBookingListRequest) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.adminBookingList(request),
    queryFn: ({ signal, queryKey }) => {
      const call = () => apiCall("adminGetAllServiceBooking", request, { signal });
      if (client.getQueryData(queryKey) !== undefined) return call();
      return withProgress(PROGRESS_MESSAGES.fetchingBookings, call, SUCCESS_MESSAGES.bookingsFetched);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
