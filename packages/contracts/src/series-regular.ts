import { z } from "zod";
import { BOOKING_STATUSES } from "./bookings.ts";
import { listRequestShape, listResponseSchema } from "./list.ts";
import { PG_INT_MAX } from "./validation/fields.ts";
import { seriesDateSchema, visitSeriesSchema } from "./visit-series.ts";

/*
 * A care schedule's regular companion (issue 44, decision 0081): the companion the team assigns to a visit of
 * the schedule becomes its regular companion and is given every later visit they are free for; the dates they
 * cannot make are left for the team with why, which the console's view of the schedules shows.
 */

/** Why the regular companion is not the one making a visit of their schedule. */
export const REGULAR_GAP_REASONS = [
  "on_leave",
  "not_their_day",
  "busy",
  "travel",
  "not_eligible",
  "family_avoids",
  "team_chose",
] as const;
export type RegularGapReason = (typeof REGULAR_GAP_REASONS)[number];

/** The team's words for each reason (the console; the family's message names the dates only). */
export const REGULAR_GAP_LABELS: Record<RegularGapReason, string> = {
  on_leave: "On leave",
  not_their_day: "Not one of their working days",
  busy: "Busy with another visit",
  travel: "Too little time to travel from or to their other visit that day",
  not_eligible: "No longer able to make this visit (checks, area, kind or active)",
  family_avoids: "The family asked not to send them",
  team_chose: "Another companion was confirmed for this visit",
};

export const SERIES_REGULAR_TEXT = {
  title: "Care schedules",
  intro:
    "Each schedule with its regular companion and the upcoming dates without them. A schedule gets a regular companion when you assign a companion to one of its visits.",
  regular: "Regular companion",
  noRegular: "None yet: assign a companion to one of its visits",
  gaps: "Dates without the regular companion",
  noGaps: "Every upcoming visit is with the regular companion.",
  heldBy: (name: string) => `held by ${name}`,
  unassigned: "no companion",
  empty: "No care schedules with visits ahead.",
  failed: "We could not load the care schedules.",
  openBooking: "Open",
  seeSchedule: "See the care schedule",
  makeRegular:
    "Make them this care schedule's regular companion, given its later visits they can make (the first companion assigned to a schedule becomes it anyway)",
} as const;

export const SERIES_REGULAR_MESSAGES = {
  /** Added to the assignment's message when the companion became a care schedule's regular one. */
  madeRegular: (given: number, left: number) =>
    `They are now the care schedule's regular companion: ${given === 1 ? "1 later visit" : `${given} later visits`} given to them${left === 0 ? "." : `, ${left === 1 ? "1 date" : `${left} dates`} left for the team (see Care schedules).`}`,
} as const;

/** The family's one message when the team gives a schedule its regular companion. */
export const seriesRegularMessage = {
  subject: (first: string, lovedOne: string) => `${first} will make ${lovedOne}'s visits`,
  given: (first: string, n: number) =>
    `${first} will make your schedule's visits (${n === 1 ? "1 visit" : `${n} visits`} ahead).`,
  left: "These dates are left for the team, who will find another companion:",
  confirmed: "These visits are confirmed.",
} as const;

/** admin/getvisitseries/: the schedules with visits ahead in the caller's cities, paged (search is unused). */
export const adminVisitSeriesListRequestSchema = z.strictObject({
  ...listRequestShape,
  /** One schedule only (the booking detail's link). */
  series_id: z.number().int().positive().max(PG_INT_MAX).optional(),
});
export type AdminVisitSeriesListRequest = z.input<typeof adminVisitSeriesListRequestSchema>;

/** An upcoming visit of a schedule not made by its regular companion, and why. */
export const seriesGapSchema = z.object({
  booking_id: z.number().int(),
  visit_date: z.string(),
  start_time: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Who holds it now (the team's name for them); null: nobody. */
  companion_name: z.string().nullable(),
  reason: z.enum(REGULAR_GAP_REASONS),
});
export type SeriesGap = z.infer<typeof seriesGapSchema>;

export const adminVisitSeriesItemSchema = visitSeriesSchema.extend({
  member_name: z.string(),
  member_phone: z.string(),
  regular_companion: z.object({ companion_id: z.number().int(), full_name: z.string() }).nullable(),
  upcoming_count: z.number().int(),
  next_visit_date: z.string().nullable(),
  gaps: z.array(seriesGapSchema),
  skipped: z.array(seriesDateSchema),
});
export type AdminVisitSeriesItem = z.infer<typeof adminVisitSeriesItemSchema>;
export const adminVisitSeriesListResponseSchema = listResponseSchema(adminVisitSeriesItemSchema);
export type AdminVisitSeriesListResponse = z.infer<typeof adminVisitSeriesListResponseSchema>;
