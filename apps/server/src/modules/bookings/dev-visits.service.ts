import { isShiftType, shiftStartTimes, visitStartsAt } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { exclusionViolationOf } from "../../lib/db-errors.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import * as repo from "./booking-upkeep.repo.ts";

/**
 * Development and test only (see dev-visits.routes.ts): moves a visit to the latest start of its own shift
 * that has already begun, today or yesterday in India, so the booking reads as a visit under way (and its
 * companion can check in). A day on which its companion already has a visit in that shift is passed over.
 */
export function createDevVisits(deps: Pick<AppDeps, "db" | "now">) {
  async function markStarted(bookingId: number): Promise<boolean> {
    const shift = await repo.shiftOf(deps.db, bookingId);
    if (shift === null || !isShiftType(shift)) return false;
    const at = deps.now();
    const today = indiaDate(at);
    for (const day of [today, addDays(today, -1)]) {
      const start = [...shiftStartTimes(shift)].reverse().find((s) => {
        const startsAt = visitStartsAt(day, shift, s);
        return startsAt !== null && startsAt < at;
      });
      const startsAt = start ? visitStartsAt(day, shift, start) : null;
      if (!start || !startsAt) continue;
      try {
        return await repo.moveVisitStart(
          deps.db,
          bookingId,
          { visitDate: day, startTime: start, startsAt },
          at,
        );
      } catch (error) {
        // Its companion has another visit in that shift that day: try the day before.
        if (!exclusionViolationOf(error)) throw error;
      }
    }
    return false;
  }
  return { markStarted };
}
export type DevVisits = ReturnType<typeof createDevVisits>;
