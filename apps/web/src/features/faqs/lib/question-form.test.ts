import {
  ACTION_MESSAGES,
  emptyErrors,
  HTTP_MESSAGES,
  QUESTION_MESSAGES,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import {
  EMPTY_QUESTION_FORM,
  type QuestionFormValues,
  questionErrorMessage,
  questionResolver,
  sanitizePhoneInput,
  toQuestionRequest,
} from "./question-form.ts";

describe("sanitizePhoneInput", () => {
  it("keeps digits only, at most 10", () => {
    expect(sanitizePhoneInput("98300 12345")).toBe("9830012345");
    expect(sanitizePhoneInput("98a30-0")).toBe("98300");
    expect(sanitizePhoneInput("983001234567")).toBe("9830012345");
    expect(sanitizePhoneInput("")).toBe("");
  });

  it("drops a pasted +91 or trunk 0, since +91 is a fixed prefix", () => {
    expect(sanitizePhoneInput("+91 98300 12345")).toBe("9830012345");
    expect(sanitizePhoneInput("919830012345")).toBe("9830012345");
    expect(sanitizePhoneInput("09830012345")).toBe("9830012345");
  });
});

describe("toQuestionRequest", () => {
  it("leaves out an empty email or phone", () => {
    expect(
      toQuestionRequest({ user_name: "Asha Rao", email: "", phone: "9830012345", question: "Q?" }),
    ).toEqual({ user_name: "Asha Rao", phone: "9830012345", question: "Q?" });
    expect(toQuestionRequest({ user_name: "Asha Rao", email: "a@b.in", phone: " ", question: "Q?" })).toEqual(
      {
        user_name: "Asha Rao",
        email: "a@b.in",
        question: "Q?",
      },
    );
  });
});

function apiError(status: number, business: { Code: string; Message: string }[], messages?: string[]) {
  const errors = { ...emptyErrors(), Business_Errors: business };
  return new ApiError({
    status,
    code: business[0]?.Code ?? `HTTP_${status}`,
    messages: messages ?? business.map((b) => b.Message),
    errors,
  });
}

describe("questionErrorMessage (spec §8, enquiry and question creation)", () => {
  it.each([400, 422])("shows the first business error on %i", (status) => {
    const error = apiError(status, [
      { Code: "BE001", Message: QUESTION_MESSAGES.questionMin },
      { Code: "BE001", Message: VALIDATION_MESSAGES.nameMin },
    ]);
    expect(questionErrorMessage(error)).toBe(QUESTION_MESSAGES.questionMin);
  });

  it("handles BE006 the same way", () => {
    expect(questionErrorMessage(apiError(422, [{ Code: "BE006", Message: "Already registered" }]))).toBe(
      "Already registered",
    );
  });

  it("falls back to 'Please provide valid details' when a refusal names no business error", () => {
    expect(questionErrorMessage(apiError(422, [], [HTTP_MESSAGES.fallback]))).toBe(
      ACTION_MESSAGES.provideValidDetails,
    );
    expect(questionErrorMessage(apiError(400, [{ Code: "BE001", Message: "" }]))).toBe(
      ACTION_MESSAGES.provideValidDetails,
    );
  });

  it("shows the message of any other failure", () => {
    expect(questionErrorMessage(apiError(500, [], [HTTP_MESSAGES[500]]))).toBe(HTTP_MESSAGES[500]);
    expect(
      questionErrorMessage(new ApiError({ status: 0, code: "NETWORK", messages: [HTTP_MESSAGES.network] })),
    ).toBe(HTTP_MESSAGES.network);
    expect(questionErrorMessage(new Error("Boom"))).toBe("Boom");
  });

  it("falls back to the spec's 'Error generating OTP' text when there is no message", () => {
    expect(questionErrorMessage(new Error(""))).toBe(ACTION_MESSAGES.otpGenerationFailed);
    expect(questionErrorMessage("nope")).toBe(ACTION_MESSAGES.otpGenerationFailed);
    expect(questionErrorMessage(undefined)).toBe(ACTION_MESSAGES.otpGenerationFailed);
  });
});

const options: ResolverOptions<QuestionFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function messagesFor(values: QuestionFormValues) {
  const { errors } = await questionResolver(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe("questionResolver (the contract schema)", () => {
  it("reports every problem of the empty form at once, in the contract's words", async () => {
    expect(await messagesFor(EMPTY_QUESTION_FORM)).toEqual({
      user_name: VALIDATION_MESSAGES.nameRequired,
      email: QUESTION_MESSAGES.contactRequired,
      question: QUESTION_MESSAGES.questionRequired,
    });
  });

  it("reports a bad email or phone next to other problems", async () => {
    expect(await messagesFor({ user_name: "A", email: "anita@", phone: "98300", question: "" })).toEqual({
      user_name: VALIDATION_MESSAGES.nameMin,
      email: VALIDATION_MESSAGES.emailInvalid,
      phone: VALIDATION_MESSAGES.phoneInvalid,
      question: QUESTION_MESSAGES.questionRequired,
    });
  });

  it("reports a short question", async () => {
    expect(
      await messagesFor({ user_name: "Anita Sen", email: "", phone: "9830012345", question: "Why?" }),
    ).toEqual({ question: QUESTION_MESSAGES.questionMin });
  });

  it("passes a valid form, with the question trimmed", async () => {
    const result = await questionResolver(
      { user_name: "Anita Sen", email: "", phone: "9830012345", question: "  Do you visit Howrah?  " },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      user_name: "Anita Sen",
      email: "",
      phone: "9830012345",
      question: "Do you visit Howrah?",
    });
  });
});
