import type { CachedReadDeps } from "../../app-deps.ts";
import { cached } from "../../lib/cached.ts";
import { listFaqCategoryOrder, listPublishedFaqs } from "./faqs.repo.ts";

/** shared/getallfaqs/: published questions by category (in the configured order), read through the cache. */
export function createFaqs(deps: CachedReadDeps) {
  const options = { droppedBy: deps.publicData };
  const published = cached(
    deps.config.REFERENCE_CACHE_TTL_MS,
    async () => {
      const [rows, order] = await Promise.all([listPublishedFaqs(deps.db), listFaqCategoryOrder(deps.db)]);
      const rank = (c: string) => (order.indexOf(c) === -1 ? order.length : order.indexOf(c));
      const faqList = [...rows].sort(
        (a, b) =>
          rank(a.category) - rank(b.category) ||
          a.category.localeCompare(b.category) ||
          a.display_order - b.display_order,
      );
      const categories = [...new Set(faqList.map((f) => f.category))];
      return { faqs: faqList, categories };
    },
    options,
  );
  return {
    published: () => published.get(),
    /** After an FAQ write has committed: the next request reads the database again. */
    invalidate: () => published.invalidate(),
  };
}
export type Faqs = ReturnType<typeof createFaqs>;
