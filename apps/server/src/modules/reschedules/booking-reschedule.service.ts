import {
  BOOKING_MESSAGES,
  type RescheduleItem,
  type rescheduleListRequestSchema,
  type rescheduleRequestSchema,
  type ShiftType,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCover, PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingMoves, BookingRow } from "../bookings/booking-moves.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { toItem, withBookings } from "./reschedule-items.ts";
import * as reschedules from "./reschedules.repo.ts";

type RescheduleAsk = z.output<typeof rescheduleRequestSchema>;
type RescheduleListAsk = z.output<typeof rescheduleListRequestSchema>;

/** A new day, shift and start for a booking. */
export interface NewTime {
  date: string;
  shift: ShiftType;
  start: string;
}

/**
 * The availability rules for moving a booking to `to` under `plan` (the new date's, locked): the same
 * judgement as a new booking, with the booking's own place, allowance visit and shift counting as free
 * for it. Throws the refusal with nothing written; returns when the visit would start and the companion
 * it would hold: its own when free then, else one free (decision 0044).
 */
export async function assertMoveOpen(
  tx: Db,
  { availability, bookings }: { availability: Availability; bookings: Pick<BookingMoves, "serviceOf"> },
  plan: PlanCover,
  booking: BookingRow,
  to: NewTime,
  now: Date,
): Promise<MoveTarget> {
  const service = await bookings.serviceOf(tx, booking.serviceId);
  const facts = await availability.facts(tx, {
    userId: booking.userId,
    service: { id: booking.serviceId, kind: booking.serviceKind, name: service?.name ?? "" },
    // A loved one since removed has no other visits to clash with.
    lovedOne: booking.lovedOneId === null ? null : { id: booking.lovedOneId, name: booking.lovedOneName },
    area: { cityId: booking.cityId, pincode: booking.pincode },
    from: to.date,
    to: to.date,
    plans: [plan],
    except: booking.id,
  });
  const verdict = await availability.assertOpen(tx, facts, to, now, { userId: booking.userId });
  const own = verdict.free.find((c) => c.id === booking.companionId);
  const companion = own ?? availability.pick(facts, verdict.free);
  return { startsAt: availability.startsAt(to), companionId: companion?.id ?? null };
}

/** Where an approved move puts a booking, and who then makes the visit. */
export interface MoveTarget {
  startsAt: Date;
  companionId: number | null;
}

export interface BookingReschedulesDeps extends AppDeps {
  /** The booking found, locked and judged (the bookings module's). */
  bookings: BookingMoves;
  messages: BookingMessages;
  notifier: Notifier;
  availability: Availability;
  planCover: PlanCoverService;
  members: Pick<MemberDirectory, "hold">;
}

/**
 * users/requestreschedule/ and users/getreschedulerequests/ (decision 0024). A request to move a booking
 * is checked against the availability rules at the time of asking but reserves nothing: the team's
 * approval checks again. Locks, in the order of decision 0033: the member's account (a key share lock:
 * the request names it, and its foreign key would take that lock at the insert, after the others:
 * decision 0048), the plan covering the new date, then the booking row (one change of a booking at a
 * time; its open request is checked under it, and the partial unique index backs that up).
 */
export function createBookingReschedules(deps: BookingReschedulesDeps) {
  const { db, now, availability, bookings } = deps;

  function assertDifferent(b: BookingRow, r: RescheduleAsk): void {
    if (b.visitDate === r.visit_date && b.shiftType === r.shift_type && b.startTime === r.start_time) {
      throw new AppError("BE011", BOOKING_MESSAGES.rescheduleSame);
    }
  }

  async function item(userId: number, requestId: number): Promise<RescheduleItem> {
    const [row] = await withBookings(db, await reschedules.findRequest(db, requestId, userId), bookings);
    if (!row) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    return toItem(row);
  }

  async function request(
    userId: number,
    r: RescheduleAsk,
  ): Promise<{ request: RescheduleItem; Message: string }> {
    const at = now();
    const to: NewTime = { date: r.visit_date, shift: r.shift_type as ShiftType, start: r.start_time };
    // Checks that need no lock first, in the order a member would fix them.
    const found = await bookings.findMemberBooking(db, userId, r.booking_id);
    if (!found) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    bookings.assertMovable(found.booking, at);
    if (await reschedules.hasOpenReschedule(db, found.booking.id)) {
      throw new AppError("BE010", BOOKING_MESSAGES.rescheduleOpen);
    }
    assertDifferent(found.booking, r);
    availability.assertBookableKind(found.booking.serviceKind);
    availability.assertTime(to.date, to.shift, to.start, at);

    let requestId: number;
    try {
      requestId = await db.transaction(async (tx) => {
        if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
        const plan = await deps.planCover.lockCovering(tx, userId, to.date);
        if (!plan) throw await availability.noPlanError(tx, to.date, { userId });
        // Again under the booking's lock: it may have been cancelled, or asked to move, meanwhile.
        const booking = await bookings.lock(tx, r.booking_id, userId);
        if (!booking) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
        bookings.assertMovable(booking, at);
        if (await reschedules.hasOpenReschedule(tx, booking.id)) {
          throw new AppError("BE010", BOOKING_MESSAGES.rescheduleOpen);
        }
        assertDifferent(booking, r);
        const { startsAt } = await assertMoveOpen(tx, deps, plan, booking, to, at);
        const id = await reschedules.insertReschedule(tx, {
          bookingId: booking.id,
          userId,
          cityId: booking.cityId,
          fromVisitDate: booking.visitDate,
          fromShiftType: booking.shiftType,
          fromStartTime: booking.startTime,
          visitDate: to.date,
          shiftType: to.shift,
          startTime: to.start,
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
      reschedules.pageMemberReschedules(db, userId, r.page_index * r.page_size, r.page_size),
      reschedules.countMemberReschedules(db, userId),
    ]);
    const items = (await withBookings(db, rows, bookings)).map(toItem);
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  return { request, list };
}
export type BookingReschedules = ReturnType<typeof createBookingReschedules>;
