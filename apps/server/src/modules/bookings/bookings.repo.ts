import { BOOKING_HOLDING_STATUSES, BOOKING_LIVE_STATUSES, type BookingStatus } from "@eldercare/contracts";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, cities, domainData, services, specialities, states } from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/like-pattern.ts";

/*
 * Bookings themselves: the catalogue entries a booking names, writing one, finding and showing them,
 * the member's list, and moving a booking's status or time under its row lock.
 */

export type BookingInsert = typeof bookings.$inferInsert;

const holding = inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]);
const live = inArray(bookings.status, [...BOOKING_LIVE_STATUSES]);

export async function findService(db: Db, serviceId: number) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.isActive, true)));
  return row ?? null;
}

/** A service's name and kind, active or not (a booking names the service it was made for). */
export async function findServiceOf(db: Db, serviceId: number) {
  const [row] = await db
    .select({ id: services.id, name: services.name, kind: services.kind })
    .from(services)
    .where(eq(services.id, serviceId));
  return row ?? null;
}

export async function findSpeciality(db: Db, specialityId: number) {
  const [row] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(and(eq(specialities.id, specialityId), eq(specialities.isActive, true)));
  return row ?? null;
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

/** A booking as shown, for a message to the family. */
export async function findBookingView(db: Db, bookingId: number) {
  const [row] = await selectBookingViews(db).where(eq(bookings.id, bookingId));
  return row ?? null;
}

export interface MemberBookingFilter {
  userId: number;
  subscriptionId?: number | null | undefined;
  status?: BookingStatus | null | undefined;
  /** Trimmed search text; "" for none. */
  search: string;
}

/** The member's bookings (user_id first: bookings_user_date_idx), narrowed by plan, status and search. */
function memberBookingsWhere(db: Db, f: MemberBookingFilter) {
  const pattern = f.search === "" ? null : containsPattern(f.search);
  return and(
    eq(bookings.userId, f.userId),
    f.subscriptionId ? eq(bookings.subscriptionId, f.subscriptionId) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    pattern
      ? or(
          inArray(
            bookings.serviceId,
            db.select({ id: services.id }).from(services).where(ilike(services.name, pattern)),
          ),
          ilike(bookings.lovedOneName, pattern),
          ilike(bookings.notes, pattern),
        )
      : undefined,
  );
}

/** How many of the member's bookings match, and how many of those start at or after `now`. */
export async function countMemberBookings(db: Db, f: MemberBookingFilter, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      upcoming:
        sql<number>`count(*) filter (where ${bookings.startsAt} >= ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(memberBookingsWhere(db, f));
  return { total: row?.total ?? 0, upcoming: row?.upcoming ?? 0 };
}

/**
 * One page of ids of the member's matching bookings in one part of the list, in the index's order:
 * upcoming (starts at or after `now`, whose visit date is on or after `fromDate`) by visit date, start
 * and id; past (started before `now`, visit date on or before `toDate`) the other way round. The date
 * bounds repeat what the start implies, so the scan of bookings_user_date_idx is a range.
 */
export async function pageMemberBookingIds(
  db: Db,
  f: MemberBookingFilter,
  part: { upcoming: true; now: Date; fromDate: string } | { upcoming: false; now: Date; toDate: string },
  offset: number,
  limit: number,
): Promise<number[]> {
  const order = part.upcoming
    ? [asc(bookings.visitDate), asc(bookings.startsAt), asc(bookings.id)]
    : [desc(bookings.visitDate), desc(bookings.startsAt), desc(bookings.id)];
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        memberBookingsWhere(db, f),
        part.upcoming
          ? and(gte(bookings.visitDate, part.fromDate), gte(bookings.startsAt, part.now))
          : and(lte(bookings.visitDate, part.toDate), lt(bookings.startsAt, part.now)),
      ),
    )
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/** The ids of the member's latest `limit` bookings, latest visit first (bookings_user_date_idx backwards). */
export async function latestMemberBookingIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.visitDate), desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** How many visits still going ahead each member has on or after `fromDate` (members with none absent). */
export async function countLiveFromByMember(
  db: Db,
  userIds: number[],
  fromDate: string,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: bookings.userId, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.userId, userIds), gte(bookings.visitDate, fromDate), live))
    .groupBy(bookings.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Bookings as shown, in the order of `ids`. */
export async function bookingViewsByIds(db: Db, ids: number[]): Promise<BookingViewRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectBookingViews(db).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((r) => [r.booking.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One of the member's bookings with its service's name (another member's is null). */
export async function findMemberBooking(db: Db, userId: number, bookingId: number) {
  const [row] = await db
    .select({ booking: bookings, serviceName: services.name })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row ?? null;
}

export type MemberBooking = NonNullable<Awaited<ReturnType<typeof findMemberBooking>>>;

/** Moves a booking from one status to another (only if it is still in `from`); false if it was not. */
export async function moveBookingStatus(
  tx: Db,
  bookingId: number,
  from: BookingStatus,
  to: BookingStatus,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const moved = await tx
    .update(bookings)
    .set({ status: to, statusReason: reason, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, from)))
    .returning({ id: bookings.id });
  return moved.length === 1;
}

/**
 * A booking row locked for update: every change to one booking (the member's cancel or reschedule, the
 * team's actions and decisions) queues here. With `userId`, only that member's booking (else null).
 */
export async function lockBooking(tx: Db, bookingId: number, userId?: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), userId === undefined ? undefined : eq(bookings.userId, userId)))
    .for("update");
  return row ?? null;
}

export type BookingRow = typeof bookings.$inferSelect;

/** A booking by id, without a lock (reads that decide nothing). */
export async function findBookingRow(db: Db, bookingId: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Moves a booking to a new day, shift and start (and plan), only while it is still in `status`. */
export async function moveBookingTime(
  tx: Db,
  bookingId: number,
  status: BookingStatus,
  to: {
    visitDate: string;
    shiftType: number;
    startTime: string;
    startsAt: Date;
    companionId: number | null;
    subscriptionId: number;
  },
  at: Date,
): Promise<boolean> {
  // One statement: the new day gets its own reminder (and its own late alert: the caller asks the visits
  // module). A second update of the row in this transaction would re-check every foreign key (the row is
  // then our own), taking a share lock on the member's account row after the booking's: the reverse of
  // erasure's order (decision 0033), a deadlock.
  const moved = await tx
    .update(bookings)
    .set({ ...to, reminderQueuedAt: null, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, status)))
    .returning({ id: bookings.id });
  return moved.length === 1;
}
