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
  // Urgent help (issue 29): an incident on one's own visit; the session names the member, and who of
  // the family files it (not told of their own report, decision 0069).
  registerRoute(app, API.reportIncident, async (body, req) => {
    const caller = callerOf(req);
    return { data: await s.incidents.reportByFamily(caller.userId, body, caller.actorUserId) };
  });
}
