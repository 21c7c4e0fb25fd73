import type { RescheduleStatus } from "@eldercare/contracts";
import { and, count, desc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { rescheduleRequests } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * The console's list of reschedule requests (reschedule-admin.service.ts), searched as its bookings are,
 * and the dashboard's count of those waiting.
 */

/**
 * One page of matching reschedule request ids, open ones first, then newest; and how many match. With
 * `cities` (a coordinator's), only requests of bookings in those cities. `searched`: the bookings a
 * search matches, a sub-select the bookings module builds (undefined: no search).
 */
export async function pageRescheduleIds(
  db: Db,
  f: {
    searched: SQLWrapper | undefined;
    status?: RescheduleStatus | null | undefined;
    cities?: CityScope | undefined;
  },
  offset: number,
  limit: number,
) {
  const search = f.searched === undefined ? undefined : inArray(rescheduleRequests.bookingId, f.searched);
  // A request keeps its booking's city (migration 0050): the cities need no booking, only the search does.
  const inScope = inCities(rescheduleRequests.cityId, f.cities);
  const where = and(search, inScope, f.status ? eq(rescheduleRequests.status, f.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: rescheduleRequests.id })
      .from(rescheduleRequests)
      .where(where)
      .orderBy(
        desc(sql`(${rescheduleRequests.status} = 'open')`),
        desc(rescheduleRequests.createdAt),
        desc(rescheduleRequests.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(rescheduleRequests).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/**
 * A reschedule request by id whose booking is in the caller's cities (null: every city); else null, as a
 * missing request.
 */
export async function findRescheduleIn(db: Db, requestId: number, cities: CityScope) {
  const [row] = await db
    .select()
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.id, requestId), inCities(rescheduleRequests.cityId, cities)));
  return row ?? null;
}

/** Reschedule requests waiting for the team; with `cities`, by the city each keeps (migration 0050). */
export async function openRescheduleCount(db: Db, cities?: CityScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.status, "open"), inCities(rescheduleRequests.cityId, cities)));
  return row?.n ?? 0;
}
