import { type CreateQuestionRequest, createQuestionRequestSchema } from "@eldercare/contracts";
import type { z } from "zod";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";

/** What the question form holds: the contract's input (the form keeps "" in an empty field). */
export type QuestionFormValues = z.input<typeof createQuestionRequestSchema>;

export const EMPTY_QUESTION_FORM: QuestionFormValues = { user_name: "", email: "", phone: "", question: "" };

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

/** The contract schema itself is the form's schema: the same rules and words as the server. */
export const questionResolver = contractResolver(createQuestionRequestSchema);
