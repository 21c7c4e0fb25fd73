import {
  ARRIVALS_LOOKBACK_DAYS,
  BOOKING_CONFIRMED_STATUSES,
  type CityCare,
  CONTINUITY_LOOKBACK_DAYS,
  CONTINUITY_MAX_COMPANIONS,
  LATE_CHECKIN_MINUTES,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { cities } from "../../db/schema/index.ts";
import { sqlList } from "../../db/sql-list.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { addDays } from "../../lib/india-date.ts";

/*
 * Continuity and on-time arrivals per city (issue 45, decision 0090) on city_care_figures, this module's
 * table: worked out from the bookings module's `bookings` (read under its grant, decision 0085: plain
 * selects) and this module's visit_checks, once per city and India day; read back one row per city.
 */

/** The cities figures are kept for: India's (where visits are made). */
const IN_INDIA = sql`exists (select 1 from states s join countries co on co.id = s.country_id
  where s.id = cities.state_id and co.code = 'IN')`;

/** Whether the figures of `day` (its last India day) are already kept. */
export async function figuresKept(db: Db, day: string): Promise<boolean> {
  const rows = await rawRows<{ one: number }>(
    db,
    sql`select 1 as one from city_care_figures where on_date = ${day} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Works out and keeps every Indian city's figures of `day` in one statement (a city without visits gets
 * zeros); a city whose row of that day is already kept is left as it is (the key). Returns rows written.
 *
 * A visit happened when it was completed, or confirmed and checked in to, with a companion; its family is
 * the member account paying for it (`user_id`). On time is the late-visit rule's other side (bookings'
 * `lateFrom`, decision 0046): a visit is late from LATE_CHECKIN_MINUTES after its start, so a check-in
 * before then was on time. The check-in's time here is its arrival as judged (decision 0091): the phone's
 * time of a check-in queued without signal, when the queue explains the gap.
 */
export async function keepFigures(tx: Db, day: string, at: Date): Promise<number> {
  const continuityFrom = addDays(day, -(CONTINUITY_LOOKBACK_DAYS - 1));
  const arrivalsFrom = addDays(day, -(ARRIVALS_LOOKBACK_DAYS - 1));
  const rows = await rawRows<{ city_id: number }>(
    tx,
    sql`with served as (
          select b.city_id, b.user_id, count(distinct b.companion_id) as companions
          from bookings b left join visit_checks vc on vc.booking_id = b.id
          where b.visit_date between ${continuityFrom} and ${day} and b.companion_id is not null
            and (b.status = 'completed' or (b.status = 'confirmed' and vc.checked_in_at is not null))
          group by b.city_id, b.user_id
        ),
        continuity as (
          select city_id, count(*)::int as families,
            count(*) filter (where companions <= ${CONTINUITY_MAX_COMPANIONS})::int as two_or_fewer
          from served group by city_id
        ),
        arrivals as (
          select b.city_id, count(*)::int as checked_in,
            count(*) filter (
              where coalesce(vc.arrived_at, vc.checked_in_at) < b.starts_at + make_interval(mins => ${LATE_CHECKIN_MINUTES})
            )::int as on_time
          from bookings b join visit_checks vc on vc.booking_id = b.id
          where b.visit_date between ${arrivalsFrom} and ${day} and vc.checked_in_at is not null
            and b.status in ${sqlList(BOOKING_CONFIRMED_STATUSES)}
          group by b.city_id
        )
        insert into city_care_figures
          (city_id, on_date, families, families_two_or_fewer, visits_checked_in, on_time, computed_at)
        select cities.id, ${day}::date, coalesce(c.families, 0), coalesce(c.two_or_fewer, 0),
          coalesce(a.checked_in, 0), coalesce(a.on_time, 0), ${at.toISOString()}::timestamptz
        from cities
          left join continuity c on c.city_id = cities.id
          left join arrivals a on a.city_id = cities.id
        where ${IN_INDIA}
        order by cities.id
        on conflict (city_id, on_date) do nothing
        returning city_id`,
  );
  return rows.length;
}

/**
 * Each city's latest figures, by name: `scope`'s cities (a coordinator's), or every Indian city (null).
 * One statement; each city's latest row is one probe of the key from its end.
 */
export async function latestByCity(db: Db, scope: CityScope): Promise<CityCare[]> {
  const rows = await rawRows<{
    city_id: number;
    city_name: string;
    as_of: string | null;
    families: number;
    two_or_fewer: number;
    checked_in: number;
    on_time: number;
  }>(
    db,
    sql`select cities.id as city_id, cities.name as city_name, f.on_date::text as as_of,
          coalesce(f.families, 0) as families, coalesce(f.families_two_or_fewer, 0) as two_or_fewer,
          coalesce(f.visits_checked_in, 0) as checked_in, coalesce(f.on_time, 0) as on_time
        from cities
          left join lateral (
            select on_date, families, families_two_or_fewer, visits_checked_in, on_time
            from city_care_figures where city_id = cities.id order by on_date desc limit 1
          ) f on true
        where ${IN_INDIA} and ${inCities(cities.id, scope) ?? sql`true`}
        order by cities.name, cities.id`,
  );
  return rows.map((r) => ({
    city_id: Number(r.city_id),
    city_name: r.city_name,
    as_of: r.as_of,
    continuity: { families: Number(r.families), two_or_fewer: Number(r.two_or_fewer) },
    arrivals: { checked_in: Number(r.checked_in), on_time: Number(r.on_time) },
  }));
}
