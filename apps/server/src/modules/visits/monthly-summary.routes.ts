import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { MonthlySummaries } from "./monthly-summary.service.ts";

/**
 * The family's monthly summary (issue 47, decision 0098): one of their own loved ones, one month (another
 * family's loved one is 404, as one that does not exist).
 */
export function monthlySummaryRoutes(app: FastifyInstance, summaries: MonthlySummaries) {
  registerRoute(app, API.getMonthlySummary, async (body, request) => ({
    data: await summaries.forMember(callerOf(request).userId, body.loved_one_id, body.month),
  }));
}
