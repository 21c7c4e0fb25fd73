import { z } from "zod";
import { calendarDate, ISO_DATE_MESSAGE } from "./list.ts";
import { addCalendarDays } from "./plan-renewal.ts";
import { positiveIdSchema } from "./validation/fields.ts";

/**
 * Pausing a plan instead of cancelling it (issue 47, decision 0095): 1 to 3 months from a date, once per
 * plan year. Visits in the pause are cancelled (their month's allowance comes back), care schedules skip
 * it, nothing is charged for it, and the plan's last day moves out by as many days as it lasts.
 */
export const PLAN_PAUSE_MONTHS = [1, 2, 3] as const;
export const PLAN_PAUSE_MONTHS_MAX = 3;

export const PLAN_PAUSE_MESSAGES = {
  monthsRange: "A pause lasts 1, 2 or 3 months",
  fromRequired: "Please choose the day the pause starts",
  fromPast: "A pause cannot start in the past",
  planNotFound: "Plan not found",
  planEnded: "This plan has already ended.",
  planCancelled: "This plan is cancelled or being cancelled, so it cannot be paused.",
  outsidePlan: (first: string, last: string) =>
    `A pause must start while the plan covers you: between ${first} and ${last}.`,
  overlaps: "This plan is already paused for some of those days.",
  oncePerYear: "This plan has already been paused once this plan year.",
  nextPlanPaid: (starts: string) =>
    `You have already paid for your next plan from ${starts}, so this plan's end cannot move. Please pause that plan instead once it starts.`,
  cancelReason: "Plan paused",
  /** A visit asked for on a day the plan is paused. */
  dayPaused: (from: string, to: string, resumes: string) =>
    `Your plan is paused from ${from} to ${to}. Please choose a day from ${resumes}.`,
  paused: (cancelled: number, endsOn: string) =>
    `Your plan is paused. ${cancelled === 1 ? "1 visit" : `${cancelled} visits`} in the pause cancelled; your plan now ends on ${endsOn}.`,
} as const;

/**
 * The pause's days, as a plan's months are counted: from `from` to the day before the same date `months`
 * later (where that date does not exist, 31 January + 1 month, to the month's end); visits resume the day after.
 */
export function pauseWindow(from: string, months: number): { to: string; resumesOn: string; days: number } {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const inTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const resumes =
    d > inTarget ? new Date(Date.UTC(y, m - 1 + months + 1, 1)) : new Date(Date.UTC(y, m - 1 + months, d));
  const resumesOn = resumes.toISOString().slice(0, 10);
  const days = Math.round((resumes.getTime() - Date.UTC(y, m - 1, d)) / 86_400_000);
  return { to: addCalendarDays(resumesOn, -1), resumesOn, days };
}

/** What the member chooses in the cancel dialog's "Pause instead" (months as the radio group's values). */
export const pausePlanFormSchema = z.strictObject({
  from: calendarDate(PLAN_PAUSE_MESSAGES.fromRequired),
  months: z.enum(["1", "2", "3"], { error: PLAN_PAUSE_MESSAGES.monthsRange }),
});
export type PausePlanForm = z.infer<typeof pausePlanFormSchema>;

/** users/pausesubscription/: one of the member's plans paused for 1 to 3 months from `from`. */
export const pausePlanRequestSchema = z.strictObject({
  subscription_id: positiveIdSchema("subscription_id is required"),
  from: calendarDate(`from: ${ISO_DATE_MESSAGE}`),
  months: z
    .number({ error: PLAN_PAUSE_MESSAGES.monthsRange })
    .int(PLAN_PAUSE_MESSAGES.monthsRange)
    .min(1, PLAN_PAUSE_MESSAGES.monthsRange)
    .max(PLAN_PAUSE_MONTHS_MAX, PLAN_PAUSE_MESSAGES.monthsRange),
});
export type PausePlanRequest = z.infer<typeof pausePlanRequestSchema>;

/** A plan's pause. Dates YYYY-MM-DD in India: paused from `from` to `to`; visits may go ahead again on `resumes_on`. */
export const planPauseSchema = z.object({
  pause_id: z.number().int(),
  subscription_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  resumes_on: z.string(),
  months: z.number().int(),
  /** Visits of the plan cancelled by the pause. */
  cancelled: z.number().int(),
  created_at: z.string(),
});
export type PlanPause = z.infer<typeof planPauseSchema>;

export const pausePlanResponseSchema = z.object({
  Message: z.string(),
  pause: planPauseSchema,
  /** The plan's last day now (moved out by the pause). */
  end_date: z.string(),
  cancelled_booking_ids: z.array(z.number().int()),
});
export type PausePlanResponse = z.infer<typeof pausePlanResponseSchema>;

/** The words of the dialog's "Pause instead" and the plan card. */
export const PLAN_PAUSE_TEXT = {
  offer:
    "Need a break rather than to stop? Pause your plan for 1 to 3 months instead: nothing is charged for the pause and your plan runs on for as long afterwards.",
  pauseInstead: "Pause instead",
  title: "Pause your plan",
  fromLabel: "Pause from",
  monthsLabel: "For how long",
  months: (n: number) => (n === 1 ? "1 month" : `${n} months`),
  preview: (from: string, to: string, resumes: string) =>
    `Paused from ${from} to ${to}; visits resume on ${resumes}. Visits booked in those days are cancelled and their allowance comes back.`,
  confirm: "Pause my plan",
  back: "Back to cancelling",
  oncePerYear: "You can pause a plan once a plan year.",
  /** The plan card: "Paused from 1 Jan to 31 Jan; visits resume on 1 Feb; plan now ends on …". */
  pausedLine: (from: string, to: string, resumes: string, ends: string) =>
    `Paused from ${from} to ${to}; visits resume on ${resumes}; plan now ends on ${ends}.`,
  /** The console's badge on a member whose plan is paused today. */
  badge: "Paused",
} as const;
