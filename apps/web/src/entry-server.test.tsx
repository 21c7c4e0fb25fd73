import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "./entry-server.tsx";

const faqs = {
  faqs: [
    {
      faq_id: 1,
      category: "General",
      question: "What do you do?",
      answer: "We look after parents.",
      display_order: 1,
    },
  ],
  categories: ["General"],
};

describe("a prerendered page", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the same bytes whenever and wherever it is rendered from the same data (one ETag for every process)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
    const first = await renderPage("/faq", { faqs }, "https://seniorcare.example");
    vi.setSystemTime(new Date("2026-11-26T10:05:00Z"));
    const later = await renderPage("/faq", { faqs }, "https://seniorcare.example");
    expect(first.scripts).toContain("What do you do?");
    expect(later).toEqual(first);
  });
});
