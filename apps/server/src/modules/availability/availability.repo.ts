import { BOOKING_HOLDING_STATUSES, type ServiceKind } from "@eldercare/contracts";
import { and, between, count, eq, gt, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, services } from "../../db/schema/index.ts";
import type { VisitStop } from "./travel.ts";

/*
 * The facts the availability rules read (availability.ts): bookings holding a visit of the allowance, a
 * loved one's shift or a companion. Every read leaves out `except`, the booking being moved, whose own
 * place is its to keep.
 */

const holding = inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]);
const notThe = (except: number | undefined) => (except === undefined ? undefined : ne(bookings.id, except));

/** Visits of `kind` holding a place under each plan, per month (YYYY-MM), within [from, to]. */
export async function usedByPlanAndMonth(
  db: Db,
  planIds: readonly number[],
  kind: ServiceKind,
  from: string,
  to: string,
  except?: number,
): Promise<Map<number, Map<string, number>>> {
  const used = new Map<number, Map<string, number>>(planIds.map((id) => [id, new Map()]));
  if (planIds.length === 0) return used;
  const month = sql<string>`to_char(${bookings.visitDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ planId: bookings.subscriptionId, month, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.subscriptionId, [...planIds]),
        eq(bookings.serviceKind, kind),
        between(bookings.visitDate, from, to),
        holding,
        notThe(except),
      ),
    )
    .groupBy(bookings.subscriptionId, month);
  for (const r of rows) used.get(r.planId)?.set(r.month, r.n);
  return used;
}

/** For each of these plans, the name of a person other than `lovedOneId` its visits are booked for. */
export async function otherPersonsOn(
  db: Db,
  planIds: readonly number[],
  lovedOneId: number,
): Promise<Map<number, string>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookings.subscriptionId], {
      planId: bookings.subscriptionId,
      name: bookings.lovedOneName,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.subscriptionId, [...planIds]),
        isNotNull(bookings.lovedOneId),
        ne(bookings.lovedOneId, lovedOneId),
        holding,
      ),
    )
    .orderBy(bookings.subscriptionId, bookings.id);
  return new Map(rows.map((r) => [r.planId, r.name]));
}

/** The shifts within [from, to] in which the loved one already has a visit, as "YYYY-MM-DD:shift". */
export async function lovedOneShifts(
  db: Db,
  lovedOneId: number,
  from: string,
  to: string,
  except?: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ date: bookings.visitDate, shift: bookings.shiftType })
    .from(bookings)
    .where(
      and(
        eq(bookings.lovedOneId, lovedOneId),
        between(bookings.visitDate, from, to),
        holding,
        notThe(except),
      ),
    );
  return new Set(rows.map((r) => `${r.date}:${r.shift}`));
}

/** The holding visits of these companions overlapping [from, to), as [start, end) in epoch ms. */
export async function companionsBusy(
  db: Db,
  companionIds: readonly number[],
  from: Date,
  to: Date,
  except?: number,
): Promise<Map<number, [number, number][]>> {
  const busy = new Map<number, [number, number][]>();
  if (companionIds.length === 0) return busy;
  const rows = await db
    .select({ companionId: bookings.companionId, start: bookings.windowStart, end: bookings.windowEnd })
    .from(bookings)
    .where(
      and(
        inArray(bookings.companionId, [...companionIds]),
        lt(bookings.windowStart, to),
        gt(bookings.windowEnd, from),
        holding,
        notThe(except),
      ),
    );
  for (const r of rows) {
    if (r.companionId === null) continue;
    const list = busy.get(r.companionId) ?? [];
    list.push([r.start.getTime(), r.end.getTime()]);
    busy.set(r.companionId, list);
  }
  return busy;
}

/**
 * The holding visits of these companions dated within [from, to], each with its start, its end (the start
 * plus its service's length) and its PIN code: what the travel rule reads (travel.ts).
 */
export async function companionStops(
  db: Db,
  companionIds: readonly number[],
  from: string,
  to: string,
  except?: number,
): Promise<Map<number, VisitStop[]>> {
  const stops = new Map<number, VisitStop[]>();
  if (companionIds.length === 0) return stops;
  const rows = await db
    .select({
      companionId: bookings.companionId,
      bookingId: bookings.id,
      date: bookings.visitDate,
      startsAt: bookings.startsAt,
      minutes: services.durationMinutes,
      pincode: bookings.pincode,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        inArray(bookings.companionId, [...companionIds]),
        between(bookings.visitDate, from, to),
        holding,
        notThe(except),
      ),
    );
  for (const r of rows) {
    if (r.companionId === null) continue;
    const start = r.startsAt.getTime();
    const list = stops.get(r.companionId) ?? [];
    list.push({
      bookingId: r.bookingId,
      date: r.date,
      start,
      end: start + r.minutes * 60_000,
      pincode: r.pincode,
    });
    stops.set(r.companionId, list);
  }
  return stops;
}

/** A service's length in minutes (null: no such service). */
export async function serviceMinutes(db: Db, serviceId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: services.durationMinutes })
    .from(services)
    .where(eq(services.id, serviceId));
  return row?.minutes ?? null;
}
