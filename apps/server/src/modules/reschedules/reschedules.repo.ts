import type { RescheduleStatus } from "@eldercare/contracts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { domainData, rescheduleRequests } from "../../db/schema/index.ts";

/*
 * Reschedule requests: asking to move a booking, the member's and the team's views of them, the team's
 * decision under the request's row lock, and the requests a change of bookings closes. Their bookings are
 * the bookings module's (read through its service: reschedule-items.ts).
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

/** Closes the open reschedule requests of these bookings as cancelled (a plan's or a schedule's visits). */
export async function closeOpenReschedules(tx: Db, bookingIds: readonly number[], at: Date): Promise<void> {
  await tx
    .update(rescheduleRequests)
    .set({ status: "cancelled" satisfies RescheduleStatus, decidedAt: at })
    .where(and(inArray(rescheduleRequests.bookingId, [...bookingIds]), openRequest));
}

/** Closes every open reschedule request of the member as cancelled. */
export async function closeMemberOpenReschedules(tx: Db, userId: number, at: Date): Promise<void> {
  await tx
    .update(rescheduleRequests)
    .set({ status: "cancelled" satisfies RescheduleStatus, decidedAt: at })
    .where(and(eq(rescheduleRequests.userId, userId), openRequest));
}

/** Blanks the reasons of all the member's requests (erasure); returns their ids. */
export async function scrubMemberReasons(tx: Db, userId: number): Promise<number[]> {
  const requests = await tx
    .update(rescheduleRequests)
    .set({ reason: "" })
    .where(eq(rescheduleRequests.userId, userId))
    .returning({ id: rescheduleRequests.id });
  return requests.map((r) => r.id);
}

export async function hasOpenReschedule(db: Db, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rescheduleRequests.id })
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.bookingId, bookingId), openRequest))
    .limit(1);
  return row !== undefined;
}

/** A new request; its city is its booking's (the table's insert trigger sets it too: migration 0050). */
export async function insertReschedule(tx: Db, row: typeof rescheduleRequests.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(rescheduleRequests).values(row).returning({ id: rescheduleRequests.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

const fromShift = alias(domainData, "from_shift");

const toShift = alias(domainData, "to_shift");

/** Reschedule requests with the names of the shift when asked and the one asked for. */
function selectRequests(db: Db) {
  return db
    .select({ request: rescheduleRequests, fromShiftName: fromShift.value, toShiftName: toShift.value })
    .from(rescheduleRequests)
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

/** A request with its shifts' names. */
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>["where"]>>[number];

/** One reschedule request (of this member only, when `userId` is given). */
export async function findRequest(db: Db, requestId: number, userId?: number): Promise<RequestRow[]> {
  return selectRequests(db).where(
    and(
      eq(rescheduleRequests.id, requestId),
      userId === undefined ? undefined : eq(rescheduleRequests.userId, userId),
    ),
  );
}

/** A page of the member's reschedule requests, newest first (reschedule_requests_user_idx). */
export function pageMemberReschedules(db: Db, userId: number, offset: number, limit: number) {
  return selectRequests(db)
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

/** Reschedule requests with their shifts' names, in the order of `ids`. */
export async function requestsByIds(db: Db, ids: number[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRequests(db).where(inArray(rescheduleRequests.id, ids));
  const byId = new Map(rows.map((r) => [r.request.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
