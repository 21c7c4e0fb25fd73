import { BOOKING_HOLDING_STATUSES, type PlanTier, type ServiceKind } from "@eldercare/contracts";
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bookings,
  cities,
  domainData,
  lovedOnes,
  planInclusions,
  rescheduleRequests,
  serviceCapacity,
  services,
  specialities,
  states,
  subscriptions,
} from "../../db/schema/index.ts";

export type BookingInsert = typeof bookings.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const holding = inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]);

export async function findService(db: Db, serviceId: number) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.isActive, true)));
  return row ?? null;
}

export async function findSpeciality(db: Db, specialityId: number) {
  const [row] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(and(eq(specialities.id, specialityId), eq(specialities.isActive, true)));
  return row ?? null;
}

/**
 * One of the member's loved ones, share-locked inside a booking's transaction so it cannot be removed
 * until the booking is in (removal takes the row for update and then checks for upcoming visits).
 */
export async function lockLovedOne(tx: Db, userId: number, lovedOneId: number) {
  const [row] = await tx
    .select({
      id: lovedOnes.id,
      fullName: lovedOnes.fullName,
      cityId: lovedOnes.cityId,
      stateId: lovedOnes.stateId,
    })
    .from(lovedOnes)
    .where(and(eq(lovedOnes.id, lovedOneId), eq(lovedOnes.userId, userId)))
    .for("share");
  return row ?? null;
}

/** The member's plans that cover any day from `from` to `to`, earliest first. */
export function subscriptionsCovering(db: Db, userId: number, from: string, to: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), lte(subscriptions.startsOn, to), gte(subscriptions.endsOn, from)),
    )
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
}

/**
 * Locks the member's plan covering `date` (or the named one, if it is theirs and covers it): every booking
 * under one plan passes its allowance and single-person checks one at a time.
 */
export async function lockCoveringSubscription(
  tx: Db,
  userId: number,
  date: string,
  subscriptionId?: number,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startsOn, date),
        gte(subscriptions.endsOn, date),
        subscriptionId === undefined ? undefined : eq(subscriptions.id, subscriptionId),
      ),
    )
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function memberSubscriptions(db: Db, userId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
}

export async function inclusionOf(db: Db, tier: PlanTier, kind: ServiceKind) {
  const [row] = await db
    .select()
    .from(planInclusions)
    .where(and(eq(planInclusions.tier, tier), eq(planInclusions.kind, kind)));
  return row ?? null;
}

export function inclusionsOf(db: Db, tier: PlanTier) {
  return db
    .select()
    .from(planInclusions)
    .where(eq(planInclusions.tier, tier))
    .orderBy(asc(planInclusions.displayOrder));
}

/** Visits of a kind holding a place under a plan within [from, to]. */
export async function countKindUsed(
  db: Db,
  subscriptionId: number,
  kind: ServiceKind,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.subscriptionId, subscriptionId),
        eq(bookings.serviceKind, kind),
        gte(bookings.visitDate, from),
        lte(bookings.visitDate, to),
        holding,
      ),
    );
  return row?.n ?? 0;
}

