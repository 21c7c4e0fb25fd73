import { z } from "zod";
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  bookingCompanionSchema,
  monthName,
  shiftTypeSchema,
  startTimeSchema,
  startWithinShift,
  visitDateSchema,
} from "./bookings.ts";
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "./companions.ts";
import { PG_INT_MAX, plainText, positiveIdSchema } from "./validation/fields.ts";

/*
 * The care schedule (issue 44, decision 0078): a weekly pattern of visits for one loved one and one
 * service, from a date to the plan's end, previewed date by date and booked whole.
 */

/** A pattern spans at most this many days (an annual plan's year, and a leap day). */
export const SERIES_SPAN_DAYS_MAX = 366;
/** The dates a confirm may name (a year of every day). */
export const SERIES_DATES_MAX = SERIES_SPAN_DAYS_MAX;

export const SERIES_MESSAGES = {
  booked: (n: number) => (n === 1 ? "1 visit booked." : `${n} visits booked.`),
  planRequired: "Please choose the plan the visits are under",
  weekdaysRequired: "Please choose at least one day of the week",
  weekdayInvalid: "Days of the week are 1 (Monday) to 7 (Sunday)",
  weekdayRepeated: "A day of the week is chosen twice",
  untilBeforeFrom: "The last date must be on or after the first date",
  spanTooLong: `A care schedule covers at most ${SERIES_SPAN_DAYS_MAX} days`,
  untilPastPlan: (end: string) => `Your plan ends on ${end}: please choose a last date on or before it.`,
  fromBeforePlan: (start: string) =>
    `Your plan starts on ${start}: please choose a first date on or after it.`,
  datesRepeated: "A date is listed twice",
  nothingToBook:
    "None of these dates can be booked now. Please choose other days, another shift or later dates.",
  changed: "Some dates changed since you looked. Please check them and confirm again.",
  idempotencyMismatch: "This request was already used for another care schedule. Please start again.",
  seriesRequired: "Please choose a care schedule",
  seriesNotFound: "We could not find this care schedule on your account.",
  endDateRequired: "Please choose the first date without visits",
  endNotAhead: "Please choose a date after today",
  alreadyEnded: "This care schedule has already ended.",
  changeDateRequired: "Please choose the first date of the new pattern",
  changeNotAhead: "Please choose a date after today",
  changeOutside: (from: string, until: string) =>
    `Please choose a date from ${from} to ${until}, within the care schedule.`,
  unchanged: "The care schedule already has this pattern. Nothing changed.",
  /** The reason each visit cancelled by changing its schedule shows. */
  changeReason: "The care schedule was changed",
  changedPattern: (cancelled: number, booked: number) =>
    `The care schedule is changed: ${cancelled === 1 ? "1 visit" : `${cancelled} visits`} cancelled, ${booked === 1 ? "1 visit" : `${booked} visits`} booked.`,
  /** The reason each visit cancelled by ending its schedule shows. */
  endReason: "The care schedule was ended",
  ended: (n: number) =>
    n === 0
      ? "The care schedule has ended. No booked visit was cancelled."
      : n === 1
        ? "The care schedule has ended and 1 visit was cancelled. It is back in your plan's allowance."
        : `The care schedule has ended and ${n} visits were cancelled. They are back in your plan's allowance.`,
  endTooSoon: (day: string, hours: number) =>
    `The visit on ${day} is less than ${hours} hours away and can no longer be cancelled online. Please choose a later date, or call us.`,
} as const;

/** Why a date of a series is not booked now, in the family's words (`day`: "4 Dec 2026"). */
export const seriesReason = {
  later: (opensOn: string, visitDate: string) =>
    `Booked on ${opensOn}, when bookings for ${monthName(visitDate)} open`,
  past: "This date has passed",
  notice: (hours: number) => `Less than ${hours} hours away`,
  noPlan: "Outside your plan",
  allowance: (allowance: number, label: string, visitDate: string) =>
    `Beyond your plan's ${allowance} ${label.toLowerCase()} in ${monthName(visitDate)}`,
  taken: (name: string) => `${name} already has a visit in this shift`,
  full: "No companion is free in this shift",
  /** A holiday closes the day (decision 0079): its name, as the team keeps it. */
  holiday: (name: string) => `Closed for ${name}`,
  /** One line of a 409 naming a date that changed since the preview. */
  changedDate: (day: string, now: string) => `${day}: ${now}`,
  nowBookable: "can now be booked",
  /** A date inside one of the loved one's pauses ("Paused: hospital stay"). */
  paused: (reason: string) => `Paused: ${reason}`,
} as const;

/**
 * A date of the series as the preview judges it: `ok` is booked on confirming; `later` is in the pattern
 * but beyond the booking window, booked when its month comes within it (decision 0078); the rest say why
 * it cannot be booked.
 */
