import { BOOKING_HOLDING_STATUSES, BOOKING_LIVE_STATUSES, type BookingStatus } from "@eldercare/contracts";
import { and, count, eq, gte, inArray, lte, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingTallies, rescheduleRequests } from "../../db/schema/index.ts";

/*
 * The dashboard's figures of bookings (admin-dashboard.service.ts, decision 0026), from the tallies kept
 * with every change of a booking (decision 0050); the console's list counts from them too.
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

/** Reschedule requests waiting for the team. */
export async function openRescheduleCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.status, "open"));
  return row?.n ?? 0;
}
