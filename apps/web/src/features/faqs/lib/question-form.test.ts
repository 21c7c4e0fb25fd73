import { QUESTION_MESSAGES, VALIDATION_MESSAGES } from "@eldercare/contracts";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  EMPTY_QUESTION_FORM,
  type QuestionFormValues,
  questionResolver,
  toQuestionRequest,
} from "./question-form.ts";

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
