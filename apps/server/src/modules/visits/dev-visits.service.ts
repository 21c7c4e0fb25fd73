import { isShiftType, LATE_CHECKIN_MINUTES, shiftStartTimes, visitStartsAt } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { exclusionViolationOf, uniqueViolationOf } from "../../lib/db-errors.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";

/**
 * Development and test only (see dev-visits.routes.ts): moves a visit to the latest start of its own shift
 * that has already begun, today or yesterday in India, so the booking reads as a visit under way (and its
 * companion can check in). A day on which its companion or its loved one already has a visit in that shift
 * is passed over.
 * `late`: a start more than LATE_CHECKIN_MINUTES ago, so the visit reads as late when nobody checked in.
 */
export function createDevVisits(
  deps: Pick<AppDeps, "db" | "now"> & {
    /** The booking moved (the bookings module's statements, lent for this helper only). */
    bookings: Pick<BookingVisits, "shiftOf" | "moveVisitStart">;
  },
) {
  /** "moved"; "missing" (no such booking); "busy" (its companion or loved one has a visit then, both days). */
  async function markStarted(bookingId: number, late = false): Promise<"moved" | "missing" | "busy"> {
    const shift = await deps.bookings.shiftOf(deps.db, bookingId);
    if (shift === null || !isShiftType(shift)) return "missing";
    const at = deps.now();
    const before = new Date(at.getTime() - (late ? (LATE_CHECKIN_MINUTES + 1) * 60_000 : 0));
    const today = indiaDate(at);
    for (const day of [today, addDays(today, -1)]) {
      const start = [...shiftStartTimes(shift)].reverse().find((s) => {
        const startsAt = visitStartsAt(day, shift, s);
        return startsAt !== null && startsAt < before;
      });
      const startsAt = start ? visitStartsAt(day, shift, start) : null;
      if (!start || !startsAt) continue;
      try {
        const moved = await deps.bookings.moveVisitStart(
          deps.db,
          bookingId,
          { visitDate: day, startTime: start, startsAt },
          at,
        );
        return moved ? "moved" : "missing";
      } catch (error) {
        // Its companion, or its loved one, has another visit in that shift that day: try the day before.
        if (!exclusionViolationOf(error) && uniqueViolationOf(error) !== "bookings_loved_one_shift_uq")
          throw error;
      }
    }
    return "busy";
  }
  return { markStarted };
}
export type DevVisits = ReturnType<typeof createDevVisits>;
