import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminIncidents } from "./admin-incidents.service.ts";

/** Closing an incident from the dashboard (admin sessions only); the open ones come with admin/dashboard/. */
export function adminIncidentRoutes(app: FastifyInstance, incidents: AdminIncidents) {
  registerRoute(app, API.adminCloseIncident, async (body, req) => ({
    data: await incidents.close(callerOf(req).userId, body),
  }));
}
