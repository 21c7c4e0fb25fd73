import type { Faq } from "@eldercare/contracts";

/** FAQs of one category, in the order the server sent them. */
export interface FaqGroup {
  category: string;
  faqs: Faq[];
}

/** Lower case, with punctuation and runs of spaces turned into single spaces. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ");
}

/** The words of a search: case, punctuation and extra spaces do not matter ("Refund?" → ["refund"]). */
export function searchTerms(query: string): string[] {
  return normalize(query).split(" ").filter(Boolean);
}

/**
 * The FAQs whose question or answer contains every word of the search, case-insensitively
 * ("refund cancel" finds answers that mention both, wherever they appear). An empty search keeps all.
 */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = normalize(`${faq.question} ${faq.answer}`);
    return terms.every((term) => text.includes(term));
  });
}

/**
 * Groups FAQs under their categories in the server's category order (any category missing from that
 * list follows, in order of first appearance). Categories with no FAQs are left out.
 */
export function groupFaqs(faqs: readonly Faq[], categories: readonly string[]): FaqGroup[] {
  const byCategory = new Map<string, Faq[]>();
  for (const category of categories) byCategory.set(category, []);
  for (const faq of faqs) {
    const list = byCategory.get(faq.category);
    if (list) list.push(faq);
    else byCategory.set(faq.category, [faq]);
  }
  return [...byCategory]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, faqs: list }));
}

/**
 * What the live region says about a search: how many questions match, or nothing when there is no
 * search. (The no-match case has its own message with a link to the question form.)
 */
export function matchSummary(count: number, query: string): string {
  if (searchTerms(query).length === 0) return "";
  const shown = query.trim().replace(/\s+/g, " ");
  if (count === 0) return `No questions match “${shown}”.`;
  return count === 1 ? `1 question matches “${shown}”` : `${count} questions match “${shown}”`;
}

/** A stable, URL-safe id for a category heading ("Plans & Payments" → "faq-plans-payments"). */
export function categoryId(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `faq-${slug || "other"}`;
}
