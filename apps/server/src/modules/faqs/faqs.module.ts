import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { faqRoutes } from "./faqs.routes.ts";
import { createFaqs } from "./faqs.service.ts";
import { createQuestions } from "./questions.service.ts";

/** FAQs: the published questions and visitors' questions to the team. */
export async function faqsModule(app: FastifyInstance, deps: AppDeps) {
  faqRoutes(app, { faqs: createFaqs(deps), questions: createQuestions(deps) });
}
