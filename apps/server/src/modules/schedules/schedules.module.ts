import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { Availability } from "../bookings/availability.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import { createSeriesChanges, type SeriesChanges } from "./series-changes.service.ts";
import { visitSeriesRoutes } from "./visit-series.routes.ts";
import { createVisitSeries, type VisitSeriesService } from "./visit-series.service.ts";

/** What the schedules module takes: the booking rules and a series' visits (bookings), plans, loved ones. */
export interface SchedulesNeeds {
  availability: Availability;
  seriesVisits: SeriesVisits;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: MemberDirectory;
}

/** What it lends: the family's care schedules. */
export interface SchedulesProvides {
  visitSeries: VisitSeriesService;
  seriesChanges: SeriesChanges;
}

/** The care schedule (issue 44, decision 0078): weekly patterns of visits, booked whole. */
export async function schedulesRoutes(
  app: FastifyInstance,
  deps: AppDeps & { visitSeries: VisitSeriesService; seriesChanges: SeriesChanges },
) {
  visitSeriesRoutes(app, deps.visitSeries, deps.seriesChanges);
}

const kit = moduleKit<SchedulesNeeds, SchedulesProvides>();

export const schedulesModule = kit.define({
  name: "schedules",
  needs: ["availability", "seriesVisits", "planCover", "lovedOnes", "members"],
  provides: {
    visitSeries: kit.service(["availability", "seriesVisits", "planCover", "lovedOnes", "members"], (deps) =>
      createVisitSeries(deps),
    ),
    seriesChanges: kit.service(["availability", "seriesVisits", "members"], (deps) =>
      createSeriesChanges(deps),
    ),
  },
  routes: schedulesRoutes,
});
