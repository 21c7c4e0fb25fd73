import { z } from "zod";
import { INCIDENT_SEVERITIES, INCIDENT_SEVERITY_LABELS } from "./incident-words.ts";
import { positiveIdSchema } from "./validation/fields.ts";
import { ALL_VISIT_TASKS, VISIT_TASK_LABELS, type VisitTask } from "./visit-report-words.ts";

/*
 * The monthly family summary and the mood-drop alert (issue 47, decision 0098). On the 1st of each month
 * (from MONTHLY_SUMMARY_FROM_HOUR, India time) the payer and every active circle member get one summary per
 * loved one of the month before, on their own channels, with a link to `/user/summary/:lovedOneId/:month`.
 * The page reads `users/getmonthlysummary/`: the month's figures, mood over the MOOD_CHART_DAYS days up to
 * the month's end and visits per week over the same days. When the average mood of the last
 * MOOD_DROP_REPORTS reports falls MOOD_DROP_POINTS or more below the average of the three before them, the
 * team and the family's managers are told once; again only after the mood has come back (decision 0098).
 */

/** India hour of the 1st from which last month's summaries are sent. */
export const MONTHLY_SUMMARY_FROM_HOUR = 9;
/** Days of mood (and visits per week) the summary's charts cover, ending with the month's last day. */
export const MOOD_CHART_DAYS = 90;
/** Reports in each of the two windows the mood-drop alert compares. */
export const MOOD_DROP_REPORTS = 3;
/** A drop of this many points or more (average of the last three against the three before) alerts. */
export const MOOD_DROP_POINTS = 1;

/** YYYY-MM, a real month (01–12). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MONTHLY_SUMMARY_MESSAGES = {
  lovedOneRequired: "loved_one_id is required",
  monthMalformed: "month must be a month as YYYY-MM, for example 2026-10",
  futureMonth: "That month has not started yet, so there is no summary of it.",
  notFound: "We could not find that loved one.",
  title: (name: string, month: string) => `${name}: ${monthLabel(month)}`,
  loading: "Loading the summary…",
  visitsHeading: "Visits",
  moodHeading: "Mood over the last 90 days",
  moodCaption: "Mood recorded at each visit (1 = very low, 5 = very good)",
  weeksHeading: "Visits per week",
  weeksCaption: "Visits made in each week (weeks start on Monday)",
  noMood: "No visit reports in these 90 days.",
  noVisits: "No visits in these 90 days.",
  companionsHeading: "Companions who came",
  tasksHeading: "What was done",
  concernsHeading: "Concerns and incidents",
  noConcerns: "No concerns were raised and no incidents were reported this month.",
  none: "None this month.",
  futureNote: "This month is not over: the figures are so far.",
  pageTitle: "Monthly summary",
  lastMonthLink: (name: string) => `Last month's summary: ${name}`,
  lastMonthText: "Last month's summary",
  loadFailed: "We could not load the summary.",
  back: "Back to your profile",
  dateColumn: "Date",
  moodColumn: "Mood (1–5)",
  weekColumn: "Week starting",
  visitsColumn: "Visits made",
  booked: "Booked",
  made: "Made",
  missed: "Missed",
  cancelled: "Cancelled",
  onTime: (onTime: number, checkedIn: number) => `Arrivals on time: ${onTime} of ${checkedIn}`,
  concernOn: (day: string) => `Concern raised at the visit of ${day}`,
  incidentOn: (severity: string, day: string, open: boolean) =>
    `${severity} incident at the visit of ${day}: ${open ? "open, the team is on it" : "closed"}`,
  moodDropSubject: (name: string) => `${name}'s mood has dropped in recent visits`,
} as const;

/** "October 2026" from "2026-10". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const names = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${names[(m ?? 1) - 1] ?? ""} ${y}`;
}

/** The month before the India month of `now` ("2026-10" on any day of November 2026, India time). */
export function lastIndiaMonth(now: Date = new Date()): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
    .format(now)
    .split("-")
    .map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The page of one loved one's month (the message's link). */
export const monthlySummaryPath = (lovedOneId: number, month: string) =>
  `/user/summary/${lovedOneId}/${month}`;

/** users/getmonthlysummary/: one of the family's loved ones, one month. */
export const monthlySummaryRequestSchema = z.strictObject({
  loved_one_id: positiveIdSchema(MONTHLY_SUMMARY_MESSAGES.lovedOneRequired),
  month: z
    .string({ error: MONTHLY_SUMMARY_MESSAGES.monthMalformed })
    .regex(MONTH_PATTERN, MONTHLY_SUMMARY_MESSAGES.monthMalformed),
});

const count = z.number().int().nonnegative();

