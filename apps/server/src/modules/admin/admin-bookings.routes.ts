import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerCsvRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AdminBookings } from "./admin-bookings.service.ts";
import type { AdminReschedules } from "./admin-reschedule.service.ts";
import type { Audit } from "./audit.service.ts";

/** The admin console's bookings, reschedule requests and audit log (admin sessions only). */
export function adminBookingRoutes(
  app: FastifyInstance,
  s: { bookings: AdminBookings; reschedules: AdminReschedules; audit: Audit },
) {
  registerRoute(app, API.adminGetAllServiceBooking, async (body) => ({ data: await s.bookings.list(body) }));
  registerCsvRoute(app, API.adminExportServiceBookings, async (body, req) =>
    s.audit.exported(callerOf(req).userId, "bookings", body, s.bookings.exportCsv(body)),
  );
  registerRoute(app, API.adminTakeAction, async (body, req) => ({
    data: await s.bookings.takeAction(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminSuggestCompanions, async (body) => ({
    data: await s.bookings.suggestCompanions(body),
  }));
  registerRoute(app, API.adminAssignCompanion, async (body, req) => ({
    data: await s.bookings.assignCompanion(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminGetAllReschedule, async (body) => ({ data: await s.reschedules.list(body) }));
  registerRoute(app, API.adminDecideReschedule, async (body, req) => ({
    data: await s.reschedules.decide(callerOf(req).userId, body),
  }));
  registerRoute(app, API.adminGetAuditLog, async (body) => ({ data: await s.audit.list(body) }));
}
