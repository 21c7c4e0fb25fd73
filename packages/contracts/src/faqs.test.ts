import { describe, expect, it } from "vitest";
import {
  createQuestionRequestSchema,
  FAQ_MESSAGES,
  modifyFaqRequestSchema,
  QUESTION_MAX,
  QUESTION_MESSAGES,
  QUESTION_MIN,
} from "./faqs.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { issuesOf, parsed, without } from "./test-helpers.ts";

const QUESTION = { user_name: "Meera Iyer", question: "Do you cover visits in Pune?" };
const FAQ = { category: "Billing", question: "How do I pay?", answer: "Online, in INR." };

describe("createQuestionRequestSchema", () => {
  it("has the expected limits", () => {
    expect([QUESTION_MIN, QUESTION_MAX]).toEqual([10, 1000]);
  });

  it.each([
    { email: "meera@example.com" },
    { phone: "9876543210" },
    { email: "meera@example.com", phone: "9876543210" },
    { email: "meera@example.com", phone: "" }, // a blank phone counts as not given
    { email: "", phone: "9876543210" },
  ])("accepts contact %j", (contact) => {
    expect(issuesOf(createQuestionRequestSchema, { ...QUESTION, ...contact })).toEqual([]);
  });

  it.each([
    [{}, "email", QUESTION_MESSAGES.contactRequired],
    [{ email: "", phone: "" }, "email", QUESTION_MESSAGES.contactRequired],
    [{ email: "  ", phone: " " }, "email", QUESTION_MESSAGES.contactRequired],
    [{ email: "meera@" }, "email", M.emailInvalid],
    [{ email: "meera@example", phone: "9876543210" }, "email", M.emailInvalid],
    [{ phone: "12345" }, "phone", M.phoneInvalid],
    [{ email: "meera@example.com", phone: "98765x3210" }, "phone", M.phoneInvalid],
  ])("rejects contact %j", (contact, path, message) => {
    expect(issuesOf(createQuestionRequestSchema, { ...QUESTION, ...contact })).toEqual([{ path, message }]);
  });

  it.each([
    [{ question: undefined }, "question", QUESTION_MESSAGES.questionRequired],
    [{ question: "" }, "question", QUESTION_MESSAGES.questionRequired],
    [{ question: "    " }, "question", QUESTION_MESSAGES.questionRequired],
    [{ question: "Too short" }, "question", QUESTION_MESSAGES.questionMin],
    [{ question: ` ${"x".repeat(QUESTION_MIN - 1)} ` }, "question", QUESTION_MESSAGES.questionMin],
    [{ user_name: "" }, "user_name", M.nameRequired],
    [{ user_name: undefined }, "user_name", M.nameRequired],
    [{ user_name: "Meera " }, "user_name", M.nameEdgeSpaces],
  ])("rejects %j", (change, path, message) => {
    const input = { ...QUESTION, email: "meera@example.com", ...change };
    expect(issuesOf(createQuestionRequestSchema, input)).toEqual([{ path, message }]);
  });

  it.each([
    [QUESTION_MIN, null],
    [QUESTION_MAX, null],
    [QUESTION_MAX + 1, QUESTION_MESSAGES.questionMax],
  ])("a question of %i characters gives %j", (length, message) => {
    const input = { ...QUESTION, phone: "9876543210", question: "x".repeat(length) };
    expect(issuesOf(createQuestionRequestSchema, input)).toEqual(
      message ? [{ path: "question", message }] : [],
    );
  });

  it("has the exact question messages", () => {
    expect(QUESTION_MESSAGES).toEqual({
      questionRequired: "Please enter your question",
      questionMin: "Question must be at least 10 characters",
      questionMax: "Question cannot exceed 1000 characters",
      contactRequired: "Please provide a phone number or an email address",
      questionCharacters: "Question contains characters that are not allowed",
      submitted: "Thank you! Your question has reached our team. We will reply within one working day.",
      limit: "Too many questions from this network in the last hour. Please try again later.",
    });
  });
});

describe("modifyFaqRequestSchema", () => {
  it("creates with defaults display_order 0 and is_active true", () => {
    expect(parsed(modifyFaqRequestSchema, FAQ)).toEqual({ ...FAQ, display_order: 0, is_active: true });
  });

  it("updates an existing FAQ by faq_id", () => {
    const input = { ...FAQ, faq_id: 4, display_order: 2, is_active: false };
    expect(parsed(modifyFaqRequestSchema, input)).toEqual(input);
  });

  it.each([
    [without(FAQ, "category"), "category", FAQ_MESSAGES.categoryRequired],
    [{ ...FAQ, category: "  " }, "category", FAQ_MESSAGES.categoryRequired],
    [without(FAQ, "question"), "question", FAQ_MESSAGES.questionRequired],
    [{ ...FAQ, question: "" }, "question", FAQ_MESSAGES.questionRequired],
    [without(FAQ, "answer"), "answer", FAQ_MESSAGES.answerRequired],
    [{ ...FAQ, answer: "\n " }, "answer", FAQ_MESSAGES.answerRequired],
  ])("rejects case %#", (input, path, message) => {
    expect(issuesOf(modifyFaqRequestSchema, input)).toEqual([{ path, message }]);
  });

  it.each([{ faq_id: 0 }, { display_order: -1 }, { category: "x".repeat(61) }, { answer: "x".repeat(4001) }])(
    "rejects %j",
    (change) => {
      expect(modifyFaqRequestSchema.safeParse({ ...FAQ, ...change }).success).toBe(false);
    },
  );
});

describe("createQuestionRequestSchema on an empty form", () => {
  it("lists the name, the contact and the question problems together", () => {
    const result = createQuestionRequestSchema.safeParse({ user_name: "", question: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "Full name is required",
        QUESTION_MESSAGES.contactRequired,
        QUESTION_MESSAGES.questionRequired,
      ]),
    );
  });
});
