import {
  BOOKING_CONFIRMED_STATUSES,
  BOOKING_HOLDING_STATUSES,
  type BookingStatus,
} from "@eldercare/contracts";
import { and, between, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * Who makes a visit (decision 0044): the companion a booking holds, and what the suggestions weigh.
 */

/** Sets the companion of a booking, only while it is still in `status`; false when it moved meanwhile. */
export async function setCompanion(
  tx: Db,
  bookingId: number,
  status: BookingStatus,
  companionId: number,
  at: Date,
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ companionId, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, status)))
    .returning({ id: bookings.id });
  return done.length === 1;
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
