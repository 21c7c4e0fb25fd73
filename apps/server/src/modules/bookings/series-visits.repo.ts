import { BOOKING_LIVE_STATUSES } from "@eldercare/contracts";
import { and, asc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { bookings, services } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { BookingInsert } from "./bookings.repo.ts";

/** Writes a care schedule's visits in one statement; their ids, in the order given. */
export async function insertBookings(tx: Db, rows: BookingInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(bookings).values(rows).returning({ id: bookings.id });
  return inserted.map((r) => r.id);
}

/** A series' visits still going ahead on or after `day`, locked for update (rank 4), soonest first. */
export async function lockGoingAheadFrom(tx: Db, seriesId: number, day: string) {
  return tx
    .select({ id: bookings.id, visitDate: bookings.visitDate, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        gte(bookings.visitDate, day),
      ),
    )
    .orderBy(asc(bookings.id))
    .for("update");
}

/** Cancels these visits with `reason` (rank 4); their ids, by date. */
export async function cancelVisits(
  tx: Db,
  ids: readonly number[],
  reason: string,
  at: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const cancelled = await tx
    .update(bookings)
    .set({ status: "cancelled", statusReason: reason, updatedAt: at })
    .where(and(inArray(bookings.id, [...ids]), inArray(bookings.status, [...BOOKING_LIVE_STATUSES])))
    .returning({ id: bookings.id, visitDate: bookings.visitDate });
  return cancelled.sort((a, b) => a.visitDate.localeCompare(b.visitDate) || a.id - b.id).map((r) => r.id);
}

/**
 * A loved one's visits still going ahead from `from` to `to` that have not started at `now`, from every
 * series and single bookings alike, locked for update (rank 4), by date (a pause, decision 0080).
 */
export async function lockLovedOneBetween(tx: Db, lovedOneId: number, from: string, to: string, now: Date) {
  return tx
    .select({
      id: bookings.id,
      visitDate: bookings.visitDate,
      startTime: bookings.startTime,
      companionId: bookings.companionId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.lovedOneId, lovedOneId),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        gte(bookings.visitDate, from),
        lte(bookings.visitDate, to),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.id))
    .for("update");
}

/** Visits by id with their service's name, as a companion is told of them (by date). */
export async function visitsForCompanion(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      companionId: bookings.companionId,
      visitDate: bookings.visitDate,
      startTime: bookings.startTime,
      lovedOneName: bookings.lovedOneName,
      addressLine: bookings.addressLine,
      serviceName: services.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(inArray(bookings.id, [...ids]))
    .orderBy(asc(bookings.visitDate), asc(bookings.id));
}

/**
 * A series' visits still going ahead after `date` within the caller's cities, locked for update (rank 4) in
 * date then id order (decision 0081: every assignment giving a schedule's visits locks them so).
 */
export async function lockLaterOfSeries(tx: Db, seriesId: number, date: string, cities: CityScope) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        gt(bookings.visitDate, date),
        inCities(bookings.cityId, cities),
      ),
    )
    .orderBy(asc(bookings.visitDate), asc(bookings.id))
    .for("update");
}
