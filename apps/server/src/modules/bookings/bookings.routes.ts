import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { BookingCalendar } from "./booking-calendar.service.ts";
import type { BookingCreation } from "./booking-create.service.ts";

/** Booking a visit: the calendar to pick from, the plan's use this month, the booking itself. */
export function bookingRoutes(
  app: FastifyInstance,
  s: { creation: BookingCreation; calendar: BookingCalendar },
) {
  registerRoute(app, API.serviceBooking, async (body, req) => ({
    data: await s.creation.book(callerOf(req).userId, body),
  }));
  registerRoute(app, API.getServiceCalendar, async (body, req) => ({
    data: await s.calendar.calendar(callerOf(req).userId, body),
  }));
  registerRoute(app, API.getPlanUsage, async (_body, req) => ({
    data: await s.calendar.planUsage(callerOf(req).userId),
  }));
}
