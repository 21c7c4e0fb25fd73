import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type AssignableBookings, createAssignableBookings } from "./assignable-bookings.service.ts";
import { type BookingAdmin, createBookingAdmin } from "./booking-admin.service.ts";
import { createBookingCalendar } from "./booking-calendar.service.ts";
import { createBookingCancellation } from "./booking-cancel.service.ts";
import { bookingChangeRoutes } from "./booking-changes.routes.ts";
import { createBookingCreation } from "./booking-create.service.ts";
import { type BookingLetterRows, createBookingLetterRows } from "./booking-letter-rows.service.ts";
import { createBookingList } from "./booking-list.service.ts";
import { type BookingMoves, createBookingMoves } from "./booking-moves.service.ts";
import { createBookingRecords } from "./booking-records.service.ts";
import { createBookingReminders } from "./booking-reminders.ts";
import { type BookingVisits, createBookingVisits } from "./booking-visits.service.ts";
import { bookingRoutes } from "./bookings.routes.ts";
import type { LateVisitAlerts, RescheduleRecords, VisitCare, VisitRecords } from "./ports.ts";
import { createSeriesVisits, type SeriesVisits } from "./series-visits.service.ts";

/**
 * What the bookings module takes: the outbox and the family's letters; members' directory and loved ones;
 * billing's plans; the companions' roster; and, through its ports (ports.ts), the visits module's records,
 * care and late-visit alerts, the schedules module's regular companions and the reschedules module's requests.
 */
export interface BookingsNeeds {
  notifier: Notifier;
  /** The family's letters about their bookings (the booking-letters module's, decision 0082). */
  bookingMessages: BookingMessages;
  members: MemberDirectory;
  lovedOnes: LovedOneAccess;
  paymentHistory: PaymentHistory;
  planCover: PlanCoverService;
  /** The booking rules (the availability module's, decision 0085). */
  availability: Availability;
  /** The companions' names and photos a booking shows (the companions module's roster). */
  roster: Roster;
  visitRecords: VisitRecords;
  visitCare: VisitCare;
  lateVisits: LateVisitAlerts;
  /** The bookings' reschedule requests (the reschedules module's, decision 0083). */
  rescheduleRecords: RescheduleRecords;
}

/** What it lends: the booking rules, the letters' rows, the visits' bookings, a member's and the console's. */
export interface BookingsProvides {
  /** The rows the family's letters tell of, read in the caller's transaction (booking-letters' port). */
  bookingLetterRows: BookingLetterRows;
  /** The booking each visit is, its locks and the confirmed visits by start (the visits module's). */
  bookingVisits: BookingVisits;
  /** A member's visits (members: export, erasure; billing: a plan's visits). */
  bookingRecords: ReturnType<typeof createBookingRecords>;
  /** Bookings and requests as the console shows them, the team's actions and figures (admin). */
  bookingAdmin: BookingAdmin;
  /** A care schedule's visits: the roster's days locked and its dates written (schedules). */
  seriesVisits: SeriesVisits;
  /** A booking found, locked and moved, and bookings as requests show them (reschedules). */
  bookingMoves: BookingMoves;
  /** A visit found and locked for the team's choice of companion, and the companion written (assignments). */
  assignableBookings: AssignableBookings;
}

/** What the bookings routes are built from. */
export interface BookingsModuleDeps extends AppDeps {
  notifier: Notifier;
  paymentHistory: PaymentHistory;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: MemberDirectory;
  availability: Availability;
  visitRecords: VisitRecords;
  messages: BookingMessages;
  lateVisits: LateVisitAlerts;
  reschedules: RescheduleRecords;
}

/**
 * Bookings: the calendar, booking a visit, the member's list and cancelling; and
 * one sweep (none when NOTIFY_INTERVAL_MS is 0, as in tests): the day-before reminders, then the late
 * visits the team is told of (the visits module's, decision 0046), run when a visit changes, when the
 * next is due, and at the safety interval (decision 0065).
 */
export async function bookingsRoutes(app: FastifyInstance, all: AppDeps & BookingsNeeds & BookingsProvides) {
  const deps: BookingsModuleDeps = {
    ...all,
    messages: all.bookingMessages,
    reschedules: all.rescheduleRecords,
  };
  bookingRoutes(app, { creation: createBookingCreation(deps), calendar: createBookingCalendar(deps) });
  bookingChangeRoutes(app, { list: createBookingList(deps), cancellation: createBookingCancellation(deps) });

  const reminders = createBookingReminders({ ...deps, queued: () => deps.notifier.kick() });
  if (deps.config.NOTIFY_INTERVAL_MS > 0)
    reminders.start(deps.config.NOTIFY_INTERVAL_MS, deps.now, [deps.work.bookings]);
  app.addHook("onClose", async () => reminders.stop());
}

const kit = moduleKit<BookingsNeeds, BookingsProvides>();

export const bookingsModule = kit.define({
  name: "bookings",
  needs: [
    "notifier",
    "bookingMessages",
    "members",
    "lovedOnes",
    "paymentHistory",
    "planCover",
    "availability",
    "roster",
    "visitRecords",
    "visitCare",
    "lateVisits",
    "rescheduleRecords",
  ],
  provides: {
    bookingLetterRows: kit.service([], () => createBookingLetterRows()),
    bookingVisits: kit.service([], () => createBookingVisits()),
    assignableBookings: kit.service([], () => createAssignableBookings()),
    bookingMoves: kit.service(["visitRecords"], (deps) => createBookingMoves({ visits: deps.visitRecords })),
    seriesVisits: kit.service(["availability", "rescheduleRecords"], (deps) =>
      createSeriesVisits({ ...deps, reschedules: deps.rescheduleRecords }),
    ),
    bookingRecords: kit.service(["notifier", "lovedOnes", "planCover", "rescheduleRecords"], (deps) =>
      createBookingRecords({ ...deps, reschedules: deps.rescheduleRecords }),
    ),
    bookingAdmin: kit.service(
      [
        "notifier",
        "members",
        "lovedOnes",
        "availability",
        "bookingMessages",
        "visitCare",
        "visitRecords",
        "rescheduleRecords",
      ],
      (deps) =>
        createBookingAdmin({ ...deps, messages: deps.bookingMessages, reschedules: deps.rescheduleRecords }),
    ),
  },
  routes: bookingsRoutes,
});
