import { type AdminBooking, AUTOASSIGN_MESSAGES, type ScheduleBoard, weekdayOf } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { Roster } from "../companions/roster.service.ts";
import { cityExists } from "./auto-assign.repo.ts";
import { dayVisitIds } from "./board.repo.ts";

export interface BoardDeps extends Pick<AppDeps, "db"> {
  roster: Pick<Roster, "ofCity" | "profiles">;
  /** Bookings as the console shows them (the bookings module's, lent). */
  bookingAdmin: { byIds(db: AppDeps["db"], ids: number[]): Promise<AdminBooking[]> };
}

/**
 * admin/getscheduleboard/ (issue 45): a city's day. The companions are those working that weekday (their
 * pattern's shifts, and whether they are on leave) and any holding one of the day's visits; the visits
 * are shown as the console shows a booking, so the board's "Move" is the bookings list's own dialog. A
 * city that does not exist, or lies outside the caller's cities, is not found.
 */
export function createBoard(deps: BoardDeps) {
  const { db } = deps;

  async function day(r: { cityId: number; date: string; cities: CityScope }): Promise<ScheduleBoard> {
    if ((r.cities && !r.cities.includes(r.cityId)) || !(await cityExists(db, r.cityId))) {
      throw new AppError("BE004", AUTOASSIGN_MESSAGES.cityNotFound);
    }
    const [roster, ids] = await Promise.all([
      deps.roster.ofCity(db, r.cityId, r.date),
      dayVisitIds(db, r.cityId, r.date),
    ]);
    const bookings = await deps.bookingAdmin.byIds(db, ids);
    const weekday = weekdayOf(r.date);
    const holding = new Set(
      bookings.flatMap((b) => (b.assigned_companion ? [b.assigned_companion.companion_id] : [])),
    );
    const shown = roster
      .map((c) => ({
        c,
        shifts: [...c.weekly]
          .flatMap((k) => (k.startsWith(`${weekday}:`) ? [Number(k.split(":")[1])] : []))
          .sort(),
      }))
      .filter(({ c, shifts }) => shifts.length > 0 || holding.has(c.id));
    const profiles = await deps.roster.profiles(db, [
      ...new Set([...shown.map(({ c }) => c.id), ...holding]),
    ]);
    const companions = [...profiles.values()]
      .map((p) => {
        const entry = shown.find(({ c }) => c.id === p.id);
        return {
          companion_id: p.id,
          full_name: p.fullName,
          languages: p.languages,
          shifts: entry?.shifts ?? [],
          on_leave: entry?.c.leave.some((l) => l.from <= r.date && l.to >= r.date) ?? false,
        };
      })
      .sort((a, z) => a.full_name.localeCompare(z.full_name) || a.companion_id - z.companion_id);
    return { city_id: r.cityId, date: r.date, companions, bookings };
  }

  return { day };
}
export type Board = ReturnType<typeof createBoard>;
