import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, services } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { inCities } from "./booking-scope.repo.ts";

/*
 * Late and missed visits (issue 26, decision 0046), on the booking's own columns: the sweep that tells the
 * team once per late visit (the visits module's, through booking-visits.service.ts), the team's `miss`,
 * and the dashboard's care lists. "Awaiting check-in" is the partial index bookings_awaiting_checkin_idx
 * (starts_at, where confirmed and not checked in), so these read only the visits still waiting for their
 * companion.
 */

const awaitingCheckIn = and(eq(bookings.status, "confirmed"), isNull(bookings.checkedInAt));

/**
 * Late visits the team has not been told of, that started in (`since`, `lateBefore`]: locked, oldest
 * first; rows another sweep holds are skipped.
 */
export async function lockUnalertedLate(
  tx: Db,
  w: { lateBefore: Date; since: Date },
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        awaitingCheckIn,
        lte(bookings.startsAt, w.lateBefore),
        gt(bookings.startsAt, w.since),
        isNull(bookings.lateAlertedAt),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

/**
 * The start of the next visit that will be late if nobody checks in: the earliest confirmed visit not
 * checked in, not alerted, starting after `lateBefore` (so not late yet); null when there is none.
 */
export async function nextLateStart(db: Db, lateBefore: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${bookings.startsAt})` })
    .from(bookings)
    .where(and(awaitingCheckIn, gt(bookings.startsAt, lateBefore), isNull(bookings.lateAlertedAt)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Marks the team told of each visit still late and not told yet: the ids actually marked (each at most
 * once, ever), in start order as given.
 */
export async function markLateAlerted(
  tx: Db,
  ids: number[],
  w: { lateBefore: Date; at: Date },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(bookings)
    .set({ lateAlertedAt: w.at })
    .where(
      and(
        inArray(bookings.id, ids),
        awaitingCheckIn,
        lte(bookings.startsAt, w.lateBefore),
        isNull(bookings.lateAlertedAt),
      ),
    )
    .returning({ id: bookings.id });
  const marked = new Set(rows.map((r) => r.id));
  return ids.filter((id) => marked.has(id));
}

/**
 * The team's `miss`: confirmed → missed, only while nobody has checked in and the visit started at or
 * before `lateBefore`. One conditional update; false when the visit was not in that state.
 */
export async function markMissed(
  tx: Db,
  m: { bookingId: number; reason: string | null; lateBefore: Date; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: "missed", statusReason: m.reason, updatedAt: m.at })
    .where(and(eq(bookings.id, m.bookingId), awaitingCheckIn, lte(bookings.startsAt, m.lateBefore)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

// The dashboard's care section (issue 26, decision 0046), each read from its partial index.

/** A visit the care section lists (the companion's name and phone come from the roster). */
export interface CareVisitRow {
  id: number;
  lovedOneName: string;
  serviceName: string;
  companionId: number | null;
  startsAt: Date;
  checkedOutAt: Date | null;
}

const careVisitColumns = {
  id: bookings.id,
  lovedOneName: bookings.lovedOneName,
  serviceName: services.name,
  companionId: bookings.companionId,
  startsAt: bookings.startsAt,
  checkedOutAt: bookings.checkedOutAt,
};

/** How many of the visits match, and the oldest `limit` of them in `order`. */
async function careList(db: Db, where: SQL | undefined, order: SQL[], limit: number) {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(where),
    db
      .select(careVisitColumns)
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(...order)
      .limit(limit),
  ]);
  return { total: total?.n ?? 0, rows: rows as CareVisitRow[] };
}

/**
 * Late visits: confirmed, nobody checked in, started at or before `lateBefore` (bookings_awaiting_checkin_idx);
 * the oldest first. With `cities` (a coordinator's), only theirs (a condition on the few rows that index holds).
 */
export function lateVisits(db: Db, lateBefore: Date, limit: number, cities: CityScope = null) {
  return careList(
    db,
    and(
      eq(bookings.status, "confirmed"),
      isNull(bookings.checkedInAt),
      lte(bookings.startsAt, lateBefore),
      inCities(bookings.cityId, cities),
    ),
    [asc(bookings.startsAt), asc(bookings.id)],
    limit,
  );
}

/**
 * Reports overdue: still confirmed (filing completes the visit), checked out at or before `dueBefore`
 * (bookings_report_due_idx); the longest waiting first. With `cities`, only theirs.
 */
export function overdueReports(db: Db, dueBefore: Date, limit: number, cities: CityScope = null) {
  return careList(
    db,
    and(
      eq(bookings.status, "confirmed"),
      isNotNull(bookings.checkedOutAt),
      lte(bookings.checkedOutAt, dueBefore),
      inCities(bookings.cityId, cities),
    ),
    [asc(bookings.checkedOutAt), asc(bookings.id)],
    limit,
  );
}

/**
 * A condition for another module's rows keyed by booking (`bookingId`: their booking id column): the
 * booking is in one of `cities` (an EXISTS probing the bookings' primary key); undefined (no condition)
 * for every city. The visits module's dashboard figures and incidents take it, so a coordinator's reach
 * is written into their queries while the bookings table stays this module's to read (decision 0034).
 */
export function bookingInCities(bookingId: AnyColumn, cities: CityScope): SQL | undefined {
  if (cities === null) return undefined;
  return sql`exists (select 1 from ${bookings} where ${bookings.id} = ${bookingId} and ${inCities(bookings.cityId, cities)})`;
}
