// Who the booking benchmark and the EXPLAIN report act as, in a generated database, and their sessions.
import { BOOKING_CONFIRMED_STATUSES, BOOKING_HOLDING_STATUSES } from "@eldercare/contracts";
import { sqlListText } from "../apps/server/src/db/sql-list.ts";
import { keyedHash, randomToken } from "../apps/server/src/lib/secrets.ts";

/** The session-hash key the benchmark's server runs with (development value style: not a secret). */
export const OTP_HASH_KEY = "bench-only-otp-hash-key-not-a-secret-0123456789";
/** The contracts' booking status lists as SQL: holding a place, and confirmed (or completed since). */
export const HOLDING = sqlListText(BOOKING_HOLDING_STATUSES);
export const CONFIRMED = sqlListText(BOOKING_CONFIRMED_STATUSES);

export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Subjects {
  typical: { userId: number; bookings: number };
  heavy: { userId: number; bookings: number };
  today: string;
  members: number;
  bookings: number;
}

export async function subjects(db: Sql): Promise<Subjects> {
  const [heavy] = await db.query<{ user_id: number; n: number }>(
    "select user_id, count(*)::int as n from bookings group by user_id order by n desc, user_id limit 1",
  );
  // A typical member: about the median number of bookings, some of them upcoming.
  const [median] = await db.query<{ n: number }>(
    `select percentile_disc(0.5) within group (order by n)::int as n
     from (select count(*) as n from bookings group by user_id) x`,
  );
  const [typical] = await db.query<{ user_id: number; n: number }>(
    `select user_id, count(*)::int as n from bookings where user_id in (
       select user_id from bookings where visit_date >= current_date group by user_id having count(*) >= 2
       order by user_id limit 2000)
     group by user_id having count(*) = $1 order by user_id limit 1`,
    [median?.n ?? 6],
  );
  const [counts] = await db.query<{ members: number; bookings: number; today: string }>(
    `select (select count(*) from users where user_type = 1)::int as members,
       (select count(*) from bookings)::int as bookings,
       to_char((now() at time zone 'UTC' + interval '330 minutes')::date, 'YYYY-MM-DD') as today`,
  );
  if (!heavy || !typical || !counts) throw new Error("the database has no bookings to measure");
  return {
    heavy: { userId: heavy.user_id, bookings: heavy.n },
    typical: { userId: typical.user_id, bookings: typical.n },
    today: counts.today,
    members: counts.members,
    bookings: counts.bookings,
  };
}

/**
 * Sessions made as a login would (a keyed hash of a random token), straight into the table; members'
 * (user_type 1) unless `userType` says 2 (administrators) or 3 (companions: their users row's id).
 */
export async function mintSessions(
  db: Sql,
  userIds: number[],
  otpHashKey = OTP_HASH_KEY,
  userType: 1 | 2 | 3 = 1,
): Promise<Map<number, string>> {
  const tokens = new Map(userIds.map((id) => [id, randomToken()]));
  const hashes = [...tokens].map(([, token]) => keyedHash(otpHashKey, `session|${token}`));
  await db.query(
    `insert into sessions (token_hash, user_id, user_type, expires_at)
     select h, u, $3, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(h, u)`,
    [hashes, [...tokens.keys()], userType],
  );
  return tokens;
}

export function nextMonth(date: string): string {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Members who may book a service of `kind` on `day` in `shift` now: a plan covering the day that includes
 * the kind with some of the month's allowance left, and their first loved one free in that shift (and the
 * one a Single plan is already used for), living in `cityId` when given. In user id order after
 * `afterUserId`.
 */
export function freeMembers(
  db: Sql,
  o: {
    day: string;
    kind: string;
    shift: number;
    afterUserId: number;
    exclude: number[];
    limit: number;
    cityId?: number;
  },
) {
  const from = `${o.day.slice(0, 7)}-01`;
  const to = addDays(`${nextMonth(o.day)}-01`, -1);
  return db.query<{
    user_id: number;
    loved_one_id: number;
    address_line: string;
    pincode: string;
    city_id: number;
  }>(
    `select u.id as user_id, l.id as loved_one_id, l.address_line, l.pincode, l.city_id
     from users u
     join lateral (select * from loved_ones l where l.user_id = u.id order by l.id limit 1) l on true
     join subscriptions sub on sub.user_id = u.id and sub.starts_on <= $1::date and sub.ends_on >= $1::date
     join plan_inclusions pi on pi.tier = sub.tier and pi.kind = $2
     where u.user_type = 1 and u.id > $3 and u.id <> all($4::int[]) and ($9::int is null or l.city_id = $9)
       and (pi.monthly_allowance is null or pi.monthly_allowance > (
         select count(*) from bookings b where b.subscription_id = sub.id and b.service_kind = $2
           and b.visit_date between $5::date and $6::date and b.status in ${HOLDING}))
       and not exists (select 1 from bookings b where b.loved_one_id = l.id and b.visit_date = $1::date
         and b.shift_type = $8 and b.status in ${HOLDING})
       and (sub.beneficiaries = 'couple' or not exists (select 1 from bookings b where b.subscription_id = sub.id
         and b.loved_one_id <> l.id and b.status in ${HOLDING}))
     order by u.id limit $7`,
    [o.day, o.kind, o.afterUserId, o.exclude, from, to, o.limit, o.shift, o.cityId ?? null],
  );
}

