import { type BookingRules, type ShiftType, visitStartsAt } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import { addDays, formatIndiaDay, indiaDate } from "../../lib/india-date.ts";

export type BookingConfig = Pick<
  AppConfig,
  "BOOKING_MIN_NOTICE_HOURS" | "BOOKING_WINDOW_DAYS" | "BOOKING_CANCEL_CUTOFF_HOURS"
>;

/** The rules as configured, in the shape the calendar and plan usage serve them. */
export function rulesOf(config: BookingConfig): BookingRules {
  return {
    min_notice_hours: config.BOOKING_MIN_NOTICE_HOURS,
    window_days: config.BOOKING_WINDOW_DAYS,
    cancel_cutoff_hours: config.BOOKING_CANCEL_CUTOFF_HOURS,
  };
}

/** The earliest instant a visit may start if booked at `now`. */
export function earliestStart(now: Date, rules: BookingRules): Date {
  return new Date(now.getTime() + rules.min_notice_hours * 3_600_000);
}

/** The last day that can be booked today (the window counts India calendar days). */
export function lastBookableDay(now: Date, rules: BookingRules): string {
  return addDays(indiaDate(now), rules.window_days);
}

/** Why a visit cannot start then: a start the shift does not offer, past, too soon, or not yet open. */
export type TimeRefusal = "outside_shift" | "past" | "notice" | "window";

/** Why a visit at this day, shift and start cannot be booked at `now` for its time alone, or null. */
export function timeRefusal(
  visitDate: string,
  shift: ShiftType,
  startTime: string,
  now: Date,
  rules: BookingRules,
): TimeRefusal | null {
  const startsAt = visitStartsAt(visitDate, shift, startTime);
  if (!startsAt) return "outside_shift";
  if (visitDate < indiaDate(now) || startsAt <= now) return "past";
  if (startsAt < earliestStart(now, rules)) return "notice";
  if (visitDate > lastBookableDay(now, rules)) return "window";
  return null;
}

/** The number of days in a month (YYYY-MM), in any year 0001–9999. */
export function daysInMonth(yearMonth: string): number {
  const [y, m] = yearMonth.split("-").map(Number) as [number, number];
  // Day 0 of the next month; setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  const d = new Date(0);
  d.setUTCFullYear(y, m, 0);
  return d.getUTCDate();
}

/** First and last day of a calendar month (YYYY-MM). */
export function monthBounds(yearMonth: string): { from: string; to: string } {
  const last = daysInMonth(yearMonth);
  return { from: `${yearMonth}-01`, to: `${yearMonth}-${String(last).padStart(2, "0")}` };
}

/**
 * The dates to offer when none of `plans` covers `date`: the plans joined into runs of consecutive days (a
 * renewal continues the plan before it), and of those the next run after the date, else the last one. Null
 * when there are no plans. (Naming the first plan's start and the last one's end would promise any gap.)
 */
export function planDatesNear(
  plans: readonly { startsOn: string; endsOn: string }[],
  date: string,
): [string, string] | null {
  const runs: [string, string][] = [];
  // A plan cancelled before it began ends the day before its first day: it covers nothing to offer.
  const covering = plans.filter((p) => p.endsOn >= p.startsOn);
  for (const p of [...covering].sort((a, b) => a.startsOn.localeCompare(b.startsOn))) {
    const last = runs[runs.length - 1];
    if (last && p.startsOn <= addDays(last[1], 1)) {
      if (p.endsOn > last[1]) last[1] = p.endsOn;
    } else {
      runs.push([p.startsOn, p.endsOn]);
    }
  }
  return runs.find(([, end]) => end >= date) ?? runs[runs.length - 1] ?? null;
}

/** "1 Dec 2026 to 30 Nov 2027": a plan's dates as a member reads them. */
export function planRange(startsOn: string, endsOn: string): [string, string] {
  return [formatIndiaDay(startsOn), formatIndiaDay(endsOn)];
}
