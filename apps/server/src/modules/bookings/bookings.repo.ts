import {
  BOOKING_HOLDING_STATUSES,
  type BookingStatus,
  type PlanTier,
  type RescheduleStatus,
  type ServiceKind,
} from "@eldercare/contracts";
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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
  users,
} from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/like-pattern.ts";

export type BookingInsert = typeof bookings.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const holding = inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]);

/** How many bookings match `where` while holding their place (capacity and allowance counts). */
async function countHolding(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(and(where, holding));
  return row?.n ?? 0;
}

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
export function countKindUsed(
  db: Db,
  subscriptionId: number,
  kind: ServiceKind,
  from: string,
  to: string,
): Promise<number> {
  return countHolding(
    db,
    and(
      eq(bookings.subscriptionId, subscriptionId),
      eq(bookings.serviceKind, kind),
      between(bookings.visitDate, from, to),
    ),
  );
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

export function countSlotTaken(db: Db, serviceId: number, date: string, shift: number): Promise<number> {
  return countHolding(
    db,
    and(eq(bookings.serviceId, serviceId), eq(bookings.visitDate, date), eq(bookings.shiftType, shift)),
  );
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

/** A booking as shown, with the member's name and email, for a message to the family. */
export async function findBookingForMessage(db: Db, bookingId: number) {
  const [row] = await selectBookingViews(db).where(eq(bookings.id, bookingId));
  const member = row ? await memberContact(db, row.booking.userId) : null;
  return row && member ? { ...row, member } : null;
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

// The member's list, cancelling, reschedule requests, reminders and erasure.

/** Statuses of a visit that is still going ahead (the member may cancel or ask to move it). */
const LIVE_STATUSES: BookingStatus[] = ["requested", "confirmed"];

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
    .where(
      and(
        inArray(bookings.userId, userIds),
        gte(bookings.visitDate, fromDate),
        inArray(bookings.status, LIVE_STATUSES),
      ),
    )
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

const openRequest = eq(rescheduleRequests.status, "open");

/** Closes the booking's open reschedule request, if any, as cancelled (its booking was cancelled). */
export async function closeOpenReschedule(tx: Db, bookingId: number, at: Date): Promise<void> {
  await tx
    .update(rescheduleRequests)
    .set({ status: "cancelled", decidedAt: at })
    .where(and(eq(rescheduleRequests.bookingId, bookingId), openRequest));
}

export async function hasOpenReschedule(db: Db, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rescheduleRequests.id })
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.bookingId, bookingId), openRequest))
    .limit(1);
  return row !== undefined;
}

