import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { bookings } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * The console's reach by city (issue 43 item 4, decision 0076): a coordinator's calls read only bookings
 * of their cities, the condition written into the query itself, so a booking elsewhere is never read and
 * answers as a missing one does. An administrator's scope (null) adds no condition at all.
 */

/** A booking by id within the caller's cities, without a lock (reads that decide nothing); else null. */
export async function findBookingIn(db: Db, bookingId: number, cities: CityScope) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), inCities(bookings.cityId, cities)));
  return row ?? null;
}

/** A booking by id within the caller's cities, locked for update (as bookings.repo's lockBooking); else null. */
export async function lockBookingIn(tx: Db, bookingId: number, cities: CityScope) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), inCities(bookings.cityId, cities)))
    .for("update");
  return row ?? null;
}

/** The member and city of each booking among `ids`. */
export async function bookingOwners(db: Db, ids: number[]): Promise<Map<number, BookingOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, cityId: bookings.cityId, userId: bookings.userId })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface BookingOwner {
  id: number;
  cityId: number;
  userId: number;
}
