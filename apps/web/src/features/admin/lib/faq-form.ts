import {
  type AdminFaq,
  type AdminQuestion,
  type AnswerQuestionRequest,
  type ModifyFaqRequest,
  modifyFaqRequestSchema,
} from "@eldercare/contracts";
import type { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/** What the FAQ form holds: the contract's input (the same form answers a visitor's question). */
export type FaqFormValues = z.input<typeof modifyFaqRequestSchema>;

/** The contract schema itself is the form's schema: the same rules and words as the server. */
export const faqResolver = contractResolver(modifyFaqRequestSchema);

export const EMPTY_FAQ_FORM: FaqFormValues = {
  category: "",
  question: "",
  answer: "",
  display_order: 0,
  is_active: true,
};

/** The form over an FAQ being edited. */
export function faqFormOf(faq: AdminFaq): FaqFormValues {
  return {
    faq_id: faq.faq_id,
    category: faq.category,
    question: faq.question,
    answer: faq.answer,
    display_order: faq.display_order,
    is_active: faq.is_active,
  };
}

/** The form over a visitor's question: its wording to edit, the rest to write. */
export function answerFormOf(question: AdminQuestion): FaqFormValues {
  return { ...EMPTY_FAQ_FORM, question: question.question };
}

/** admin/answerquestion/ from the form's parsed values. */
export function answerRequestOf(questionId: number, values: ModifyFaqRequest): AnswerQuestionRequest {
  const { faq_id: _, ...faq } = values;
  return { ...faq, question_id: questionId };
}
