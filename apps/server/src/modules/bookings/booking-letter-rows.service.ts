import { findBookingView } from "./bookings.repo.ts";
import { visitsForCompanion } from "./series-visits.repo.ts";

/**
 * The rows the family's letters tell of (the booking-letters module's port, LetterRows, decision 0082),
 * read in the caller's transaction: a booking as shown, and visits as their companions are told of them (a
 * reschedule request's row is the reschedules module's). The tables are this module's; the letters only read them through here.
 */
export function createBookingLetterRows() {
  return {
    bookingView: findBookingView,
    companionVisits: visitsForCompanion,
  };
}
export type BookingLetterRows = ReturnType<typeof createBookingLetterRows>;
