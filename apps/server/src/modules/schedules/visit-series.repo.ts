import type { SeriesDate, ShiftType } from "@eldercare/contracts";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainData, services, specialities, visitSeries } from "../../db/schema/index.ts";

/*
 * The care schedules themselves (issue 44, decision 0078): the pattern, how far it is booked, and the dates
 * it skipped. Its visits are the bookings module's rows naming it.
 */

export type SeriesRow = typeof visitSeries.$inferSelect;

/** An active, bookable service by id (emergency help is active too: the caller refuses it). */
export async function findService(db: Db, id: number) {
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      kind: services.kind,
      needsSpeciality: services.needsSpeciality,
    })
    .from(services)
    .where(and(eq(services.id, id), eq(services.isActive, true)));
  return row ?? null;
}

/** A service's name, active or not (a series names the service it was made for). */
export async function serviceName(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: services.name }).from(services).where(eq(services.id, id));
  return row?.name ?? "";
}

export async function specialityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.id, id));
  return row !== undefined;
}

/** The member's series made with this key, if any. */
export async function findByKey(db: Db, userId: number, key: string): Promise<SeriesRow | null> {
  const [row] = await db
    .select()
    .from(visitSeries)
    .where(and(eq(visitSeries.userId, userId), eq(visitSeries.idempotencyKey, key)));
  return row ?? null;
}

export interface NewSeries {
  userId: number;
  subscriptionId: number;
  lovedOneId: number;
  lovedOneName: string;
  serviceId: number;
  specialityId: number | null;
  weekdays: number[];
  shiftType: ShiftType;
  startTime: string;
  startsOn: string;
  endsOn: string;
  notes: string;
  bookedThrough: string | null;
  skipped: SeriesDate[];
  idempotencyKey: string;
  requestHash: string;
}

export async function insertSeries(tx: Db, row: NewSeries, at: Date): Promise<SeriesRow> {
  const [inserted] = await tx
    .insert(visitSeries)
    .values({ ...row, createdAt: at, updatedAt: at })
    .returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** The member's series (or one loved one's), newest first. */
export async function listSeries(
  db: Db,
  userId: number,
  lovedOneId?: number,
): Promise<{ row: SeriesRow; serviceName: string }[]> {
  const rows = await db
    .select({ row: visitSeries, serviceName: services.name })
    .from(visitSeries)
    .innerJoin(services, eq(services.id, visitSeries.serviceId))
    .where(
      and(
        eq(visitSeries.userId, userId),
        lovedOneId === undefined ? undefined : eq(visitSeries.lovedOneId, lovedOneId),
      ),
    )
    .orderBy(desc(visitSeries.createdAt), desc(visitSeries.id));
  return rows;
}

/** One of the member's series, locked for update (rank 5b of the lock order); else null. */
export async function lockSeries(tx: Db, userId: number, id: number): Promise<SeriesRow | null> {
  const [row] = await tx
    .select()
    .from(visitSeries)
    .where(and(eq(visitSeries.id, id), eq(visitSeries.userId, userId)))
    .for("update");
  return row ?? null;
}

/**
 * A cancelled plan's active series end the day before it stops (or, if they had not begun, on their first
 * day, with nothing booked); their ids. Called after the plan's row and its visits are locked.
 */
export async function endPlanSeriesFrom(tx: Db, subscriptionId: number, day: string, at: Date) {
  const lastDay = sql`greatest(${visitSeries.startsOn}, ${day}::date - 1)`;
  const rows = await tx
    .update(visitSeries)
    .set({
      status: "ended",
      endsOn: sql`${lastDay}`,
      bookedThrough: sql`least(${visitSeries.bookedThrough}, ${lastDay})`,
      updatedAt: at,
    })
    .where(
      and(
        eq(visitSeries.subscriptionId, subscriptionId),
        eq(visitSeries.status, "active"),
        sql`${visitSeries.endsOn} >= ${day}::date`,
      ),
    )
    .returning({ id: visitSeries.id });
  return rows.map((r) => r.id);
}

