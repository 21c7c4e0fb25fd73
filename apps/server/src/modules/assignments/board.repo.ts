import { BOOKING_LIVE_STATUSES } from "@eldercare/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * The coordinator's board (issue 45), read from the bookings its owner lends this module to read
 * (table-owners.json's readers, decision 0085): plain selects, never a write or a row lock.
 */

/** A city's visits going ahead on a day, by start (bookings_city_order_idx). */
export async function dayVisitIds(db: Db, cityId: number, date: string): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.cityId, cityId),
        eq(bookings.visitDate, date),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((r) => r.id);
}
