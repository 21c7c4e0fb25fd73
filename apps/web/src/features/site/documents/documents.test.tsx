import { DOCUMENTS_LAST_UPDATED, RELATED_DOCUMENTS_MAX } from "@eldercare/contracts";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DOCUMENT_CONTENT } from "./content/index.ts";
import {
  DOCUMENT_SLUGS,
  findDocument,
  KEY_DOCUMENTS,
  LEGAL_DOCUMENTS,
  relatedDocuments,
} from "./documents.ts";

/** A document's text as a reader sees it: headings and body, tags removed, entities kept as words. */
async function documentText(slug: (typeof DOCUMENT_SLUGS)[number]): Promise<string> {
  const { sections } = await DOCUMENT_CONTENT[slug]();
  const html = renderToStaticMarkup(
    <MemoryRouter>
      {sections.map((section) => (
        <section key={section.id}>
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;|[‘’]/g, "'")
    .replace(/&quot;|[“”]/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function wordCount(text: string): number {
  return text.split(" ").filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe("legal documents", () => {
  it("lists the seven documents of the spec, each with its text, date and a one-sentence description", () => {
    expect(LEGAL_DOCUMENTS.map((doc) => doc.slug)).toEqual([...DOCUMENT_SLUGS]);
    for (const doc of LEGAL_DOCUMENTS) {
      expect(doc.lastUpdated).toBe(DOCUMENTS_LAST_UPDATED);
      expect(doc.description).toMatch(/^[A-Z][^.!?]*\.$/);
      expect(DOCUMENT_CONTENT[doc.slug]).toBeTypeOf("function");
    }
  });

  it("relates each document to 1 to 6 others, never itself nor the always-linked key documents", () => {
    for (const doc of LEGAL_DOCUMENTS) {
      const related = relatedDocuments(doc).map((other) => other.slug);
      expect(related.length).toBeGreaterThanOrEqual(1);
      expect(related.length).toBeLessThanOrEqual(RELATED_DOCUMENTS_MAX);
      expect(related).not.toContain(doc.slug);
      for (const key of KEY_DOCUMENTS) expect(related).not.toContain(key);
      expect(new Set(related).size).toBe(related.length);
    }
    expect(findDocument("nothing-here")).toBeUndefined();
  });

  it.each(DOCUMENT_SLUGS)(
    "%s has 500 to 1200 words of finished text with unique section ids",
    async (slug) => {
      const { sections } = await DOCUMENT_CONTENT[slug]();
      expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
      const text = await documentText(slug);
      const words = wordCount(text);
      expect(words, `${slug} has ${words} words`).toBeGreaterThanOrEqual(500);
      expect(words, `${slug} has ${words} words`).toBeLessThanOrEqual(1200);
      expect(text).not.toMatch(/lorem|ipsum|\[|\]|TODO|TBD|\bXXX\b|placeholder|\{|\}/i);
    },
  );

  it("states the cancellation and refund terms of spec §9", async () => {
    const text = await documentText("cancellation-refund");
    for (const term of [
      "at least 15 days' written notice",
      "100% refund less administrative charges",
      "pro-rated refund",
      "up to 20% of the total fees",
      "non-refundable once used or scheduled",
      "within 15 working days",
      "Indian Rupees (INR)",
      "original payment method",
      "courts in Kolkata",
      "laws of India",
    ]) {
      expect(text).toContain(term);
    }
  });

  it("keeps the cookie policy truthful: essential local storage only, no tracking", async () => {
    const text = await documentText("cookie-policy");
    expect(text).toContain("eldercare.session-token");
    expect(text).toContain("local storage");
    expect(text).toMatch(/does not use advertising, analytics or tracking cookies/);
  });
});
