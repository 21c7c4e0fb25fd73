import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

describe.each(TEST_DATABASES)("GET shared/getallfaqs/ (%s)", (kind) => {
  const t = useTestApp(kind);

  it("returns published FAQs grouped in category order", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/getallfaqs/" });
    expect(res.status).toBe(200);
    const { faqs, categories } = res.body.Data as {
      faqs: { category: string; question: string; answer: string }[];
      categories: string[];
    };
    expect(categories[0]).toBe("General");
    expect(categories).toContain("Cancellations & Refunds");
    // Grouped: the category sequence of the list never returns to an earlier category.
    const sequence = faqs.map((f) => f.category).filter((c, i, all) => i === 0 || all[i - 1] !== c);
    expect(sequence).toEqual(categories);
    expect(faqs.every((f) => f.question.length > 0 && f.answer.length > 0)).toBe(true);
  });
});
