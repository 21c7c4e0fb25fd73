import type { BookingStatus, RescheduleStatus } from "@eldercare/contracts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, rescheduleRequests } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { searchWhere } from "./booking-admin.repo.ts";
import { inCities } from "./booking-scope.repo.ts";

/*
 * The console's list of reschedule requests (booking-admin.service.ts), searched as its bookings are.
 */

/**
 * One page of matching reschedule request ids, open ones first, then newest; and how many match. With
 * `cities` (a coordinator's), only requests of bookings in those cities.
 */
export async function pageRescheduleIds(
  db: Db,
  f: {
    search: string;
    memberIds: readonly number[];
    status?: RescheduleStatus | null | undefined;
    cities?: CityScope | undefined;
  },
  offset: number,
  limit: number,
) {
  const search = searchWhere(f);
  // A request keeps its booking's city (migration 0050): the cities need no join, only the search does.
  const inScope = inCities(rescheduleRequests.cityId, f.cities);
  const where = and(search, inScope, f.status ? eq(rescheduleRequests.status, f.status) : undefined);
  // The search reads the booking (each request has one: not null foreign key); else no join.
  const joined = search !== undefined;
  const from = () => {
    const q = db.select({ id: rescheduleRequests.id }).from(rescheduleRequests).$dynamic();
    return joined ? q.innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId)) : q;
  };
  const counted = () => {
    const q = db.select({ n: count() }).from(rescheduleRequests).$dynamic();
    return joined ? q.innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId)) : q;
  };
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(
        desc(sql`(${rescheduleRequests.status} = 'open')`),
        desc(rescheduleRequests.createdAt),
        desc(rescheduleRequests.id),
      )
      .limit(limit)
      .offset(offset),
    counted().where(where),
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

/** The member and booking status of each request among `ids`. */
export async function rescheduleOwners(db: Db, ids: number[]): Promise<Map<number, RescheduleOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rescheduleRequests.id, userId: rescheduleRequests.userId, bookingStatus: bookings.status })
    .from(rescheduleRequests)
    .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
    .where(inArray(rescheduleRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface RescheduleOwner {
  id: number;
  userId: number;
  bookingStatus: BookingStatus;
}
