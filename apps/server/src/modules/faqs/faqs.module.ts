import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { faqRoutes } from "./faqs.routes.ts";
import { createFaqs } from "./faqs.service.ts";
import type { Questions } from "./questions.service.ts";

/** FAQs: the published questions and visitors' questions to the team (the questions lent for erasure). */
export async function faqsModule(app: FastifyInstance, deps: AppDeps & { questions: Questions }) {
  faqRoutes(app, { faqs: createFaqs(deps), questions: deps.questions });
}
