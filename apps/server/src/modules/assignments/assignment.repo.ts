import { BOOKING_CONFIRMED_STATUSES, BOOKING_HOLDING_STATUSES } from "@eldercare/contracts";
import { and, between, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * What the suggestions weigh (decision 0044), read from the bookings its owner lends this module to read
 * (table-owners.json's readers, decision 0085): plain selects, never a write or a row lock.
 */

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
