import { ACTION_MESSAGES } from "@eldercare/contracts";
import { ApiError } from "./api-client.ts";

/**
 * Spec §8, "Enquiry and question creation": on a business-rule refusal (the spec's "310": HTTP 400 or
 * 422 here) the first business error's message, else 'Please provide valid details' (a BE006 is handled
 * the same way); any other failure shows its own message, else 'Error generating OTP. Please try again
 * later.' (the spec's wording for this fallback).
 */
export function creationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 422) {
      return error.errors.Business_Errors[0]?.Message || ACTION_MESSAGES.provideValidDetails;
    }
    return error.messages[0] || ACTION_MESSAGES.otpGenerationFailed;
  }
  if (error instanceof Error && error.message) return error.message;
  return ACTION_MESSAGES.otpGenerationFailed;
}
