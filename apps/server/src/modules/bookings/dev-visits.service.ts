import { isShiftType, shiftStartTimes, visitStartsAt } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import * as repo from "./booking-upkeep.repo.ts";

/**
 * Development and test only (see dev-visits.routes.ts): moves a visit to the latest start of its own shift
 * that has already begun, today or yesterday in India, so the booking reads as a visit under way.
 */
export function createDevVisits(deps: Pick<AppDeps, "db" | "now">) {
  async function markStarted(bookingId: number): Promise<boolean> {
    const shift = await repo.shiftOf(deps.db, bookingId);
    if (shift === null || !isShiftType(shift)) return false;
    const at = deps.now();
    const today = indiaDate(at);
    for (const day of [today, addDays(today, -1)]) {
      for (const start of [...shiftStartTimes(shift)].reverse()) {
        const startsAt = visitStartsAt(day, shift, start);
        if (startsAt && startsAt < at) {
          return repo.moveVisitStart(deps.db, bookingId, { visitDate: day, startTime: start, startsAt }, at);
        }
      }
    }
    return false;
  }
  return { markStarted };
}
export type DevVisits = ReturnType<typeof createDevVisits>;
