import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type BookingStatus,
  bookingRuleMessage,
  type RescheduleItem,
  type rescheduleListRequestSchema,
  type rescheduleRequestSchema,
  type ShiftType,
  visitStartsAt,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { BookingMessages } from "./booking-messages.ts";
import { monthBounds, planDatesNear, planRange, rulesOf, timeProblem } from "./booking-rules.ts";
import * as repo from "./bookings.repo.ts";

type RescheduleAsk = z.output<typeof rescheduleRequestSchema>;
type RescheduleListAsk = z.output<typeof rescheduleListRequestSchema>;
type BookingRow = repo.MemberBooking["booking"];

const LIVE: readonly BookingStatus[] = ["requested", "confirmed"];

const shiftNameOf = (name: string | null, shift: number) => name ?? `Shift ${shift}`;

export function toItem(r: repo.RescheduleItemRow): RescheduleItem {
  const q = r.request;
  return {
    request_id: q.id,
    booking_id: r.booking.id,
    service_name: r.serviceName,
    loved_one_name: r.booking.lovedOneName,
    from: {
      visit_date: q.fromVisitDate,
      shift_type: q.fromShiftType,
      shift_name: shiftNameOf(r.fromShiftName, q.fromShiftType),
      start_time: q.fromStartTime,
    },
    to: {
      visit_date: q.visitDate,
      shift_type: q.shiftType,
      shift_name: shiftNameOf(r.toShiftName, q.shiftType),
      start_time: q.startTime,
    },
    reason: q.reason,
    status: q.status,
    decision_note: q.decisionNote,
    created_at: q.createdAt.toISOString(),
    decided_at: q.decidedAt?.toISOString() ?? null,
  };
}

/** A new day, shift and start for a booking. */
export type NewTime = { visit_date: string; shift_type: number; start_time: string };

/** The member's plan covering the new date, locked; else the dates their plans do cover. */
export async function lockPlanCovering(tx: Db, userId: number, date: string) {
  const plan = await repo.lockCoveringSubscription(tx, userId, date);
  if (plan) return plan;
  const dates = planDatesNear(await repo.memberSubscriptions(tx, userId), date);
  if (!dates) throw new AppError("BE011", BOOKING_MESSAGES.noPlan);
  throw new AppError("BE011", bookingRuleMessage.outsidePlan(...planRange(...dates)));
}

/** The rules of a booking for the new time, counting this booking itself only where it already is. */
export async function assertRescheduleRoom(
  tx: Db,
  plan: repo.SubscriptionRow,
  b: BookingRow,
  serviceName: string,
  r: NewTime,
): Promise<void> {
  const samePlan = plan.id === b.subscriptionId;
  const inclusion = await repo.inclusionOf(tx, plan.tier, b.serviceKind);
  if (!inclusion) throw new AppError("BE011", bookingRuleMessage.notIncluded(serviceName, plan.tier));
  const sameMonth = b.visitDate.slice(0, 7) === r.visit_date.slice(0, 7);
  if (inclusion.monthlyAllowance !== null && !(samePlan && sameMonth)) {
    const { from, to } = monthBounds(r.visit_date.slice(0, 7));
    const used = await repo.countKindUsed(tx, plan.id, b.serviceKind, from, to);
    if (used >= inclusion.monthlyAllowance) {
      throw new AppError("BE011", bookingRuleMessage.allowanceUsed(inclusion.label, r.visit_date));
    }
  }
  if (!samePlan && plan.beneficiaries === "single" && b.lovedOneId !== null) {
    const other = await repo.otherPersonOnPlan(tx, plan.id, b.lovedOneId);
    if (other) throw new AppError("BE011", bookingRuleMessage.singlePlanOtherPerson(other));
  }
  if (
    b.lovedOneId !== null &&
    (await repo.lovedOneHasShift(tx, b.lovedOneId, r.visit_date, r.shift_type, b.id))
  ) {
    throw new AppError("BE010", bookingRuleMessage.lovedOneShiftTaken(b.lovedOneName));
  }
  // A new start in the same shift and day keeps the place the booking holds.
  if (b.visitDate !== r.visit_date || b.shiftType !== r.shift_type) {
    const capacity = (await repo.capacityOf(tx, b.serviceId, r.shift_type)) ?? BOOKING_RULES.defaultCapacity;
    if ((await repo.countSlotTaken(tx, b.serviceId, r.visit_date, r.shift_type)) >= capacity) {
      throw new AppError("BE010", BOOKING_MESSAGES.slotFull);
    }
  }
}

