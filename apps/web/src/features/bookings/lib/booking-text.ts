/**
 * The booking pages' own words for loading, failing and having nothing to show. The contracts hold every
 * message the server sends (BOOKING_MESSAGES) and the other pages' load messages (LOAD_MESSAGES), but none
 * for these yet; they belong there when the contracts are next opened.
 */
export const BOOKING_TEXT = {
  planLoading: "Loading your plan...",
  planFailed: "We could not load your plan.",
  calendarLoading: "Loading the calendar...",
  calendarFailed: "We could not load the calendar.",
  bookingsLoading: "Loading your bookings...",
  bookingsFailed: "We could not load your bookings.",
  requestsLoading: "Loading your reschedule requests...",
  requestsFailed: "We could not load your reschedule requests.",
  noBookings: "You have not booked any visits yet.",
  noMatches: "No bookings match your search.",
  noRequests: "You have not asked to move a visit.",
  booking: "Booking your visit...",
  successTitle: "Visit booked",
} as const;
