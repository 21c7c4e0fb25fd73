import { z } from "zod";
import type { VisitKind } from "./companions.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/*
 * After the visit (issue 26, docs/decisions/0046): the companion files a report, optionally with one
 * photo; filing it completes the visit. The family reads it, is told when it is ready, and rates the
 * visit once, saying whether they want the companion again.
 */

/** The promise to families: the report reaches them within this long of the companion's check-out. */
export const VISIT_REPORT_PROMISE_HOURS = 2;

/** What a companion can tick as done, by the kind of visit (the service's tasks). */
export const VISIT_TASKS = {
  companion_visit: [
    "conversation",
    "walk",
    "meal",
    "medicine_reminder",
    "light_housework",
    "reading_games",
    "video_call_family",
  ],
  doctor_visit: ["accompanied_appointment", "collected_reports", "pharmacy", "billing_help"],
  errand: ["bills_paid", "shopping", "documents", "arrangements"],
} as const satisfies Record<VisitKind, readonly string[]>;
export type VisitTask = (typeof VISIT_TASKS)[VisitKind][number];
export const ALL_VISIT_TASKS = [
  ...VISIT_TASKS.companion_visit,
  ...VISIT_TASKS.doctor_visit,
  ...VISIT_TASKS.errand,
] as const;
export const VISIT_TASK_LABELS: Record<VisitTask, string> = {
  conversation: "Conversation and company",
  walk: "A walk together",
  meal: "Shared a meal or tea",
  medicine_reminder: "Reminded about medicines (as prescribed)",
  light_housework: "Light help around the home",
  reading_games: "Reading, music or games",
  video_call_family: "Video call with the family",
  accompanied_appointment: "Went with them to the appointment",
  collected_reports: "Collected reports or prescriptions",
  pharmacy: "Picked up medicines from the pharmacy",
  billing_help: "Helped with billing and forms",
  bills_paid: "Paid bills",
  shopping: "Shopping",
  documents: "Documents collected or delivered",
  arrangements: "Arrangements made",
};

/** How the loved one seemed, 1 (very low) to 5 (very good). */
export const VISIT_MOODS = [1, 2, 3, 4, 5] as const;
export const VISIT_MOOD_LABELS: Record<(typeof VISIT_MOODS)[number], string> = {
  1: "Very low",
  2: "Low",
  3: "Okay",
  4: "Good",
  5: "Very good",
};

/** A visit's photo: at most this size, of these types (checked by content, not by name). */
export const VISIT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const VISIT_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The longest side a stored photo keeps after re-encoding (it is stored as JPEG without its metadata). */
export const VISIT_PHOTO_MAX_SIDE = 1600;

export const VISIT_NOTE_MAX = 1000;
export const RATING_COMMENT_MAX = 1000;

export const VISIT_REPORT_MESSAGES = {
  filed: "Report filed. The family has been told it is ready.",
  alreadyFiled: "The report for this visit has already been filed.",
  notCheckedOut: "Please check out of the visit before filing its report.",
  tasksRequired: "Please tick at least one thing you did",
  taskNotForVisit: "That task is not one of this visit's",
  moodRequired: "Please choose how they seemed",
  concernNoteRequired: "Please say what worried you",
  noteTooLong: `Notes cannot exceed ${VISIT_NOTE_MAX} characters`,
  photoSaved: "Photo added to the report.",
  photoRequired: "Please choose a photo.",
  photoEmpty: "The photo is empty. Please choose another.",
  photoTooLarge: "The photo is larger than 5 MB. Please choose a smaller one.",
  photoWrongType: "Please choose a JPEG, PNG or WebP photo.",
  photoUnreadable: "We could not read this photo. Please choose another.",
  photoOnlyOne: "Please send one photo at a time.",
  photoNeedsCheckIn: "Please check in to the visit before adding its photo.",
  photoFieldUnknown: "Please send the photo in the form's photo field.",
  photoNotForm: "Please send the photo as a form upload (multipart/form-data).",
  tooManyFields: "Too many form fields.",
  noCompanionPhoto: "This companion has no photo yet.",
  companionPhotoSaved: "The companion's photo has been saved.",
  noReport: "The report for this visit is not ready yet.",
  noPhoto: "This visit has no photo.",
  rated: "Thank you. Your rating has been saved.",
  alreadyRated: "You have already rated this visit.",
  ratingRequired: "Please choose a rating from 1 to 5",
  rateNeedsReport: "You can rate a visit once its report is ready.",
} as const;

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

/** The words of the report form, the family's report page and the rating. */
export const VISIT_REPORT_TEXT = {
  fileReport: "File the visit report",
  formTitle: (firstName: string) => `How was the visit with ${firstName}?`,
  tasksLegend: "What you did",
  moodLegend: "How they seemed",
  concernLabel: "Something worried me",
  concernNoteLabel: "What worried you (the care team is told at once; the family reads it in the report)",
  familyNoteLabel: "A note for the family",
  photoLabel: "A photo (optional: JPEG, PNG or WebP, up to 5 MB)",
  photoHint: "Location and camera details are removed before it is kept.",
  submit: "File report",
  submitting: "Filing…",
  reportFiled: "Report filed",
  pageTitle: "Visit report",
  readReport: "Read the visit report",
  reportPending: `The report will be ready within ${VISIT_REPORT_PROMISE_HOURS} hours of the visit.`,
  loading: "Loading the visit report…",
  notFound: "We could not find this visit report.",
  loadFailed: "We could not load the visit report.",
  checkedIn: "Arrived",
  checkedOut: "Left",
  tasksHeading: "What they did",
  moodHeading: "How they seemed",
  concernHeading: "Something to know",
  familyNoteHeading: "A note from",
  photoAlt: (firstName: string) => `Photo from the visit to ${firstName}`,
  rateTitle: "Rate this visit",
  starsLegend: "Your rating",
  starLabel: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
  commentLabel: "Comment (optional)",
  preferenceLegend: "Next time",
  rate: "Save rating",
  rating: "Saving…",
  yourRating: "Your rating",
  yourComment: "Your comment",
  /** The same comment in the team's console (issue 42). */
  familyComment: "The family's comment",
  /** The family's booking card, once the companion checked in. */
  arrivedAt: (time: string) => `Arrived at ${time}`,
  companionPhotoAlt: (firstName: string) => `Photo of ${firstName}, your companion`,
  /** The report form's photo: the chosen one shown before it is sent, and taking it out again. */
  chosenPhotoAlt: "The photo you chose",
  removePhoto: "Remove photo",
  /** The photo field's button (issue 41), and the line beside it. */
  choosePhoto: "Choose a photo",
  choosePhotoAgain: "Choose another photo",
  noPhotoChosen: "No photo chosen",
  uploadingPhoto: "Sending the photo…",
  /** The companion's report page for a visit not on their list (reassigned, or not theirs). */
  notOnList: "This visit is not on your list. It may have been given to another companion.",
} as const;

/** The family's "report ready" message. */
export const reportReadySubject = (lovedOne: string) => `The report of the visit to ${lovedOne} is ready`;