export const SERIES_DATE_STATES = [
  "ok",
  "later",
  "past",
  "notice",
  "no_plan",
  "allowance",
  "taken",
  "full",
  "holiday",
  "paused",
] as const;
export type SeriesDateState = (typeof SERIES_DATE_STATES)[number];

const weekdaysSchema = z
  .array(
    z
      .number({ error: SERIES_MESSAGES.weekdayInvalid })
      .int(SERIES_MESSAGES.weekdayInvalid)
      .refine((d) => (WEEKDAYS as readonly number[]).includes(d), SERIES_MESSAGES.weekdayInvalid),
    { error: SERIES_MESSAGES.weekdaysRequired },
  )
  .min(1, SERIES_MESSAGES.weekdaysRequired)
  .max(WEEKDAYS.length, SERIES_MESSAGES.weekdayRepeated)
  .refine((l) => new Set(l).size === l.length, SERIES_MESSAGES.weekdayRepeated);

/** The pattern: whom for, what, which weekdays, the shift and start, from and until (inclusive). */
const patternShape = {
  subscription_id: positiveIdSchema(SERIES_MESSAGES.planRequired),
  loved_one_id: positiveIdSchema(BOOKING_MESSAGES.lovedOneRequired),
  service_id: positiveIdSchema(BOOKING_MESSAGES.serviceRequired),
  speciality_id: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
  weekdays: weekdaysSchema,
  shift_type: shiftTypeSchema,
  start_time: startTimeSchema,
  from: visitDateSchema,
  until: visitDateSchema,
  notes: plainText(z.string().trim().max(500, BOOKING_MESSAGES.notesMax), "Notes", true)
    .optional()
    .default(""),
};

