import { z } from "zod";
import { adminBookingSchema } from "./admin-bookings.ts";
import { AUTOASSIGN_MESSAGES } from "./auto-assign.ts";
import { visitDateSchema } from "./bookings.ts";
import { LANGUAGES } from "./loved-ones.ts";
import { positiveIdSchema } from "./validation/fields.ts";

/*
 * The coordinator's board (issue 45): a city's day, companions by shift with each visit they make, and the
 * visits nobody makes yet; from it a visit moves to another companion (admin/assigncompanion/'s rules) and
 * "Plan this day" runs admin/autoassign/ as a dry run to accept.
 */

export const scheduleBoardRequestSchema = z.strictObject({
  city_id: positiveIdSchema(AUTOASSIGN_MESSAGES.cityRequired),
  date: visitDateSchema,
});
export type ScheduleBoardRequest = z.input<typeof scheduleBoardRequestSchema>;

export const boardCompanionSchema = z.object({
  companion_id: z.number().int(),
  full_name: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  /** The shifts of that weekday in their weekly pattern. */
  shifts: z.array(z.number().int()),
  on_leave: z.boolean(),
});
export type BoardCompanion = z.infer<typeof boardCompanionSchema>;

export const scheduleBoardResponseSchema = z.object({
  city_id: z.number().int(),
  date: z.string(),
  /** The city's companions working that day, or holding one of its visits; by name. */
  companions: z.array(boardCompanionSchema),
  /** The day's visits going ahead (requested or confirmed), by start; `assigned_companion` null: nobody yet. */
  bookings: z.array(adminBookingSchema),
});
export type ScheduleBoard = z.infer<typeof scheduleBoardResponseSchema>;

export const BOARD_TEXT = {
  title: "Schedule board",
  intro: "A city's day: who makes each visit, shift by shift, and the visits nobody makes yet.",
  city: "City",
  date: "Day",
  companion: "Companion",
  unassigned: "Nobody yet",
  onLeave: "On leave",
  notWorking: "Not working",
  load: (n: number) => (n === 1 ? "1 visit" : `${n} visits`),
  move: "Move",
  assign: "Assign",
  planDay: "Plan this day",
  planTitle: "The plan for this day",
  planLoading: "Planning the day…",
  planFailed: "We could not plan this day.",
  planNothing: "Every visit of this day already has a companion.",
  planAssigned: "To be assigned",
  planLeft: "Left for the team",
  /** admin/autoassign/'s `rebalance`: requested visits may move; the family hears who is coming only on confirming. */
  planRebalance: "Also improve visits not yet confirmed (their families have not been told who is coming)",
  planMoved: "To be moved",
  planMove: (from: string, to: string) => `Move from ${from} to ${to}`,
  planMovesLeft: "Moves not made: changed by someone else meanwhile",
  accept: "Accept the plan",
  loading: "Loading the board…",
  failed: "We could not load the board.",
  empty: "No visits and nobody working this day.",
  chooseCity: "Choose a city to see its day.",
} as const;
