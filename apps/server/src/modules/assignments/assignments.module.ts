import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { AssignableBookings } from "../bookings/assignable-bookings.service.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { CheckLapses } from "../companions/check-lapses.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { SeriesRegularsService } from "../schedules/series-regulars.service.ts";
import type { VisitRecords } from "../visits/visit-records.service.ts";
import { type Assignments, createAssignments } from "./assignment.service.ts";
import { type Autoassign, createAutoassign } from "./auto-assign.service.ts";
import { type Board, createBoard } from "./board.service.ts";
import { devAssignmentRoutes } from "./dev-assignments.routes.ts";

/**
 * What choosing who makes a visit takes (decision 0085): the visits found, locked and given (the bookings
 * module's), the availability rules and roster, the loved ones' languages, whether anyone checked in, the
 * family's letters, and a care schedule's regular companion (the schedules module's).
 */
export interface AssignmentsNeeds {
  assignableBookings: AssignableBookings;
  availability: Availability;
  roster: Roster;
  lovedOnes: LovedOneAccess;
  visitRecords: VisitRecords;
  bookingMessages: BookingMessages;
  seriesRegulars: SeriesRegularsService;
  /** Bookings as the console shows them (the board's visits). */
  bookingAdmin: BookingAdmin;
  /** Visits whose companion's check lapses before them (the companions module's, decision 0087). */
  checkLapses: CheckLapses;
}

/** What it lends the console (admin/suggestcompanions/, admin/assigncompanion/): the suggestions and the choice. */
export interface AssignmentsProvides {
  assignments: Assignments;
  /** The auto-scheduler (admin/autoassign/, decision 0089). */
  autoassign: Autoassign;
  /** The coordinator's board of a city's day (admin/getscheduleboard/). */
  board: Board;
}

/**
 * Assignments own no table; the console's routes call them, in its transactions. Outside production, one
 * development route takes the companion off a requested visit (dev-assignments.routes.ts).
 */
async function assignmentsRoutes(app: FastifyInstance, deps: AppDeps & AssignmentsNeeds) {
  if (deps.config.NODE_ENV !== "production") {
    devAssignmentRoutes(app, { ...deps, bookings: deps.assignableBookings });
  }
}

const kit = moduleKit<AssignmentsNeeds, AssignmentsProvides>();

export const assignmentsModule = kit.define({
  name: "assignments",
  needs: [
    "assignableBookings",
    "availability",
    "roster",
    "lovedOnes",
    "visitRecords",
    "bookingMessages",
    "seriesRegulars",
    "bookingAdmin",
    "checkLapses",
  ],
  provides: {
    board: kit.service(["roster", "bookingAdmin"], (deps) => createBoard(deps)),
    autoassign: kit.service(
      [
        "assignableBookings",
        "availability",
        "roster",
        "lovedOnes",
        "visitRecords",
        "seriesRegulars",
        "checkLapses",
      ],
      (deps) => createAutoassign({ ...deps, bookings: deps.assignableBookings, visits: deps.visitRecords }),
    ),
    assignments: kit.service(
      [
        "assignableBookings",
        "availability",
        "roster",
        "lovedOnes",
        "visitRecords",
        "bookingMessages",
        "seriesRegulars",
      ],
      (deps) =>
        createAssignments({
          ...deps,
          bookings: deps.assignableBookings,
          visits: deps.visitRecords,
          messages: deps.bookingMessages,
        }),
    ),
  },
  routes: assignmentsRoutes,
});