const DAY_MS = 86_400_000;
function spanFits(v: { from: string; until: string }, ctx: z.RefinementCtx) {
  const from = Date.parse(`${v.from}T00:00:00Z`);
  const until = Date.parse(`${v.until}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(until)) return;
  if (until < from)
    ctx.addIssue({ code: "custom", path: ["until"], message: SERIES_MESSAGES.untilBeforeFrom });
  else if ((until - from) / DAY_MS >= SERIES_SPAN_DAYS_MAX)
    ctx.addIssue({ code: "custom", path: ["until"], message: SERIES_MESSAGES.spanTooLong });
}

/**
 * users/previewvisitseries/: every date of the pattern judged; nothing is written. With `series_id`, a change
 * of that schedule from `from` on is previewed: its own visits from then count as free.
 */
export const previewVisitSeriesRequestSchema = z
  .strictObject({
    ...patternShape,
    series_id: z.number().int().positive().max(PG_INT_MAX).optional(),
  })
  .superRefine(startWithinShift)
  .superRefine(spanFits);
export type PreviewVisitSeriesRequest = z.input<typeof previewVisitSeriesRequestSchema>;

/**
 * users/createvisitseries/: the same pattern, a key (a retry answers the first series), and the dates the
 * family saw as bookable (`confirmed_dates`, the preview's `ok` dates): when they differ from what would be
 * booked now, nothing is booked and the answer lists the dates that changed.
 */
export const createVisitSeriesRequestSchema = z
  .strictObject({
    ...patternShape,
    idempotency_key: z.uuid({ error: BOOKING_MESSAGES.idempotencyKeyInvalid }),
    confirmed_dates: z
      .array(visitDateSchema, { error: SERIES_MESSAGES.nothingToBook })
      .max(SERIES_DATES_MAX, SERIES_MESSAGES.datesRepeated)
      .refine((l) => new Set(l).size === l.length, SERIES_MESSAGES.datesRepeated),
  })
  .superRefine(startWithinShift)
  .superRefine(spanFits);
export type CreateVisitSeriesRequest = z.input<typeof createVisitSeriesRequestSchema>;

export const seriesDateSchema = z.object({
  date: z.string(),
  state: z.enum(SERIES_DATE_STATES),
  /** Why the date is not booked now, in the family's words (a holiday's name, the month's allowance); null when ok. */
  reason: z.string().nullable(),
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;

export const previewVisitSeriesResponseSchema = z.object({
  dates: z.array(seriesDateSchema),
  /** How many dates confirming books now, and how many wait for their month. */
  bookable: z.number().int(),
  later: z.number().int(),
});
export type PreviewVisitSeriesResponse = z.infer<typeof previewVisitSeriesResponseSchema>;

export const SERIES_STATUSES = ["active", "ended"] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** A care schedule as the family sees it. */
export const visitSeriesSchema = z.object({
  series_id: z.number().int(),
  subscription_id: z.number().int(),
  /** Null once the loved one is removed. */
  loved_one_id: z.number().int().nullable(),
  loved_one_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  weekdays: z.array(z.number().int()),
  shift_type: z.number().int(),
  start_time: z.string(),
  from: z.string(),
  until: z.string(),
  status: z.enum(SERIES_STATUSES),
  /** The last date judged and booked if it could be (later dates are booked as their month opens). */
  booked_through: z.string().nullable(),
  created_at: z.string(),
});
export type VisitSeries = z.infer<typeof visitSeriesSchema>;

export const createVisitSeriesResponseSchema = z.object({
  Message: z.string(),
  series: visitSeriesSchema,
  /** The ids of the visits booked, by date. */
  booking_ids: z.array(z.number().int()),
  dates: z.array(seriesDateSchema),
});
export type CreateVisitSeriesResponse = z.infer<typeof createVisitSeriesResponseSchema>;

/** users/getvisitseries/: the family's care schedules, newest first (none asked: every loved one's). */
export const visitSeriesListRequestSchema = z.strictObject({
  loved_one_id: z.number().int().positive().max(PG_INT_MAX).optional(),
});
export type VisitSeriesListRequest = z.infer<typeof visitSeriesListRequestSchema>;

/** A visit of a schedule, as its list shows the next ones. */
export const seriesVisitSchema = z.object({
  booking_id: z.number().int(),
  visit_date: z.string(),
  start_time: z.string(),
  status: z.enum(BOOKING_STATUSES),
});

/** How many next visits a schedule's entry lists. */
export const SERIES_NEXT_VISITS = 4;

export const visitSeriesItemSchema = visitSeriesSchema.extend({
  /** The next SERIES_NEXT_VISITS visits still going ahead, soonest first. */
  next_visits: z.array(seriesVisitSchema),
  /** How many of its visits are still going ahead. */
  upcoming_count: z.number().int(),
  /** Its regular companion, once the team has assigned one of its visits (decision 0081); null until then. */
  regular_companion: bookingCompanionSchema.nullable(),
  /** The dates it skipped, and why, oldest first. */
  skipped: z.array(seriesDateSchema),
});
export type VisitSeriesItem = z.infer<typeof visitSeriesItemSchema>;

/**
 * users/endvisitseries/: the schedule ends from `from` (the first date without visits): its visits from
 * then on still going ahead are cancelled, and their allowance given back.
 */
export const endVisitSeriesRequestSchema = z.strictObject({
  series_id: positiveIdSchema(SERIES_MESSAGES.seriesRequired),
  from: z
    .string({ error: SERIES_MESSAGES.endDateRequired })
    .min(1, { error: SERIES_MESSAGES.endDateRequired, abort: true })
    .pipe(visitDateSchema),
});
export type EndVisitSeriesRequest = z.infer<typeof endVisitSeriesRequestSchema>;

export const endVisitSeriesResponseSchema = z.object({
  Message: z.string(),
  series: visitSeriesSchema,
  /** The visits cancelled, by date. */
  cancelled_booking_ids: z.array(z.number().int()),
});
export type EndVisitSeriesResponse = z.infer<typeof endVisitSeriesResponseSchema>;

/** "Tuesdays", "Tuesdays and Fridays", "Mondays, Wednesdays and Fridays"; all seven: "Every day". */
export function weekdaysInWords(weekdays: readonly number[]): string {
  if (weekdays.length === 7) return "Every day";
  const names = [...weekdays]
    .sort((a, b) => a - b)
    .map((d) => `${WEEKDAY_LABELS[d as Weekday] ?? `Day ${d}`}s`);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * users/updatevisitseries/: the schedule's pattern changed from `from` on (issue 44, decision 0080): the
 * earlier visits stay; its visits from then on are cancelled and the new pattern's dates booked, through
 * the date it was booked to. `until` (optional) moves its last date, within the plan. Like creating, the
 * family confirms the dates they previewed (`confirmed_dates`); when they differ, nothing changes.
 */
export const updateVisitSeriesRequestSchema = z
  .strictObject({
    series_id: positiveIdSchema(SERIES_MESSAGES.seriesRequired),
    from: z
      .string({ error: SERIES_MESSAGES.changeDateRequired })
      .min(1, { error: SERIES_MESSAGES.changeDateRequired, abort: true })
      .pipe(visitDateSchema),
    until: visitDateSchema.optional(),
    weekdays: weekdaysSchema,
    shift_type: shiftTypeSchema,
    start_time: startTimeSchema,
    idempotency_key: z.uuid({ error: BOOKING_MESSAGES.idempotencyKeyInvalid }),
    confirmed_dates: z
      .array(visitDateSchema, { error: SERIES_MESSAGES.nothingToBook })
      .max(SERIES_DATES_MAX, SERIES_MESSAGES.datesRepeated)
      .refine((l) => new Set(l).size === l.length, SERIES_MESSAGES.datesRepeated),
  })
  .superRefine(startWithinShift)
  .superRefine((v, ctx) => {
    if (v.until !== undefined) spanFits({ from: v.from, until: v.until }, ctx);
  });
export type UpdateVisitSeriesRequest = z.input<typeof updateVisitSeriesRequestSchema>;

export const updateVisitSeriesResponseSchema = z.object({
  Message: z.string(),
  series: visitSeriesSchema,
  /** The visits cancelled from `from` on, by date. */
  cancelled_booking_ids: z.array(z.number().int()),
  /** The new pattern's visits booked now, by date. */
  booking_ids: z.array(z.number().int()),
  /** Every date of the new pattern from `from`, judged. */
  dates: z.array(seriesDateSchema),
});
export type UpdateVisitSeriesResponse = z.infer<typeof updateVisitSeriesResponseSchema>;

/** A pause covers at most this many days (decision 0080: a long hospital stay; longer, end the schedule). */
export const PAUSE_DAYS_MAX = 90;
/** A pause's reason, at most. */
export const PAUSE_REASON_MAX = 200;

export const PAUSE_MESSAGES = {
  lovedOneRequired: "Please choose whose visits to pause",
  fromRequired: "Please choose the first day of the pause",
  toRequired: "Please choose the last day of the pause",
  fromPast: "The pause cannot start before today",
  toBeforeFrom: "The last day must be on or after the first day",
  tooLong: `A pause covers at most ${PAUSE_DAYS_MAX} days. For longer, please end the care schedule.`,
  reasonRequired: "Please say why (a hospital stay, travel)",
  reasonMax: `The reason can be at most ${PAUSE_REASON_MAX} characters`,
  idempotencyMismatch: "This request was already used for another pause. Please start again.",
  paused: (n: number) =>
    n === 0
      ? "Visits are paused. No booked visit fell in these dates."
      : n === 1
        ? "Visits are paused and 1 visit was cancelled. It is back in your plan's allowance."
        : `Visits are paused and ${n} visits were cancelled. They are back in your plan's allowance.`,
  /** The reason each visit cancelled by a pause shows ("Paused: hospital stay"). */
  cancelReason: (reason: string) => `Paused: ${reason}`,
} as const;

/**
 * users/pausevisits/: every visit of the loved one from `from` to `to` (both included) still going ahead is
 * cancelled, from every schedule and single booking, and the schedules skip these dates afterwards.
 */
export const pauseVisitsRequestSchema = z
  .strictObject({
    loved_one_id: positiveIdSchema(PAUSE_MESSAGES.lovedOneRequired),
    from: z
      .string({ error: PAUSE_MESSAGES.fromRequired })
      .min(1, { error: PAUSE_MESSAGES.fromRequired, abort: true })
      .pipe(visitDateSchema),
    to: z
      .string({ error: PAUSE_MESSAGES.toRequired })
      .min(1, { error: PAUSE_MESSAGES.toRequired, abort: true })
      .pipe(visitDateSchema),
    reason: plainText(
      z
        .string({ error: PAUSE_MESSAGES.reasonRequired })
        .trim()
        .min(1, PAUSE_MESSAGES.reasonRequired)
        .max(PAUSE_REASON_MAX, PAUSE_MESSAGES.reasonMax),
      "Reason",
      true,
    ),
    idempotency_key: z.uuid({ error: BOOKING_MESSAGES.idempotencyKeyInvalid }),
  })
  .superRefine((v, ctx) => {
    const from = Date.parse(`${v.from}T00:00:00Z`);
    const to = Date.parse(`${v.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: PAUSE_MESSAGES.toBeforeFrom });
    else if ((to - from) / DAY_MS >= PAUSE_DAYS_MAX)
      ctx.addIssue({ code: "custom", path: ["to"], message: PAUSE_MESSAGES.tooLong });
  });
export type PauseVisitsRequest = z.input<typeof pauseVisitsRequestSchema>;

/** A pause in a loved one's care, as the family sees it. */
export const visitPauseSchema = z.object({
  pause_id: z.number().int(),
  /** Null once the loved one is removed. */
  loved_one_id: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  /** How many visits it cancelled. */
  cancelled: z.number().int(),
  created_at: z.string(),
});
export type VisitPause = z.infer<typeof visitPauseSchema>;

export const visitSeriesListResponseSchema = z.object({
  series: z.array(visitSeriesItemSchema),
  /** The loved ones' pauses (every one, or the loved one's asked), latest first. */
  pauses: z.array(visitPauseSchema),
});
export type VisitSeriesListResponse = z.infer<typeof visitSeriesListResponseSchema>;

export const pauseVisitsResponseSchema = z.object({
  Message: z.string(),
  pause: visitPauseSchema,
  /** The visits cancelled, by date. */
  cancelled_booking_ids: z.array(z.number().int()),
});
export type PauseVisitsResponse = z.infer<typeof pauseVisitsResponseSchema>;
