import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";
import type { CompanionPhotos } from "../companions/companion-photos.service.ts";
import type { CompanionSelf } from "../companions/companion-self.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type CityCare, createCityCare } from "./city-care.service.ts";
import { companionVisitRoutes } from "./companion-visits.routes.ts";
import { createCompanionVisits } from "./companion-visits.service.ts";
import { devVisitRoutes } from "./dev-visits.routes.ts";
import { createDevVisits } from "./dev-visits.service.ts";
import { incidentRoutes } from "./incidents.routes.ts";
import { createIncidents, type Incidents } from "./incidents.service.ts";
import { createLateVisits, type LateVisits } from "./late-visits.ts";
import { monthlySummaryRoutes } from "./monthly-summary.routes.ts";
import { createMonthlySummaries, type MonthlySummaries } from "./monthly-summary.service.ts";
import { createMoodAlerts, type MoodAlerts } from "./mood-alerts.ts";
import { createVisitCare, type VisitCare } from "./visit-care.service.ts";
import { createVisitChecks } from "./visit-checks.service.ts";
import { createVisitMessages, type VisitMessages } from "./visit-messages.ts";
import { createVisitRecords, type VisitRecords } from "./visit-records.service.ts";
import { visitReportRoutes } from "./visit-reports.routes.ts";
import { createVisitReports, type VisitReports } from "./visit-reports.service.ts";

/**
 * What the visits module takes: the outbox; members' directory and loved ones; the companions' roster,
 * the session's companion and photos; the bookings module's visits and family messages.
 */
export interface VisitsNeeds {
  notifier: Notifier;
  members: MemberDirectory;
  lovedOnes: LovedOneAccess;
  roster: Roster;
  companionSelf: CompanionSelf;
  companionPhotos: CompanionPhotos;
  /** The booking each visit is (the bookings module's). */
  bookingVisits: BookingVisits;
  /** The family's messages, as the bookings module writes them (the incidents' go the same way). */
  bookingMessages: BookingMessages;
}

/** What it lends, and builds once for its own routes too. */
export interface VisitsProvides {
  /** A visit's report, incidents and the family's wishes, as bookings show and judge them (bookings' port). */
  visitRecords: VisitRecords;
  /** The family's "arrived" and "report ready", the team's concern email. */
  visitMessages: VisitMessages;
  /** The companion's photo and report, the family's reading and rating (members too: export, erasure). */
  visitReports: VisitReports;
  /** Incidents (members: export, erasure; the console's care section, issue 29). */
  incidents: Incidents;
  /** The late-visit alerts the bookings module's sweep runs (its port). */
  lateVisits: LateVisits;
  /** The console's care section and closing an incident (bookings' console service, its port). */
  visitCare: VisitCare;
  /** Continuity and on-time arrivals per city, kept each night (the dashboard: decision 0090). */
  cityCare: CityCare;
  /** The mood-drop alert, run as a report is filed (issue 47, decision 0098). */
  moodAlerts: MoodAlerts;
  /** A loved one's month for the family, and the 1st's sweep that sends it (issue 47, decision 0098). */
  monthlySummaries: MonthlySummaries;
}

/** What the visits routes are built from. */
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
 * the admin module through the bookings module's console service, each lent through a bookings port. A
 * visit's own state (checked in and out, the late alert) is this module's table, visit_checks (decision
 * 0084). Each city's continuity and on-time arrivals are worked out each night by one sweep started here
 * (none when NOTIFY_INTERVAL_MS is 0, as in tests; decision 0090). Outside production, a development
 * helper ages a visit (dev-visits.routes.ts).
 */
export async function visitsRoutes(app: FastifyInstance, all: AppDeps & VisitsNeeds & VisitsProvides) {
  const deps: VisitsModuleDeps = { ...all, bookings: all.bookingVisits };
  companionVisitRoutes(app, {
    self: deps.companionSelf,
    visits: createCompanionVisits(deps),
    checks: createVisitChecks({ ...deps, messages: deps.visitMessages }),
    reports: deps.visitReports,
    incidents: deps.incidents,
  });
  visitReportRoutes(app, { reports: deps.visitReports, photos: deps.companionPhotos });
  incidentRoutes(app, deps.incidents);
  monthlySummaryRoutes(app, all.monthlySummaries);
  if (deps.config.NOTIFY_INTERVAL_MS > 0) {
    all.cityCare.start(deps.config.NOTIFY_INTERVAL_MS, deps.now);
    all.monthlySummaries.start(deps.config.NOTIFY_INTERVAL_MS, deps.now);
  }
  app.addHook("onClose", async () => {
    await all.cityCare.stop();
    await all.monthlySummaries.stop();
  });

  if (deps.config.NODE_ENV !== "production") devVisitRoutes(app, createDevVisits(deps));
}

const kit = moduleKit<VisitsNeeds, VisitsProvides>();

export const visitsModule = kit.define({
  name: "visits",
  needs: [
    "notifier",
    "members",
    "lovedOnes",
    "roster",
    "companionSelf",
    "companionPhotos",
    "bookingVisits",
    "bookingMessages",
  ],
  provides: {
    visitRecords: kit.service([], () => createVisitRecords()),
    visitMessages: kit.service(["notifier", "bookingMessages", "roster"], (deps) =>
      createVisitMessages({ ...deps, messages: deps.bookingMessages }),
    ),
    moodAlerts: kit.service(["notifier", "members"], (deps) => createMoodAlerts(deps)),
    visitReports: kit.service(
      ["notifier", "visitMessages", "roster", "bookingVisits", "moodAlerts"],
      (deps) => createVisitReports({ ...deps, messages: deps.visitMessages, bookings: deps.bookingVisits }),
    ),
    incidents: kit.service(["notifier", "members", "roster", "bookingMessages", "bookingVisits"], (deps) =>
      createIncidents({ ...deps, messages: deps.bookingMessages, bookings: deps.bookingVisits }),
    ),
    lateVisits: kit.service(["notifier", "members", "roster", "bookingVisits"], (deps) =>
      createLateVisits({ ...deps, bookings: deps.bookingVisits }),
    ),
    visitCare: kit.service(["roster", "bookingVisits", "incidents"], (deps) =>
      createVisitCare({ ...deps, bookings: deps.bookingVisits }),
    ),
    cityCare: kit.service([], (deps) => createCityCare(deps)),
    monthlySummaries: kit.service(["notifier", "members", "lovedOnes", "roster"], (deps) =>
      createMonthlySummaries(deps),
    ),
  },
  routes: visitsRoutes,
});
