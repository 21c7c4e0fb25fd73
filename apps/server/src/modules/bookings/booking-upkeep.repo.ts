import { BOOKING_LIVE_STATUSES } from "@eldercare/contracts";
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, services } from "../../db/schema/index.ts";

/*
 * Upkeep of bookings outside a member's or the team's request: the day-before reminders, a member's
 * erasure and a loved one's removal, and the development helpers that move a visit's start (lent to the
 * visits module's helper that ages a visit).
 */

const live = inArray(bookings.status, [...BOOKING_LIVE_STATUSES]);

/** Whether a loved one has a visit still going ahead (requested or confirmed) that starts after `now`. */
export async function hasUpcomingVisits(db: Db, lovedOneId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.lovedOneId, lovedOneId), live, gt(bookings.startsAt, now)))
    .limit(1);
  return row !== undefined;
}

/** A member's visits still going ahead after `day` (a plan's last day), soonest first, at most `limit`. */
export function visitsGoingAheadAfter(db: Db, userId: number, day: string, limit: number) {
  return visitsListed(db, and(eq(bookings.userId, userId), live, gt(bookings.visitDate, day))).limit(limit);
}

/** Visits as a family's email lists them (when, what, for whom), soonest first. */
function visitsListed(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: bookings.id,
      visitDate: bookings.visitDate,
      startTime: bookings.startTime,
      lovedOneName: bookings.lovedOneName,
      serviceName: services.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(where)
    .orderBy(asc(bookings.visitDate), asc(bookings.startsAt), asc(bookings.id))
    .$dynamic();
}

/** A plan's visits still going ahead: those before `day` and those on or after it (a cancellation's date). */
export async function planVisitsAround(
  db: Db,
  subscriptionId: number,
  day: string,
): Promise<{ before: number; after: number }> {
  const [row] = await db
    .select({
      before: sql<number>`count(*) filter (where ${bookings.visitDate} < ${day}::date)::int`,
      after: sql<number>`count(*) filter (where ${bookings.visitDate} >= ${day}::date)::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.subscriptionId, subscriptionId), live));
  return { before: Number(row?.before ?? 0), after: Number(row?.after ?? 0) };
}

/**
 * A plan's visits going ahead from `day` on, cancelled with `reason` (a plan cancellation approved); their
 * ids (the caller then closes their open reschedule requests: ranks 4, then 5).
 */
export async function cancelPlanVisitsFrom(
  tx: Db,
  subscriptionId: number,
  day: string,
  reason: string,
  at: Date,
): Promise<number[]> {
  const cancelled = await tx
    .update(bookings)
    .set({ status: "cancelled", statusReason: reason, updatedAt: at })
    .where(and(eq(bookings.subscriptionId, subscriptionId), live, sql`${bookings.visitDate} >= ${day}::date`))
    .returning({ id: bookings.id });
  return cancelled.map((r) => r.id);
}

/**
 * A plan's visits going ahead from `from` to `to` that have not started by `now`, cancelled with `reason`
 * (a plan paused, decision 0095); their ids (the caller then closes their open reschedule requests).
 */
export async function cancelPlanVisitsBetween(
  tx: Db,
  subscriptionId: number,
  span: { from: string; to: string; now: Date },
  reason: string,
  at: Date,
): Promise<number[]> {
  const cancelled = await tx
    .update(bookings)
    .set({ status: "cancelled", statusReason: reason, updatedAt: at })
    .where(
      and(
        eq(bookings.subscriptionId, subscriptionId),
        live,
        sql`${bookings.visitDate} between ${span.from}::date and ${span.to}::date`,
        sql`${bookings.startsAt} > ${span.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bookings.id });
  return cancelled.map((r) => r.id);
}

/** These visits as the family's email lists them, soonest first. */
export function listVisits(db: Db, ids: number[]) {
  return visitsListed(db, inArray(bookings.id, ids));
}

/** Bookings still going ahead on `visitDate` whose reminder is not queued yet, locked (others skip them). */
export async function lockDueReminders(tx: Db, visitDate: string, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(live, eq(bookings.visitDate, visitDate), isNull(bookings.reminderQueuedAt)))
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
    .where(and(inArray(bookings.id, ids), isNull(bookings.reminderQueuedAt), live))
    .returning({ id: bookings.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
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
      and(eq(bookings.userId, userId), live, sql`${bookings.startsAt} > ${now.toISOString()}::timestamptz`),
    )
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

/**
 * Replaces the personal text of all the member's bookings (notes, address, loved one's name, a reason
 * they gave); returns their ids.
 */
export async function scrubMemberBookings(
  tx: Db,
  userId: number,
  erased: { name: string; text: string },
  at: Date,
): Promise<number[]> {
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
  return scrubbed.map((r) => r.id);
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

/** Development only: a requested visit's companion taken off it, as if booked when nobody was free. */
export async function releaseRequested(db: Db, bookingId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ companionId: null, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "requested")))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
