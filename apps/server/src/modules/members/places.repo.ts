import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, countries, states } from "../../db/schema/index.ts";

/** The names of a city, its state and country when they belong together (null otherwise). */
export async function findPlace(db: Db, ids: { countryId?: number; stateId: number; cityId: number }) {
  const [row] = await db
    .select({
      countryCode: countries.code,
      countryName: countries.name,
      stateCode: states.code,
      stateName: states.name,
      cityName: cities.name,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(
      and(
        eq(cities.id, ids.cityId),
        eq(states.id, ids.stateId),
        ids.countryId === undefined ? undefined : eq(countries.id, ids.countryId),
      ),
    );
  return row ?? null;
}
export type Place = NonNullable<Awaited<ReturnType<typeof findPlace>>>;
