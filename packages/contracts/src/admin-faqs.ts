import { z } from "zod";
import { adminSearchShape } from "./admin-bookings.ts";
import { adminFaqSchema, modifyFaqRequestSchema } from "./faqs.ts";
import { listResponseSchema } from "./list.ts";
import { SUCCESS_MESSAGES } from "./messages.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

export const ADMIN_FAQ_MESSAGES = {
  saved: SUCCESS_MESSAGES.faqSaved,
  duplicateQuestion: "An FAQ with exactly this question already exists. Please edit that one or reword this.",
  faqNotFound: "This FAQ does not exist.",
  questionNotFound: "This question does not exist.",
  answered: "Question answered: the FAQ is saved.",
  closed: "Question closed.",
  noteRequired: "Please write a note on why the question is closed",
  questionChangedMeanwhile:
    "Another administrator handled this question a moment ago. Please refresh to see where it stands now.",
} as const;

export const QUESTION_STATUSES = ["new", "answered", "closed"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** How a visitor is told their question was answered (issue 25): by email, or by SMS when they gave no email. */
export const QUESTION_REPLY_CHANNELS = ["email", "sms"] as const;
export type QuestionReplyChannel = (typeof QUESTION_REPLY_CHANNELS)[number];
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

/** "This question is already answered, so it cannot be closed." */
export function questionRefusedMessage(status: QuestionStatus, action: "answer" | "close"): string {
  const verb = action === "answer" ? "answered again" : "closed";
  return `This question is already ${QUESTION_STATUS_LABELS[status].toLowerCase()}, so it cannot be ${verb}.`;
}

/** admin/getallfaq/: every FAQ (published or not); search in question, answer or category; filters. */
export const adminFaqListRequestSchema = z.strictObject({
  ...adminSearchShape,
  category: plainText(z.string().trim().max(60, "category cannot exceed 60 characters"), "category")
    .nullable()
    .optional(),
  is_active: z.boolean({ error: "is_active must be true or false" }).nullable().optional(),
});
export type AdminFaqListRequest = z.input<typeof adminFaqListRequestSchema>;
/** Ordered by category, display order, id; `categories`: every category in use, for the filter and form. */
export const adminFaqListResponseSchema = listResponseSchema(adminFaqSchema).extend({
  categories: z.array(z.string()),
});

/** admin/getallquestions/: visitors' questions, newest first. */
export const adminQuestionListRequestSchema = z.strictObject({
  ...adminSearchShape,
  status: z
    .enum(QUESTION_STATUSES, { error: `status must be one of: ${QUESTION_STATUSES.join(", ")}` })
    .nullable()
    .optional(),
});
export type AdminQuestionListRequest = z.input<typeof adminQuestionListRequestSchema>;

export const adminQuestionSchema = z.object({
  question_id: z.number().int(),
  user_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  question: z.string(),
  status: z.enum(QUESTION_STATUSES),
  /** The FAQ that answered it (answered only). */
  faq_id: z.number().int().nullable(),
  admin_note: z.string().nullable(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
  /** How the visitor was told it was answered (issue 25): by email, or by SMS when they gave no email. */
  visitor_told: z.enum(QUESTION_REPLY_CHANNELS).nullable(),
  created_at: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionListResponseSchema = listResponseSchema(adminQuestionSchema);

/** admin/answerquestion/: a new question becomes an FAQ (its wording editable) in one step. */
export const answerQuestionRequestSchema = modifyFaqRequestSchema
  .omit({ faq_id: true })
  .extend({ question_id: positiveIdSchema("question_id is required") });
export type AnswerQuestionRequest = z.infer<typeof answerQuestionRequestSchema>;
export const answerQuestionResponseSchema = z.object({
  question: adminQuestionSchema,
  faq: adminFaqSchema,
  Message: z.string(),
});

/** admin/closequestion/: a new question closed without an FAQ, with the team's note. */
export const closeQuestionRequestSchema = z.strictObject({
  question_id: positiveIdSchema("question_id is required"),
  note: plainText(
    z
      .string({ error: ADMIN_FAQ_MESSAGES.noteRequired })
      .trim()
      .min(1, ADMIN_FAQ_MESSAGES.noteRequired)
      .max(500, "Note cannot exceed 500 characters"),
    "Note",
    true,
  ),
});
export type CloseQuestionRequest = z.infer<typeof closeQuestionRequestSchema>;
export const closeQuestionResponseSchema = z.object({ question: adminQuestionSchema, Message: z.string() });

/** The FAQ and visitors' questions screens' words. */
export const ADMIN_FAQ_TEXT = {
  loading: "Loading FAQs...",
  failed: "We could not load the FAQs.",
  none: "No FAQs match these filters.",
  questionsLoading: "Loading visitors' questions...",
  questionsFailed: "We could not load the visitors' questions.",
  noQuestions: "No visitors' questions match these filters.",
  answering: "Answering question. Please Wait...",
  closing: "Closing question. Please Wait...",
  noteHint: "For the team; the audit log keeps it.",
  /** Said on an answered question: how the visitor was told. */
  visitorTold: {
    email: "The visitor was emailed the answer.",
    sms: "The visitor was sent the answer's link by SMS.",
  },
} as const;