/**
 * users/requestreschedule/ and users/getreschedulerequests/ (decision 0024). A request to move a booking
 * is checked against the rules of a booking at the time of asking (time, plan, allowance, the loved one's
 * shift, a place in the slot) but reserves nothing: the team's approval checks again. Locks, in booking
 * creation's order: the plan covering the new date, then the booking row (one change of a booking at a
 * time; its open request is checked under it, and the partial unique index backs that up).
 */
export function createBookingReschedules(deps: AppDeps & { messages: BookingMessages; notifier: Notifier }) {
  const { db, now } = deps;
  const rules = rulesOf(deps.config);

  /** A booking may be moved while it is going ahead (requested or confirmed) and has not started. */
  function assertMovable(b: BookingRow, at: Date): void {
    if (!LIVE.includes(b.status) || b.startsAt <= at) {
      throw new AppError("BE011", BOOKING_MESSAGES.cannotReschedule);
    }
  }

  function assertDifferent(b: BookingRow, r: RescheduleAsk): void {
    if (b.visitDate === r.visit_date && b.shiftType === r.shift_type && b.startTime === r.start_time) {
      throw new AppError("BE011", BOOKING_MESSAGES.rescheduleSame);
    }
  }

  async function item(userId: number, requestId: number): Promise<RescheduleItem> {
    const row = await repo.findRescheduleItem(db, requestId, userId);
    if (!row) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    return toItem(row);
  }

  async function request(
    userId: number,
    r: RescheduleAsk,
  ): Promise<{ request: RescheduleItem; Message: string }> {
    const at = now();
    const shift = r.shift_type as ShiftType;
    // Checks that need no lock first, in the order a member would fix them.
    const found = await repo.findMemberBooking(db, userId, r.booking_id);
    if (!found) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    assertMovable(found.booking, at);
    if (await repo.hasOpenReschedule(db, found.booking.id)) {
      throw new AppError("BE010", BOOKING_MESSAGES.rescheduleOpen);
    }
    assertDifferent(found.booking, r);
    const problem = timeProblem(r.visit_date, shift, r.start_time, at, rules);
    const startsAt = visitStartsAt(r.visit_date, shift, r.start_time);
    if (problem || !startsAt) throw new AppError("BE011", problem ?? BOOKING_MESSAGES.startTimeOutsideShift);

    let requestId: number;
    try {
      requestId = await db.transaction(async (tx) => {
        const plan = await lockPlanCovering(tx, userId, r.visit_date);
        // Again under the booking's lock: it may have been cancelled, or asked to move, meanwhile.
        const booking = await repo.lockBooking(tx, r.booking_id, userId);
        if (!booking) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
        assertMovable(booking, at);
        if (await repo.hasOpenReschedule(tx, booking.id)) {
          throw new AppError("BE010", BOOKING_MESSAGES.rescheduleOpen);
        }
        assertDifferent(booking, r);
        await assertRescheduleRoom(tx, plan, booking, found.serviceName, r);
        const id = await repo.insertReschedule(tx, {
          bookingId: booking.id,
          userId,
          fromVisitDate: booking.visitDate,
          fromShiftType: booking.shiftType,
          fromStartTime: booking.startTime,
          visitDate: r.visit_date,
          shiftType: shift,
          startTime: r.start_time,
          startsAt,
          reason: r.reason,
          createdAt: at,
        });
        await deps.messages.rescheduleRequested(tx, id);
        return id;
      });
    } catch (error) {
      if (uniqueViolationOf(error) === "reschedule_requests_one_open_uq") {
        throw new AppError("BE010", BOOKING_MESSAGES.rescheduleOpen);
      }
      throw error;
    }
    deps.notifier.kick();
    return { request: await item(userId, requestId), Message: BOOKING_MESSAGES.rescheduleRequested };
  }

  /** The caller's own requests, newest first. */
  async function list(userId: number, r: RescheduleListAsk) {
    const [rows, total] = await Promise.all([
      repo.pageMemberReschedules(db, userId, r.page_index * r.page_size, r.page_size),
      repo.countMemberReschedules(db, userId),
    ]);
    return { items: rows.map(toItem), total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  return { request, list };
}
export type BookingReschedules = ReturnType<typeof createBookingReschedules>;
