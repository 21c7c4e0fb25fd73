import type { Db } from "../../db/client.ts";
import * as lateness from "./booking-lateness.repo.ts";
import { findBookingIn } from "./booking-scope.repo.ts";
import * as visits from "./booking-visits.repo.ts";
import * as repo from "./bookings.repo.ts";

export { lateFrom, lateStartBy } from "./booking-actions.ts";
export type { CareVisitRow } from "./booking-lateness.repo.ts";
export type { CompanionVisitRow } from "./booking-visits.repo.ts";
export type { BookingRow, BookingViewRow } from "./bookings.repo.ts";

/**
 * What the bookings module lends the visits module (built in app.ts): the booking a visit is, read and
 * shown; the statements on its own columns a visit makes (the companion's check-in and check-out, the
 * move to completed by its report, the late alert's mark), each one conditional statement so that it
 * happens once; the locks a visit's report and incidents hold the booking by (rank 4 of the lock order,
 * decision 0033); and the lists the visits module shows (the companion's visits, the care section's).
 * The bookings table is this module's alone (decision 0034): the visits module keeps only its own.
 */
export function createBookingVisits() {
  return {
    /** A booking by id, without a lock (reads that decide nothing). */
    find: repo.findBookingRow,
    /** A booking by id within the caller's cities (null: every city), else null (the console's reads). */
    findIn: findBookingIn,
    /** A booking as shown (service, shift and place names), for a message or a report. */
    view: repo.findBookingView,
    /** Bookings as shown, in the order of `ids` (absent ids left out). */
    views: (db: Db, ids: readonly number[]) => repo.bookingViewsByIds(db, [...ids]),
    /** The ids of all a member's bookings, by visit date (their reports and incidents). */
    memberBookingIds: visits.memberBookingIds,
    checkIn: visits.markCheckedIn,
    checkOut: visits.markCheckedOut,
    lockCheckedIn: visits.lockCheckedInVisit,
    completeCheckedOut: visits.completeCheckedOutVisit,
    holdFamilyVisit: visits.holdFamilyVisit,
    holdCompanionVisit: visits.holdCompanionVisit,
    companionVisitsBetween: visits.companionVisitsBetween,
    lockUnalertedLate: lateness.lockUnalertedLate,
    markLateAlerted: lateness.markLateAlerted,
    nextLateStart: lateness.nextLateStart,
    lateVisits: lateness.lateVisits,
    overdueReports: lateness.overdueReports,
    /** The visit's booking is in one of the caller's cities (a condition for the visits module's queries). */
    inCities: lateness.bookingInCities,
  };
}
export type BookingVisits = ReturnType<typeof createBookingVisits>;
