import { BOOKING_CONFIRMED_STATUSES, BOOKING_LIVE_STATUSES } from "@eldercare/contracts";
import { and, asc, between, count, eq, gt, gte, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, cities, services } from "../../db/schema/index.ts";

/*
 * What the auto-scheduler reads (decision 0089), from the bookings its owner lends this module to read
 * (table-owners.json's readers, decision 0085): plain selects, never a write or a row lock.
 */

/**
 * The visits of a city in [from, to] going ahead, not started at `now` and with no companion, and those of
 * `alsoIds` (requested visits whose companion's check lapses before them), by start. With `rebalance`,
 * every requested one holding a companion too (its family is not yet told who is coming); never a
 * confirmed one.
 */
export function openVisits(
  db: Db,
  f: {
    cityId: number;
    from: string;
    to: string;
    now: Date;
    alsoIds?: readonly number[];
    rebalance?: boolean;
  },
) {
  const also = f.alsoIds && f.alsoIds.length > 0 ? inArray(bookings.id, [...f.alsoIds]) : undefined;
  const requested = f.rebalance ? eq(bookings.status, "requested") : undefined;
  return db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      lovedOneId: bookings.lovedOneId,
      lovedOneName: bookings.lovedOneName,
      seriesId: bookings.seriesId,
      serviceKind: bookings.serviceKind,
      pincode: bookings.pincode,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      startsAt: bookings.startsAt,
      companionId: bookings.companionId,
      status: bookings.status,
      minutes: services.durationMinutes,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.cityId, f.cityId),
        between(bookings.visitDate, f.from, f.to),
        inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
        or(isNull(bookings.companionId), also, requested),
        gt(bookings.startsAt, f.now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** For each loved one among `ids`, how many visits each companion made or is confirmed for in [since, before). */
export async function servedBetween(
  db: Db,
  lovedOneIds: readonly number[],
  since: Date,
  before: Date,
): Promise<Map<number, Map<number, number>>> {
  const served = new Map<number, Map<number, number>>();
  if (lovedOneIds.length === 0) return served;
  const rows = await db
    .select({ lovedOneId: bookings.lovedOneId, companionId: bookings.companionId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.lovedOneId, [...lovedOneIds]),
        inArray(bookings.status, [...BOOKING_CONFIRMED_STATUSES]),
        gte(bookings.startsAt, since),
        lt(bookings.startsAt, before),
      ),
    )
    .groupBy(bookings.lovedOneId, bookings.companionId);
  for (const r of rows) {
    if (r.lovedOneId === null || r.companionId === null) continue;
    const of = served.get(r.lovedOneId) ?? new Map<number, number>();
    of.set(r.companionId, r.n);
    served.set(r.lovedOneId, of);
  }
  return served;
}

/** Whether a city of the catalogue has this id. */
export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  return row !== undefined;
}
