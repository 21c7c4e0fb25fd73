import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { faqRoutes } from "./faqs.routes.ts";
import type { Faqs } from "./faqs.service.ts";
import type { Questions } from "./questions.service.ts";

/**
 * FAQs: the published questions and visitors' questions to the team. Both services are built in app.ts:
 * the questions are lent for erasure, and the published list's cache is shared with `faqAdmin`, whose
 * writes drop it.
 */
export async function faqsModule(app: FastifyInstance, deps: AppDeps & { questions: Questions; faqs: Faqs }) {
  faqRoutes(app, { faqs: deps.faqs, questions: deps.questions });
}
