import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Login } from "../auth/login.service.ts";
import type { CompanionVisits } from "../bookings/companion-visits.service.ts";
import type { Incidents } from "../bookings/incidents.service.ts";
import type { VisitChecks } from "../bookings/visit-checks.service.ts";
import type { VisitReports } from "../bookings/visit-reports.service.ts";
import type { CompanionAdmin } from "./companion-admin.service.ts";
import { companionLoginRoutes } from "./companion-login.routes.ts";
import { createCompanionLogin } from "./companion-login.service.ts";
import { createCompanionPhotos } from "./companion-photos.service.ts";
import { createCompanionSelf } from "./companion-self.service.ts";
import { companionVisitRoutes } from "./companion-visits.routes.ts";
import { visitReportRoutes } from "./visit-reports.routes.ts";

/**
 * The care team (issue 26): companions log in with a code to their phone. Their console screens are the
 * admin module's, through the companion admin service this module lends (built in app.ts); the photos and
 * reports of their visits, which the family and the team read, are served here.
 */
export async function companionsModule(
  app: FastifyInstance,
  deps: AppDeps & {
    login: Login;
    companionVisits: CompanionVisits;
    visitChecks: VisitChecks;
    visitReports: VisitReports;
    incidents: Incidents;
    companionAdmin: CompanionAdmin;
  },
) {
  companionLoginRoutes(app, createCompanionLogin(deps));
  // Their visits (companion/getvisits/), checks and reports: the bookings module's, built in app.ts.
  companionVisitRoutes(app, {
    self: createCompanionSelf(deps),
    visits: deps.companionVisits,
    checks: deps.visitChecks,
    reports: deps.visitReports,
    incidents: deps.incidents,
  });
  visitReportRoutes(app, {
    reports: deps.visitReports,
    photos: createCompanionPhotos(deps),
    admin: deps.companionAdmin,
  });
}
