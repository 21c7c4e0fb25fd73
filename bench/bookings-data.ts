// Who the booking benchmark and the EXPLAIN report act as, in a generated database, and their sessions.
import { keyedHash, randomToken } from "../apps/server/src/lib/secrets.ts";

/** The session-hash key the benchmark's server runs with (development value style: not a secret). */
export const OTP_HASH_KEY = "bench-only-otp-hash-key-not-a-secret-0123456789";
export const HOLDING = "('requested', 'confirmed', 'completed')";

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
 * (user_type 1) unless `userType` says 2 (administrators).
 */
export async function mintSessions(
  db: Sql,
  userIds: number[],
  otpHashKey = OTP_HASH_KEY,
  userType: 1 | 2 = 1,
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
 * one a Single plan is already used for). In user id order after `afterUserId`.
 */
export function freeMembers(
  db: Sql,
  o: { day: string; kind: string; shift: number; afterUserId: number; exclude: number[]; limit: number },
) {
  const from = `${o.day.slice(0, 7)}-01`;
  const to = addDays(`${nextMonth(o.day)}-01`, -1);
  return db.query<{ user_id: number; loved_one_id: number; address_line: string; pincode: string }>(
    `select u.id as user_id, l.id as loved_one_id, l.address_line, l.pincode
     from users u
     join lateral (select * from loved_ones l where l.user_id = u.id order by l.id limit 1) l on true
     join subscriptions sub on sub.user_id = u.id and sub.starts_on <= $1::date and sub.ends_on >= $1::date
     join plan_inclusions pi on pi.tier = sub.tier and pi.kind = $2
     where u.user_type = 1 and u.id > $3 and u.id <> all($4::int[])
       and (pi.monthly_allowance is null or pi.monthly_allowance > (
         select count(*) from bookings b where b.subscription_id = sub.id and b.service_kind = $2
           and b.visit_date between $5::date and $6::date and b.status in ${HOLDING}))
       and not exists (select 1 from bookings b where b.loved_one_id = l.id and b.visit_date = $1::date
         and b.shift_type = $8 and b.status in ${HOLDING})
       and (sub.beneficiaries = 'couple' or not exists (select 1 from bookings b where b.subscription_id = sub.id
         and b.loved_one_id <> l.id and b.status in ${HOLDING}))
     order by u.id limit $7`,
    [o.day, o.kind, o.afterUserId, o.exclude, from, to, o.limit, o.shift],
  );
}
