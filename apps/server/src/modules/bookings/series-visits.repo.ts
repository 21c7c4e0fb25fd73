import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import type { BookingInsert } from "./bookings.repo.ts";

/** Writes a care schedule's visits in one statement; their ids, in the order given. */
export async function insertBookings(tx: Db, rows: BookingInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(bookings).values(rows).returning({ id: bookings.id });
  return inserted.map((r) => r.id);
}

/** The ids of a series' visits, by date (bookings_series_idx). */
export async function seriesBookingIds(db: Db, seriesId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.visitDate), asc(bookings.id));
  return rows.map((r) => r.id);
}
