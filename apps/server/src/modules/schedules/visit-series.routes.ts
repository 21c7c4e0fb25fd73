import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { SeriesChanges } from "./series-changes.service.ts";
import type { SeriesRegularsService } from "./series-regulars.service.ts";
import type { VisitPauses } from "./visit-pauses.service.ts";
import type { VisitSeriesService } from "./visit-series.service.ts";

/**
 * A family's care schedules: previewed date by date, booked whole, listed, changed or ended from a date;
 * pauses; and the console's view of them in the caller's cities (decision 0081).
 */
export function visitSeriesRoutes(
  app: FastifyInstance,
  series: VisitSeriesService,
  changes: SeriesChanges,
  pauses: VisitPauses,
  regulars: SeriesRegularsService,
) {
  registerRoute(app, API.adminGetVisitSeries, async (body, req) => ({
    data: await regulars.list(body, citiesOf(callerOf(req))),
  }));
  registerRoute(app, API.previewVisitSeries, async (body, req) => ({
    data: await series.preview(callerOf(req).userId, body),
  }));
  registerRoute(app, API.createVisitSeries, async (body, req) => ({
    data: await series.create(callerOf(req).userId, body),
  }));
  registerRoute(app, API.getVisitSeries, async (body, req) => ({
    data: await changes.list(callerOf(req).userId, body),
  }));
  registerRoute(app, API.endVisitSeries, async (body, req) => ({
    data: await changes.end(callerOf(req).userId, body),
  }));
  registerRoute(app, API.updateVisitSeries, async (body, req) => ({
    data: await series.update(callerOf(req).userId, body),
  }));
  registerRoute(app, API.pauseVisits, async (body, req) => ({
    data: await pauses.pause(callerOf(req).userId, body),
  }));
}
