// How good a plan of the measured day is, counted in SQL from the database the same way for the
// auto-scheduler's assignments and the baseline's (a relation of booking_id, companion_id over the day's
// visits in bench_schedule_day):
//   - assigned: visits given a companion;
//   - continuity: of the day's visits whose loved one was served (confirmed or completed, with a companion)
//     in the 90 days before the run, the share given to one of the companions who served them
//     (and the same share of those assigned, as admin/autoassign/'s summary counts it);
//   - languages matched: of the visits assigned, the share whose companion speaks one of the loved one's;
//   - travel: for each companion, their visits that day in start order, the journey between consecutive
//     visits' PIN codes (pin_locations' points, great-circle km × 1.3 ÷ the city's travel_kmph × 60);
//     null when pin_locations has no point for them;
//   - visits per companion, the most and the mean of those given any.
import { CONFIRMED, type Sql } from "./bookings-data.ts";

export interface Quality {
  visits: number;
  assigned: number;
  withHistory: number;
  continuing: number;
  assignedWithHistory: number;
  languageMatched: number;
  /** Legs between consecutive visits of a companion, and those without a point for either PIN code. */
  legs: number;
  unlocated: number;
  /** Null when no leg could be located. */
  travelMinutes: number | null;
  maxPerCompanion: number;
  meanPerCompanion: number;
}

/** The scheduler's assignments: the day's visits as the database holds them after its runs. */
export const SCHEDULER_SOURCE = `(select b.id as booking_id, b.companion_id from bookings b
  join bench_schedule_day d on d.booking_id = b.id where b.companion_id is not null)`;
export const BASELINE_SOURCE = "bench_schedule_baseline";

export async function qualityOf(db: Sql, source: string, at: Date): Promise<Quality> {
  const day = `select b.id, b.user_id, b.loved_one_id, b.pincode, b.city_id, b.starts_at, a.companion_id
    from bench_schedule_day d join bookings b on b.id = d.booking_id
    left join ${source} a on a.booking_id = b.id`;
  const [q] = await db.query<Omit<Quality, "legs" | "unlocated" | "travelMinutes">>(
    `with day as (${day}),
     served as (
       select distinct h.loved_one_id, h.companion_id from bookings h
       where h.loved_one_id in (select loved_one_id from day) and h.companion_id is not null
         and h.status in ${CONFIRMED} and h.starts_at >= $1::timestamptz - interval '90 days' and h.starts_at < $1
     ),
     per as (select companion_id, count(*) as n from day where companion_id is not null group by 1)
     select count(*)::int as visits, count(companion_id)::int as assigned,
       count(*) filter (where exists (select 1 from served s where s.loved_one_id = day.loved_one_id))::int
         as "withHistory",
       count(*) filter (where exists (select 1 from served s where s.loved_one_id = day.loved_one_id
         and s.companion_id = day.companion_id))::int as continuing,
       count(*) filter (where companion_id is not null
         and exists (select 1 from served s where s.loved_one_id = day.loved_one_id))::int as "assignedWithHistory",
       count(*) filter (where companion_id is not null and exists (
         select 1 from companions c, loved_ones l, jsonb_array_elements_text(l.languages) as x(v)
         where c.id = day.companion_id and l.id = day.loved_one_id and c.languages ? x.v))::int as "languageMatched",
       coalesce((select max(n) from per), 0)::int as "maxPerCompanion",
       coalesce((select avg(n) from per), 0)::float8 as "meanPerCompanion"
     from day`,
    [at],
  );
  const [t] = await db.query<{ legs: number; unlocated: number; minutes: number | null }>(
    `with day as (${day}),
     legs as (
       select day.city_id, day.pincode,
         lag(day.pincode) over (partition by day.companion_id order by day.starts_at, day.id) as prev
       from day where day.companion_id is not null
     )
     select count(*) filter (where prev is not null)::int as legs,
       count(*) filter (where prev is not null and (p1.pincode is null or p2.pincode is null))::int as unlocated,
       sum(2 * 6371 * asin(sqrt(power(sin(radians(p2.latitude - p1.latitude) / 2), 2)
           + cos(radians(p1.latitude)) * cos(radians(p2.latitude))
             * power(sin(radians(p2.longitude - p1.longitude) / 2), 2)))
         * 1.3 / ci.travel_kmph * 60)::float8 as minutes
     from legs join cities ci on ci.id = legs.city_id
     left join pin_locations p1 on p1.pincode = legs.prev
     left join pin_locations p2 on p2.pincode = legs.pincode`,
  );
  if (!q || !t) throw new Error("no quality figures");
  return { ...q, legs: t.legs, unlocated: t.unlocated, travelMinutes: t.minutes };
}

/** Why travel cannot be measured (null: it can). */
export async function travelUnmeasurable(db: Sql): Promise<string | null> {
  const [p] = await db.query<{ n: number }>("select count(*)::int as n from pin_locations");
  if ((p?.n ?? 0) === 0)
    return "pin_locations has no rows (the seed does not load the PIN code directory yet), so no journey has a distance";
  return null;
}
