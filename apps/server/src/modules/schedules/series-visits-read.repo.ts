import { BOOKING_LIVE_STATUSES, type BookingStatus } from "@eldercare/contracts";
import { and, asc, countDistinct, eq, gte, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { bookings } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * A care schedule's visits as the schedules module reads them: the bookings naming a series, read from the
 * bookings its owner lends this module to read (table-owners.json's readers, decision 0085): plain selects,
 * never a write or a row lock. Writing, locking and cancelling them stays the bookings module's
 * (series-visits.service.ts, lent as `seriesVisits`).
 */

/** The ids of a series' visits, by date (bookings_series_idx). */
export async function seriesBookingIds(db: Db, seriesId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.visitDate), asc(bookings.id));
  return rows.map((r) => r.id);
}

/** A series' visits still going ahead that start at or after `now`, soonest first (its list). */
function upcomingOfSeries(db: Db, seriesIds: readonly number[], now: Date) {
  return db
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      visitDate: bookings.visitDate,
      startTime: bookings.startTime,
      status: bookings.status,
      companionId: bookings.companionId,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.seriesId, [...seriesIds]),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        gte(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/**
 * A series' visits still going ahead on or after `day`, without a lock: what a preview of changing it from
 * that day counts as free again (their plan's month, the loved one's shift, their companion's time).
 */
export async function goingAheadFrom(db: Db, seriesId: number, day: string) {
  return db
    .select({
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      subscriptionId: bookings.subscriptionId,
      serviceKind: bookings.serviceKind,
      companionId: bookings.companionId,
      windowStart: bookings.windowStart,
      windowEnd: bookings.windowEnd,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        gte(bookings.visitDate, day),
      ),
    );
}

/**
 * The series with a visit going ahead on or after `from` within the caller's cities (the console's list of
 * schedules, decision 0081): one page of their ids, ascending, and how many there are.
 */
export async function seriesWithVisitsIn(
  db: Db,
  a: { cities: CityScope; from: string; offset: number; limit: number; seriesId?: number | undefined },
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    isNotNull(bookings.seriesId),
    a.seriesId === undefined ? undefined : eq(bookings.seriesId, a.seriesId),
    inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
    gte(bookings.visitDate, a.from),
    inCities(bookings.cityId, a.cities),
  );
  const [page, [counted]] = await Promise.all([
    db
      .selectDistinct({ id: bookings.seriesId })
      .from(bookings)
      .where(where)
      .orderBy(asc(bookings.seriesId))
      .limit(a.limit)
      .offset(a.offset),
    db
      .select({ n: countDistinct(bookings.seriesId) })
      .from(bookings)
      .where(where),
  ]);
  return { ids: page.flatMap((r) => (r.id === null ? [] : [r.id])), total: counted?.n ?? 0 };
}

/** The visits of these series going ahead on or after `from`, by date (the console's view of schedules). */
export function liveOfSeriesFrom(db: Db, seriesIds: readonly number[], from: string) {
  return db
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      userId: bookings.userId,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      startTime: bookings.startTime,
      startsAt: bookings.startsAt,
      status: bookings.status,
      companionId: bookings.companionId,
      cityId: bookings.cityId,
      pincode: bookings.pincode,
      serviceId: bookings.serviceId,
      serviceKind: bookings.serviceKind,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.seriesId, [...seriesIds]),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        gte(bookings.visitDate, from),
      ),
    )
    .orderBy(asc(bookings.visitDate), asc(bookings.id));
}

/** A series' next visits as its list shows them, and how many are going ahead. */
export interface UpcomingOfSeries {
  next: Array<{ booking_id: number; visit_date: string; start_time: string; status: BookingStatus }>;
  count: number;
}

/** Each series' visits still going ahead from `now`: the first `next`, and how many, by series. */
export async function upcomingBySeries(
  db: Db,
  seriesIds: readonly number[],
  now: Date,
  next: number,
): Promise<Map<number, UpcomingOfSeries>> {
  const rows = seriesIds.length ? await upcomingOfSeries(db, seriesIds, now) : [];
  const bySeries = new Map<number, typeof rows>();
  for (const r of rows) {
    if (r.seriesId === null) continue;
    const list = bySeries.get(r.seriesId) ?? [];
    list.push(r);
    bySeries.set(r.seriesId, list);
  }
  return new Map(
    seriesIds.map((id) => {
      const mine = bySeries.get(id) ?? [];
      return [
        id,
        {
          next: mine.slice(0, next).map((r) => ({
            booking_id: r.id,
            visit_date: r.visitDate,
            start_time: r.startTime,
            status: r.status,
          })),
          count: mine.length,
        },
      ] as const;
    }),
  );
}
