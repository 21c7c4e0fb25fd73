import { assertMovable } from "./booking-actions.ts";
import { lockBookingIn } from "./booking-scope.repo.ts";
import * as repo from "./bookings.repo.ts";
import type { VisitRecords } from "./ports.ts";
import { requestedBookings } from "./requested-bookings.repo.ts";

export type { BookingRow } from "./bookings.repo.ts";
export type { RequestedBooking } from "./requested-bookings.repo.ts";

/**
 * What the bookings module lends the reschedules module (decision 0083), whose requests move its
 * bookings: a member's booking found, or locked for the change (the member's, or one in the console
 * caller's cities); the rule that a booking may still move; its service's name for the availability
 * rules; the move itself under the booking's lock; and the bookings requests show, by id, and those a
 * console search matches. The statements on `bookings` stay in this module's repositories.
 */
export function createBookingMoves(deps: { visits: Pick<VisitRecords, "clearLateAlert"> }) {
  return {
    /** The visit moved to another start (in the move's transaction): its late alert cleared (the visits module's). */
    clearLateAlert: deps.visits.clearLateAlert,
    /** A member's booking with its service's name, without a lock (the checks before the transaction). */
    findMemberBooking: repo.findMemberBooking,
    /** The booking locked for update (rank 4); with a member's id, only theirs. */
    lock: repo.lockBooking,
    /** The booking locked for update if it is in the caller's cities (null: every city). */
    lockIn: lockBookingIn,
    /** Throws unless the booking is live and has not started (the member's and the team's moves). */
    assertMovable,
    /** A service's id, name and kind. */
    serviceOf: repo.findServiceOf,
    /** Moves the booking to a new day, shift, start, companion and plan while still in its status. */
    moveTime: repo.moveBookingTime,
    /** Each booking among the ids as a request shows it. */
    shown: requestedBookings,
  };
}
export type BookingMoves = ReturnType<typeof createBookingMoves>;
