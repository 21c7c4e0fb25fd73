import { type CreateQuestionRequest, createQuestionRequestSchema } from "@eldercare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

/** What the question form holds: the contract's input (the form keeps "" in an empty field). */
export type QuestionFormValues = z.input<typeof createQuestionRequestSchema>;

export const EMPTY_QUESTION_FORM: QuestionFormValues = { user_name: "", email: "", phone: "", question: "" };

export const PHONE_DIGITS = 10;

/**
 * What the phone input keeps while typing: digits only, at most 10. A pasted number with the country
 * code (+91 98300 12345, 919830012345) or a trunk 0 (09830012345) keeps its last 10 digits, since +91
 * is shown as a fixed prefix.
 */
/** The request body: the contract's parsed values, leaving out an empty email or phone. */
export function toQuestionRequest(values: CreateQuestionRequest): CreateQuestionRequest {
  const email = values.email?.trim();
  const phone = values.phone?.trim();
  return {
    user_name: values.user_name,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    question: values.question,
  };
}

type QuestionResolver = Resolver<QuestionFormValues, unknown, CreateQuestionRequest>;

/** The contract schema as the form's resolver: the same rules and words as the server. */
export const questionResolver: QuestionResolver = zodResolver(createQuestionRequestSchema);
