import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { BookingCalendar } from "./booking-calendar.service.ts";
import type { BookingCreation } from "./booking-create.service.ts";
import type { Incidents } from "./incidents.service.ts";

/** Booking a visit: the calendar to pick from, the plan's use this month, the booking itself; and an incident on one. */
export function bookingRoutes(
  app: FastifyInstance,
  s: { creation: BookingCreation; calendar: BookingCalendar; incidents: Incidents },
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
  // Urgent help (issue 29): an incident on one's own visit; the session names the member.
  registerRoute(app, API.reportIncident, async (body, req) => ({
    data: await s.incidents.reportByFamily(callerOf(req).userId, body),
  }));
}
