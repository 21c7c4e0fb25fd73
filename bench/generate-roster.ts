// The care team of a generated database (issue 26, decision 0044), for the booking benchmark: companions
// (user_type 3 accounts and their roster rows) spread over the Indian cities in proportion to where the
// generated loved ones live, each with a weekly pattern, a few leave periods, languages (their state's
// among them) and mostly the whole city to cover; then the generated holding visits are given to them as
// booking would have held them: a free companion of the visit's city who makes that kind of visit, covers
// its PIN code, works that weekday and shift, is not on leave and holds no overlapping visit (the whole
// shift, as `bookings_companion_no_overlap` sees it). Where a city's busiest shifts outnumber its free
// companions, companions are added for those shifts (as the old step raised a service's capacity to its
// busiest day) and the leftover visits offered to them; what still finds nobody stays without a companion.
//
// Planned in memory (a seeded random source, so a run repeats) from one read of the visits, then written
// with a few statements: the accounts, the roster, the leave, and one UPDATE of bookings.companion_id.

import { VISIT_KINDS } from "@eldercare/contracts";
import {
  FIRST_MEN,
  FIRST_WOMEN,
  HINDI_BELT,
  STATE_LANGUAGE,
  SURNAMES,
  URDU_TOO,
} from "../apps/server/src/db/seed/roster-people.ts";
import { HOLDING } from "./bookings-data.ts";

/** The statement runner of generate-bookings.ts (one session). */
export interface RosterConn {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  run(text: string): Promise<number>;
}

export const COMPANION_PHONE_PREFIX = "+9193";

/** Minutes after the visit date's midnight (SHIFT_WINDOWS of the contracts; a night runs into the next day). */
const WINDOWS: Record<number, [number, number]> = {
  1: [420, 780],
  2: [780, 1140],
  3: [1020, 1380],
  4: [1320, 1860],
  5: [0, 1440],
};
/** The shifts of the same day whose hours meet each shift's. */
const SAME_DAY_OVERLAP: Record<number, number[]> = {
  1: [5],
  2: [3, 5],
  3: [2, 4, 5],
  4: [3, 5],
  5: [1, 2, 3, 4],
};

/** Day numbers are days since 2000-01-01 (a Saturday). */
const EPOCH = Date.UTC(2000, 0, 1);
const dayOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / 86_400_000);
const dateOf = (day: number) => new Date(EPOCH + day * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (day: number) => ((day + 5) % 7) + 1;

/** Shift sets a working day may have (1–3 shifts), weighted much as the visits fall over the shifts. */
const SHIFT_SETS: Array<[number[], number]> = [
  [[1], 20],
  [[2], 10],
  [[1, 2], 20],
  [[2, 3], 10],
  [[3], 5],
  [[1, 3], 7],
  [[4], 7],
  [[5], 10],
  [[1, 2, 3], 7],
  [[3, 4], 4],
];

/** mulberry32: a small seeded random source (the schedule bench's planners use it too). */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const weighted = <T>(xs: ReadonlyArray<readonly [T, number]>) => {
    const total = xs.reduce((s, [, w]) => s + w, 0);
    let u = next() * total;
    for (const [x, w] of xs) {
      u -= w;
      if (u < 0) return x;
    }
    return (xs[xs.length - 1] as readonly [T, number])[0];
  };
  return { next, int, pick, weighted };
}

export interface City {
  cityId: number;
  stateId: number;
  stateCode: string;
  lovedOnes: number;
  pincodes: string[];
}

export interface PlannedCompanion {
  id: number;
  userId: number;
  city: City;
  name: string;
  phone: string;
  email: string;
  languages: string[];
  kinds: string[];
  specialityIds: number[];
  pincodes: string[];
  checks: [string | null, string | null, string | null];
  active: boolean;
  weekly: Array<{ weekday: number; shift_type: number }>;
  leave: Array<[number, number]>;
  joined: string;
  /** Added for a city's busiest shifts. */
  added: boolean;
}

interface Visit {
  id: number;
  cityId: number;
  pincode: string;
  kind: string;
  day: number;
  shift: number;
  companion: number | null;
}

