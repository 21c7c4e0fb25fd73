import {
  ALL_VISIT_TASKS,
  type CompanionVisit,
  type SubmitReportRequest,
  submitReportRequestSchema,
  VISIT_MOOD_LABELS,
  VISIT_MOODS,
  VISIT_REPORT_MESSAGES,
  VISIT_TASK_LABELS,
  VISIT_TASKS,
  type VisitTask,
} from "@eldercare/contracts";
import { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/** What the report form holds: the mood as the chosen radio's value ("" until one is chosen). */
export interface ReportFormValues {
  tasks: VisitTask[];
  mood: string;
  concern: boolean;
  concern_note: string;
  family_note: string;
}

export const EMPTY_REPORT: ReportFormValues = {
  tasks: [],
  mood: "",
  concern: false,
  concern_note: "",
  family_note: "",
};

/** A label or message in the app's language (issue 46); English as the contracts say it by default. */
type Say = (english: string, key: string) => string;
const asEnglish: Say = (english) => english;

/** The tasks a visit of this kind can tick, with their labels, in the contract's order. */
export function taskOptions(
  kind: CompanionVisit["service_kind"],
  say: Say = asEnglish,
): { value: VisitTask; label: string }[] {
  return VISIT_TASKS[kind].map((task) => ({
    value: task,
    label: say(VISIT_TASK_LABELS[task], `task.${task}`),
  }));
}

export const moodOptions = (say: Say = asEnglish) =>
  VISIT_MOODS.map((mood) => ({ value: String(mood), label: say(VISIT_MOOD_LABELS[mood], `mood.${mood}`) }));
export const MOOD_OPTIONS = moodOptions();

/** The request the values make: the mood as a number, a concern's note only while the box is ticked. */
export function toReportRequest(bookingId: number, v: ReportFormValues): SubmitReportRequest {
  return {
    booking_id: bookingId,
    tasks: v.tasks,
    mood: v.mood === "" ? Number.NaN : Number(v.mood),
    concern: v.concern,
    concern_note: v.concern ? v.concern_note : "",
    family_note: v.family_note,
  };
}

/**
 * The form's schema: the contract's own schema judges the request the values make, so the form and the
 * server say the same thing (a task and a mood are required; a concern needs its note). The contract
 * checks the concern's note only once the rest is valid; the form says it with the others, at once.
 */
export function reportSchema(bookingId: number, message: (english: string) => string = (m) => m) {
  return z
    .object({
      tasks: z.array(z.enum(ALL_VISIT_TASKS)),
      mood: z.string(),
      concern: z.boolean(),
      concern_note: z.string(),
      family_note: z.string(),
    })
    .superRefine((v, ctx) => {
      const request = toReportRequest(bookingId, v);
      const result = submitReportRequestSchema.safeParse(request);
      const issues = result.success ? [] : result.error.issues;
      for (const issue of issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: message(issue.message) });
      }
      if (v.concern && !v.concern_note.trim() && !issues.some((i) => i.path[0] === "concern_note")) {
        ctx.addIssue({
          code: "custom",
          path: ["concern_note"],
          message: message(VISIT_REPORT_MESSAGES.concernNoteRequired),
        });
      }
    });
}

/** The form's resolver; `message` says the contract's messages in the app's language. */
export const reportResolver = (bookingId: number, message?: (english: string) => string) =>
  contractResolver<ReportFormValues, ReportFormValues>(reportSchema(bookingId, message));

/** The request as sent: the contract's parse of it (notes trimmed). */
export const reportRequestOf = (bookingId: number, v: ReportFormValues) =>
  submitReportRequestSchema.parse(toReportRequest(bookingId, v));