/** Used visits per kind under a plan within [from, to]. */
export async function usedByKind(db: Db, subscriptionId: number, from: string, to: string) {
  const rows = await db
    .select({ kind: bookings.serviceKind, n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.subscriptionId, subscriptionId),
        gte(bookings.visitDate, from),
        lte(bookings.visitDate, to),
        holding,
      ),
    )
    .groupBy(bookings.serviceKind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/** The name of another loved one already booked under a plan (a Single plan covers one person). */
export async function otherPersonOnPlan(tx: Db, subscriptionId: number, lovedOneId: number) {
  const [row] = await tx
    .select({ name: bookings.lovedOneName })
    .from(bookings)
    .where(
      and(
        eq(bookings.subscriptionId, subscriptionId),
        ne(bookings.lovedOneId, lovedOneId),
        sql`${bookings.lovedOneId} is not null`,
        holding,
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

export async function lovedOneHasShift(
  db: Db,
  lovedOneId: number,
  date: string,
  shift: number,
  exceptBookingId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.lovedOneId, lovedOneId),
        eq(bookings.visitDate, date),
        eq(bookings.shiftType, shift),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
        holding,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Places configured for a service on a shift (null: none configured). */
export async function capacityOf(db: Db, serviceId: number, shift: number): Promise<number | null> {
  const [row] = await db
    .select({ capacity: serviceCapacity.capacity })
    .from(serviceCapacity)
    .where(and(eq(serviceCapacity.serviceId, serviceId), eq(serviceCapacity.shiftType, shift)));
  return row?.capacity ?? null;
}

export async function capacitiesOf(db: Db, serviceId: number) {
  const rows = await db
    .select({ shift: serviceCapacity.shiftType, capacity: serviceCapacity.capacity })
    .from(serviceCapacity)
    .where(eq(serviceCapacity.serviceId, serviceId));
  return new Map(rows.map((r) => [r.shift, r.capacity]));
}

export async function countSlotTaken(
  db: Db,
  serviceId: number,
  date: string,
  shift: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        eq(bookings.visitDate, date),
        eq(bookings.shiftType, shift),
        holding,
      ),
    );
  return row?.n ?? 0;
}

/** Places taken per day and shift of a service within [from, to], keyed "YYYY-MM-DD:shift". */
export async function slotsTaken(db: Db, serviceId: number, from: string, to: string) {
  const rows = await db
    .select({ date: bookings.visitDate, shift: bookings.shiftType, n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        gte(bookings.visitDate, from),
        lte(bookings.visitDate, to),
        holding,
      ),
    )
    .groupBy(bookings.visitDate, bookings.shiftType);
  return new Map(rows.map((r) => [`${r.date}:${r.shift}`, r.n]));
}

/** The shifts a loved one already has a visit in within [from, to], as "YYYY-MM-DD:shift". */
export async function lovedOneShifts(db: Db, userId: number, lovedOneId: number, from: string, to: string) {
  const rows = await db
    .select({ date: bookings.visitDate, shift: bookings.shiftType })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.lovedOneId, lovedOneId),
        gte(bookings.visitDate, from),
        lte(bookings.visitDate, to),
        holding,
      ),
    );
  return new Set(rows.map((r) => `${r.date}:${r.shift}`));
}

/** The member's own visits within [from, to] that hold their place, in date order. */
export function memberBookingsBetween(db: Db, userId: number, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      startTime: bookings.startTime,
      serviceName: services.name,
      lovedOneName: bookings.lovedOneName,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(eq(bookings.userId, userId), gte(bookings.visitDate, from), lte(bookings.visitDate, to), holding),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

export async function insertBooking(tx: Db, row: BookingInsert): Promise<number> {
  const [inserted] = await tx.insert(bookings).values(row).returning({ id: bookings.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ id: bookings.id, requestHash: bookings.requestHash })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

/** Everything a booking is shown with: the service, speciality, shift and place names. */
export const bookingViewColumns = {
  booking: bookings,
  serviceName: services.name,
  durationMinutes: services.durationMinutes,
  specialityName: specialities.name,
  shiftName: domainData.value,
  cityName: cities.name,
  stateName: states.name,
};

/** The select every booking view starts from; callers add where, order and paging. */
export function selectBookingViews(db: Db) {
  return db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(specialities, eq(specialities.id, bookings.specialityId))
    .leftJoin(
      domainData,
      and(eq(domainData.domainType, "shift_type"), eq(domainData.code, sql`${bookings.shiftType}::int`)),
    )
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .innerJoin(states, eq(states.id, bookings.stateId));
}
export type BookingViewRow = Awaited<ReturnType<ReturnType<typeof selectBookingViews>["where"]>>[number];

/** One of the member's bookings as shown (another member's is null, as if it did not exist). */
export async function findMemberBookingView(db: Db, userId: number, bookingId: number) {
  const [row] = await selectBookingViews(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId)),
  );
  return row ?? null;
}

/** The latest reschedule request of each booking among `bookingIds`. */
export async function latestRescheduleOf(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return new Map<number, typeof rescheduleRequests.$inferSelect>();
  const rows = await db
    .selectDistinctOn([rescheduleRequests.bookingId])
    .from(rescheduleRequests)
    .where(inArray(rescheduleRequests.bookingId, bookingIds))
    .orderBy(rescheduleRequests.bookingId, sql`${rescheduleRequests.id} desc`);
  return new Map(rows.map((r) => [r.bookingId, r]));
}
