import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../plugins/auth.ts";
import type { BookingList } from "./booking-list.service.ts";

/** The member's bookings after they are made: the list, cancelling, and reschedule requests. */
export function bookingChangeRoutes(app: FastifyInstance, s: { list: BookingList }) {
  registerRoute(app, API.getAllBookings, async (body, req) => ({
    data: await s.list.list(callerOf(req).userId, body),
  }));
}
