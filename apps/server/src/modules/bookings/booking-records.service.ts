import type { Db } from "../../db/client.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { eraseMemberBookings } from "./booking-cancel.service.ts";
import {
  cancelPlanVisitsBetween,
  cancelPlanVisitsFrom,
  hasUpcomingVisits,
  listVisits,
  planVisitsAround,
  visitsGoingAheadAfter,
} from "./booking-upkeep.repo.ts";
import type { RescheduleRecords } from "./ports.ts";

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
  /** The requests an erasure or a cancellation closes (the reschedules module's, its port). */
  reschedules: RescheduleRecords;
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
    /**
     * Inside a plan cancellation's approval: the plan's visits from `day` on are cancelled, then their open
     * reschedule requests closed (ranks 4, then 5); returns them as the family's email lists them.
     */
    cancelPlanVisitsFrom: async (tx: Db, subscriptionId: number, day: string, reason: string, at: Date) => {
      const ids = await cancelPlanVisitsFrom(tx, subscriptionId, day, reason, at);
      if (ids.length === 0) return [];
      await deps.reschedules.closeOpenOfBookings(tx, ids, at);
      return listVisits(tx, ids);
    },
    /** Inside a plan's pause: its visits in the pause not started yet, cancelled (ranks 4, then 5). */
    cancelPlanVisitsBetween: async (
      tx: Db,
      subscriptionId: number,
      span: { from: string; to: string; now: Date },
      reason: string,
      at: Date,
    ) => {
      const ids = await cancelPlanVisitsBetween(tx, subscriptionId, span, reason, at);
      if (ids.length === 0) return [];
      await deps.reschedules.closeOpenOfBookings(tx, ids, at);
      return listVisits(tx, ids);
    },
  };
}
export type BookingRecords = ReturnType<typeof createBookingRecords>;
