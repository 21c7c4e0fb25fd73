import { FAQ_MESSAGES, modifyFaqRequestSchema } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { answerFormOf, answerRequestOf, EMPTY_FAQ_FORM, faqFormOf } from "./faq-form.ts";

const faq = {
  faq_id: 7,
  category: "General",
  question: "Do you visit on Sundays?",
  answer: "Yes.",
  display_order: 2,
  is_active: false,
  updated_at: "2026-11-23T10:30:00.000Z",
};

describe("faq form", () => {
  it("edits an FAQ with its id and fields", () => {
    expect(faqFormOf(faq)).toEqual({
      faq_id: 7,
      category: "General",
      question: "Do you visit on Sundays?",
      answer: "Yes.",
      display_order: 2,
      is_active: false,
    });
  });

  it("starts an answer from the visitor's wording, published", () => {
    const values = answerFormOf({ question: "Can my son book for me?" } as Parameters<
      typeof answerFormOf
    >[0]);
    expect(values).toEqual({ ...EMPTY_FAQ_FORM, question: "Can my son book for me?" });
    expect(values.is_active).toBe(true);
  });

  it("sends the answer without an faq_id, with the question's id", () => {
    const parsed = modifyFaqRequestSchema.parse({ ...faqFormOf(faq), answer: "  Yes, every day. " });
    expect(answerRequestOf(12, parsed)).toEqual({
      question_id: 12,
      category: "General",
      question: "Do you visit on Sundays?",
      answer: "Yes, every day.",
      display_order: 2,
      is_active: false,
    });
  });

  it("an empty form breaks the contract's rules in its words", () => {
    const result = modifyFaqRequestSchema.safeParse(EMPTY_FAQ_FORM);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      FAQ_MESSAGES.categoryRequired,
      FAQ_MESSAGES.questionRequired,
      FAQ_MESSAGES.answerRequired,
    ]);
  });
});
