import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppDeps } from "../../app-deps.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanSchedules } from "../billing/cancellation-decisions.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createPlanSeries } from "./plan-series.service.ts";
import { createSeriesChanges, type SeriesChanges } from "./series-changes.service.ts";
import { createSeriesMessages, type SeriesMessages } from "./series-messages.ts";
import { createSeriesRecords, type SeriesRecords } from "./series-records.service.ts";
import { createSeriesRegulars, type SeriesRegularsService } from "./series-regulars.service.ts";
import { createSeriesSweep, type SeriesSweep } from "./series-sweep.ts";
import { createVisitPauses, type VisitPauses } from "./visit-pauses.service.ts";
import { visitSeriesRoutes } from "./visit-series.routes.ts";
import { createVisitSeries, type VisitSeriesService } from "./visit-series.service.ts";

/** What the schedules module takes: the booking rules and a series' visits (bookings), plans, loved ones. */
export interface SchedulesNeeds {
  availability: Availability;
  seriesVisits: SeriesVisits;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: MemberDirectory;
  bookingMessages: BookingMessages;
  notifier: Notifier;
}

/** What it lends: the family's care schedules. */
export interface SchedulesProvides {
  /** The family's messages about their schedules. */
  seriesMessages: SeriesMessages;
  visitSeries: VisitSeriesService;
  seriesChanges: SeriesChanges;
  /** A loved one's visits paused between two dates (decision 0080). */
  visitPauses: VisitPauses;
  /** A member's schedules in their data export, and ended at their erasure (members). */
  seriesRecords: SeriesRecords;
  /** A plan's schedules, ended when its cancellation is approved (billing). */
  planSchedules: PlanSchedules;
  /**
   * A schedule's regular companion (decision 0081): the row the team's assignment locks and sets (bookings'
   * port), and the console's view of the schedules.
   */
  seriesRegulars: SeriesRegularsService;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The care schedules' monthly booking (tests run it directly). */
    seriesSweep: SeriesSweep;
  }
}

/**
 * The care schedule (issue 44, decision 0078): weekly patterns of visits, booked whole; and one sweep (none
 * when NOTIFY_INTERVAL_MS is 0, as in tests) that books each schedule's next month when it opens.
 */
export const schedulesRoutes = fp(
  async (app: FastifyInstance, deps: AppDeps & SchedulesNeeds & SchedulesProvides) => {
    visitSeriesRoutes(app, deps.visitSeries, deps.seriesChanges, deps.visitPauses, deps.seriesRegulars);
    const sweep = createSeriesSweep(deps);
    // Not encapsulated, so that `app.seriesSweep` is the app's own.
    app.decorate("seriesSweep", sweep);
    if (deps.config.NOTIFY_INTERVAL_MS > 0) sweep.start(deps.config.NOTIFY_INTERVAL_MS, deps.now);
    app.addHook("onClose", async () => sweep.stop());
  },
);

const kit = moduleKit<SchedulesNeeds, SchedulesProvides>();

export const schedulesModule = kit.define({
  name: "schedules",
  needs: ["availability", "seriesVisits", "planCover", "lovedOnes", "members", "bookingMessages", "notifier"],
  provides: {
    seriesMessages: kit.service(["bookingMessages", "members"], (deps) => createSeriesMessages(deps)),
    visitSeries: kit.service(
      ["availability", "seriesVisits", "planCover", "lovedOnes", "members", "seriesMessages", "notifier"],
      (deps) => createVisitSeries(deps),
    ),
    seriesChanges: kit.service(
      ["availability", "seriesVisits", "members", "seriesMessages", "notifier"],
      (deps) => createSeriesChanges(deps),
    ),
    visitPauses: kit.service(
      ["seriesVisits", "lovedOnes", "members", "seriesMessages", "bookingMessages", "notifier"],
      (deps) => createVisitPauses(deps),
    ),
    seriesRecords: kit.service(["seriesChanges", "notifier"], (deps) => createSeriesRecords(deps)),
    planSchedules: kit.service([], () => createPlanSeries()),
    seriesRegulars: kit.service(["seriesMessages", "availability", "members"], (deps) =>
      createSeriesRegulars(deps),
    ),
  },
  routes: schedulesRoutes,
});
