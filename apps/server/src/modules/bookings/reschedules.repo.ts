import type { RescheduleStatus } from "@eldercare/contracts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { bookings, cities, domainData, rescheduleRequests, services } from "../../db/schema/index.ts";

/*
 * Reschedule requests: asking to move a booking, the member's and the team's views of them, and the
 * team's decision under the request's row lock.
 */

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

/** A new request; its city is its booking's (the table's insert trigger copies it: migration 0050). */
export async function insertReschedule(
  tx: Db,
  row: Omit<typeof rescheduleRequests.$inferInsert, "cityId">,
): Promise<number> {
  const [inserted] = await tx
    .insert(rescheduleRequests)
    .values({
      ...row,
      cityId: sql`(select ${bookings.cityId} from ${bookings} where ${bookings.id} = ${row.bookingId})`,
    })
    .returning({ id: rescheduleRequests.id });
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
