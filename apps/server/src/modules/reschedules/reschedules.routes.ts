import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { BookingReschedules } from "./booking-reschedule.service.ts";

/** The member's reschedule requests: asking to move a booking, and their requests so far. */
export function rescheduleRoutes(app: FastifyInstance, reschedules: BookingReschedules) {
  registerRoute(app, API.requestReschedule, async (body, req) => ({
    data: await reschedules.request(callerOf(req).userId, body),
  }));
  registerRoute(app, API.getRescheduleRequests, async (body, req) => ({
    data: await reschedules.list(callerOf(req).userId, body),
  }));
}
