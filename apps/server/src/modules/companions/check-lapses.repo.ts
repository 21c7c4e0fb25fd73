import { BOOKING_LIVE_STATUSES, type CompanionCheck } from "@eldercare/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * Visits held by a companion whose check will have lapsed on the visit's day (issue 45, decision 0087):
 * this module's valid-until dates against the bookings its owner lets it read (table-owners.json's
 * readers: plain selects, never a write or a row lock).
 */

/** One such visit and the check that lapses first before its day. */
export interface LapsedAssignment {
  bookingId: number;
  visitDate: string;
  startsAt: Date;
  status: string;
  companionId: number;
  lovedOneName: string;
  serviceName: string;
  check: CompanionCheck;
  validUntil: string;
}

interface Row {
  id: number;
  visit_date: string;
  starts_ms: number;
  status: string;
  companion_id: number;
  loved_one_name: string;
  service_name: string;
  check_kind: CompanionCheck;
  valid_until: string;
}

/**
 * The visits going ahead (requested or confirmed) dated `from` to `to`, both included, whose companion has
 * a check valid until a day before the visit's; with `startsAfter`, only those not started by then; in
 * `cities` (null: every city, by the visit's own city). Soonest first.
 *
 * The companions whose checks lapse before `to` are few (a check lasts a year or more): they are found
 * first, then their visits by bookings_companion_idx, so the statement never walks the days' bookings.
 */
export async function lapsedAssignments(
  db: Db,
  a: { from: string; to: string; cities: CityScope; startsAfter: Date | null },
): Promise<LapsedAssignment[]> {
  const conditions: SQL[] = [
    sql`b.status = any(${`{${BOOKING_LIVE_STATUSES.join(",")}}`}::text[])`,
    sql`b.visit_date between ${a.from}::date and ${a.to}::date`,
  ];
  if (a.startsAfter) conditions.push(sql`b.starts_at > ${a.startsAfter.toISOString()}::timestamptz`);
  if (a.cities) conditions.push(sql`b.city_id = any(${`{${a.cities.join(",")}}`}::int[])`);
  const rows = await rawRows<Row>(
    db,
    sql`with lapsing as (
          select c.id as companion_id, k.check_kind, k.valid_until, k.rank
          from companions c
          cross join lateral (values ('identity', c.identity_valid_until, 1),
                                     ('police', c.police_valid_until, 2),
                                     ('training', c.training_valid_until, 3)) k (check_kind, valid_until, rank)
          where k.valid_until < ${a.to}::date),
        held as (
          select distinct on (b.id) b.id, b.visit_date, b.starts_at, b.status, b.companion_id,
                 b.loved_one_name, b.service_id, l.check_kind, l.valid_until
          from lapsing l
          join bookings b on b.companion_id = l.companion_id and b.visit_date > l.valid_until
          where ${sql.join(conditions, sql` and `)}
          order by b.id, l.valid_until, l.rank)
        select h.id, h.visit_date::text as visit_date, (extract(epoch from h.starts_at) * 1000)::float8 as starts_ms,
               h.status, h.companion_id, h.loved_one_name, s.name as service_name, h.check_kind,
               h.valid_until::text as valid_until
        from held h join services s on s.id = h.service_id
        order by h.starts_at, h.id`,
  );
  return rows.map((r) => ({
    bookingId: Number(r.id),
    visitDate: r.visit_date,
    startsAt: new Date(Number(r.starts_ms)),
    status: r.status,
    companionId: Number(r.companion_id),
    lovedOneName: r.loved_one_name,
    serviceName: r.service_name,
    check: r.check_kind,
    validUntil: r.valid_until,
  }));
}
