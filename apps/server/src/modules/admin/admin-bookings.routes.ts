import { API } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { citiesOf } from "../../http/city-scope.ts";
import { registerCsvRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { Board } from "../assignments/board.service.ts";
import type { AdminAutoassign } from "./admin-autoassign.service.ts";
import type { AdminBookings } from "./admin-bookings.service.ts";
import type { AdminReschedules } from "./admin-reschedule.service.ts";
import type { Audit } from "./audit.service.ts";

/** The caller's id, and the cities their calls reach (a coordinator's; null for an administrator). */
function caller(req: FastifyRequest) {
  const session = callerOf(req);
  return { id: session.userId, cities: citiesOf(session) };
}

/**
 * The admin console's bookings, reschedule requests and audit log (console sessions only). The bookings
 * and requests reach the caller's cities (issue 43 item 4); the audit log is administrators' alone.
 */
export function adminBookingRoutes(
  app: FastifyInstance,
  s: {
    bookings: AdminBookings;
    autoassign: AdminAutoassign;
    board: Board;
    reschedules: AdminReschedules;
    audit: Audit;
  },
) {
  registerRoute(app, API.adminGetAllServiceBooking, async (body, req) => ({
    data: await s.bookings.list(body, caller(req).cities),
  }));
  registerCsvRoute(app, API.adminExportServiceBookings, async (body, req) => {
    const { id, cities } = caller(req);
    return s.audit.exported(id, "bookings", body, s.bookings.exportCsv(body, cities));
  });
  registerRoute(app, API.adminTakeAction, async (body, req) => {
    const { id, cities } = caller(req);
    return { data: await s.bookings.takeAction(id, body, cities) };
  });
  registerRoute(app, API.adminSuggestCompanions, async (body, req) => ({
    data: await s.bookings.suggestCompanions(body, caller(req).cities),
  }));
  registerRoute(app, API.adminAssignCompanion, async (body, req) => {
    const { id, cities } = caller(req);
    return { data: await s.bookings.assignCompanion(id, body, cities) };
  });
  registerRoute(app, API.adminAutoassign, async (body, req) => {
    const { id, cities } = caller(req);
    return { data: await s.autoassign.run(id, body, cities) };
  });
  registerRoute(app, API.adminGetScheduleBoard, async (body, req) => ({
    data: await s.board.day({ cityId: body.city_id, date: body.date, cities: caller(req).cities }),
  }));
  registerRoute(app, API.adminGetAllReschedule, async (body, req) => ({
    data: await s.reschedules.list(body, caller(req).cities),
  }));
  registerRoute(app, API.adminDecideReschedule, async (body, req) => {
    const { id, cities } = caller(req);
    return { data: await s.reschedules.decide(id, body, cities) };
  });
  registerRoute(app, API.adminGetAuditLog, async (body) => ({ data: await s.audit.list(body) }));
}
