import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminDashboardService } from "./admin-dashboard.service.ts";
import type { Audit } from "./audit.service.ts";

/** The console's dashboard and the administrator's own profile. */
export function adminOverviewRoutes(
  app: FastifyInstance,
  s: { dashboard: AdminDashboardService; audit: Audit },
) {
  // A coordinator's figures are their cities' (issue 43 item 4); an administrator's, every city's.
  registerRoute(app, API.adminDashboard, async (_body, req) => ({
    data: await s.dashboard.figures(citiesOf(callerOf(req))),
  }));
  registerRoute(app, API.adminGetProfile, async (_body, req) => ({
    data: await s.audit.profile(callerOf(req).userId),
  }));
}
