import { BOOKING_HOLDING_STATUSES, BOOKING_LIVE_STATUSES, type BookingStatus } from "@eldercare/contracts";
import { and, count, eq, gte, inArray, lte, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { bookings, bookingTallies } from "../../db/schema/index.ts";

/*
 * The dashboard's figures of bookings (admin-dashboard.service.ts, decision 0026), from the tallies kept
 * with every change of a booking (decision 0050); the console's list counts from them too. The tallies
 * are not kept by city: a coordinator's figures (issue 43 item 4) are counted from their cities' bookings,
 * each an index range (the *In functions below).
 */

/**
 * Bookings per visit date and status from the tallies (exact: kept by triggers in the statement that
 * changes a booking, migration 0028), for the list without search or other filters and the dashboard.
 */
export async function tallied(
  db: Db,
  f: { statuses?: readonly BookingStatus[] | undefined; from?: string | null; to?: string | null },
): Promise<number> {
  const [row] = await db
    .select({ n: sum(bookingTallies.n).mapWith(Number) })
    .from(bookingTallies)
    .where(
      and(
        eq(bookingTallies.kind, "visit"),
        f.statuses ? inArray(bookingTallies.status, [...f.statuses]) : undefined,
        f.from ? gte(bookingTallies.day, f.from) : undefined,
        f.to ? lte(bookingTallies.day, f.to) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Bookings waiting for the team; visits today (held); visits going ahead after today up to `upcomingEnd`:
 * from the tallies (decision 0050).
 */
export async function bookingCounts(db: Db, b: { today: string; upcomingEnd: string }) {
  const after = new Date(`${b.today}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const [waiting, today, upcoming] = await Promise.all([
    tallied(db, { statuses: ["requested"] }),
    tallied(db, { statuses: BOOKING_HOLDING_STATUSES, from: b.today, to: b.today }),
    tallied(db, {
      statuses: BOOKING_LIVE_STATUSES,
      from: after.toISOString().slice(0, 10),
      to: b.upcomingEnd,
    }),
  ]);
  return { waiting, today, upcoming };
}

/** Bookings made per India day since `from`, an India midnight ("YYYY-MM-DD" → count), from the tallies. */
export async function bookingsMadeByDay(db: Db, from: Date): Promise<Map<string, number>> {
  const fromDay = sql`((${from.toISOString()}::timestamptz at time zone 'UTC') + interval '330 minutes')::date`;
  const rows = await db
    .select({ day: bookingTallies.day, n: sum(bookingTallies.n).mapWith(Number) })
    .from(bookingTallies)
    .where(
      and(eq(bookingTallies.kind, "made"), eq(bookingTallies.status, ""), gte(bookingTallies.day, fromDay)),
    )
    .groupBy(bookingTallies.day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

// A coordinator's figures: the same counts, of the bookings in their cities only.

/** The day after `today` (YYYY-MM-DD). */
function dayAfter(today: string): string {
  const after = new Date(`${today}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return after.toISOString().slice(0, 10);
}

/** Bookings in `cities` whose status is one of `statuses` (and visit day within the range, when given). */
async function countIn(
  db: Db,
  cities: readonly number[],
  f: { statuses: readonly BookingStatus[]; from?: string; to?: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        inCities(bookings.cityId, cities),
        inArray(bookings.status, [...f.statuses]),
        f.from ? gte(bookings.visitDate, f.from) : undefined,
        f.to ? lte(bookings.visitDate, f.to) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Requested bookings in `cities`, from bookings_city_requested_idx (the status written as the index's own
 * condition, a literal, so the planner always matches it).
 */
async function waitingIn(db: Db, cities: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(inCities(bookings.cityId, cities), sql`${bookings.status} = 'requested'`));
  return row?.n ?? 0;
}

/**
 * bookingCounts for `cities`: waiting (requested: bookings_city_requested_idx), today's and the coming
 * days' (ranges of bookings_city_order_idx: city, visit date).
 */
export async function bookingCountsIn(
  db: Db,
  cities: readonly number[],
  b: { today: string; upcomingEnd: string },
) {
  const [waiting, today, upcoming] = await Promise.all([
    waitingIn(db, cities),
    countIn(db, cities, { statuses: BOOKING_HOLDING_STATUSES, from: b.today, to: b.today }),
    countIn(db, cities, { statuses: BOOKING_LIVE_STATUSES, from: dayAfter(b.today), to: b.upcomingEnd }),
  ]);
  return { waiting, today, upcoming };
}

/**
 * bookingsMadeByDay for `cities` (bookings_city_created_idx: city, created_at), each booking on the India
 * day it was made, as the tallies count it.
 */
export async function bookingsMadeByDayIn(
  db: Db,
  cities: readonly number[],
  from: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`((${bookings.createdAt} at time zone 'UTC') + interval '330 minutes')::date`;
  const rows = await db
    .select({ day: sql<string>`${day}::text`, n: count() })
    .from(bookings)
    .where(and(inCities(bookings.cityId, cities), gte(bookings.createdAt, from)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}
