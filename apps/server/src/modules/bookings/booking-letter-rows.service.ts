import { findBookingView } from "./bookings.repo.ts";
import { findRescheduleItem } from "./reschedules.repo.ts";
import { visitsForCompanion } from "./series-visits.repo.ts";

/**
 * The rows the family's letters tell of (the booking-letters module's port, LetterRows, decision 0082),
 * read in the caller's transaction: a booking as shown, a reschedule request as shown, and visits as their
 * companions are told of them. The tables are this module's; the letters only read them through here.
 */
export function createBookingLetterRows() {
  return {
    bookingView: findBookingView,
    rescheduleItem: findRescheduleItem,
    companionVisits: visitsForCompanion,
  };
}
export type BookingLetterRows = ReturnType<typeof createBookingLetterRows>;
