import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import { adminBookingRoutes } from "./admin-bookings.routes.ts";
import { createAdminBookings } from "./admin-bookings.service.ts";
import { createAdminReschedules } from "./admin-reschedule.service.ts";
import { createAudit } from "./audit.service.ts";

/**
 * The admin console's bookings: every member's bookings and the team's actions on them, reschedule
 * decisions, and the audit trail of every administrator action. Bookings are reached only through the
 * service the bookings module lends (`bookingAdmin`, built in app.ts).
 */
export async function adminModule(app: FastifyInstance, deps: AppDeps & { bookingAdmin: BookingAdmin }) {
  const audit = createAudit(deps);
  adminBookingRoutes(app, {
    bookings: createAdminBookings({ ...deps, audit }),
    reschedules: createAdminReschedules({ ...deps, audit }),
    audit,
  });
}
