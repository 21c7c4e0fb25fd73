import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminDashboardService } from "./admin-dashboard.service.ts";
import type { Audit } from "./audit.service.ts";

/** The console's dashboard and the administrator's own profile. */
export function adminOverviewRoutes(
  app: FastifyInstance,
  s: { dashboard: AdminDashboardService; audit: Audit },
) {
  registerRoute(app, API.adminDashboard, async () => ({ data: await s.dashboard.figures() }));
  registerRoute(app, API.adminGetProfile, async (_body, req) => ({
    data: await s.audit.profile(callerOf(req).userId),
  }));
}
