import { z } from "zod";
import { plainText, positiveIdSchema } from "./validation/fields.ts";
import {
  ALL_VISIT_TASKS,
  RATING_COMMENT_MAX,
  VISIT_NOTE_MAX,
  VISIT_REPORT_MESSAGES,
} from "./visit-report-words.ts";

/*
 * After the visit (issue 26, docs/decisions/0046): the companion files a report, optionally with one
 * photo; filing it completes the visit. The family reads it, is told when it is ready, and rates the
 * visit once, saying whether they want the companion again.
 */

/** A queued action's key (issue 46, decision 0091): a replay with it is answered as the first was. */
const queuedKey = z.uuid({ error: "The action's key is not valid." }).optional();
/**
 * When the companion made the report or chose the photo, by the phone's clock, with its offset (issue 46):
 * kept beside the server's time, which stays the record (decision 0091).
 */
const phoneTime = z.iso
  .datetime({ offset: true, error: "The phone's time must be a date and time with its offset." })
  .optional();

/** companion/submitreport/: the companion's report of a visit they checked out of. */
export const submitReportRequestSchema = z
  .strictObject({
    booking_id: positiveIdSchema("booking_id is required"),
    idempotency_key: queuedKey,
    phone_time: phoneTime,
    tasks: z
      .array(z.enum(ALL_VISIT_TASKS, { error: VISIT_REPORT_MESSAGES.taskNotForVisit }), {
        error: VISIT_REPORT_MESSAGES.tasksRequired,
      })
      .min(1, VISIT_REPORT_MESSAGES.tasksRequired)
      .max(ALL_VISIT_TASKS.length)
      .refine((t) => new Set(t).size === t.length, "Each task may be ticked once"),
    mood: z
      .number({ error: VISIT_REPORT_MESSAGES.moodRequired })
      .int(VISIT_REPORT_MESSAGES.moodRequired)
      .min(1, VISIT_REPORT_MESSAGES.moodRequired)
      .max(5, VISIT_REPORT_MESSAGES.moodRequired),
    concern: z.boolean({ error: "concern must be true or false" }),
    concern_note: plainText(
      z.string().trim().max(VISIT_NOTE_MAX, VISIT_REPORT_MESSAGES.noteTooLong),
      "The concern",
      true,
    ).default(""),
    family_note: plainText(
      z.string().trim().max(VISIT_NOTE_MAX, VISIT_REPORT_MESSAGES.noteTooLong),
      "The note for the family",
      true,
    ).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.concern && !v.concern_note) {
      ctx.addIssue({
        code: "custom",
        path: ["concern_note"],
        message: VISIT_REPORT_MESSAGES.concernNoteRequired,
      });
    }
  });
export type SubmitReportRequest = z.input<typeof submitReportRequestSchema>;

/** The multipart fields of companion/uploadphoto/ beside the file (field `photo`). */
export const uploadPhotoFieldsSchema = z.strictObject({
  booking_id: z.coerce.number({ error: "booking_id is required" }).int().positive("booking_id is required"),
  idempotency_key: queuedKey,
  phone_time: phoneTime,
});

/** admin/uploadcompanionphoto/'s fields beside the file (field `photo`). */
export const uploadCompanionPhotoFieldsSchema = z.strictObject({
  companion_id: z.coerce
    .number({ error: "companion_id is required" })
    .int()
    .positive("companion_id is required"),
});

export const uploadPhotoResponseSchema = z.object({
  /** The stored photo's size after re-encoding. */
  bytes: z.number().int(),
  Message: z.string(),
});

/** A visit's report as the family, the companion and the team read it. */
export const visitReportSchema = z.object({
  booking_id: z.number().int(),
  service_name: z.string(),
  loved_one_name: z.string(),
  visit_date: z.string(),
  shift_name: z.string(),
  /** The companion's first name (the team sees the full name in the console). */
  companion_first_name: z.string(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  filed_at: z.string(),
  tasks: z.array(z.enum(ALL_VISIT_TASKS)),
  mood: z.number().int(),
  concern: z.boolean(),
  concern_note: z.string(),
  family_note: z.string(),
  has_photo: z.boolean(),
  /** The family's rating, once given. */
  rating: z
    .object({
      stars: z.number().int(),
      comment: z.string(),
      preference: z.enum(["prefer", "avoid"]).nullable(),
      rated_at: z.string(),
    })
    .nullable(),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

export const submitReportResponseSchema = z.object({ report: visitReportSchema, Message: z.string() });

/** users/getvisitreport/ and users/visitphoto/: one of the member's own visits. */
export const visitReportRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
});

/** Whether the family wants this companion again: preferred, not to be sent again, or no view. */
export const COMPANION_PREFERENCES = ["prefer", "avoid"] as const;
export type CompanionPreference = (typeof COMPANION_PREFERENCES)[number];
/** The family's wish about the companion, naming them (issue 41): "Send Sunita again when possible". */
export function companionPreferenceLabel(
  preference: CompanionPreference | "none",
  companion: string,
): string {
  if (preference === "none") return "No preference";
  return preference === "prefer"
    ? `Send ${companion} again when possible`
    : `Please do not send ${companion} again`;
}

/** users/ratevisit/: once per visit, after its report. */
export const rateVisitRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
  stars: z
    .number({ error: VISIT_REPORT_MESSAGES.ratingRequired })
    .int(VISIT_REPORT_MESSAGES.ratingRequired)
    .min(1, VISIT_REPORT_MESSAGES.ratingRequired)
    .max(5, VISIT_REPORT_MESSAGES.ratingRequired),
  comment: plainText(
    z.string().trim().max(RATING_COMMENT_MAX, `Comments cannot exceed ${RATING_COMMENT_MAX} characters`),
    "The comment",
    true,
  ).default(""),
  preference: z
    .enum(COMPANION_PREFERENCES, { error: "preference must be prefer, avoid or null" })
    .nullable()
    .default(null),
});
export type RateVisitRequest = z.input<typeof rateVisitRequestSchema>;
export const rateVisitResponseSchema = z.object({ report: visitReportSchema, Message: z.string() });

/** The family's "report ready" message. */
export const reportReadySubject = (lovedOne: string) => `The report of the visit to ${lovedOne} is ready`;
