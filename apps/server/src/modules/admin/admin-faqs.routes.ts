import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminFaqs } from "./admin-faqs.service.ts";

/** The admin console's FAQs and visitors' questions (admin sessions only). */
export function adminFaqRoutes(app: FastifyInstance, faqs: AdminFaqs) {
  registerRoute(app, API.adminGetAllFaq, async (body) => ({ data: await faqs.listFaqs(body) }));
  registerRoute(app, API.adminModifyFaq, async (body, req) => ({
    data: await faqs.modify(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminGetAllQuestions, async (body) => ({ data: await faqs.listQuestions(body) }));
  registerRoute(app, API.adminAnswerQuestion, async (body, req) => ({
    data: await faqs.answer(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminCloseQuestion, async (body, req) => ({
    data: await faqs.close(callerOf(req).userId, body),
  }));
}
