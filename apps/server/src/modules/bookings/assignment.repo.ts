import {
  BOOKING_CONFIRMED_STATUSES,
  BOOKING_HOLDING_STATUSES,
  type BookingStatus,
} from "@eldercare/contracts";
import { and, between, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * Who makes a visit (decision 0044): the companion a booking holds, and what the suggestions weigh.
 */

/**
 * Gives these visits to the companion in one statement (decision 0081: no row is updated twice in the
 * transaction), each only while still in its `from` status, moving it to `to`; how many were written.
 */
export async function setCompanions(
  tx: Db,
  visits: readonly { id: number; from: BookingStatus; to: BookingStatus }[],
  companionId: number,
  at: Date,
): Promise<number> {
  if (visits.length === 0) return 0;
  const cases = (pick: (v: (typeof visits)[number]) => string) =>
    sql.join(
      visits.map((v) => sql`when ${v.id} then ${pick(v)}`),
      sql` `,
    );
  const done = await tx
    .update(bookings)
    .set({ companionId, status: sql`(case ${bookings.id} ${cases((v) => v.to)} end)`, updatedAt: at })
    .where(
      and(
        inArray(
          bookings.id,
          visits.map((v) => v.id),
        ),
        sql`${bookings.status} = (case ${bookings.id} ${cases((v) => v.from)} end)`,
      ),
    )
    .returning({ id: bookings.id });
  return done.length;
}

/** Visits holding each of these companions with a visit date in [from, to]. */
export async function visitsBetween(
  db: Db,
  companionIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (companionIds.length === 0) return new Map();
  const rows = await db
    .select({ companionId: bookings.companionId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.companionId, [...companionIds]),
        between(bookings.visitDate, from, to),
        inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
      ),
    )
    .groupBy(bookings.companionId);
  return new Map(rows.flatMap((r) => (r.companionId === null ? [] : [[r.companionId, r.n] as const])));
}

/** Which of these companions has made (or is confirmed to make) another visit to this loved one. */
export async function visitedBefore(
  db: Db,
  lovedOneId: number,
  companionIds: readonly number[],
  exceptBookingId: number,
): Promise<Set<number>> {
  if (companionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companionId: bookings.companionId })
    .from(bookings)
    .where(
      and(
        eq(bookings.lovedOneId, lovedOneId),
        inArray(bookings.companionId, [...companionIds]),
        inArray(bookings.status, [...BOOKING_CONFIRMED_STATUSES]),
        ne(bookings.id, exceptBookingId),
      ),
    );
  return new Set(rows.flatMap((r) => (r.companionId === null ? [] : [r.companionId])));
}
