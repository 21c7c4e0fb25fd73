import { lockFreeOf, setCompanions, setEachCompanion } from "./assignment.repo.ts";
import { assignRefusal } from "./booking-actions.ts";
import { findBookingIn, lockBookingIn } from "./booking-scope.repo.ts";
import { releaseRequested } from "./booking-upkeep.repo.ts";
import { lockLaterOfSeries } from "./series-visits.repo.ts";

export type { BookingRow } from "./bookings.repo.ts";

/**
 * What the bookings module lends the assignments module (decision 0085), whose team chooses who makes a
 * visit: the visit found or locked within the caller's cities, a care schedule's later visits locked
 * (rank 4, date then id), and the companion written on visits in one statement. The locks and the write
 * on `bookings` stay with its owner; the assignments module only reads it.
 */
export function createAssignableBookings() {
  return {
    /** A booking by id within the caller's cities, without a lock (null: missing or elsewhere). */
    find: findBookingIn,
    /** A booking by id within the caller's cities, locked for update (rank 4). */
    lock: lockBookingIn,
    /** A schedule's visits going ahead after a date, in the caller's cities, locked in date then id order. */
    lockLaterOfSeries,
    /** Visits locked for update in id order, those another transaction holds skipped (the auto-scheduler's). */
    lockFreeOf,
    /** Why a visit cannot be given a companion now (null: it can): the rule of decision 0046. */
    refusal: assignRefusal,
    /** Development only: a requested visit's companion taken off it (dev/sandbox/visit-unassigned). */
    releaseRequested,
    /** Gives these visits to the companion, each only while in its `from` status; how many were written. */
    setCompanions,
    /** Gives each visit its own companion in one statement, each only while in its `from` status; the ids written. */
    setEachCompanion,
  };
}
export type AssignableBookings = ReturnType<typeof createAssignableBookings>;
