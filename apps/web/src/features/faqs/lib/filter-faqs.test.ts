import type { Faq } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { categoryId, filterFaqs, groupFaqs, matchSummary, searchTerms } from "./filter-faqs.ts";

let nextId = 1;
function faq(category: string, question: string, answer: string): Faq {
  const faq_id = nextId++;
  return { faq_id, category, question, answer, display_order: faq_id };
}

const whatWeDo = faq("General", "What do you do?", "We look after elderly parents.");
const medical = faq("General", "Do you provide medical treatment?", "No. Our care is non-medical.");
const gst = faq("Plans & Payments", "Will I get a GST invoice?", "Yes, for every payment.");
const cancel = faq(
  "Cancellations & Refunds",
  "How do I cancel?",
  "Give 15 days' notice; a Refund may be due.",
);
const refund = faq("Cancellations & Refunds", "When will I receive my REFUND?", "Within 15 working days.");
const all = [whatWeDo, medical, gst, cancel, refund];
const categories = ["General", "Plans & Payments", "Cancellations & Refunds"];

describe("searchTerms", () => {
  it("lower-cases and splits on spaces and punctuation", () => {
    expect(searchTerms("  Refund?  Policy, ")).toEqual(["refund", "policy"]);
    expect(searchTerms("   ")).toEqual([]);
    expect(searchTerms("?!")).toEqual([]);
  });
});

describe("filterFaqs", () => {
  it("keeps every FAQ, in order, for an empty or blank search", () => {
    expect(filterFaqs(all, "")).toEqual(all);
    expect(filterFaqs(all, "   ")).toEqual(all);
  });

  it("matches the question or the answer, ignoring case", () => {
    expect(filterFaqs(all, "refund")).toEqual([cancel, refund]);
    expect(filterFaqs(all, "GsT")).toEqual([gst]);
    expect(filterFaqs(all, "elderly")).toEqual([whatWeDo]);
  });

  it("matches part of a word, as the person types", () => {
    expect(filterFaqs(all, "refu")).toEqual([cancel, refund]);
    expect(filterFaqs(all, "medic")).toEqual([medical]);
  });

  it("needs every word, wherever it appears, and ignores punctuation", () => {
    expect(filterFaqs(all, "cancel refund")).toEqual([cancel]);
    expect(filterFaqs(all, "refund?")).toEqual([cancel, refund]);
    expect(filterFaqs(all, "days notice")).toEqual([cancel]);
    expect(filterFaqs(all, "non-medical")).toEqual([medical]);
  });

  it("finds nothing for nonsense", () => {
    expect(filterFaqs(all, "zzqx")).toEqual([]);
  });
});

describe("groupFaqs", () => {
  it("groups under the categories in the server's order", () => {
    expect(groupFaqs(all, categories)).toEqual([
      { category: "General", faqs: [whatWeDo, medical] },
      { category: "Plans & Payments", faqs: [gst] },
      { category: "Cancellations & Refunds", faqs: [cancel, refund] },
    ]);
  });

  it("leaves out categories without a match", () => {
    expect(groupFaqs(filterFaqs(all, "refund"), categories)).toEqual([
      { category: "Cancellations & Refunds", faqs: [cancel, refund] },
    ]);
    expect(groupFaqs([], categories)).toEqual([]);
  });

  it("keeps an FAQ whose category is missing from the list, after the listed ones", () => {
    const stray = faq("Other", "Anything else?", "Ask us.");
    expect(groupFaqs([stray, gst], ["Plans & Payments"])).toEqual([
      { category: "Plans & Payments", faqs: [gst] },
      { category: "Other", faqs: [stray] },
    ]);
  });
});

describe("matchSummary", () => {
  it("says nothing without a search", () => {
    expect(matchSummary(5, "")).toBe("");
    expect(matchSummary(5, "  ")).toBe("");
    expect(matchSummary(5, "?")).toBe("");
  });

  it("counts matches in words, singular and plural", () => {
    expect(matchSummary(4, "refund")).toBe("4 questions match “refund”");
    expect(matchSummary(1, " GST ")).toBe("1 question matches “GST”");
    expect(matchSummary(2, "cancel   refund")).toBe("2 questions match “cancel refund”");
  });

  it("says when nothing matches", () => {
    expect(matchSummary(0, "zzqx")).toBe("No questions match “zzqx”.");
  });
});

describe("categoryId", () => {
  it("makes a heading id from the category", () => {
    expect(categoryId("Plans & Payments")).toBe("faq-plans-payments");
    expect(categoryId("General")).toBe("faq-general");
    expect(categoryId("&&")).toBe("faq-other");
  });
});
