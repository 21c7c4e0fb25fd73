import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminIncidents } from "./admin-incidents.service.ts";

/** Closing an incident from the dashboard (admin sessions only); the open ones come with admin/dashboard/. */
export function adminIncidentRoutes(app: FastifyInstance, incidents: AdminIncidents) {
  // A coordinator closes only their cities' incidents; another answers 404 as a missing one (issue 43 item 4).
  registerRoute(app, API.adminCloseIncident, async (body, req) => {
    const caller = callerOf(req);
    return { data: await incidents.close(caller.userId, body, citiesOf(caller)) };
  });
}
