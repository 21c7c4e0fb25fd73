import {
  ACTION_MESSAGES,
  emptyErrors,
  HTTP_MESSAGES,
  QUESTION_MESSAGES,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { creationErrorMessage } from "./creation-error.ts";

function apiError(status: number, business: { Code: string; Message: string }[], messages?: string[]) {
  const errors = { ...emptyErrors(), Business_Errors: business };
  return new ApiError({
    status,
    code: business[0]?.Code ?? `HTTP_${status}`,
    messages: messages ?? business.map((b) => b.Message),
    errors,
  });
}

describe("creationErrorMessage (spec §8, enquiry and question creation)", () => {
  it.each([400, 422])("shows the first business error on %i", (status) => {
    const error = apiError(status, [
      { Code: "BE001", Message: QUESTION_MESSAGES.questionMin },
      { Code: "BE001", Message: VALIDATION_MESSAGES.nameMin },
    ]);
    expect(creationErrorMessage(error)).toBe(QUESTION_MESSAGES.questionMin);
  });

  it("handles BE006 the same way", () => {
    expect(creationErrorMessage(apiError(422, [{ Code: "BE006", Message: "Already registered" }]))).toBe(
      "Already registered",
    );
  });

  it("falls back to 'Please provide valid details' when a refusal names no business error", () => {
    expect(creationErrorMessage(apiError(422, [], [HTTP_MESSAGES.fallback]))).toBe(
      ACTION_MESSAGES.provideValidDetails,
    );
    expect(creationErrorMessage(apiError(400, [{ Code: "BE001", Message: "" }]))).toBe(
      ACTION_MESSAGES.provideValidDetails,
    );
  });

  it("shows the server's limit message on 429 (a network's hourly questions used up)", () => {
    expect(creationErrorMessage(apiError(429, [{ Code: "BE009", Message: QUESTION_MESSAGES.limit }]))).toBe(
      QUESTION_MESSAGES.limit,
    );
  });

  it("shows the message of any other failure", () => {
    expect(creationErrorMessage(apiError(500, [], [HTTP_MESSAGES[500]]))).toBe(HTTP_MESSAGES[500]);
    expect(
      creationErrorMessage(new ApiError({ status: 0, code: "NETWORK", messages: [HTTP_MESSAGES.network] })),
    ).toBe(HTTP_MESSAGES.network);
    expect(creationErrorMessage(new Error("Boom"))).toBe("Boom");
  });

  it("falls back to the spec's 'Error generating OTP' text when there is no message", () => {
    expect(creationErrorMessage(new Error(""))).toBe(ACTION_MESSAGES.otpGenerationFailed);
    expect(creationErrorMessage("nope")).toBe(ACTION_MESSAGES.otpGenerationFailed);
    expect(creationErrorMessage(undefined)).toBe(ACTION_MESSAGES.otpGenerationFailed);
  });
});
