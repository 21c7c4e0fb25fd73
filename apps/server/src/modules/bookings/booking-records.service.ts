import type { Db } from "../../db/client.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { eraseMemberBookings } from "./booking-cancel.service.ts";
import {
  cancelPlanVisitsFrom,
  hasUpcomingVisits,
  planVisitsAround,
  visitsGoingAheadAfter,
} from "./booking-upkeep.repo.ts";

/**
 * What the bookings module lends the members module (built in app.ts, fitting members' `MemberVisits`
 * port): whether a loved one still has visits ahead, and a member's bookings at erasure; and the billing
 * module (its `BookedVisits` port): the visits booked past a plan's end, for the renewal reminder, and a
 * plan's visits either side of a cancellation's date.
 */
export function createBookingRecords(deps: {
  notifier: Notifier;
  lovedOnes: LovedOneAccess;
  planCover: Pick<PlanCoverService, "holdAllOf">;
}) {
  return {
    /** Whether the loved one has a visit still going ahead (requested or confirmed) after `now`. */
    hasUpcoming: (tx: Db, lovedOneId: number, now: Date) => hasUpcomingVisits(tx, lovedOneId, now),
    /** Inside the erasure's transaction, before the loved ones are deleted. */
    erase: (tx: Db, userId: number, at: Date) => eraseMemberBookings(tx, deps, userId, at),
    /** The member's visits still going ahead after `day`, soonest first, at most `limit`. */
    goingAheadAfter: (db: Db, userId: number, day: string, limit: number) =>
      visitsGoingAheadAfter(db, userId, day, limit),
    /** A plan's visits going ahead before `day` and from it on (a plan cancellation's quote). */
    planVisitsAround: (db: Db, subscriptionId: number, day: string) =>
      planVisitsAround(db, subscriptionId, day),
    /** Inside a plan cancellation's approval: the plan's visits from `day` on are cancelled. */
    cancelPlanVisitsFrom: (tx: Db, subscriptionId: number, day: string, reason: string, at: Date) =>
      cancelPlanVisitsFrom(tx, subscriptionId, day, reason, at),
  };
}
export type BookingRecords = ReturnType<typeof createBookingRecords>;
