import { z } from "zod";
import { CONTINUITY_LOOKBACK_DAYS } from "./auto-assign.ts";
import { LATE_CHECKIN_MINUTES } from "./late-visits.ts";

/*
 * Continuity and on-time arrivals per city (issue 45, decision 0090): worked out once a night per city by
 * the visits module's sweep and read by the dashboard (one row per city, the latest).
 *   - continuity: of the families (the member account paying for the visits) with a visit that happened
 *     (completed, or checked in to) with a companion in the city in the CONTINUITY_LOOKBACK_DAYS days up to
 *     the figures' day, how many were served by at most CONTINUITY_MAX_COMPANIONS different companions;
 *   - on time: of the visits of the ARRIVALS_LOOKBACK_DAYS days up to that day that were checked in to, how
 *     many were checked in before they would have counted as late (LATE_CHECKIN_MINUTES after the start:
 *     the late-visit rule of decision 0046).
 */

/** A family seen by this many different companions or fewer keeps its continuity. */
export const CONTINUITY_MAX_COMPANIONS = 2;
/** Days of visits the on-time share counts, ending with the figures' day. */
export const ARRIVALS_LOOKBACK_DAYS = 30;
/**
 * India hour from which the night's sweep works out the figures of the day before (a report filed
 * after midnight completes an evening's visit: it is counted the next night).
 */
export const CARE_FIGURES_FROM_HOUR = 2;

const count = z.number().int().nonnegative();

/** One city's figures on the dashboard. */
export const cityCareSchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  /** The last India day (YYYY-MM-DD) the figures count; null before the sweep first worked them out. */
  as_of: z.string().nullable(),
  continuity: z.object({ families: count, two_or_fewer: count }),
  arrivals: z.object({ checked_in: count, on_time: count }),
});
export type CityCare = z.infer<typeof cityCareSchema>;

/** `part` of `whole` in whole percent, rounded down (100% only when every one is); null for none. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((Math.min(part, whole) * 100) / whole);
}

/** The dashboard's words for it. */
export const CITY_CARE_TEXT = {
  heading: "Continuity and on-time arrivals by city",
  asOf: (day: string) => `As of ${day} (worked out each night).`,
  notYet: "Not worked out yet: the figures are worked out each night.",
  noVisits: "No visits yet",
  continuityLabel: `Families with at most ${CONTINUITY_MAX_COMPANIONS} companions, last ${CONTINUITY_LOOKBACK_DAYS} days`,
  continuityValue: (percent: number, part: number, whole: number) =>
    `${percent}% (${part} of ${whole} ${whole === 1 ? "family" : "families"})`,
  onTimeLabel: `Checked in within ${LATE_CHECKIN_MINUTES} minutes of the start, last ${ARRIVALS_LOOKBACK_DAYS} days`,
  onTimeValue: (percent: number, part: number, whole: number) =>
    `${percent}% (${part} of ${whole} ${whole === 1 ? "visit" : "visits"})`,
  cityAsOf: (day: string) => `as of ${day}`,
  quietCities: (n: number) => `No visits yet in ${n} ${n === 1 ? "city" : "cities"}`,
} as const;
