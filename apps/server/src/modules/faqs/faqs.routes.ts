import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { CACHE_POLICY, registerCachedRoute, registerRoute } from "../../http/route.ts";
import type { Faqs } from "./faqs.service.ts";
import type { Questions } from "./questions.service.ts";

export function faqRoutes(app: FastifyInstance, s: { faqs: Faqs; questions: Questions }) {
  // An admin's change shows on the next load: no-cache, revalidated by ETag (decision 0027).
  registerCachedRoute(app, API.getAllFaqs, CACHE_POLICY.revalidate, () => s.faqs.published());
  registerRoute(app, API.createQuestion, async (body, request) => ({
    data: await s.questions.submit(body, { clientIp: request.ip }),
  }));
}
