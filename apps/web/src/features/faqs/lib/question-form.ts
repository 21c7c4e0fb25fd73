import {
  ACTION_MESSAGES,
  type CreateQuestionRequest,
  createQuestionRequestSchema,
} from "@eldercare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client.ts";

/** What the question form holds: the contract's input (the form keeps "" in an empty field). */
export type QuestionFormValues = z.input<typeof createQuestionRequestSchema>;

export const EMPTY_QUESTION_FORM: QuestionFormValues = { user_name: "", email: "", phone: "", question: "" };

export const PHONE_DIGITS = 10;

/**
 * What the phone input keeps while typing: digits only, at most 10. A pasted number with the country
 * code (+91 98300 12345, 919830012345) or a trunk 0 (09830012345) keeps its last 10 digits, since +91
 * is shown as a fixed prefix.
 */
export function sanitizePhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

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

/**
 * Spec §8, "Enquiry and question creation": on a business-rule refusal (the spec's "310": HTTP 400 or
 * 422 here) the first business error's message, else 'Please provide valid details' (a BE006 is handled
 * the same way); any other failure shows its own message, else 'Error generating OTP. Please try again
 * later.' (the spec's wording for this fallback).
 */
export function questionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 422) {
      return error.errors.Business_Errors[0]?.Message || ACTION_MESSAGES.provideValidDetails;
    }
    return error.messages[0] || ACTION_MESSAGES.otpGenerationFailed;
  }
  if (error instanceof Error && error.message) return error.message;
  return ACTION_MESSAGES.otpGenerationFailed;
}

type QuestionResolver = Resolver<QuestionFormValues, unknown, CreateQuestionRequest>;

/** The contract schema as the form's resolver: the same rules and words as the server. */
export const questionResolver: QuestionResolver = zodResolver(createQuestionRequestSchema);
