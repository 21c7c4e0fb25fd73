import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";
import type { CompanionPhotos } from "../companions/companion-photos.service.ts";
import type { CompanionSelf } from "../companions/companion-self.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { companionVisitRoutes } from "./companion-visits.routes.ts";
import { createCompanionVisits } from "./companion-visits.service.ts";
import { incidentRoutes } from "./incidents.routes.ts";
import type { Incidents } from "./incidents.service.ts";
import { createVisitChecks } from "./visit-checks.service.ts";
import type { VisitMessages } from "./visit-messages.ts";
import { visitReportRoutes } from "./visit-reports.routes.ts";
import type { VisitReports } from "./visit-reports.service.ts";

/** What the visits module borrows (lent in app.ts), and its services other modules are lent too, built there once. */
export interface VisitsModuleDeps extends AppDeps {
  notifier: Notifier;
  lovedOnes: LovedOneAccess;
  /** The booking each visit is (the bookings module's). */
  bookings: BookingVisits;
  /** The session's companion, and a companion's photo (the companions module's). */
  companionSelf: CompanionSelf;
  companionPhotos: CompanionPhotos;
  visitMessages: VisitMessages;
  visitReports: VisitReports;
  incidents: Incidents;
}

/**
 * Visits (issue 26, decisions 0046 and 0060): what happens at and after a visit. The companion's visit
 * list, check-in and check-out, photo and report; the family's reading and rating of the report (and the
 * companion's photo); the team's reading; incidents reported by the family or the companion. Late visits
 * (late-visits.ts) run in the bookings module's sweep, and the console's care section and incidents reach
 * the admin module through the bookings module's console service, each lent through a bookings port.
 */
export async function visitsModule(app: FastifyInstance, deps: VisitsModuleDeps) {
  companionVisitRoutes(app, {
    self: deps.companionSelf,
    visits: createCompanionVisits(deps),
    checks: createVisitChecks({ ...deps, messages: deps.visitMessages }),
    reports: deps.visitReports,
    incidents: deps.incidents,
  });
  visitReportRoutes(app, { reports: deps.visitReports, photos: deps.companionPhotos });
  incidentRoutes(app, deps.incidents);
}
