import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { CompanionVisits } from "../bookings/companion-visits.service.ts";
import type { CompanionSelf } from "./companion-self.service.ts";

/**
 * companion/getvisits/ (issue 26): the signed-in companion's own visits, today and the next days. The
 * list is the bookings module's (`createCompanionVisits`, built in app.ts and handed over); who the
 * session's companion is, this module's.
 */
export function companionVisitRoutes(
  app: FastifyInstance,
  s: { self: CompanionSelf; visits: CompanionVisits },
) {
  registerRoute(app, API.companionGetVisits, async (_body, request) => {
    const companionId = await s.self.companionIdOf(callerOf(request).userId);
    return { data: await s.visits.listFor(companionId) };
  });
}
