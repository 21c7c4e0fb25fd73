import {
  BOOKING_MESSAGES,
  type Booking,
  type BookingStatus,
  type RescheduleItem,
  type ShiftType,
  visitStartsAt,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { AppError } from "../../http/app-error.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createBookingMessages } from "./booking-messages.ts";
import { resetReminder } from "./booking-reminders.ts";
import { assertRescheduleRoom, lockPlanCovering, toItem } from "./booking-reschedule.service.ts";
import { rulesOf, timeProblem } from "./booking-rules.ts";
import { toBookingViews } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";

const LIVE: readonly BookingStatus[] = ["requested", "confirmed"];

/** A booking's time as an audit row keeps it. */
export interface BookingTime {
  visit_date: string;
  shift_type: number;
  start_time: string;
}

/**
 * What the bookings module lends the admin module (built in app.ts): bookings and reschedule requests as
 * shown, the booking row lock and status change, the rules a reschedule approval is checked against at
 * decision time, and the family's emails. Methods taking `tx` join the caller's transaction.
 */
export function createBookingAdmin(deps: AppDeps & { notifier: Notifier }) {
  const { now } = deps;
  const rules = rulesOf(deps.config);
  const messages = createBookingMessages(deps);

  /** Bookings as the member sees them, in the order of `ids`. */
  async function views(db: Db, ids: number[]): Promise<Booking[]> {
    return toBookingViews(db, await repo.bookingViewsByIds(db, ids), rules, now());
  }

  /** Reschedule requests as shown, in the order of `ids`. */
  async function rescheduleItems(db: Db, ids: number[]): Promise<RescheduleItem[]> {
    return (await repo.rescheduleItemsByIds(db, ids)).map(toItem);
  }

  /** Changes the status of a booking locked by `lockBooking`; closes its open request when it ends. */
  async function moveStatus(
    tx: Db,
    booking: repo.BookingRow,
    to: BookingStatus,
    reason: string | null,
    at: Date,
  ): Promise<boolean> {
    if (!(await repo.moveBookingStatus(tx, booking.id, booking.status, to, reason, at))) return false;
    if (to === "cancelled" || to === "rejected") await repo.closeOpenReschedule(tx, booking.id, at);
    await messages.statusChanged(tx, booking.id);
    return true;
  }

  /**
   * Approves an open request locked with its booking (after the new date's plan, `plan`): the booking must
   * still be going ahead, and the new time must pass the rules of a booking now (notice and window, plan
   * and its allowance, the loved one's shift, a place in the slot under its lock). Moves the booking and
   * marks the request approved; throws the rule's message with nothing changed otherwise.
   */
  async function approve(
    tx: Db,
    plan: repo.SubscriptionRow,
    booking: repo.BookingRow,
    request: NonNullable<Awaited<ReturnType<typeof repo.lockReschedule>>>,
    adminId: number,
    note: string | null,
    at: Date,
  ): Promise<void> {
    if (!LIVE.includes(booking.status)) throw new AppError("BE011", BOOKING_MESSAGES.cannotReschedule);
    const shift = request.shiftType as ShiftType;
    const problem = timeProblem(request.visitDate, shift, request.startTime, at, rules);
    const startsAt = visitStartsAt(request.visitDate, shift, request.startTime);
    if (problem || !startsAt) throw new AppError("BE011", problem ?? BOOKING_MESSAGES.startTimeOutsideShift);
    const shown = await repo.findRescheduleItem(tx, request.id);
    const to = { visit_date: request.visitDate, shift_type: shift, start_time: request.startTime };
    if (booking.visitDate !== to.visit_date || booking.shiftType !== to.shift_type) {
      await lockKey(tx, `booking-slot:${booking.serviceId}:${to.visit_date}:${to.shift_type}`);
    }
    await assertRescheduleRoom(tx, plan, booking, shown?.serviceName ?? "", to);
    const moved = await repo.moveBookingTime(
      tx,
      booking.id,
      booking.status,
      {
        visitDate: to.visit_date,
        shiftType: to.shift_type,
        startTime: to.start_time,
        startsAt,
        subscriptionId: plan.id,
      },
      at,
    );
    if (!moved) throw new AppError("BE011", BOOKING_MESSAGES.cannotReschedule);
    await resetReminder(tx, booking.id);
    await repo.decideReschedule(tx, request.id, { status: "approved", note, by: adminId, at });
    await messages.rescheduleDecided(tx, request.id);
  }

  /** Declines an open request locked by `lockRequest`, with the note the family is told. */
  async function decline(tx: Db, requestId: number, adminId: number, note: string, at: Date) {
    await repo.decideReschedule(tx, requestId, { status: "declined", note, by: adminId, at });
    await messages.rescheduleDecided(tx, requestId);
  }

  return {
    views,
    rescheduleItems,
    findRequest: (db: Db, requestId: number) => repo.findReschedule(db, requestId),
    /** The member's plan covering `date`, locked (first, as booking creation locks); else the rule's 422. */
    lockPlanCovering: (tx: Db, userId: number, date: string) => lockPlanCovering(tx, userId, date),
    lockRequest: (tx: Db, requestId: number) => repo.lockReschedule(tx, requestId),
    lockBooking: (tx: Db, bookingId: number) => repo.lockBooking(tx, bookingId),
    moveStatus,
    approve,
    decline,
    /** Delivers the emails queued by a committed change now. */
    kick: () => deps.notifier.kick(),
    /** A member's latest `limit` bookings as shown, latest visit first, and how many they have in all. */
    memberBookings: async (db: Db, userId: number, limit: number) => {
      const [ids, counted] = await Promise.all([
        repo.latestMemberBookingIds(db, userId, limit),
        repo.countMemberBookings(db, { userId, search: "" }, now()),
      ]);
      return { items: await views(db, ids), total: counted.total };
    },
    /** Each member's visits requested or confirmed from today (India) on; members with none absent. */
    upcomingCounts: (db: Db, userIds: number[]) => repo.countLiveFromByMember(db, userIds, indiaDate(now())),
  };
}
export type BookingAdmin = ReturnType<typeof createBookingAdmin>;
