import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * The console's reach by city (issue 43 item 4, decision 0076): a coordinator's calls read only bookings
 * of their cities, the condition written into the query itself, so a booking elsewhere is never read and
 * answers as a missing one does. An administrator's scope (null) adds no condition at all.
 */

/**
 * `column` (a city id) is one of the caller's cities; undefined (no condition) for every city. One city
 * is an equality (the planner walks bookings_city_order_idx in the list's order); several are one array
 * parameter; none (a coordinator without cities) matches nothing.
 */
export function inCities(column: AnyColumn, cities: CityScope | undefined): SQL | undefined {
  if (!cities) return undefined;
  const [only] = cities;
  if (cities.length === 1 && only !== undefined) return eq(column, only);
  return sql`${column} = any(${`{${cities.join(",")}}`}::int[])`;
}

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