/** A companion as the assignment reads them. */
interface Runner {
  c: PlannedCompanion;
  /** Bit `shift` set for each shift of the pattern, per ISO weekday (index 1–7). */
  mask: number[];
  kinds: Set<string>;
  pins: Set<string>;
  busy: Array<[number, number]>;
  load: number;
}

export interface RosterPlan {
  companions: PlannedCompanion[];
  visits: Visit[];
  /** Companions added for the busiest shifts, beyond the planned number. */
  added: number;
  cities: number;
}

export interface RosterCounts {
  companions: number;
  added: number;
  cities: number;
  leave: number;
  visits: number;
  held: number;
  withoutCompanion: number;
  upcomingWithoutCompanion: number;
}

function runnerOf(c: PlannedCompanion): Runner {
  const mask = Array.from({ length: 8 }, () => 0);
  for (const w of c.weekly) mask[w.weekday] = (mask[w.weekday] ?? 0) | (1 << w.shift_type);
  return { c, mask, kinds: new Set(c.kinds), pins: new Set(c.pincodes), busy: [], load: 0 };
}

/**
 * Gives each visit (in date order, a city's at a time) a free companion of `runners`: among those free,
 * the one whose other shifts that day meet this one least (so an afternoon leaves the afternoon-and-
 * evening companion for the evening), then the least loaded, then the longest on the roster.
 */
