import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { BookingCancellation } from "./booking-cancel.service.ts";
import type { BookingList } from "./booking-list.service.ts";

/** The member's bookings after they are made: the list and cancelling (reschedule requests: decision 0083). */
export function bookingChangeRoutes(
  app: FastifyInstance,
  s: { list: BookingList; cancellation: BookingCancellation },
) {
  registerRoute(app, API.getAllBookings, async (body, req) => ({
    data: await s.list.list(callerOf(req).userId, body),
  }));
  registerRoute(app, API.cancelBooking, async (body, req) => ({
    data: await s.cancellation.cancel(callerOf(req).userId, body),
  }));
}