/** The whole shift a visit holds its companion for (SHIFT_WINDOWS; India is UTC+5:30). */
export function shiftWindow(day: string, shift: number): { start: string; end: string } {
  const minutes: Record<number, [number, number]> = {
    1: [420, 780],
    2: [780, 1140],
    3: [1020, 1380],
    4: [1320, 1860],
    5: [0, 1440],
  };
  const [from, to] = minutes[shift] ?? [0, 0];
  const midnight = Date.parse(`${day}T00:00:00Z`) - 330 * 60_000;
  return {
    start: new Date(midnight + from * 60_000).toISOString(),
    end: new Date(midnight + to * 60_000).toISOString(),
  };
}

/**
 * Companions of a city who could be free for a visit of `kind` on `day` in `shift` whatever their pattern:
 * not on leave, holding no visit that meets the shift. Those who may already make it (active, with the
 * three checks, the kind, the whole city) first, then by id; `eligible` says which.
 */
export function freeCompanions(db: Sql, o: { cityId: number; kind: string; day: string; shift: number }) {
  const w = shiftWindow(o.day, o.shift);
  return db.query<{ id: number; user_id: number; eligible: boolean }>(
    `select c.id, c.user_id, (c.is_active and c.identity_verified_on is not null
         and c.police_verified_on is not null and c.training_completed_on is not null
         and c.service_kinds @> jsonb_build_array($2::text) and cardinality(c.pincodes) = 0) as eligible
     from companions c
     where c.city_id = $1
       and not exists (select 1 from companion_leave l where l.companion_id = c.id
         and l.starts_on <= $3::date and l.ends_on >= $3::date)
       and not exists (select 1 from bookings b where b.companion_id = c.id and b.status in ${HOLDING}
         and b.window_start < $5::timestamptz and b.window_end > $4::timestamptz)
     order by eligible desc, c.id`,
    [o.cityId, o.kind, o.day, w.start, w.end],
  );
}

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD date. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * For one run: in `cityId`, exactly the companions `free` may make a visit on that weekday and shift (each
 * given the shift in their pattern, the kind, the whole city and all checks); every other companion of the
 * city is made inactive. Returns what puts the city's roster back as it was.
 */
export async function narrowRoster(
  db: Sql,
  o: { cityId: number; kind: string; weekday: number; shift: number; free: number[] },
): Promise<() => Promise<void>> {
  const saved = await db.query<Record<string, unknown>>(
    `select id, is_active, weekly, service_kinds, pincodes::text as pincodes,
       identity_verified_on::text as identity_verified_on, police_verified_on::text as police_verified_on,
       training_completed_on::text as training_completed_on, updated_at::text as updated_at
     from companions where city_id = $1`,
    [o.cityId],
  );
  const slot = JSON.stringify([{ weekday: o.weekday, shift_type: o.shift }]);
  await db.query("update companions set is_active = false where city_id = $1 and id <> all($2::int[])", [
    o.cityId,
    o.free,
  ]);
  await db.query(
    `update companions set is_active = true,
       weekly = case when weekly @> $2::jsonb then weekly else weekly || $2::jsonb end,
       service_kinds = case when service_kinds @> jsonb_build_array($3::text) then service_kinds
         else service_kinds || jsonb_build_array($3::text) end,
       pincodes = '{}',
       identity_verified_on = coalesce(identity_verified_on, current_date),
       police_verified_on = coalesce(police_verified_on, current_date),
       training_completed_on = coalesce(training_completed_on, current_date)
     where id = any($1::int[])`,
    [o.free, slot, o.kind],
  );
  return async () => {
    await db.query(
      `update companions c set is_active = s.is_active, weekly = s.weekly, service_kinds = s.service_kinds,
         pincodes = s.pincodes, identity_verified_on = s.identity_verified_on,
         police_verified_on = s.police_verified_on, training_completed_on = s.training_completed_on,
         updated_at = s.updated_at
       from jsonb_to_recordset($1::jsonb) as s(id int, is_active boolean, weekly jsonb, service_kinds jsonb,
         pincodes text[], identity_verified_on date, police_verified_on date, training_completed_on date,
         updated_at timestamptz)
       where c.id = s.id`,
      [JSON.stringify(saved)],
    );
  };
}
