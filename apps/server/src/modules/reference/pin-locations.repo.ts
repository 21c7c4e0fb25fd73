import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, pinLocations } from "../../db/schema/index.ts";

/** The points of these PIN codes, by PIN code; one without a location is absent. */
export async function pointsOf(
  db: Db,
  pincodes: readonly string[],
): Promise<Map<string, { lat: number; lng: number }>> {
  const asked = [...new Set(pincodes)];
  if (asked.length === 0) return new Map();
  const rows = await db
    .select({ pincode: pinLocations.pincode, lat: pinLocations.latitude, lng: pinLocations.longitude })
    .from(pinLocations)
    .where(inArray(pinLocations.pincode, asked));
  return new Map(rows.map((r) => [r.pincode, { lat: r.lat, lng: r.lng }]));
}

/** A city's door-to-door speed for travel estimates, in km/h; null for a city that does not exist. */
export async function travelKmphOf(db: Db, cityId: number): Promise<number | null> {
  const [row] = await db.select({ kmph: cities.travelKmph }).from(cities).where(eq(cities.id, cityId));
  return row?.kmph ?? null;
}
