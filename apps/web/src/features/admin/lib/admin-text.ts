/**
 * The admin console's own words for loading, failing, having nothing to show and the list calls the
 * spec names no progress message for. The contracts hold the spec's messages (PROGRESS_MESSAGES,
 * SUCCESS_MESSAGES, ADMIN_MESSAGES); these belong there when the contracts are next opened.
 */
export const ADMIN_TEXT = {
  bookingsLoading: "Loading service bookings...",
  bookingsFailed: "We could not load the service bookings.",
  noBookings: "No service bookings match these filters.",
  rescheduleLoading: "Loading reschedule requests...",
  rescheduleFailed: "We could not load the reschedule requests.",
  noRequests: "No reschedule requests match these filters.",
  fetchingReschedule: "Fetching reschedule requests. Please Wait...",
  decidingReschedule: "Deciding reschedule request. Please Wait...",
  auditLoading: "Loading the audit log...",
  auditFailed: "We could not load the audit log.",
  noAudit: "No administrator actions match these filters.",
  fetchingAudit: "Fetching the audit log. Please Wait...",
} as const;
