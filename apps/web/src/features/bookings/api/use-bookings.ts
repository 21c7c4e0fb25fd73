import type { BookingListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/getallbookings/: one page of the member's bookings, upcoming first (soonest first), then past,
 * with search and status filter. The page shown stays while the next one loads.
 */
export function useBookings(userId: number, request: BookingListRequest) {
  return useQuery({
    queryKey: queryKeys.bookingList(userId, request),
    queryFn: ({ signal }) => apiCall("getAllBookings", request, { signal }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}
