import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createBookingCalendar } from "./booking-calendar.service.ts";
import { bookingChangeRoutes } from "./booking-changes.routes.ts";
import { createBookingCreation } from "./booking-create.service.ts";
import { createBookingList } from "./booking-list.service.ts";
import { createBookingMessages } from "./booking-messages.ts";
import { bookingRoutes } from "./bookings.routes.ts";

/** Bookings: the calendar, booking a visit, the member's list, cancelling and asking to reschedule. */
export async function bookingsModule(app: FastifyInstance, deps: AppDeps & { notifier: Notifier }) {
  const messages = createBookingMessages(deps);
  bookingRoutes(app, {
    creation: createBookingCreation({ ...deps, messages }),
    calendar: createBookingCalendar(deps),
  });
  bookingChangeRoutes(app, { list: createBookingList({ ...deps, messages }) });
}
