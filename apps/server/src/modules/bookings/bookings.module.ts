import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { Availability } from "./availability.service.ts";
import { createBookingCalendar } from "./booking-calendar.service.ts";
import { createBookingCancellation } from "./booking-cancel.service.ts";
import { bookingChangeRoutes } from "./booking-changes.routes.ts";
import { createBookingCreation } from "./booking-create.service.ts";
import { createBookingList } from "./booking-list.service.ts";
import type { BookingMessages } from "./booking-messages.ts";
import { createBookingReminders } from "./booking-reminders.ts";
import { createBookingReschedules } from "./booking-reschedule.service.ts";
import { bookingRoutes } from "./bookings.routes.ts";
import { devVisitRoutes } from "./dev-visits.routes.ts";
import { createDevVisits } from "./dev-visits.service.ts";
import type { LateVisitAlerts } from "./ports.ts";

/**
 * What the bookings module borrows (lent in app.ts), and its availability rules and messages to the family,
 * built there once; the late-visit alerts are the visits module's (its port).
 */
export interface BookingsModuleDeps extends AppDeps {
  notifier: Notifier;
  paymentHistory: PaymentHistory;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: MemberDirectory;
  availability: Availability;
  messages: BookingMessages;
  lateVisits: LateVisitAlerts;
}

/**
 * Bookings: the calendar, booking a visit, the member's list, cancelling and asking to reschedule; and
 * one sweep (none when NOTIFY_INTERVAL_MS is 0, as in tests): the day-before reminders, then the late
 * visits the team is told of (the visits module's, decision 0046), run when a visit changes, when the
 * next is due, and at the safety interval (decision 0065).
 */
export async function bookingsModule(app: FastifyInstance, deps: BookingsModuleDeps) {
  bookingRoutes(app, { creation: createBookingCreation(deps), calendar: createBookingCalendar(deps) });
  bookingChangeRoutes(app, {
    list: createBookingList(deps),
    cancellation: createBookingCancellation(deps),
    reschedules: createBookingReschedules(deps),
  });

  if (deps.config.NODE_ENV !== "production") devVisitRoutes(app, createDevVisits(deps));

  const reminders = createBookingReminders({ ...deps, queued: () => deps.notifier.kick() });
  if (deps.config.NOTIFY_INTERVAL_MS > 0)
    reminders.start(deps.config.NOTIFY_INTERVAL_MS, deps.now, [deps.work.bookings]);
  app.addHook("onClose", async () => reminders.stop());
}
