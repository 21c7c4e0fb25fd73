import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { CityScope } from "../http/city-scope.ts";

/**
 * The console's reach by city (issue 43 item 4, decision 0076), written into a query itself: `column` (a
 * city id) is one of the caller's cities; undefined (no condition) for every city. One city is an equality
 * (the planner walks a city's order index); several are one array parameter; none (a coordinator without
 * cities) matches nothing.
 */
export function inCities(column: AnyColumn, cities: CityScope | undefined): SQL | undefined {
  if (!cities) return undefined;
  const [only] = cities;
  if (cities.length === 1 && only !== undefined) return eq(column, only);
  return sql`${column} = any(${`{${cities.join(",")}}`}::int[])`;
}
