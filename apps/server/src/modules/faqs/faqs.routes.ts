import { API, QUESTION_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerRoute } from "../../http/route.ts";
import { cached } from "../../lib/cached.ts";
import { listFaqCategoryOrder, listPublishedFaqs } from "./faqs.repo.ts";
import { submitQuestion } from "./questions.service.ts";

export async function faqRoutes(app: FastifyInstance, opts: { db: Db; cacheTtlMs: number }) {
  const published = cached(opts.cacheTtlMs, async () => {
    const [rows, order] = await Promise.all([listPublishedFaqs(opts.db), listFaqCategoryOrder(opts.db)]);
    const rank = (c: string) => (order.indexOf(c) === -1 ? order.length : order.indexOf(c));
    const faqList = [...rows].sort(
      (a, b) =>
        rank(a.category) - rank(b.category) ||
        a.category.localeCompare(b.category) ||
        a.display_order - b.display_order,
    );
    const categories = [...new Set(faqList.map((f) => f.category))];
    return { faqs: faqList, categories };
  });
  registerRoute(app, API.getAllFaqs, async () => ({ data: await published.get() }));

  registerRoute(app, API.createQuestion, async (body) => ({
    data: { question_id: await submitQuestion(opts.db, body), Message: QUESTION_MESSAGES.submitted },
  }));
}
