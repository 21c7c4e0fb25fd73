import type { Db } from "../../db/client.ts";
import { findBookingIn } from "./booking-scope.repo.ts";
import * as upkeep from "./booking-upkeep.repo.ts";
import * as visits from "./booking-visits.repo.ts";
import * as repo from "./bookings.repo.ts";
import * as confirmed from "./confirmed-visits.repo.ts";

export { lateFrom, lateStartBy } from "./booking-actions.ts";
export type { CompanionVisitRow } from "./booking-visits.repo.ts";
export type { BookingRow, BookingViewRow } from "./bookings.repo.ts";
export type { CareBookingRow } from "./confirmed-visits.repo.ts";

/**
 * What the bookings module lends the visits module (built in app.ts): the booking a visit is, read and
 * shown; the lock a visit's checks and photo take on it and the move to completed by its report (rank 4 of
 * the lock order, decision 0033), each one conditional statement so that it happens once; the holds its
 * incidents take; and the confirmed visits the late sweep and the care section read. A visit's own state is
 * the visits module's table (decision 0084): where a statement here depends on it, that module hands it its
 * condition. The bookings table is this module's alone (decision 0034).
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
    lockCompanionVisit: visits.lockCompanionVisit,
    completeVisit: visits.completeVisit,
    holdFamilyVisit: visits.holdFamilyVisit,
    holdCompanionVisit: visits.holdCompanionVisit,
    companionVisitsBetween: visits.companionVisitsBetween,
    lockConfirmedStarted: confirmed.lockConfirmedStarted,
    nextConfirmedStart: confirmed.nextConfirmedStart,
    confirmedVisits: confirmed.confirmedVisits,
    /** The visit's booking is in one of the caller's cities (a condition for the visits module's queries). */
    inCities: confirmed.bookingInCities,
    /** Development only (the visits module's helper that ages a visit): a booking's shift, and its start moved. */
    shiftOf: upkeep.shiftOf,
    moveVisitStart: upkeep.moveVisitStart,
  };
}
export type BookingVisits = ReturnType<typeof createBookingVisits>;
