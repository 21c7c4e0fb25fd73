import { ADMIN_MESSAGES, BOOKING_MESSAGES, isLiveBooking, type ShiftType } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingMoves } from "../bookings/booking-moves.service.ts";
import { assertMoveOpen } from "./booking-reschedule.service.ts";
import { findRescheduleIn } from "./reschedule-admin.repo.ts";
import * as reschedules from "./reschedules.repo.ts";

/** A booking's time as an audit row keeps it. */
export interface BookingTime {
  visit_date: string;
  shift_type: number;
  start_time: string;
}

/** What a decision on a reschedule request changed, for its audit row. */
export interface RescheduleDecided {
  requestId: number;
  bookingId: number;
  approved: boolean;
  /** The booking's time before the decision, and after it (the same when declined). */
  from: BookingTime;
  to: BookingTime;
}

/**
 * The team's decision on an open reschedule request (decision 0024), lent to the console through
 * reschedule-admin.service.ts. Only a request whose booking is in the caller's cities is found (a
 * coordinator's; `cities` null: every city): any other answers as a missing request, before anything
 * else is read or locked.
 */
export function createRescheduleDecision(deps: {
  bookings: BookingMoves;
  availability: Availability;
  planCover: PlanCoverService;
  messages: BookingMessages;
}) {
  /**
   * Inside the caller's transaction. Locks in the order of decision 0033: (approval) the member's plan
   * covering the new date, the booking (in the caller's cities, so the scope holds under its lock), the
   * request, then (approval) the new slot. Approval checks the new time against the availability rules as
   * they stand now; the move, the decision and the family's email commit together, or nothing does.
   */
  async function decide(
    tx: Db,
    d: {
      requestId: number;
      approve: boolean;
      adminId: number;
      note: string | null;
      at: Date;
      cities: CityScope;
    },
  ): Promise<RescheduleDecided> {
    const found = await findRescheduleIn(tx, d.requestId, d.cities);
    if (!found) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
    if (found.status !== "open") throw new AppError("BE010", ADMIN_MESSAGES.requestDecided);
    const plan = d.approve ? await deps.planCover.lockCovering(tx, found.userId, found.visitDate) : null;
    if (d.approve && !plan) throw await deps.availability.noPlanError(tx, found.visitDate, found);
    const booking = await deps.bookings.lockIn(tx, found.bookingId, d.cities);
    if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
    const request = await reschedules.lockReschedule(tx, found.id);
    if (!request) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
    if (request.status !== "open") throw new AppError("BE010", ADMIN_MESSAGES.requestDecided);
    const from = {
      visit_date: booking.visitDate,
      shift_type: booking.shiftType,
      start_time: booking.startTime,
    };
    const to = {
      visit_date: request.visitDate,
      shift_type: request.shiftType,
      start_time: request.startTime,
    };

    if (plan) {
      if (!isLiveBooking(booking.status)) throw new AppError("BE011", BOOKING_MESSAGES.cannotReschedule);
      const move = {
        date: request.visitDate,
        shift: request.shiftType as ShiftType,
        start: request.startTime,
      };
      await deps.availability.lockSlot(tx, move.date, move.shift);
      const target = await assertMoveOpen(tx, deps, plan, booking, move, d.at);
      const moved = await deps.bookings.moveTime(
        tx,
        booking.id,
        booking.status,
        {
          visitDate: move.date,
          shiftType: move.shift,
          startTime: move.start,
          ...target,
          subscriptionId: plan.id,
        },
        d.at,
      );
      if (!moved) throw new AppError("BE011", BOOKING_MESSAGES.cannotReschedule);
      // The new start gets its own late alert (the visit's own state is the visits module's, decision 0084).
      await deps.bookings.clearLateAlert(tx, booking.id, d.at);
    }
    const status = plan ? "approved" : "declined";
    await reschedules.decideReschedule(tx, request.id, { status, note: d.note, by: d.adminId, at: d.at });
    await deps.messages.rescheduleDecided(tx, request.id);
    return {
      requestId: request.id,
      bookingId: booking.id,
      approved: plan !== null,
      from,
      to: plan ? to : from,
    };
  }

  return { decide };
}
