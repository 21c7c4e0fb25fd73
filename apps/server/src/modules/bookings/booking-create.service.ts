import { createHash } from "node:crypto";
import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type Booking,
  bookingRuleMessage,
  type CreateBookingRequest,
  type ShiftType,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { BookingMessages } from "./booking-messages.ts";
import { assertBookableTime, monthBounds, planDatesNear, planRange, rulesOf } from "./booking-rules.ts";
import { toBookingViews } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";

/** What identifies a submit: the same key with other details is a different booking, not a retry. */
function requestHash(r: CreateBookingRequest): string {
  const { idempotency_key: _key, ...what } = r;
  const canonical = JSON.stringify(Object.entries(what).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("hex");
}

/**
 * users/servicebooking/ (decision 0024). Checks that need no lock run first; then, in one transaction:
 * the covering plan's row lock (allowance, single-person rule and retries of one member queue here), the
 * loved one's share lock, and a slot lock per service, day and shift (capacity), always in that order.
 */
export function createBookingCreation(deps: AppDeps & { messages: BookingMessages; notifier: Notifier }) {
  const { db, now } = deps;
  const rules = rulesOf(deps.config);

  async function view(userId: number, bookingId: number): Promise<Booking> {
    const row = await repo.findMemberBookingView(db, userId, bookingId);
    if (!row) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    const [booking] = await toBookingViews(db, [row], rules, now());
    if (!booking) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    return booking;
  }

  /** A retry (same key, same details) gets the first booking; other details under the key are refused. */
  async function earlier(tx: Db, userId: number, key: string, hash: string): Promise<number | null> {
    const found = await repo.findByIdempotencyKey(tx, userId, key);
    if (!found) return null;
    if (found.requestHash !== hash) throw new AppError("BE010", BOOKING_MESSAGES.idempotencyMismatch);
    return found.id;
  }

  async function coveringPlan(tx: Db, userId: number, r: CreateBookingRequest) {
    const plan = await repo.lockCoveringSubscription(tx, userId, r.visit_date, r.subscription_id);
    if (plan) return plan;
    const all = await repo.memberSubscriptions(tx, userId);
    // The plan asked for, if any, must be the caller's; its own dates are then the ones to offer.
    const asked = r.subscription_id === undefined ? all : all.filter((s) => s.id === r.subscription_id);
    if (r.subscription_id !== undefined && asked.length === 0) {
      throw new AppError("BE011", BOOKING_MESSAGES.planNotFound);
    }
    const dates = planDatesNear(asked, r.visit_date);
    if (!dates) throw new AppError("BE011", BOOKING_MESSAGES.noPlan);
    throw new AppError("BE011", bookingRuleMessage.outsidePlan(...planRange(...dates)));
  }

  async function insertChecked(userId: number, r: CreateBookingRequest, hash: string, startsAt: Date) {
    const shift = r.shift_type as ShiftType;
    const service = await repo.findService(db, r.service_id);
    if (!service) throw new AppError("BE011", BOOKING_MESSAGES.serviceNotFound);
    if (service.needsSpeciality && !r.speciality_id) {
      throw new AppError("BE001", BOOKING_MESSAGES.specialityRequired);
    }
    if (r.speciality_id && !(await repo.findSpeciality(db, r.speciality_id))) {
      throw new AppError("BE011", BOOKING_MESSAGES.specialityNotFound);
    }

    return db.transaction(async (tx) => {
      const plan = await coveringPlan(tx, userId, r);
      const again = await earlier(tx, userId, r.idempotency_key, hash);
      if (again) return again;

      const lovedOne = await repo.lockLovedOne(tx, userId, r.loved_one_id);
      if (!lovedOne) throw new AppError("BE011", BOOKING_MESSAGES.lovedOneNotFound);

      const inclusion = await repo.inclusionOf(tx, plan.tier, service.kind);
      if (!inclusion) throw new AppError("BE011", bookingRuleMessage.notIncluded(service.name, plan.tier));
      if (inclusion.monthlyAllowance !== null) {
        const { from, to } = monthBounds(r.visit_date.slice(0, 7));
        const used = await repo.countKindUsed(tx, plan.id, service.kind, from, to);
        if (used >= inclusion.monthlyAllowance) {
          throw new AppError("BE011", bookingRuleMessage.allowanceUsed(inclusion.label, r.visit_date));
        }
      }
      if (plan.beneficiaries === "single") {
        const other = await repo.otherPersonOnPlan(tx, plan.id, lovedOne.id);
        if (other) throw new AppError("BE011", bookingRuleMessage.singlePlanOtherPerson(other));
      }
      if (await repo.lovedOneHasShift(tx, lovedOne.id, r.visit_date, shift)) {
        throw new AppError("BE010", bookingRuleMessage.lovedOneShiftTaken(lovedOne.fullName));
      }

      await lockKey(tx, `booking-slot:${service.id}:${r.visit_date}:${shift}`);
      const capacity = (await repo.capacityOf(tx, service.id, shift)) ?? BOOKING_RULES.defaultCapacity;
      if ((await repo.countSlotTaken(tx, service.id, r.visit_date, shift)) >= capacity) {
        throw new AppError("BE010", BOOKING_MESSAGES.slotFull);
      }

      const at = now();
      const id = await repo.insertBooking(tx, {
        userId,
        subscriptionId: plan.id,
        lovedOneId: lovedOne.id,
        lovedOneName: lovedOne.fullName,
        serviceId: service.id,
        serviceKind: service.kind,
        specialityId: r.speciality_id ?? null,
        visitDate: r.visit_date,
        shiftType: shift,
        startTime: r.start_time,
        startsAt,
        addressLine: r.address_line,
        cityId: lovedOne.cityId,
        stateId: lovedOne.stateId,
        pincode: r.pincode,
        notes: r.notes,
        idempotencyKey: r.idempotency_key,
        requestHash: hash,
        createdAt: at,
        updatedAt: at,
      });
      await deps.messages.received(tx, id);
      return id;
    });
  }

  async function book(
    userId: number,
    r: CreateBookingRequest,
  ): Promise<{ booking: Booking; Message: string }> {
    const hash = requestHash(r);
    // A retry after the first succeeded answers at once, whatever the clock says now.
    const done = await earlier(db, userId, r.idempotency_key, hash);
    if (done) return { booking: await view(userId, done), Message: BOOKING_MESSAGES.booked };

    const startsAt = assertBookableTime(r.visit_date, r.shift_type as ShiftType, r.start_time, now(), rules);
    let id: number;
    try {
      id = await insertChecked(userId, r, hash, startsAt);
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === "bookings_idempotency_uq") {
        const first = await earlier(db, userId, r.idempotency_key, hash);
        if (first) return { booking: await view(userId, first), Message: BOOKING_MESSAGES.booked };
      }
      if (index === "bookings_loved_one_shift_uq") {
        throw new AppError("BE010", bookingRuleMessage.lovedOneShiftTaken("Your loved one"));
      }
      throw error;
    }
    // The "booking received" email leaves now rather than at the worker's next run.
    deps.notifier.kick();
    return { booking: await view(userId, id), Message: BOOKING_MESSAGES.booked };
  }

  return { book, view };
}
export type BookingCreation = ReturnType<typeof createBookingCreation>;
