import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createFaqAdmin, type FaqAdmin } from "./faq-admin.service.ts";
import { faqRoutes } from "./faqs.routes.ts";
import { createFaqs, type Faqs } from "./faqs.service.ts";
import { createQuestions, type Questions } from "./questions.service.ts";

/**
 * FAQs: the published questions and visitors' questions to the team. The questions are lent for erasure,
 * and the published list's cache is shared with `faqAdmin`, whose writes drop it.
 */
export async function faqsRoutes(app: FastifyInstance, deps: AppDeps & { questions: Questions; faqs: Faqs }) {
  faqRoutes(app, { faqs: deps.faqs, questions: deps.questions });
}

/** What FAQs take: the members directory and the outbox (for the console's answers). */
export interface FaqsNeeds {
  members: MemberDirectory;
  notifier: Notifier;
}

/** What they lend: questions (members: erasure), the published list, the console's FAQs (admin). */
export interface FaqsProvides {
  questions: Questions;
  faqs: Faqs;
  faqAdmin: FaqAdmin;
}

const kit = moduleKit<FaqsNeeds, FaqsProvides>();

export const faqsModule = kit.define({
  name: "faqs",
  needs: ["members", "notifier"],
  provides: {
    questions: kit.service([], (deps) => createQuestions(deps)),
    faqs: kit.service([], (deps) => createFaqs(deps)),
    faqAdmin: kit.service(["faqs", "members", "notifier"], (deps) => createFaqAdmin(deps)),
  },
  routes: faqsRoutes,
});