/** Ends a series: no visit from the day after `endsOn`, booked no further. */
export async function endSeries(tx: Db, id: number, endsOn: string, at: Date): Promise<SeriesRow> {
  const [row] = await tx
    .update(visitSeries)
    .set({
      status: "ended",
      endsOn,
      bookedThrough: sql`least(${visitSeries.bookedThrough}, ${endsOn}::date)`,
      updatedAt: at,
    })
    .where(eq(visitSeries.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** One of the member's series, without a lock; else null. */
export async function findSeriesOf(db: Db, userId: number, id: number): Promise<SeriesRow | null> {
  const [row] = await db
    .select()
    .from(visitSeries)
    .where(and(eq(visitSeries.id, id), eq(visitSeries.userId, userId)));
  return row ?? null;
}

/** A series by id, without a lock (the sweep's first read). */
export async function findSeries(db: Db, id: number): Promise<SeriesRow | null> {
  const [row] = await db.select().from(visitSeries).where(eq(visitSeries.id, id));
  return row ?? null;
}

/**
 * Active series with dates not yet booked on or before `target` (visit_series_due_idx), at most `limit`,
 * from id `after` on: the sweep's candidates, each decided again under its row lock.
 */
export async function dueSeries(db: Db, target: string, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: visitSeries.id })
    .from(visitSeries)
    .where(
      and(
        eq(visitSeries.status, "active"),
        sql`coalesce(${visitSeries.bookedThrough}, ${visitSeries.startsOn} - 1) < least(${visitSeries.endsOn}, ${target}::date)`,
        gt(visitSeries.id, after),
      ),
    )
    .orderBy(asc(visitSeries.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The series booked through `through`, with the dates it skipped there added. */
export async function markBooked(
  tx: Db,
  id: number,
  through: string,
  skipped: SeriesDate[],
  at: Date,
): Promise<void> {
  await tx
    .update(visitSeries)
    .set({
      bookedThrough: through,
      skipped: sql`${visitSeries.skipped} || ${JSON.stringify(skipped)}::jsonb`,
      updatedAt: at,
    })
    .where(eq(visitSeries.id, id));
}

/** A new series' outcome once its dates are judged: booked through `through`, these dates skipped. */
export async function setBooked(
  tx: Db,
  id: number,
  through: string | null,
  skipped: SeriesDate[],
  at: Date,
): Promise<SeriesRow> {
  const [row] = await tx
    .update(visitSeries)
    .set({ bookedThrough: through, skipped, updatedAt: at })
    .where(eq(visitSeries.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** At erasure: every series of the member ended, its loved one's name, notes and reasons replaced. */
export async function eraseMemberSeries(
  tx: Db,
  userId: number,
  erased: { name: string; text: string },
  at: Date,
) {
  await tx
    .update(visitSeries)
    .set({ status: "ended", lovedOneName: erased.name, notes: erased.text, skipped: [], updatedAt: at })
    .where(eq(visitSeries.userId, userId));
}

/** A shift's name ("Morning (7 AM – 1 PM)"), for the family's messages. */
export async function shiftName(db: Db, shift: number): Promise<string> {
  const [row] = await db
    .select({ value: domainData.value })
    .from(domainData)
    .where(and(eq(domainData.domainType, "shift_type"), eq(domainData.code, shift)));
  return row?.value ?? `Shift ${shift}`;
}

/** The ids of a member's series (their messages are redacted at erasure). */
export async function seriesIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: visitSeries.id })
    .from(visitSeries)
    .where(eq(visitSeries.userId, userId));
  return rows.map((r) => r.id);
}

/** A schedule's pattern from a date on (decision 0080): the new weekdays, shift, start and last date. */
export async function changePattern(
  tx: Db,
  id: number,
  change: {
    weekdays: number[];
    shiftType: ShiftType;
    startTime: string;
    endsOn: string;
    bookedThrough: string | null;
    skipped: SeriesDate[];
  },
  at: Date,
): Promise<SeriesRow> {
  const [row] = await tx
    .update(visitSeries)
    .set({ ...change, updatedAt: at })
    .where(eq(visitSeries.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** A series by id, locked for update (rank 5b: after its visits' rows, before the roster's days); else null. */
export async function lockSeriesById(tx: Db, id: number): Promise<SeriesRow | null> {
  const [row] = await tx.select().from(visitSeries).where(eq(visitSeries.id, id)).for("update");
  return row ?? null;
}

/** The regular companion of each active series among `ids` that has one (the auto-scheduler's read). */
export async function regularsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: visitSeries.id, companionId: visitSeries.regularCompanionId })
    .from(visitSeries)
    .where(and(inArray(visitSeries.id, [...ids]), eq(visitSeries.status, "active")));
  return new Map(rows.flatMap((r) => (r.companionId === null ? [] : [[r.id, r.companionId] as const])));
}

/** Sets a series' regular companion (decision 0081); the row after. */
export async function setRegular(tx: Db, id: number, companionId: number, at: Date): Promise<SeriesRow> {
  const [row] = await tx
    .update(visitSeries)
    .set({ regularCompanionId: companionId, updatedAt: at })
    .where(eq(visitSeries.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** These series with their service's name, by id (the console's view of schedules). */
export async function seriesByIds(
  db: Db,
  ids: readonly number[],
): Promise<{ row: SeriesRow; serviceName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ row: visitSeries, serviceName: services.name })
    .from(visitSeries)
    .innerJoin(services, eq(services.id, visitSeries.serviceId))
    .where(inArray(visitSeries.id, [...ids]))
    .orderBy(asc(visitSeries.id));
}
