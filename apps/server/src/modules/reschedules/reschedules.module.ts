import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingConsole } from "../booking-console/booking-console.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingMoves } from "../bookings/booking-moves.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createBookingReschedules } from "./booking-reschedule.service.ts";
import { createRescheduleAdmin, type RescheduleAdmin } from "./reschedule-admin.service.ts";
import { createRescheduleRecords, type RescheduleRecords } from "./reschedule-records.service.ts";
import { rescheduleRoutes } from "./reschedules.routes.ts";

/**
 * What the reschedules module takes: the bookings module's bookings to move, its availability rules and
 * letters; billing's plans; members' directory; the outbox.
 */
export interface ReschedulesNeeds {
  notifier: Notifier;
  members: MemberDirectory;
  planCover: PlanCoverService;
  availability: Availability;
  bookingMessages: BookingMessages;
  /** A booking found, locked and moved, and bookings as requests show them (the bookings module's). */
  bookingMoves: BookingMoves;
  /** The console's bookings search, which the request list shares (decision 0085). */
  bookingConsole: Pick<BookingConsole, "searched">;
}

/** What it lends: the requests the bookings module reads and closes (its port), and the console's. */
export interface ReschedulesProvides {
  /** A booking's latest request, the requests a cancellation or erasure closes, a request's letters (bookings). */
  rescheduleRecords: RescheduleRecords;
  /** The console's list of requests, the team's decision and the dashboard's count (admin). */
  rescheduleAdmin: RescheduleAdmin;
}

/** Reschedule requests (decisions 0024, 0083): the member asks to move a booking, and lists their requests. */
export async function reschedulesRoutes(
  app: FastifyInstance,
  deps: AppDeps & ReschedulesNeeds & ReschedulesProvides,
) {
  rescheduleRoutes(
    app,
    createBookingReschedules({ ...deps, bookings: deps.bookingMoves, messages: deps.bookingMessages }),
  );
}

const kit = moduleKit<ReschedulesNeeds, ReschedulesProvides>();

export const reschedulesModule = kit.define({
  name: "reschedules",
  needs: [
    "notifier",
    "members",
    "planCover",
    "availability",
    "bookingMessages",
    "bookingMoves",
    "bookingConsole",
  ],
  provides: {
    rescheduleRecords: kit.service(["bookingMoves"], (deps) => createRescheduleRecords(deps)),
    rescheduleAdmin: kit.service(
      [
        "notifier",
        "members",
        "planCover",
        "availability",
        "bookingMessages",
        "bookingMoves",
        "bookingConsole",
      ],
      (deps) =>
        createRescheduleAdmin({ ...deps, bookings: deps.bookingMoves, messages: deps.bookingMessages }),
    ),
  },
  routes: reschedulesRoutes,
});
