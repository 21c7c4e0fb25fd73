import { BOOKING_CALLED_OFF_STATUSES, BOOKING_CONFIRMED_STATUSES, VISIT_KINDS } from "@eldercare/contracts";
import { and, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { bookings, cities, domainData, services } from "../../db/schema/index.ts";
import { sqlList } from "../../db/sql-list.ts";
import type { VisitCondition } from "./confirmed-visits.repo.ts";

/*
 * The booking each visit is, as the visits module locks, moves and reads it (through
 * booking-visits.service.ts): the lock its checks and photo take, the move to completed when the report is
 * filed (decision 0046), the locks an incident holds the booking by, and the companion's list. A visit's
 * own state (checked in and out, the late alert) is the visits module's table (decision 0084): where it
 * decides, that module hands these statements its condition.
 */

/**
 * Locks a confirmed visit the companion holds (rank 4 of the lock order), and that meets `when` (the visits
 * module's condition on its own state), before the visits module records a check or a photo on it: a
 * cancel, a `miss`, a move or a new companion waits for it, or it for them. `lock`: "no key update" for a
 * check (as the update that recorded it took), "update" for a photo. Its start, or null when it is not that.
 */
export async function lockCompanionVisit(
  tx: Db,
  v: { bookingId: number; companionId: number },
  lock: "update" | "no key update",
  when?: VisitCondition,
): Promise<{ id: number; startsAt: Date } | null> {
  const [row] = await tx
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        when?.(bookings.id),
      ),
    )
    .for(lock);
  return row ?? null;
}

/**
 * Completes a confirmed visit the companion holds and that meets `when` (checked out: the visits module's
 * condition): one conditional update, so of twenty reports filed at once one moves it and the others find
 * it moved. False when it was not that.
 */
export async function completeVisit(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date },
  when: VisitCondition,
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ status: "completed", updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        when(bookings.id),
      ),
    )
    .returning({ id: bookings.id });
  return done.length === 1;
}

/**
 * Whether the family may report an incident on this visit now (theirs, going ahead or gone ahead, from
 * its day on), holding the booking (rank 4 of the lock order) FOR SHARE: stronger than the key share the
 * report's foreign key takes, so the visit's report being filed (which updates the booking) waits for this
 * report or this one for it, and a minor incident is told with the visit's report or after it, never
 * neither (decision 0069). Reports on one visit share it; held, the visit stays as checked until commit.
 */
export async function holdFamilyVisit(tx: Db, userId: number, bookingId: number, today: string) {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`select b.id from ${bookings} b
        where b.id = ${bookingId} and b.user_id = ${userId}
          and b.status not in ${sqlList(BOOKING_CALLED_OFF_STATUSES)} and b.visit_date <= ${today}::date
        for share`,
  );
  return rows.length === 1;
}

/** The same for a companion (FOR SHARE too): a visit assigned to them, going ahead, of a day from `from` to `today`. */
export async function holdCompanionVisit(
  tx: Db,
  companionId: number,
  bookingId: number,
  days: { from: string; today: string },
) {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`select b.id from ${bookings} b
        where b.id = ${bookingId} and b.companion_id = ${companionId}
          and b.status in ${sqlList(BOOKING_CONFIRMED_STATUSES)}
          and b.visit_date between ${days.from}::date and ${days.today}::date
        for share`,
  );
  return rows.length === 1;
}

/**
 * The visits a companion holds between two India dates (both included), and yesterday's still confirmed
 * (a night shift running into today, a visit whose report is not yet filed), by start: only what the
 * app shows of each (the booking's place, service and time, and the loved one's id for the door details).
 * Read along bookings_companion_idx.
 */
export function companionVisitsBetween(
  db: Db,
  companionId: number,
  from: string,
  to: string,
  yesterday: string,
) {
  return db
    .select({
      id: bookings.id,
      lovedOneId: bookings.lovedOneId,
      lovedOneName: bookings.lovedOneName,
      serviceName: services.name,
      serviceKind: bookings.serviceKind,
      plannedMinutes: services.durationMinutes,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      shiftName: domainData.value,
      startTime: bookings.startTime,
      startsAt: bookings.startsAt,
      status: bookings.status,
      addressLine: bookings.addressLine,
      cityName: cities.name,
      pincode: bookings.pincode,
      notes: bookings.notes,
      doctorName: bookings.doctorName,
      clinicName: bookings.clinicName,
      appointmentTime: bookings.appointmentTime,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(
      domainData,
      and(eq(domainData.domainType, "shift_type"), eq(domainData.code, sql`${bookings.shiftType}::int`)),
    )
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(
      and(
        eq(bookings.companionId, companionId),
        // A companion's app lists visits going ahead, and those already made.
        inArray(bookings.status, [...BOOKING_CONFIRMED_STATUSES]),
        inArray(bookings.serviceKind, [...VISIT_KINDS]),
        or(
          and(gte(bookings.visitDate, from), lte(bookings.visitDate, to)),
          and(eq(bookings.visitDate, yesterday), eq(bookings.status, "confirmed")),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}
export type CompanionVisitRow = Awaited<ReturnType<typeof companionVisitsBetween>>[number];

/** The ids of all the member's bookings, by visit date (a member's reports and incidents, at export and erasure). */
export async function memberBookingIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.visitDate), asc(bookings.id));
  return rows.map((r) => r.id);
}
