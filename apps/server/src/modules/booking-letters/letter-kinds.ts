/** Outbox kinds whose ref_id is a booking id. */
export const BOOKING_EMAIL_KINDS = [
  "booking_received",
  "booking_cancelled",
  "booking_confirmed",
  "booking_rejected",
  "booking_reminder",
  "booking_companion_changed",
  "booking_arrived",
  "booking_missed",
  // The team's email about a late visit (visits/late-visits.ts), redacted with the family's on erasure.
  "booking_late",
  // The family's "report ready", and the team's email about a concern flagged in a report (decision 0046):
  // the visits module's (visit-messages.ts), written through this module's letters.
  "booking_report_ready",
  "booking_concern",
] as const;
/** Outbox kinds whose ref_id is a reschedule request id. */
export const RESCHEDULE_EMAIL_KINDS = ["reschedule_requested", "reschedule_decided"] as const;

export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];
export type RescheduleEmailKind = (typeof RESCHEDULE_EMAIL_KINDS)[number];
