import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages.ts";
import {
  checkEmail,
  checkFullName,
  checkPhone,
  countSchema,
  isPlainText,
  PG_INT_MAX,
  plainText,
  ruleString,
} from "./validation/fields.ts";

export const faqSchema = z.object({
  faq_id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  display_order: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;
export const getAllFaqsResponseSchema = z.object({
  faqs: z.array(faqSchema),
  categories: z.array(z.string()),
});

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;
/**
 * Questions one client address may send in an hour (issue 27, decision 0049): the server's default for
 * QUESTIONS_PER_HOUR_PER_IP, the same as enquiries'. A repeat of a question already sent is not counted.
 */
export const QUESTIONS_PER_HOUR_PER_IP = 10;
export const QUESTION_MESSAGES = {
  questionRequired: "Please enter your question",
  questionMin: `Question must be at least ${QUESTION_MIN} characters`,
  questionMax: `Question cannot exceed ${QUESTION_MAX} characters`,
  contactRequired: "Please provide a phone number or an email address",
  questionCharacters: "Question contains characters that are not allowed",
  submitted: "Thank you! Your question has reached our team. We will reply within one working day.",
  /** 429 (BE009): the address's hourly questions are used up; the form shows it as it shows any refusal. */
  limit: "Too many questions from this network in the last hour. Please try again later.",
} as const;

/** The question form's own words while sending and once sent (the server's `submitted` follows). */
export const QUESTION_FORM_MESSAGES = { sending: "Sending…", sent: "Question sent" } as const;

/** The first broken rule of a (trimmed) question, one message at a time. */
export function checkQuestion(value: string): string | null {
  if (value.length === 0) return QUESTION_MESSAGES.questionRequired;
  if (!isPlainText(value, true)) return QUESTION_MESSAGES.questionCharacters;
  if (value.length < QUESTION_MIN) return QUESTION_MESSAGES.questionMin;
  if (value.length > QUESTION_MAX) return QUESTION_MESSAGES.questionMax;
  return null;
}

/** shared/createquestion/ (shape not in the spec): a visitor's question for the team. */
export const createQuestionRequestSchema = z
  .strictObject({
    user_name: ruleString((v) => checkFullName(v), VALIDATION_MESSAGES.nameRequired),
    email: z.string().optional(),
    phone: z.string().optional(),
    question: z
      .string({ error: QUESTION_MESSAGES.questionRequired })
      .trim()
      .superRefine((value, ctx) => {
        const problem = checkQuestion(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  })
  .superRefine(
    (body, ctx) => {
      // Runs even when other fields are wrong, so an empty form lists every missing piece at once.
      const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
      const email = text(body.email);
      const phone = text(body.phone);
      if (!email && !phone) {
        ctx.addIssue({ code: "custom", message: QUESTION_MESSAGES.contactRequired, path: ["email"] });
        return;
      }
      const emailProblem = email ? checkEmail(email) : null;
      if (emailProblem) ctx.addIssue({ code: "custom", message: emailProblem, path: ["email"] });
      const phoneProblem = phone ? checkPhone(phone) : null;
      if (phoneProblem) ctx.addIssue({ code: "custom", message: phoneProblem, path: ["phone"] });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type CreateQuestionRequest = z.infer<typeof createQuestionRequestSchema>;
export const createQuestionResponseSchema = z.object({ question_id: z.number().int(), Message: z.string() });

export const FAQ_MESSAGES = {
  categoryRequired: "Category is required",
  questionRequired: "Question is required",
  answerRequired: "Answer is required",
} as const;

/** admin/modifyfaq/: create (no faq_id) or update (faq_id) an FAQ. */
export const modifyFaqRequestSchema = z.strictObject({
  faq_id: z.number().int().positive().max(PG_INT_MAX).optional(),
  category: plainText(
    z.string({ error: FAQ_MESSAGES.categoryRequired }).trim().min(1, FAQ_MESSAGES.categoryRequired).max(60),
    "Category",
  ),
  question: plainText(
    z.string({ error: FAQ_MESSAGES.questionRequired }).trim().min(1, FAQ_MESSAGES.questionRequired).max(300),
    "Question",
    true,
  ),
  answer: plainText(
    z.string({ error: FAQ_MESSAGES.answerRequired }).trim().min(1, FAQ_MESSAGES.answerRequired).max(4000),
    "Answer",
    true,
  ),
  display_order: countSchema.default(0),
  is_active: z.boolean().default(true),
});
export type ModifyFaqRequest = z.infer<typeof modifyFaqRequestSchema>;
export const adminFaqSchema = faqSchema.extend({ is_active: z.boolean(), updated_at: z.string() });
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const modifyFaqResponseSchema = z.object({ faq: adminFaqSchema, Message: z.string() });
