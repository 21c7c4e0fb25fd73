import type { Db } from "../../db/client.ts";
import type { Point } from "../../lib/travel.ts";
import * as repo from "./pin-locations.repo.ts";

/**
 * Where PIN codes are and how fast a city is crossed (issue 45, decision 0088): the reference module's
 * `pin_locations` (seeded from India Post's directory) and each city's `travel_kmph`, lent to the modules
 * that estimate a companion's journeys. Read at each call, not cached: a day's suggestions ask for a few
 * dozen PIN codes by primary key.
 */
export function createPinLocations() {
  return {
    /** The points of these PIN codes; a PIN code without a location is absent (its journeys are unknown). */
    pointsOf: (db: Db, pincodes: readonly string[]): Promise<Map<string, Point>> =>
      repo.pointsOf(db, pincodes),
    /** A city's door-to-door speed in km/h (null: no such city). */
    travelKmphOf: (db: Db, cityId: number): Promise<number | null> => repo.travelKmphOf(db, cityId),
  };
}
export type PinLocations = ReturnType<typeof createPinLocations>;
