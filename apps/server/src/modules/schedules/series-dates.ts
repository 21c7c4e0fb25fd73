import {
  type BookingRules,
  SERIES_DATE_STATES,
  type SeriesDate,
  type SeriesDateState,
  seriesReason,
  weekdayOf,
} from "@eldercare/contracts";
import { addDays, formatIndiaDay, lastDayOfMonths } from "../../lib/india-date.ts";
import type { SeriesVerdict } from "../availability/availability.service.ts";

/** A date inside one of the loved one's pauses (decision 0080): never booked, whatever else holds. */
export interface PausedVerdict {
  date: string;
  state: "paused";
  plan: null;
  /** The pause's reason, as the family gave it. */
  pauseReason: string;
}
/** A date of a schedule as judged: the availability rule's verdict, or paused. */
export type JudgedDate = SeriesVerdict | PausedVerdict;

/*
 * A pattern's dates, and each judged date as the family reads it (issue 44, decision 0078). Pure.
 */

/** Every date from `from` to `until` (inclusive) whose ISO weekday is one of `weekdays`, in order. */
export function patternDates(p: { from: string; until: string; weekdays: readonly number[] }): string[] {
  const days = new Set(p.weekdays);
  const dates: string[] = [];
  for (let d = p.from; d <= p.until; d = addDays(d, 1)) if (days.has(weekdayOf(d))) dates.push(d);
  return dates;
}

/** The day a month's dates are all within the booking window, so the month is booked (decision 0078). */
export function monthOpensOn(visitDate: string, rules: BookingRules): string {
  return addDays(lastDayOfMonths(`${visitDate.slice(0, 7)}-01`, 1), -rules.window_days);
}

/** The last date a series books now: the window's last day (`lastBookable`), or the pattern's, if earlier. */
export function bookedNowThrough(until: string, lastBookable: string): string {
  return until < lastBookable ? until : lastBookable;
}

const STATES: ReadonlySet<string> = new Set(SERIES_DATE_STATES);

/** A judged date in the family's words: the state and, when not booked now, why. */
export function describe(v: JudgedDate, rules: BookingRules, lovedOneName: string): SeriesDate {
  const state = (STATES.has(v.state) ? v.state : "no_plan") as SeriesDateState;
  const reason = ((): string | null => {
    switch (state) {
      case "ok":
        return null;
      case "later":
        return seriesReason.later(formatIndiaDay(monthOpensOn(v.date, rules)), v.date);
      case "past":
        return seriesReason.past;
      case "notice":
        return seriesReason.notice(rules.min_notice_hours);
      case "allowance":
        return seriesReason.allowance(
          v.plan?.inclusion?.monthlyAllowance ?? 0,
          v.plan?.inclusion?.label ?? "visits",
          v.date,
        );
      case "taken":
        return seriesReason.taken(lovedOneName);
      case "full":
        return seriesReason.full;
      case "paused":
        return seriesReason.paused(v.state === "paused" ? v.pauseReason : "");
      case "holiday":
        return "holiday" in v && v.holiday !== undefined
          ? seriesReason.holiday(v.holiday)
          : seriesReason.noPlan;
      default:
        return seriesReason.noPlan;
    }
  })();
  return { date: v.date, state, reason };
}
