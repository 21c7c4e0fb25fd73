import { z } from "zod";
import { visitDateSchema } from "./bookings.ts";
import { positiveIdSchema } from "./validation/fields.ts";

/*
 * The auto-scheduler (issue 45, decision 0089): admin/autoassign/ gives every visit of a city in a span of
 * days that has no companion to the companion best suited, under the hard rules the team's own choice
 * obeys, and says for each visit why (or why nobody could be sent). With `rebalance` it may also move a
 * visit still requested (its family not yet told who is coming) to a better-suited companion.
 */

/** The longest span one run plans, both days included. */
export const AUTOASSIGN_MAX_DAYS = 31;
/** How far back "who has served this loved one" looks. */
export const CONTINUITY_LOOKBACK_DAYS = 90;

/** Why the scheduler chose a companion, strongest first. */
export const AUTOASSIGN_REASONS = [
  "regular_companion",
  "served_before",
  "family_prefers",
  "speaks_language",
  "light_load",
  "held_unsuitable",
] as const;
export type AutoassignReason = (typeof AUTOASSIGN_REASONS)[number];
export const AUTOASSIGN_REASON_LABELS: Record<AutoassignReason, string> = {
  regular_companion: "Their care schedule's regular companion",
  served_before: "Has served this loved one in the last 90 days",
  family_prefers: "The family prefers them",
  speaks_language: "Speaks the loved one's language",
  light_load: "Among the lightest loads that week",
  held_unsuitable:
    "Its companion can no longer make it (their pattern, leave, checks or area, or the family asked us not to send them)",
};

/** Why nobody could be sent, checked in this order. */
export const AUTOASSIGN_REFUSALS = [
  "nobody_available",
  "all_avoided",
  "no_language",
  "taken_meanwhile",
] as const;
export type AutoassignRefusal = (typeof AUTOASSIGN_REFUSALS)[number];
export const AUTOASSIGN_REFUSAL_LABELS: Record<AutoassignRefusal, string> = {
  nobody_available:
    "Nobody is available then: no active companion with valid checks covers the area, does this kind of visit, works that shift and is free",
  all_avoided: "Every companion free then is one the family asked us not to send",
  no_language: "Nobody free then speaks the loved one's language",
  taken_meanwhile: "Someone else assigned this visit, or its companion, while the plan was being made",
};

export const AUTOASSIGN_MESSAGES = {
  datesOrder: "The last day must be on or after the first",
  tooLong: `Plan at most ${AUTOASSIGN_MAX_DAYS} days at a time`,
  cityRequired: "Please choose a city",
  cityNotFound: "This city does not exist.",
  planned: (n: number, moves = 0) =>
    `${n === 1 ? "1 visit" : `${n} visits`} planned${movesSaid(moves)}. Nothing is saved until you accept.`,
  assigned: (n: number, moves = 0) => `${n === 1 ? "1 visit" : `${n} visits`} assigned${movesSaid(moves)}.`,
} as const;

/** ", 2 visits moved" (nothing when none moved, so a run without `rebalance` reads as before). */
function movesSaid(moves: number): string {
  if (moves === 0) return "";
  return moves === 1 ? ", 1 visit moved" : `, ${moves} visits moved`;
}

const DAY_MS = 86_400_000;

export const autoassignRequestSchema = z
  .strictObject({
    city_id: positiveIdSchema(AUTOASSIGN_MESSAGES.cityRequired),
    from: visitDateSchema,
    to: visitDateSchema,
    dry_run: z.boolean({ error: "dry_run must be true or false" }).default(false),
    /**
     * Also move visits still requested (not confirmed: the family is told who is coming when the team
     * confirms) that hold a companion, when another suits them better; confirmed visits never move.
     */
    rebalance: z.boolean({ error: "rebalance must be true or false" }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: AUTOASSIGN_MESSAGES.datesOrder });
      return;
    }
    const days = (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > AUTOASSIGN_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: AUTOASSIGN_MESSAGES.tooLong });
  });
export type AutoassignRequest = z.input<typeof autoassignRequestSchema>;

export const autoassignedVisitSchema = z.object({
  booking_id: z.number().int(),
  visit_date: z.string(),
  shift_type: z.number().int(),
  loved_one_name: z.string(),
  companion_id: z.number().int(),
  companion_name: z.string(),
  reasons: z.array(z.enum(AUTOASSIGN_REASONS)),
  /** The journey from the companion's visit before it that day, in minutes; null: their first, or unknown. */
  travel_minutes: z.number().int().nullable(),
});
/** A requested visit the run moves (with `rebalance`) from the companion it held to a better-suited one. */
export const movedVisitSchema = autoassignedVisitSchema.extend({
  from_companion_id: z.number().int(),
  from_companion_name: z.string(),
});
export const unassignedVisitSchema = z.object({
  booking_id: z.number().int(),
  visit_date: z.string(),
  shift_type: z.number().int(),
  loved_one_name: z.string(),
  reason: z.enum(AUTOASSIGN_REFUSALS),
});
export const autoassignSummarySchema = z.object({
  /** Visits without a companion the run looked at. */
  visits: z.number().int(),
  assigned: z.number().int(),
  /** Requested visits moved to another companion (`rebalance`); a visit keeping its companion is not counted. */
  moved: z.number().int(),
  /**
   * Of the visits given (assigned or moved) to a loved one someone served before, the share given to one
   * of them (0–100).
   */
  continuity_percent: z.number(),
  /** Of the visits given whose loved one has languages, the share given to someone who speaks one (0–100). */
  languages_matched_percent: z.number(),
  /** The journeys to the visits given, each from the companion's visit before it that day (minutes). */
  travel_minutes: z.number().int(),
  /** Visits each companion was given (assigned or moved to them) by this run, by companion. */
  per_companion: z.array(
    z.object({ companion_id: z.number().int(), full_name: z.string(), visits: z.number().int() }),
  ),
});
export const autoassignResponseSchema = z.object({
  dry_run: z.boolean(),
  assigned: z.array(autoassignedVisitSchema),
  unassigned: z.array(unassignedVisitSchema),
  /** With `rebalance`: the requested visits moved, each from its companion to the new one, with why. */
  moved: z.array(movedVisitSchema),
  /** Moves planned but not made: the visit (or its new companion) was changed by someone else meanwhile. */
  moves_left: z.array(unassignedVisitSchema),
  summary: autoassignSummarySchema,
  Message: z.string(),
});
export type AutoassignResponse = z.infer<typeof autoassignResponseSchema>;