export async function insertReschedule(tx: Db, row: typeof rescheduleRequests.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(rescheduleRequests).values(row).returning({ id: rescheduleRequests.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

const fromShift = alias(domainData, "from_shift");
const toShift = alias(domainData, "to_shift");

/** Reschedule requests as shown: the day and shift when asked, and the one asked for, with names. */
function selectRescheduleItems(db: Db) {
  return db
    .select({
      request: rescheduleRequests,
      booking: {
        id: bookings.id,
        userId: bookings.userId,
        visitDate: bookings.visitDate,
        shiftType: bookings.shiftType,
        startTime: bookings.startTime,
        lovedOneName: bookings.lovedOneName,
        addressLine: bookings.addressLine,
        pincode: bookings.pincode,
      },
      serviceName: services.name,
      cityName: cities.name,
      fromShiftName: fromShift.value,
      toShiftName: toShift.value,
    })
    .from(rescheduleRequests)
    .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(
      fromShift,
      and(
        eq(fromShift.domainType, "shift_type"),
        eq(fromShift.code, sql`${rescheduleRequests.fromShiftType}::int`),
      ),
    )
    .leftJoin(
      toShift,
      and(eq(toShift.domainType, "shift_type"), eq(toShift.code, sql`${rescheduleRequests.shiftType}::int`)),
    );
}
export type RescheduleItemRow = Awaited<
  ReturnType<ReturnType<typeof selectRescheduleItems>["where"]>
>[number];

/** One reschedule request as shown (of this member only, when `userId` is given). */
export async function findRescheduleItem(db: Db, requestId: number, userId?: number) {
  const [row] = await selectRescheduleItems(db).where(
    and(
      eq(rescheduleRequests.id, requestId),
      userId === undefined ? undefined : eq(rescheduleRequests.userId, userId),
    ),
  );
  return row ?? null;
}

/** A page of the member's reschedule requests, newest first (reschedule_requests_user_idx). */
export function pageMemberReschedules(db: Db, userId: number, offset: number, limit: number) {
  return selectRescheduleItems(db)
    .where(eq(rescheduleRequests.userId, userId))
    .orderBy(desc(rescheduleRequests.createdAt), desc(rescheduleRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function countMemberReschedules(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.userId, userId));
  return row?.n ?? 0;
}

/** A member's name and email, for a message to them. */
export async function memberContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.userName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Bookings still going ahead on `visitDate` whose reminder is not queued yet, locked (others skip them). */
export async function lockDueReminders(tx: Db, visitDate: string, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, LIVE_STATUSES),
        eq(bookings.visitDate, visitDate),
        isNull(bookings.reminderQueuedAt),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Marks reminders queued, only where none was: the ids actually marked (each at most once, ever). */
export async function markRemindersQueued(tx: Db, ids: number[], at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(bookings)
    .set({ reminderQueuedAt: at })
    .where(
      and(
        inArray(bookings.id, ids),
        isNull(bookings.reminderQueuedAt),
        inArray(bookings.status, LIVE_STATUSES),
      ),
    )
    .returning({ id: bookings.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Forgets that a booking's reminder was queued (its visit moved to another day). */
export async function clearReminderQueued(tx: Db, bookingId: number): Promise<void> {
  await tx.update(bookings).set({ reminderQueuedAt: null }).where(eq(bookings.id, bookingId));
}

/** Takes every loved one of the member for update, so no booking for them is in flight (erasure). */
export async function lockMemberLovedOnes(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: lovedOnes.id }).from(lovedOnes).where(eq(lovedOnes.userId, userId)).for("update");
}

/** Cancels the member's visits still going ahead that start after `now`; the ids cancelled. */
export async function cancelMemberUpcoming(
  tx: Db,
  userId: number,
  now: Date,
  reason: string,
  at: Date,
): Promise<number[]> {
  const rows = await tx
    .update(bookings)
    .set({ status: "cancelled", statusReason: reason, updatedAt: at })
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, LIVE_STATUSES),
        sql`${bookings.startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

/** Closes every open reschedule request of the member as cancelled. */
export async function closeMemberOpenReschedules(tx: Db, userId: number, at: Date): Promise<void> {
  await tx
    .update(rescheduleRequests)
    .set({ status: "cancelled" satisfies RescheduleStatus, decidedAt: at })
    .where(and(eq(rescheduleRequests.userId, userId), openRequest));
}

/**
 * Replaces the personal text of all the member's bookings (notes, address, loved one's name, a reason
 * they gave) and their reschedule reasons; returns the booking and request ids.
 */
export async function scrubMemberBookings(
  tx: Db,
  userId: number,
  erased: { name: string; text: string },
  at: Date,
): Promise<{ bookingIds: number[]; requestIds: number[] }> {
  const scrubbed = await tx
    .update(bookings)
    .set({
      notes: "",
      addressLine: erased.text,
      lovedOneName: erased.name,
      statusReason: sql`case when ${bookings.statusReason} is null then null else ${erased.text} end`,
      updatedAt: at,
    })
    .where(eq(bookings.userId, userId))
    .returning({ id: bookings.id });
  const requests = await tx
    .update(rescheduleRequests)
    .set({ reason: "" })
    .where(eq(rescheduleRequests.userId, userId))
    .returning({ id: rescheduleRequests.id });
  return { bookingIds: scrubbed.map((r) => r.id), requestIds: requests.map((r) => r.id) };
}

// The admin console (booking-admin.service.ts).

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

/** A reschedule request as stored (no lock). */
export async function findReschedule(db: Db, requestId: number) {
  const [row] = await db.select().from(rescheduleRequests).where(eq(rescheduleRequests.id, requestId));
  return row ?? null;
}

/** A reschedule request locked for update: decisions on one request queue here. */
export async function lockReschedule(tx: Db, requestId: number) {
  const [row] = await tx
    .select()
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.id, requestId))
    .for("update");
  return row ?? null;
}

/** Moves a booking to a new day, shift and start (and plan), only while it is still in `status`. */
export async function moveBookingTime(
  tx: Db,
  bookingId: number,
  status: BookingStatus,
  to: { visitDate: string; shiftType: number; startTime: string; startsAt: Date; subscriptionId: number },
  at: Date,
): Promise<boolean> {
  const moved = await tx
    .update(bookings)
    .set({ ...to, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, status)))
    .returning({ id: bookings.id });
  return moved.length === 1;
}

/** Records the team's decision on an open request; false if it was no longer open. */
export async function decideReschedule(
  tx: Db,
  requestId: number,
  d: { status: RescheduleStatus; note: string | null; by: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(rescheduleRequests)
    .set({ status: d.status, decisionNote: d.note, decidedBy: d.by, decidedAt: d.at })
    .where(and(eq(rescheduleRequests.id, requestId), openRequest))
    .returning({ id: rescheduleRequests.id });
  return rows.length === 1;
}

/** Reschedule requests as shown, in the order of `ids`. */
export async function rescheduleItemsByIds(db: Db, ids: number[]): Promise<RescheduleItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRescheduleItems(db).where(inArray(rescheduleRequests.id, ids));
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Development only: the visit moved to another start (date, start time and instant together). */
export async function moveVisitStart(
  db: Db,
  bookingId: number,
  to: { visitDate: string; startTime: string; startsAt: Date },
  at: Date,
): Promise<boolean> {
  const moved = await db
    .update(bookings)
    .set({ ...to, updatedAt: at })
    .where(eq(bookings.id, bookingId))
    .returning({ id: bookings.id });
  return moved.length === 1;
}

/** Development only: a booking's shift. */
export async function shiftOf(db: Db, bookingId: number): Promise<number | null> {
  const [row] = await db
    .select({ shift: bookings.shiftType })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.shift ?? null;
}
