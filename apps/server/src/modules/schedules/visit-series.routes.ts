import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { VisitSeriesService } from "./visit-series.service.ts";

/** A family's care schedule: a weekly pattern previewed date by date, then booked whole. */
export function visitSeriesRoutes(app: FastifyInstance, series: VisitSeriesService) {
  registerRoute(app, API.previewVisitSeries, async (body, req) => ({
    data: await series.preview(callerOf(req).userId, body),
  }));
  registerRoute(app, API.createVisitSeries, async (body, req) => ({
    data: await series.create(callerOf(req).userId, body),
  }));
}
