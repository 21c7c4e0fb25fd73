import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import type { Faqs } from "./faqs.service.ts";
import type { Questions } from "./questions.service.ts";

export function faqRoutes(app: FastifyInstance, s: { faqs: Faqs; questions: Questions }) {
  registerRoute(app, API.getAllFaqs, async () => ({ data: await s.faqs.published() }));
  registerRoute(app, API.createQuestion, async (body) => ({ data: await s.questions.submit(body) }));
}
