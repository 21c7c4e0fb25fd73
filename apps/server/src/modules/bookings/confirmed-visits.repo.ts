import { type AnyColumn, and, asc, count, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { bookings, services } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * Confirmed visits by start (issue 26, decision 0046), as the late sweep, the team's `miss` and the
 * dashboard's care lists read them. A visit's own state (checked in and out, alerted late) is the visits
 * module's table (decision 0084): it hands these queries its condition (`VisitCondition`), a probe of its
 * table's primary key per booking, so each stays one statement. bookings_confirmed_start_idx (starts_at,
 * where confirmed) holds the visits going ahead, under way or waiting for their report.
 */

/**
 * A condition on a visit's own state (checked in, out, alerted late: the visits module's table, decision
 * 0084), written into a bookings query by the booking's id column, so a check and its write stay one statement.
 */
export type VisitCondition = (bookingId: AnyColumn) => SQL;

const confirmed = eq(bookings.status, "confirmed");

/**
 * Confirmed visits that started in (`since`, `startedBy`] and meet `when` (the visits module's: nobody
 * checked in, the team not told): locked, oldest first, at most `limit`; rows another sweep holds are skipped.
 */
export async function lockConfirmedStarted(
  tx: Db,
  w: { startedBy: Date; since: Date },
  when: VisitCondition,
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(confirmed, lte(bookings.startsAt, w.startedBy), gt(bookings.startsAt, w.since), when(bookings.id)),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

/** The earliest start after `after` of a confirmed visit that meets `when`; null when there is none. */
export async function nextConfirmedStart(db: Db, after: Date, when: VisitCondition): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${bookings.startsAt})` })
    .from(bookings)
    .where(and(confirmed, gt(bookings.startsAt, after), when(bookings.id)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * The team's `miss`: confirmed → missed, only while `notCheckedIn` (the visits module's) holds and the
 * visit started at or before `lateBefore`. One conditional update; false when the visit was not in that state.
 */
export async function markMissed(
  tx: Db,
  m: { bookingId: number; reason: string | null; lateBefore: Date; at: Date },
  notCheckedIn: VisitCondition,
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: "missed", statusReason: m.reason, updatedAt: m.at })
    .where(
      and(
        eq(bookings.id, m.bookingId),
        confirmed,
        notCheckedIn(bookings.id),
        lte(bookings.startsAt, m.lateBefore),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** A visit the care section lists (the companion's name and phone: the roster's; its checks: visits'). */
export interface CareBookingRow {
  id: number;
  lovedOneName: string;
  serviceName: string;
  companionId: number | null;
  startsAt: Date;
}

/**
 * The care section's list of confirmed visits meeting `l.when` (the visits module's), started at or before
 * `l.startedBy` when given, in `cities` (null: every city): how many, and the first `limit` ordered by
 * `l.orderBy` (the visits module's, e.g. the check-out) when given, else by start, then id.
 */
export async function confirmedVisits(
  db: Db,
  l: { when: VisitCondition; startedBy?: Date; orderBy?: VisitCondition },
  limit: number,
  cities: CityScope = null,
) {
  const where = and(
    confirmed,
    l.when(bookings.id),
    l.startedBy ? lte(bookings.startsAt, l.startedBy) : undefined,
    inCities(bookings.cityId, cities),
  );
  const order = l.orderBy
    ? [asc(l.orderBy(bookings.id)), asc(bookings.id)]
    : [asc(bookings.startsAt), asc(bookings.id)];
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(where),
    db
      .select({
        id: bookings.id,
        lovedOneName: bookings.lovedOneName,
        serviceName: services.name,
        companionId: bookings.companionId,
        startsAt: bookings.startsAt,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(...order)
      .limit(limit),
  ]);
  return { total: total?.n ?? 0, rows: rows as CareBookingRow[] };
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
