import {
  BOOKING_CALLED_OFF_STATUSES,
  BOOKING_CONFIRMED_STATUSES,
  VISIT_KINDS,
  type VisitLocation,
} from "@eldercare/contracts";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { bookings, cities, domainData, services } from "../../db/schema/index.ts";
import { sqlList } from "../../db/sql-list.ts";

/*
 * A visit's own columns of its booking, as the visits module changes and reads them (through
 * booking-visits.service.ts): the companion's check-in and check-out (issue 26), the move to completed
 * when the report is filed (decision 0046), the locks a report and an incident hold the booking by, and
 * the companion's list. Each write that must happen once is one conditional statement, so however many
 * arrive at once, one records it and the others find it recorded.
 */

/** Records the check-in of a confirmed visit the companion holds, from `earlyMinutes` before its start; null if not now. */
export function markCheckedIn(
  tx: Db,
  v: {
    bookingId: number;
    companionId: number;
    at: Date;
    location: VisitLocation | null;
    earlyMinutes: number;
  },
): Promise<Date | null> {
  return markCheck(tx, v, { checkedInAt: v.at, checkInLocation: v.location }, [
    isNull(bookings.checkedInAt),
    lte(sql`${bookings.startsAt} - make_interval(mins => ${v.earlyMinutes})`, v.at),
  ]);
}

/** Records the check-out of a visit the companion checked in to; null if not now. */
export function markCheckedOut(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date; location: VisitLocation | null },
): Promise<Date | null> {
  return markCheck(tx, v, { checkedOutAt: v.at, checkOutLocation: v.location }, [
    isNotNull(bookings.checkedInAt),
    isNull(bookings.checkedOutAt),
  ]);
}

/** One check: the companion's own confirmed visit, when `when` holds; the time recorded, or null. */
async function markCheck(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date },
  set: Partial<typeof bookings.$inferInsert>,
  when: SQL[],
): Promise<Date | null> {
  const [row] = await tx
    .update(bookings)
    .set({ ...set, updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        ...when,
      ),
    )
    .returning({ at: bookings.updatedAt });
  return row?.at ?? null;
}

/**
 * Locks a confirmed visit the companion holds and has checked in to (the photo's upload queues behind a
 * report being filed, which moves the booking first); null when it is not that now.
 */
export async function lockCheckedInVisit(tx: Db, bookingId: number, companionId: number) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.companionId, companionId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.checkedInAt),
      ),
    )
    .for("update");
  return row ?? null;
}

/**
 * Completes a confirmed visit the companion holds and has checked out of: one conditional update, so of
 * twenty reports filed at once one moves it and the others find it moved. False when it was not that.
 */
export async function completeCheckedOutVisit(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date },
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ status: "completed", updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.checkedOutAt),
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
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
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
