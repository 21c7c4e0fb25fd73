// The facts of the measured day as the hard rules read them, straight from the database (not through the
// app): the day's open visits, the served cities' companions (pattern, kinds, area, checks and their
// valid-until dates, active), who is on leave that day, the visits companions already hold around it,
// whom each family avoids, and who served each loved one in the 90 days before the run. The baseline (schedule-baseline.ts) plans from these, and the capacity is
// counted from them.
import { type ShiftType, shiftWindow } from "@eldercare/contracts";
import { CONFIRMED, HOLDING, type Sql } from "./bookings-data.ts";
import { daySlots } from "./schedule-calendar.ts";

export interface OpenVisit {
  id: number;
  userId: number;
  lovedOneId: number;
  cityId: number;
  pincode: string;
  kind: string;
  shift: ShiftType;
  /** The whole shift it holds a companion for, [start, end) in epoch ms. */
  window: [number, number];
}

export interface Companion {
  id: number;
  cityId: number;
  /** Active, all three checks dated on or before the day and none lapsed by it, not on leave that day. */
  sendable: boolean;
  kinds: ReadonlySet<string>;
  pincodes: ReadonlySet<string>;
  /** The shifts of their pattern on the day's weekday. */
  shifts: ReadonlySet<number>;
}

export interface DayFacts {
  day: string;
  visits: OpenVisit[];
  companions: Companion[];
  /** Windows each companion already holds around the day (holding visits). */
  busy: Map<number, Array<[number, number]>>;
  /** The companions each member avoids. */
  avoided: Map<number, Set<number>>;
  /** For each loved one of the day, how many visits each companion made them in the 90 days before the run. */
  served: Map<number, Map<number, number>>;
}

/** The facts of `day` in these cities, the open visits being those not started at `at`. */
export async function readDayFacts(db: Sql, day: string, cityIds: number[], at: Date): Promise<DayFacts> {
  const visits = await db.query<{
    id: number;
    user_id: number;
    loved_one_id: number;
    city_id: number;
    pincode: string;
    kind: string;
    shift: number;
  }>(
    `select id, user_id, loved_one_id, city_id, pincode, service_kind as kind, shift_type as shift from bookings
     where visit_date = $1::date and city_id = any($2::int[]) and companion_id is null
       and status in ('requested', 'confirmed') and starts_at > $3 order by id`,
    [day, cityIds, at],
  );
  const companions = await db.query<{
    id: number;
    city_id: number;
    sendable: boolean;
    kinds: string[];
    pincodes: string[];
    shifts: number[];
  }>(
    `select c.id, c.city_id,
       (c.is_active
        and c.identity_verified_on <= $1::date and c.police_verified_on <= $1::date
        and c.training_completed_on <= $1::date
        and coalesce(c.identity_valid_until, $1::date) >= $1::date
        and coalesce(c.police_valid_until, $1::date) >= $1::date
        and coalesce(c.training_valid_until, $1::date) >= $1::date
        and not exists (select 1 from companion_leave l where l.companion_id = c.id
          and l.starts_on <= $1::date and l.ends_on >= $1::date)) as sendable,
       array(select jsonb_array_elements_text(c.service_kinds)) as kinds, c.pincodes,
       array(select (w->>'shift_type')::int from jsonb_array_elements(c.weekly) w
         where (w->>'weekday')::int = extract(isodow from $1::date)::int) as shifts
     from companions c where c.city_id = any($2::int[]) order by c.id`,
    [day, cityIds],
  );
  const busy = await db.query<{ companion_id: number; s: string; e: string }>(
    `select companion_id, (extract(epoch from window_start) * 1000)::bigint::text as s,
       (extract(epoch from window_end) * 1000)::bigint::text as e
     from bookings where companion_id in (select id from companions where city_id = any($2::int[]))
       and status in ${HOLDING}
       and window_start < ($1::date + 2)::timestamp at time zone 'Asia/Kolkata'
       and window_end > ($1::date - 1)::timestamp at time zone 'Asia/Kolkata'`,
    [day, cityIds],
  );
  const served = await db.query<{ loved_one_id: number; companion_id: number; n: number }>(
    `select loved_one_id, companion_id, count(*)::int as n from bookings
     where loved_one_id = any($1::int[]) and companion_id is not null and status in ${CONFIRMED}
       and starts_at >= $2::timestamptz - interval '90 days' and starts_at < $2
     group by 1, 2`,
    [visits.map((v) => v.loved_one_id), at],
  );
  const avoids = await db.query<{ user_id: number; companion_id: number }>(
    `select user_id, companion_id from companion_preferences where preference = 'avoid'`,
  );
  const facts: DayFacts = {
    day,
    visits: visits.map((v) => {
      const w = shiftWindow(day, v.shift as ShiftType);
      if (!w) throw new Error(`visit ${v.id}: no window for shift ${v.shift}`);
      return {
        id: v.id,
        userId: v.user_id,
        lovedOneId: v.loved_one_id,
        cityId: v.city_id,
        pincode: v.pincode,
        kind: v.kind,
        shift: v.shift as ShiftType,
        window: [w.start.getTime(), w.end.getTime()],
      };
    }),
    companions: companions.map((c) => ({
      id: c.id,
      cityId: c.city_id,
      sendable: c.sendable,
      kinds: new Set(c.kinds),
      pincodes: new Set(c.pincodes),
      shifts: new Set(c.shifts),
    })),
    busy: new Map(),
    avoided: new Map(),
    served: new Map(),
  };
  for (const b of busy) {
    const list = facts.busy.get(b.companion_id) ?? [];
    list.push([Number(b.s), Number(b.e)]);
    facts.busy.set(b.companion_id, list);
  }
  for (const r of served)
    facts.served.set(
      r.loved_one_id,
      (facts.served.get(r.loved_one_id) ?? new Map()).set(r.companion_id, r.n),
    );
  for (const a of avoids)
    facts.avoided.set(a.user_id, (facts.avoided.get(a.user_id) ?? new Set()).add(a.companion_id));
  return facts;
}

/**
 * The most of the day's visits the roster could hold: for each companion who may be sent that day, the
 * shifts of their pattern they can make one after another, counted only where the day has visits of their
 * city in that shift. An upper bound (a companion covering a few PIN codes, or making only some kinds, may
 * find fewer).
 */
export function capacityOf(f: DayFacts): number {
  const demand = new Map<string, number>();
  for (const v of f.visits)
    demand.set(`${v.cityId}:${v.shift}`, (demand.get(`${v.cityId}:${v.shift}`) ?? 0) + 1);
  let total = 0;
  for (const c of f.companions) {
    if (!c.sendable) continue;
    const wanted = [...c.shifts].filter((s) => (demand.get(`${c.cityId}:${s}`) ?? 0) > 0) as ShiftType[];
    total += daySlots(wanted).length;
  }
  return Math.min(total, f.visits.length);
}
