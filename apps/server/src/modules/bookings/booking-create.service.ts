import { createHash } from "node:crypto";
import {
  appointmentOf,
  asksForAppointment,
  BOOKING_MESSAGES,
  type Booking,
  bookingRuleMessage,
  type CreateBookingRequest,
  LOVED_ONE_GENERIC_NAME,
  pincodeFitsState,
  pincodeNotInState,
  type ShiftType,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { exclusionViolationOf, uniqueViolationOf } from "../../lib/db-errors.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type BookingViewSources, toBookingViews, viewSources } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";
import type { RescheduleRecords } from "./ports.ts";

/** What identifies a submit: the same key with other details is a different booking, not a retry. */
function requestHash(r: CreateBookingRequest): string {
  const { idempotency_key: _key, ...what } = r;
  // The appointment's fields (issue 42) count only when given: a request from before them hashes the same.
  const given = Object.entries(what).filter(
    ([k, v]) => !(["doctor_name", "clinic_name", "appointment_time"].includes(k) && v === ""),
  );
  const canonical = JSON.stringify(given.sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("hex");
}

export interface BookingCreationDeps extends Pick<AppDeps, "db" | "now" | "config"> {
  messages: BookingMessages;
  notifier: Notifier;
  availability: Availability;
  /** What a booking's view shows of its visit (the visits module's records). */
  visitRecords: BookingViewSources["visits"];
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: Pick<MemberDirectory, "hold">;
  /** A booking's reschedule requests, which its view shows (the reschedules module's, its port). */
  reschedules: Pick<RescheduleRecords, "latestOf">;
}

/**
 * users/servicebooking/ (decision 0024). The time is checked before any lock; then, in one transaction
 * and in the order of decision 0033: the member's account (a key share lock: the booking row names it,
 * and its foreign key would take that lock at the insert, after the others: decision 0048), the covering
 * plan's row lock (allowance, single-person rule and
 * retries of one member queue here), the loved one's share lock, and the roster's lock of the day; the
 * facts are read under them and judged by the availability rules every caller shares, and a companion
 * free for the shift is held for the visit.
 */
export function createBookingCreation(deps: BookingCreationDeps) {
  const { db, now, availability } = deps;

  async function view(userId: number, bookingId: number): Promise<Booking> {
    const row = await repo.findMemberBookingView(db, userId, bookingId);
    if (!row) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    const sources = viewSources(availability, deps.visitRecords, deps.reschedules);
    const [booking] = await toBookingViews(db, [row], sources, now());
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

  /** The service asked for, if it is active and booked as a visit at all (emergency help is a call). */
  async function bookableService(r: CreateBookingRequest) {
    const service = await repo.findService(db, r.service_id);
    if (!service) throw new AppError("BE011", BOOKING_MESSAGES.serviceNotFound);
    availability.assertBookableKind(service.kind);
    return service;
  }
  type Service = Awaited<ReturnType<typeof bookableService>>;

  async function insertChecked(userId: number, r: CreateBookingRequest, hash: string, service: Service) {
    const shift = r.shift_type as ShiftType;
    if (service.needsSpeciality && !r.speciality_id) {
      throw new AppError("BE001", BOOKING_MESSAGES.specialityRequired);
    }
    // The appointment's details are asked only for a service at a doctor's (issue 42).
    const appointment = appointmentOf(r);
    if (appointment && !asksForAppointment(service.kind)) {
      throw new AppError("BE001", BOOKING_MESSAGES.appointmentNotAsked);
    }
    if (r.speciality_id && !(await repo.findSpeciality(db, r.speciality_id))) {
      throw new AppError("BE011", BOOKING_MESSAGES.specialityNotFound);
    }
    const ctx = { userId, subscriptionId: r.subscription_id };

    return db.transaction(async (tx) => {
      if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
      const plan = await deps.planCover.lockCovering(tx, userId, r.visit_date, r.subscription_id);
      if (!plan) throw await availability.noPlanError(tx, r.visit_date, ctx);
      const again = await earlier(tx, userId, r.idempotency_key, hash);
      if (again) return again;

      const lovedOne = await deps.lovedOnes.lockForBooking(tx, userId, r.loved_one_id);
      if (!lovedOne) throw new AppError("BE011", BOOKING_MESSAGES.lovedOneNotFound);
      // The visit is at the loved one's, in their state: its PIN code must be of that state.
      if (!pincodeFitsState(r.pincode, lovedOne.stateCode)) {
        throw new AppError("BE011", pincodeNotInState(lovedOne.stateName));
      }
      await availability.lockSlot(tx, r.visit_date, shift);

      const at = now();
      const facts = await availability.facts(tx, {
        userId,
        service,
        lovedOne: { id: lovedOne.id, name: lovedOne.fullName },
        area: { cityId: lovedOne.cityId, pincode: r.pincode },
        from: r.visit_date,
        to: r.visit_date,
        plans: [plan],
      });
      const ask = { date: r.visit_date, shift, start: r.start_time };
      const verdict = await availability.assertOpen(tx, facts, ask, at, ctx);
      // A companion free for the shift is held for the visit: the roster is the capacity (decision 0044).
      const companion = availability.pick(facts, verdict.free);

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
        startsAt: availability.startsAt(ask),
        companionId: companion?.id ?? null,
        addressLine: r.address_line,
        cityId: lovedOne.cityId,
        stateId: lovedOne.stateId,
        pincode: r.pincode,
        notes: r.notes,
        doctorName: appointment?.doctor_name ?? "",
        clinicName: appointment?.clinic_name ?? "",
        appointmentTime: appointment?.time ?? null,
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

    // The checks that need no lock, in the availability rule's order: the service, then the time.
    const service = await bookableService(r);
    availability.assertTime(r.visit_date, r.shift_type as ShiftType, r.start_time, now());
    let id: number;
    try {
      id = await insertChecked(userId, r, hash, service);
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === "bookings_idempotency_uq") {
        const first = await earlier(db, userId, r.idempotency_key, hash);
        if (first) return { booking: await view(userId, first), Message: BOOKING_MESSAGES.booked };
      }
      if (index === "bookings_loved_one_shift_uq") {
        throw new AppError("BE010", bookingRuleMessage.lovedOneShiftTaken(LOVED_ONE_GENERIC_NAME));
      }
      // The companion was taken by a visit of the night before, judged under that day's lock.
      if (exclusionViolationOf(error)) throw new AppError("BE010", BOOKING_MESSAGES.slotFull);
      throw error;
    }
    // The "booking received" email leaves now rather than at the worker's next run.
    deps.notifier.kick();
    return { booking: await view(userId, id), Message: BOOKING_MESSAGES.booked };
  }

  return { book, view };
}
export type BookingCreation = ReturnType<typeof createBookingCreation>;
