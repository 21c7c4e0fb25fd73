import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { Incidents } from "./incidents.service.ts";

/**
 * Urgent help (issue 29): an incident on one's own visit; the session names the member, and who of the
 * family files it (not told of their own report, decision 0069). The companion's is with their visits.
 */
export function incidentRoutes(app: FastifyInstance, incidents: Incidents) {
  registerRoute(app, API.reportIncident, async (body, req) => {
    const caller = callerOf(req);
    return { data: await incidents.reportByFamily(caller.userId, body, caller.actorUserId) };
  });
}