export const monthlySummarySchema = z.object({
  loved_one: z.object({ id: z.number().int(), name: z.string() }),
  month: z.string(),
  /** The month's first and last India day (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** The month is not over yet: figures so far. */
  partial: z.boolean(),
  visits: z.object({
    /** Every visit of the month asked for, except those the team turned down. */
    booked: count,
    /** Completed, or confirmed and checked in to. */
    made: count,
    missed: count,
    cancelled: count,
  }),
  /** Of the visits checked in to, those checked in before the late-visit rule's 15 minutes (0090). */
  arrivals: z.object({ checked_in: count, on_time: count }),
  /** The companions who made the month's visits, by first name, most visits first. */
  companions: z.array(z.object({ name: z.string(), visits: count })),
  tasks: z.array(z.object({ task: z.enum(ALL_VISIT_TASKS), label: z.string(), count })),
  /** Reports that flagged a concern. */
  concerns: z.array(z.object({ booking_id: z.number().int(), visit_date: z.string() })),
  incidents: z.array(
    z.object({
      id: z.number().int(),
      booking_id: z.number().int(),
      visit_date: z.string(),
      severity: z.enum(INCIDENT_SEVERITIES),
      open: z.boolean(),
    }),
  ),
  /** Each report's mood in the MOOD_CHART_DAYS days up to `to`, oldest first. */
  mood: z.array(
    z.object({ booking_id: z.number().int(), date: z.string(), mood: z.number().int().min(1).max(5) }),
  ),
  /** Visits made per week (Monday) over the same days, every week listed, oldest first. */
  weeks: z.array(z.object({ week_start: z.string(), visits: count })),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

/** The task's words. */
export const taskLabel = (task: VisitTask) => VISIT_TASK_LABELS[task];

/** The summary message's words: the email's lines and the short text (SMS, WhatsApp). */
export function monthlySummaryMessage(s: MonthlySummary, link: string) {
  const name = s.loved_one.name;
  const subject = `${name}'s month of care: ${monthLabel(s.month)}`;
  const v = s.visits;
  const lines = [
    `Here is ${name}'s month of care in ${monthLabel(s.month)}.`,
    "",
    `Visits: ${v.booked} booked, ${v.made} made, ${v.missed} missed, ${v.cancelled} cancelled.`,
    `Arrivals on time: ${s.arrivals.on_time} of ${s.arrivals.checked_in}.`,
    `Companions: ${s.companions.length ? s.companions.map((c) => `${c.name} (${c.visits})`).join(", ") : "none"}.`,
    `Done: ${s.tasks.length ? s.tasks.map((t) => `${t.label} (${t.count})`).join(", ") : "nothing recorded"}.`,
    `Concerns raised: ${s.concerns.length}. Incidents: ${
      s.incidents.length
        ? s.incidents.map((i) => `${INCIDENT_SEVERITY_LABELS[i.severity]} on ${i.visit_date}`).join(", ")
        : "none"
    }.`,
    "",
    `Mood over 90 days and visits per week: ${link}`,
  ];
  const short = `${subject}. ${v.made} of ${v.booked} visits made, ${s.arrivals.on_time} on time. ${link}`;
  return { subject, lines, short };
}

/** One report of the two windows the mood-drop alert compares. */
export interface MoodReport {
  visit_date: string;
  mood: number;
}

/** The mood-drop alert's words (the team's email and the family managers'). */
export function moodDropMessage(name: string, before: MoodReport[], after: MoodReport[]) {
  const avg = (r: MoodReport[]) => (r.reduce((a, b) => a + b.mood, 0) / r.length).toFixed(1);
  const list = (r: MoodReport[]) => r.map((x) => `${x.visit_date}: ${x.mood}`).join(", ");
  const subject = MONTHLY_SUMMARY_MESSAGES.moodDropSubject(name);
  const lines = [
    `The mood recorded at ${name}'s last ${after.length} visits averages ${avg(after)}, down from ${avg(before)} at the ${before.length} before.`,
    "",
    `Earlier visits: ${list(before)}.`,
    `Latest visits: ${list(after)}.`,
    "",
    "The care team will look into it; you may call the operations desk at any time.",
  ];
  const short = `${subject}: average ${avg(after)} in the last ${after.length} visits, from ${avg(before)}.`;
  return { subject, lines, short };
}

/**
 * Whether the mood has dropped: `reports` are the latest reports, newest last; the last MOOD_DROP_REPORTS
 * against the MOOD_DROP_REPORTS before them. Null when there are too few reports or no drop.
 */
export function moodDrop(
  reports: readonly MoodReport[],
): { before: MoodReport[]; after: MoodReport[] } | null {
  const n = MOOD_DROP_REPORTS;
  if (reports.length < 2 * n) return null;
  const last = reports.slice(-2 * n);
  const before = last.slice(0, n);
  const after = last.slice(n);
  const sum = (r: MoodReport[]) => r.reduce((a, b) => a + b.mood, 0);
  // Compared as sums (whole numbers): no rounding at the boundary of exactly one point.
  return sum(before) - sum(after) >= MOOD_DROP_POINTS * n ? { before, after } : null;
}

/** Whether the mood has come back: the last three average within MOOD_DROP_POINTS of the alert's before. */
export function moodRecovered(beforeSum: number, reports: readonly MoodReport[]): boolean {
  const n = MOOD_DROP_REPORTS;
  if (reports.length < n) return false;
  const after = reports.slice(-n).reduce((a, b) => a + b.mood, 0);
  return beforeSum - after < MOOD_DROP_POINTS * n;
}