function assign(visits: readonly Visit[], runners: readonly Runner[]) {
  const byCity = new Map<number, Runner[]>();
  for (const r of runners) {
    if (!r.c.active || r.c.checks.some((d) => d === null)) continue;
    const list = byCity.get(r.c.city.cityId) ?? [];
    list.push(r);
    byCity.set(r.c.city.cityId, list);
  }
  for (const v of visits) {
    if (v.companion !== null) continue;
    const candidates = byCity.get(v.cityId);
    if (!candidates) continue;
    const weekday = isoWeekday(v.day);
    const bit = 1 << v.shift;
    const [from, to] = WINDOWS[v.shift] as [number, number];
    const start = v.day * 1440 + from;
    const end = v.day * 1440 + to;
    const dayStart = v.day * 1440;
    let best: Runner | null = null;
    let bestFlex = 0;
    for (const r of candidates) {
      const m = r.mask[weekday] ?? 0;
      if ((m & bit) === 0 || !r.kinds.has(v.kind)) continue;
      if (r.pins.size > 0 && !r.pins.has(v.pincode)) continue;
      if (r.c.leave.some(([a, b]) => a <= v.day && v.day <= b)) continue;
      // Visits come in date order: what ended before this day cannot meet a visit of this day or later.
      if (r.busy.length > 0 && (r.busy[0] as [number, number])[1] <= dayStart) {
        r.busy = r.busy.filter(([, e]) => e > dayStart);
      }
      if (r.busy.some(([s, e]) => s < end && e > start)) continue;
      let flex = 0;
      for (const o of SAME_DAY_OVERLAP[v.shift] ?? []) if (m & (1 << o)) flex += 1;
      if (
        best === null ||
        flex < bestFlex ||
        (flex === bestFlex && (r.load < best.load || (r.load === best.load && r.c.id < best.c.id)))
      ) {
        best = r;
        bestFlex = flex;
      }
    }
    if (best) {
      best.busy.push([start, end]);
      best.load += 1;
      v.companion = best.c.id;
    }
  }
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Plans the roster and who holds each holding visit of the generated bookings (ids above `bookingBase`,
 * loved ones above `lovedOneBase`).
 */
export async function planRoster(
  c: RosterConn,
  o: { companions: number; today: string; lovedOneBase: number; bookingBase: number; seed?: number },
): Promise<RosterPlan> {
  const rnd = randomSource(o.seed ?? 2026);
  const cityRows = await c.query<{ city_id: number; state_id: number; state_code: string; loved: number }>(
    `select ci.id as city_id, ci.state_id, s.code as state_code, count(l.id)::int as loved
     from cities ci join states s on s.id = ci.state_id join countries co on co.id = s.country_id
     left join loved_ones l on l.city_id = ci.id and l.id > ${o.lovedOneBase}
     where co.code = 'IN' group by ci.id, ci.state_id, s.code order by ci.id`,
  );
  const pinRows = await c.query<{ city_id: number; pincode: string }>(
    `select city_id, pincode from (
       select city_id, pincode, row_number() over (partition by city_id order by random()) as r
       from loved_ones where id > ${o.lovedOneBase} and city_id is not null) x
     where r <= 60`,
  );
  const [spec] = await c.query<{ n: number }>("select count(*)::int as n from specialities");
  const [ids] = await c.query<{ users: number; companions: number }>(
    `select (select coalesce(max(id), 0) from users)::int as users,
       (select coalesce(max(id), 0) from companions)::int as companions`,
  );
  const pins = new Map<number, string[]>();
  for (const p of pinRows) pins.set(p.city_id, [...(pins.get(p.city_id) ?? []), p.pincode]);
  const cities: City[] = cityRows.map((r) => ({
    cityId: r.city_id,
    stateId: r.state_id,
    stateCode: r.state_code,
    lovedOnes: r.loved,
    pincodes: pins.get(r.city_id) ?? [],
  }));

  // The planned number shared by loved ones (largest remainder), at least two where any loved one lives.
  const lived = cities.filter((x) => x.lovedOnes > 0);
  const totalLoved = lived.reduce((s, x) => s + x.lovedOnes, 0);
  const share = new Map<City, number>();
  if (o.companions > 0 && totalLoved > 0) {
    const exact = lived.map((x) => ({ x, q: (o.companions * x.lovedOnes) / totalLoved }));
    for (const e of exact) share.set(e.x, Math.floor(e.q));
    let left = o.companions - [...share.values()].reduce((s, n) => s + n, 0);
    for (const e of [...exact].sort((a, b) => b.q - Math.floor(b.q) - (a.q - Math.floor(a.q)))) {
      if (left <= 0) break;
      share.set(e.x, (share.get(e.x) ?? 0) + 1);
      left -= 1;
    }
    for (const x of lived) share.set(x, Math.max(2, share.get(x) ?? 0));
  }

  const today = dayOf(o.today);
  const companions: PlannedCompanion[] = [];
  const make = (city: City, added: { shift: number; offDay: number } | null): PlannedCompanion => {
    const n = companions.length + 1;
    const woman = rnd.next() < 0.7;
    const first = rnd.pick(woman ? FIRST_WOMEN : FIRST_MEN);
    const surname = rnd.pick(SURNAMES);
    const local = STATE_LANGUAGE[city.stateCode];
    const languages = new Set<string>();
    if (HINDI_BELT.has(city.stateCode) || rnd.next() < 0.5) languages.add("Hindi");
    if (local) languages.add(local);
    if (URDU_TOO.has(city.stateCode) && rnd.next() < 0.15) languages.add("Urdu");
    if (rnd.next() < 0.7 || languages.size === 0) languages.add("English");
    const joinedDay = today - rnd.int(400, 1500);
    const checks: PlannedCompanion["checks"] = [
      dateOf(joinedDay - rnd.int(15, 30)),
      dateOf(joinedDay - rnd.int(5, 14)),
      dateOf(joinedDay - rnd.int(0, 4)),
    ];
    let kinds: string[];
    let weekly: PlannedCompanion["weekly"];
    let pincodes: string[] = [];
    let leave: Array<[number, number]> = [];
    let active = true;
    if (added) {
      kinds = [...VISIT_KINDS];
      weekly = [1, 2, 3, 4, 5, 6, 7]
        .filter((d) => d !== added.offDay)
        .map((weekday) => ({ weekday, shift_type: added.shift }));
    } else {
      kinds = VISIT_KINDS.filter(
        (k) => rnd.next() < (k === "companion_visit" ? 0.95 : k === "errand" ? 0.8 : 0.55),
      );
      if (kinds.length === 0) kinds = ["companion_visit"];
      // 4–6 working days, the days off together; the same shifts each working day, a short weekend now and then.
      const days = rnd.weighted([
        [4, 25],
        [5, 45],
        [6, 30],
      ] as const);
      const firstOff = rnd.int(1, 7);
      const off = new Set(Array.from({ length: 7 - days }, (_, i) => ((firstOff - 1 + i) % 7) + 1));
      const set = rnd.weighted(SHIFT_SETS);
      const shortWeekend = set.length > 1 && rnd.next() < 0.2;
      weekly = [1, 2, 3, 4, 5, 6, 7]
        .filter((d) => !off.has(d))
        .flatMap((weekday) =>
          (shortWeekend && weekday >= 6 ? set.slice(0, 1) : set).map((shift_type) => ({
            weekday,
            shift_type,
          })),
        );
      // "a few" leave periods over the two years of visits, none overlapping.
      const periods = rnd.weighted([
        [0, 30],
        [1, 40],
        [2, 20],
        [3, 10],
      ] as const);
      for (let i = 0; i < periods; i++) {
        const from = today - 365 + rnd.int(0, 730);
        const to = from + rnd.int(1, 13);
        if (leave.some(([a, b]) => a <= to + 1 && from <= b + 1)) continue;
        leave.push([from, to]);
      }
      leave = leave.sort((a, b) => a[0] - b[0]);
      if (city.pincodes.length > 0 && rnd.next() < 0.15) {
        const want = rnd.int(3, 8);
        pincodes = [...new Set(Array.from({ length: want }, () => rnd.pick(city.pincodes)))].sort();
      }
      // All vetted and active but a few: left, police verification pending, training not finished.
      const u = rnd.next();
      if (u < 0.02) active = false;
      else if (u < 0.04) checks[1] = null;
      else if (u < 0.05) checks[2] = null;
    }
    const specialityIds =
      kinds.includes("doctor_visit") && (spec?.n ?? 0) > 0
        ? [...new Set(Array.from({ length: rnd.int(0, 2) }, () => rnd.int(1, spec?.n ?? 1)))].sort(
            (a, b) => a - b,
          )
        : [];
    return {
      id: (ids?.companions ?? 0) + n,
      userId: (ids?.users ?? 0) + n,
      city,
      name: `${first} ${surname}`,
      phone: `${COMPANION_PHONE_PREFIX}${String(n).padStart(8, "0")}`,
      email: rnd.next() < 0.5 ? "" : `${first.toLowerCase()}.${surname.toLowerCase()}${n}@gmail.com`,
      languages: [...languages].sort(),
      kinds,
      specialityIds,
      pincodes,
      checks,
      active,
      weekly,
      leave,
      joined: dateOf(joinedDay),
      added: added !== null,
    };
  };
  for (const [city, n] of share) for (let i = 0; i < n; i++) companions.push(make(city, null));

  const rows = await c.query<{
    id: number;
    city_id: number;
    pincode: string;
    kind: string;
    day: number;
    shift: number;
  }>(
    `select id, city_id, pincode, service_kind as kind, (visit_date - date '2000-01-01')::int as day,
       shift_type::int as shift
     from bookings
     where id > ${o.bookingBase} and status in ${HOLDING} and city_id is not null
       and service_kind in (${VISIT_KINDS.map(sqlText).join(", ")})
     order by city_id, visit_date, shift_type, id`,
  );
  const visits: Visit[] = rows.map((r) => ({
    id: r.id,
    cityId: r.city_id,
    pincode: r.pincode,
    kind: r.kind,
    day: r.day,
    shift: r.shift,
    companion: null,
  }));
  assign(visits, companions.map(runnerOf));

  // The busiest shifts: for each city and shift, as many companions as the most visits that found nobody
  // on one day, each working that shift six days a week (off on the weekday that least needed them);
  // offered the leftover visits. Three rounds at most.
  const cityById = new Map(cities.map((x) => [x.cityId, x]));
  let added = 0;
  for (let round = 0; round < 3; round++) {
    const short = new Map<string, { peak: Map<number, number>; weekdays: number[] }>();
    for (const v of visits) {
      if (v.companion !== null) continue;
      const key = `${v.cityId}:${v.shift}`;
      const s = short.get(key) ?? { peak: new Map(), weekdays: Array.from({ length: 8 }, () => 0) };
      s.peak.set(v.day, (s.peak.get(v.day) ?? 0) + 1);
      const wd = isoWeekday(v.day);
      s.weekdays[wd] = (s.weekdays[wd] ?? 0) + 1;
      short.set(key, s);
    }
    if (short.size === 0) break;
    const fresh: PlannedCompanion[] = [];
    for (const [key, s] of short) {
      const [cityId, shift] = key.split(":").map(Number) as [number, number];
      const city = cityById.get(cityId);
      if (!city) continue;
      const need = Math.max(...s.peak.values());
      const quiet = [1, 2, 3, 4, 5, 6, 7].sort(
        (a, b) => (s.weekdays[a] ?? 0) - (s.weekdays[b] ?? 0) || a - b,
      );
      for (let i = 0; i < need; i++) {
        const p = make(city, { shift, offDay: quiet[i % quiet.length] as number });
        companions.push(p);
        fresh.push(p);
      }
    }
    added += fresh.length;
    assign(visits, fresh.map(runnerOf));
  }
  return { companions, visits, added, cities: share.size };
}

/** Writes the planned accounts, roster and leave, then the companion each visit holds. */
export async function writeRoster(c: RosterConn, plan: RosterPlan, today: string): Promise<RosterCounts> {
  const chunk = <T>(xs: readonly T[], n: number) =>
    Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, (i + 1) * n));
  const dateOrNull = (d: string | null) => (d === null ? "null" : `'${d}'::date`);
  let leave = 0;
  for (const part of chunk(plan.companions, 1000)) {
    await c.run(`insert into users (id, user_type, user_name, phone, email, user_relation, created_at, updated_at)
      values ${part
        .map(
          (p) =>
            `(${p.userId}, 3, ${sqlText(p.name)}, '${p.phone}', ${sqlText(p.email)}, '[]'::jsonb,
              '${p.joined}'::timestamptz, '${p.joined}'::timestamptz)`,
        )
        .join(",\n")}`);
    await c.run(`insert into companions (id, user_id, languages, service_kinds, speciality_ids, state_id, city_id,
        pincodes, identity_verified_on, police_verified_on, training_completed_on, is_active, weekly,
        created_at, updated_at)
      values ${part
        .map(
          (p) =>
            `(${p.id}, ${p.userId}, ${sqlText(JSON.stringify(p.languages))}::jsonb,
              ${sqlText(JSON.stringify(p.kinds))}::jsonb, ${sqlText(JSON.stringify(p.specialityIds))}::jsonb,
              ${p.city.stateId}, ${p.city.cityId}, ${sqlText(`{${p.pincodes.join(",")}}`)}::text[],
              ${p.checks.map(dateOrNull).join(", ")}, ${p.active}, ${sqlText(JSON.stringify(p.weekly))}::jsonb,
              '${p.joined}'::timestamptz, '${p.joined}'::timestamptz)`,
        )
        .join(",\n")}`);
    const periods = part.flatMap((p) => p.leave.map(([a, b]) => ({ id: p.id, a, b })));
    if (periods.length > 0) {
      leave += await c.run(`insert into companion_leave (companion_id, starts_on, ends_on, note)
        values ${periods
          .map(
            (l, i) =>
              `(${l.id}, '${dateOf(l.a)}'::date, '${dateOf(l.b)}'::date, '${i % 3 === 0 ? "Family function" : i % 3 === 1 ? "Leave" : "Unwell"}')`,
          )
          .join(",\n")}`);
    }
  }
  const held = plan.visits.filter((v) => v.companion !== null);
  await c.query("create temp table g_hold (id int primary key, companion_id int not null)");
  for (const part of chunk(held, 50_000)) {
    await c.run(`insert into g_hold (id, companion_id)
      select * from unnest('{${part.map((v) => v.id).join(",")}}'::int[],
        '{${part.map((v) => v.companion).join(",")}}'::int[])`);
  }
  await c.run("update bookings b set companion_id = h.companion_id from g_hold h where b.id = h.id");
  await c.query("drop table g_hold");
  const todayDay = dayOf(today);
  const without = plan.visits.filter((v) => v.companion === null);
  return {
    companions: plan.companions.length,
    added: plan.added,
    cities: plan.cities,
    leave,
    visits: plan.visits.length,
    held: held.length,
    withoutCompanion: without.length,
    upcomingWithoutCompanion: without.filter((v) => v.day >= todayDay).length,
  };
}
