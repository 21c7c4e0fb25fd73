// Fills a database with members, their plans, loved ones and bookings, for the booking benchmark.
//
//   node --import tsx bench/generate-bookings.ts [postgres://…/eldercare_bench | path/to/pglite-dir]
//
// Sizes: BENCH_MEMBERS (default 100000), BENCH_BOOKINGS (default 1000000), BENCH_HEAVY (members with
// thousands of bookings; default one per 5,000 members), BENCH_HEAVY_BOOKINGS (bookings of each heavy
// member; default 8% of the bookings shared among them, at most 6,000), BENCH_ENQUIRIES (default 100000;
// with the team's audit rows for those it handled, and a handful of visitors' questions), BENCH_COMPANIONS
// (default 2000: the care team, spread as the loved ones live, more added where the busiest shifts need
// them; bench/generate-roster.ts). The database is migrated and seeded through the app's own setup first;
// everything after that is set-based SQL (INSERT … SELECT over generate_series), one statement per table,
// except the roster and who holds each visit, planned in memory and written in a few statements; then the
// booking indexes and constraints are rebuilt (so the no-overlap constraint checks the assignment) and the
// tables VACUUM ANALYZEd. A PostgreSQL database that does not exist is created; one that already has members is
// refused unless BENCH_FRESH=1 (which drops and recreates it, only when its name contains "bench").
import { pathToFileURL } from "node:url";

import { BOOKING_LIVE_STATUSES, pincodeFitsState } from "@eldercare/contracts";
import pg from "pg";
import { type DatabaseTarget, newPglite } from "../apps/server/src/db/client.ts";
import { prepareDatabase } from "../apps/server/src/db/setup.ts";
import { sqlListText } from "../apps/server/src/db/sql-list.ts";
import { indiaDate } from "../apps/server/src/lib/india-date.ts";
import { planRoster, type RosterCounts, writeRoster } from "./generate-roster.ts";

export interface Sizes {
  members: number;
  bookings: number;
  heavy: number;
  heavyBookings: number;
  /** Enquiries from the ENQUIRE NOW form (some by members), over the last two years. */
  enquiries: number;
  /** The care team planned (more are added where the busiest shifts need them). */
  companions: number;
}

export interface Generated {
  sizes: Sizes;
  /** India date the data is laid around (about a year of bookings before it, a year after). */
  today: string;
  /** The generated members' user ids are 1..members offset by this (heavy ones first). */
  userIdBase: number;
  heavyUserIds: number[];
  bookingCount: number;
  /** The roster and the visits it holds. */
  roster: RosterCounts;
  steps: Array<{ step: string; ms: number; rows?: number }>;
  totalMs: number;
}

/** A statement runner over pg or PGlite (one session, so temp tables and settings stay). */
interface Conn {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Runs a statement; the number of rows it wrote. */
  run(text: string): Promise<number>;
  close(): Promise<void>;
}

const BENCH_PHONE_PREFIX = "7";

/** Every console account without a staff row made an administrator, as migration 0048 did (no row: no session). */
const CONSOLE_ACCOUNTS_ARE_ADMINISTRATORS = `insert into staff (user_id, role)
  select id, 'admin' from users where user_type = 2 on conflict (user_id) do nothing`;

export function sizesFromEnv(env: NodeJS.ProcessEnv = process.env, defaults?: Partial<Sizes>): Sizes {
  const num = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
    return n;
  };
  const members = num("BENCH_MEMBERS", defaults?.members ?? 100_000);
  const bookings = num("BENCH_BOOKINGS", defaults?.bookings ?? 1_000_000);
  const heavy = Math.min(
    members,
    num("BENCH_HEAVY", defaults?.heavy ?? Math.max(1, Math.floor(members / 5000))),
  );
  const share = heavy > 0 ? Math.floor((bookings * 0.08) / heavy) : 0;
  const heavyBookings = num("BENCH_HEAVY_BOOKINGS", defaults?.heavyBookings ?? Math.min(6000, share));
  if (members < 1) throw new Error("BENCH_MEMBERS must be at least 1");
  // Two loved ones, five shifts, at most 730 days: a heavy member cannot hold more distinct places.
  if (heavyBookings > 7000) throw new Error("BENCH_HEAVY_BOOKINGS must be at most 7000");
  const enquiries = num("BENCH_ENQUIRIES", defaults?.enquiries ?? 100_000);
  const companions = num("BENCH_COMPANIONS", defaults?.companions ?? 2000);
  return { members, bookings, heavy, heavyBookings, enquiries, companions };
}

async function connectPostgres(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount;
    if (exists && fresh) {
      if (!name.includes("bench")) throw new Error(`BENCH_FRESH only drops databases named *bench*: ${name}`);
      await client.query(`drop database "${name}" with (force)`);
    }
    if (!exists || fresh) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function open(target: DatabaseTarget): Promise<Conn> {
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async <T>(text: string) => (await client.query(text)).rows as T[],
      run: async (text: string) => (await client.query(text)).rowCount ?? 0,
      close: () => client.end(),
    };
  }
  const client = newPglite(target.dataDir);
  await client.waitReady;
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    run: async (text: string) => (await client.query(text)).affectedRows ?? 0,
    close: () => client.close(),
  };
}

const list = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
/** `array[1 + floor(u * n)]` for a random u in [0, 1). */
const pick = (values: readonly string[], u: string) =>
  `(${list(values)})[1 + floor(${u} * ${values.length})::int]`;

const MALE = [
  "Ramesh",
  "Suresh",
  "Prakash",
  "Anil",
  "Vijay",
  "Sanjay",
  "Rajesh",
  "Mahesh",
  "Arun",
  "Ashok",
  "Dinesh",
  "Gopal",
  "Harish",
  "Kiran",
  "Manoj",
  "Naresh",
  "Pradeep",
  "Ravi",
  "Sunil",
  "Venkatesh",
  "Abdul",
  "Joseph",
  "Gurpreet",
  "Subhash",
];
const FEMALE = [
  "Lakshmi",
  "Sunita",
  "Kamala",
  "Geeta",
  "Meena",
  "Savitri",
  "Usha",
  "Asha",
  "Radha",
  "Shanti",
  "Parvati",
  "Saroj",
  "Kusum",
  "Nirmala",
  "Padma",
  "Rekha",
  "Sarala",
  "Vimala",
  "Fatima",
  "Mary",
  "Harjeet",
  "Indira",
  "Jaya",
  "Leela",
];
const CHILD = [
  "Aditi",
  "Rahul",
  "Priya",
  "Arjun",
  "Neha",
  "Vikram",
  "Ananya",
  "Rohan",
  "Kavya",
  "Siddharth",
  "Pooja",
  "Karthik",
  "Divya",
  "Amit",
  "Sneha",
  "Nikhil",
  "Shreya",
  "Varun",
  "Isha",
  "Aman",
];
const SURNAMES = [
  "Sharma",
  "Iyer",
  "Banerjee",
  "Patel",
  "Reddy",
  "Nair",
  "Gupta",
  "Mukherjee",
  "Rao",
  "Singh",
  "Das",
  "Menon",
  "Joshi",
  "Kulkarni",
  "Chatterjee",
  "Pillai",
  "Verma",
  "Bose",
  "Desai",
  "Khan",
  "Fernandes",
  "Mehta",
  "Ghosh",
  "Naidu",
  "Kapoor",
  "Saxena",
  "Bhat",
  "Sinha",
  "Chopra",
  "Agarwal",
];
const STREETS = [
  "MG Road",
  "Park Street",
  "Station Road",
  "Gandhi Nagar",
  "Lake View Colony",
  "Nehru Marg",
  "Temple Street",
  "Civil Lines",
  "Salt Lake Sector II",
  "Anna Nagar",
  "Koramangala 4th Block",
  "Banjara Hills",
];
const LANGUAGE_SETS = [
  '["Hindi","English"]',
  '["Bengali","English"]',
  '["Tamil"]',
  '["Marathi","Hindi"]',
  '["Telugu","English"]',
  '["Kannada"]',
  '["Malayalam","English"]',
  '["Gujarati","Hindi"]',
  '["Punjabi","Hindi"]',
];
const MOBILITY = [
  "walks_unaided",
  "walks_unaided",
  "walks_with_support",
  "walks_with_support",
  "wheelchair",
  "bedridden",
];
const NOTES = [
  "Please call before arriving",
  "Gate code 2580",
  "Mother prefers Hindi",
  "Bring the blood pressure log",
  "Second floor, no lift",
  "Father is hard of hearing",
];
const CANCEL_REASONS = [
  "Plans changed",
  "Family visiting that day",
  "Feeling unwell",
  "Admitted to hospital",
  "Travelling",
];

const ENQUIRY_MESSAGES = [
  "Looking for a companion for my mother in Kolkata while I am in Bangalore",
  "My father needs someone to take him to his doctor visits every month",
  "Please share the plan details and prices for a couple",
  "Do you have caregivers who speak Tamil?",
  "My parents live alone in Pune. What does the gold plan include?",
  "Can someone help my mother with groceries and pharmacy runs?",
  "I live in the US; can I pay for my parents' plan from abroad?",
  "My father had a fall last month. Do you provide emergency support?",
  "Interested in the annual plan for my in-laws in Chennai",
  "Is there a registration fee? Please call me back",
  "Need help arranging physiotherapy visits at home",
  "Could you send someone to check on my grandmother twice a week?",
];
const CLOSE_NOTES = [
  "Signed up for a plan",
  "Not in our service area yet",
  "Chose another provider",
  "Only wanted price details; sent by email",
  "Could not reach after three calls",
  "Duplicate of an earlier enquiry",
];
const CONTACT_NOTES = ["Called back, sent the plan details", "Spoke to the son; will call again next week"];
const EMAIL_DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "yahoo.co.in",
  "outlook.com",
  "rediffmail.com",
  "hotmail.com",
];
const IP_PREFIXES = [
  "49.36",
  "103.21",
  "117.99",
  "122.161",
  "106.51",
  "27.5",
  "157.45",
  "223.190",
  "182.73",
  "59.94",
];
const QUESTIONS = [
  "Are your caregivers police-verified?",
  "Can I change the plan from Silver to Gold in the middle of the year?",
  "Do you serve Tier 2 cities like Nashik or Mysuru?",
  "What happens if a visit has to be cancelled on the same day?",
  "Can two siblings share one account for our parents?",
  "Is GST included in the plan price?",
  "Do doctor visits include the consultation fee?",
];

/**
 * `n` enquiries (set-based): realistic names, Indian mobiles (some abroad with +1/+44), emails, messages;
 * about 8% sent by members (their own name, phone and email, and user_id); 40% asking for a callback at a
 * preferred hour; created over the last two years, in order; the older ones mostly contacted or closed by
 * the team (with the audit row each change writes). Plus a handful of visitors' questions. Returns the
 * number of enquiries written. The enquiries' secondary indexes are dropped for the load and rebuilt.
 */
async function insertEnquiries(c: Conn, n: number): Promise<number> {
  if (n <= 0) return 0;
  const one = async (text: string) => (await c.query<{ v: number | null }>(text))[0]?.v ?? null;
  let admin = await one("select min(id)::int as v from users where user_type = 2");
  if (admin === null) {
    admin = await one(`insert into users (user_type, user_name, phone, email, user_relation)
      values (2, 'Bench Operations', '+918000000000', 'ops.bench@seniorcare.example', '[]'::jsonb) returning id as v`);
    await c.query(CONSOLE_ACCOUNTS_ARE_ADMINISTRATORS);
  }
  const [members] = await c.query<{ lo: number | null; hi: number | null }>(
    "select min(id)::int as lo, max(id)::int as hi from users where user_type = 1",
  );
  const base = (await one("select coalesce(max(id), 0)::int as v from enquiries")) ?? 0;
  await c.query(`create temp table g_ecity as
    select ci.id, s.country_id, co.code, (co.code = 'IN') as india,
      (row_number() over (partition by co.code = 'IN' order by ci.id))::int as n
    from cities ci join states s on s.id = ci.state_id join countries co on co.id = s.country_id`);
  const [cities] = await c.query<{ india: number; abroad: number }>(
    `select count(*) filter (where india)::int as india, count(*) filter (where not india)::int as abroad
     from g_ecity`,
  );
  if (!cities?.india) throw new Error("cities are not seeded");
  const abroad = cities.abroad > 0 ? 0.12 : 0;
  const indexes = await c.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'enquiries' and indexname <> 'enquiries_pkey'`,
  );
  for (const ix of indexes) await c.query(`drop index "${ix.indexname}"`);
  const memberPick =
    members?.lo != null && members.hi != null
      ? `left join users m on x.r_mem < 0.08 and m.user_type = 1
           and m.id = ${members.lo} + floor(x.r_mem / 0.08 * ${members.hi - members.lo + 1})::int`
      : "left join users m on false";
  let written = 0;
  try {
    written = await c.run(`with raw as (
      select i, random() as r_first, random() as r_sur, random() as r_who, random() as r_city,
        random() as r_abroad, random() as r_cb, random() as r_status, random() as r_mem, random() as r_handled,
        now() - random() * interval '730 days' as created_at
      from generate_series(1, ${n}) i
    ), named as (
      select r.*, case when r.r_who < 0.6 then ${pick(CHILD, "r.r_first")}
          when r.r_who < 0.8 then ${pick(MALE, "r.r_first")} else ${pick(FEMALE, "r.r_first")} end as first_name,
        ${pick(SURNAMES, "r.r_sur")} as surname,
        ci.id as city_id, ci.country_id, ci.code
      from raw r join g_ecity ci on ci.india = (r.r_abroad >= ${abroad})
        and ci.n = 1 + floor(r.r_city * case when r.r_abroad >= ${abroad} then ${cities.india} else ${Math.max(1, cities.abroad)} end)::int
    ), full_row as (
      select x.*, m.id as member_id, m.user_name as m_name, m.phone as m_phone, m.email as m_email,
        case when m.id is not null then '+91' when x.code in ('US', 'CA') then '+1' when x.code = 'GB' then '+44'
          else '+91' end as dial_code,
        case when x.created_at > now() - interval '2 days' then
            case when x.r_status < 0.7 then 'new' else 'contacted' end
          when x.r_status < 0.08 then 'new' when x.r_status < 0.40 then 'contacted' else 'closed' end as status
      from named x ${memberPick}
    )
    insert into enquiries (user_name, dial_code, phone, email, user_message, city_id, country_id, is_callback,
      preferred_time, status, user_id, client_ip, admin_note, handled_at, handled_by, submission_key, created_at)
    select coalesce(f.m_name, f.first_name || ' ' || f.surname), f.dial_code,
      coalesce(substr(f.m_phone, 4), case f.dial_code when '+1' then (2 + floor(random() * 8))::text
          when '+44' then '7' else (6 + floor(random() * 4))::text end
        || lpad(floor(random() * 1e9)::bigint::text, 9, '0')),
      coalesce(f.m_email, lower(f.first_name) || case when random() < 0.5 then '.' else '' end || lower(f.surname)
        || case when random() < 0.7 then (f.i % 997)::text else '' end || '@' || ${pick(EMAIL_DOMAINS, "random()")}),
      ${pick(ENQUIRY_MESSAGES, "random()")}, f.city_id, f.country_id, f.r_cb < 0.4,
      case when f.r_cb < 0.4 then make_time(9 + floor(f.r_cb / 0.4 * 10)::int, 0, 0) end,
      f.status, f.member_id,
      ${pick(IP_PREFIXES, "random()")} || '.' || floor(random() * 256) || '.' || (1 + floor(random() * 254)),
      case f.status when 'closed' then ${pick(CLOSE_NOTES, "f.r_handled")}
        when 'contacted' then ${pick(CONTACT_NOTES, "f.r_handled")} end,
      case when f.status <> 'new' then least(now(), f.created_at + f.r_handled * interval '3 days') end,
      case when f.status <> 'new' then ${admin} end,
      encode(sha256(convert_to('bench-enquiry|' || ${base} || '|' || f.i, 'UTF8')), 'hex'),
      f.created_at
    from full_row f
    order by f.created_at`);
  } finally {
    // Rebuilt (so the unique submission key is checked) even when the load failed.
    for (const ix of indexes) await c.query(ix.indexdef);
  }
  await c.query("drop table g_ecity");
  // The audit rows the team's changes wrote: contacted, then (for closed ones) closed.
  await c.run(`insert into admin_audit (admin_id, action, target_type, target_id, before, after, note, created_at)
    select e.handled_by, a.action, 'enquiry', e.id, a.before, a.after, a.note, a.at
    from enquiries e cross join lateral (values
        ('enquiry.contact', jsonb_build_object('status', 'new', 'admin_note', null),
          jsonb_build_object('status', 'contacted', 'admin_note', null), null::text,
          e.created_at + (e.handled_at - e.created_at) / 2, e.status = 'contacted' or e.id % 3 = 0),
        ('enquiry.close', jsonb_build_object('status', case when e.id % 3 = 0 then 'contacted' else 'new' end,
          'admin_note', null), jsonb_build_object('status', 'closed', 'admin_note', e.admin_note), e.admin_note,
          e.handled_at, e.status = 'closed')
      ) a(action, before, after, note, at, happened)
    where e.id > ${base} and e.handled_by is not null and a.happened
    order by a.at`);
  await c.run(`insert into questions (user_name, email, phone, question, status, admin_note, handled_at, handled_by,
      created_at)
    select ${pick(CHILD, "random()")} || ' ' || ${pick(SURNAMES, "random()")}, 'visitor' || q || '@gmail.com',
      case when q % 2 = 0 then '9' || lpad((q * 7919)::text, 9, '0') end,
      ${pick(QUESTIONS, "random()")}, case when q % 4 = 0 then 'closed' else 'new' end,
      case when q % 4 = 0 then 'Answered by phone' end,
      case when q % 4 = 0 then now() - q * interval '1 day' + interval '2 hours' end,
      case when q % 4 = 0 then ${admin} end,
      now() - q * interval '1 day'
    from generate_series(1, 12) q order by q desc`);
  return written;
}

/** Adds `n` enquiries (and their audit rows, questions) to a database generated before they existed. */
export async function addEnquiriesIfMissing(
  target: DatabaseTarget,
  n: number,
  log: (line: string) => void = console.log,
): Promise<number> {
  const c = await open(target);
  try {
    const [have] = await c.query<{ n: number }>("select count(*)::int as n from enquiries");
    if ((have?.n ?? 0) > 0 || n <= 0) return 0;
    const t0 = performance.now();
    await c.query("set work_mem = '256MB'");
    await c.query("set maintenance_work_mem = '512MB'");
    await c.query("set synchronous_commit = off");
    const written = await insertEnquiries(c, n);
    for (const table of ["enquiries", "admin_audit", "questions"]) await c.query(`vacuum (analyze) ${table}`);
    log(
      `  ${"enquiries added (were missing)".padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${written.toLocaleString("en")} rows`,
    );
    return written;
  } finally {
    await c.close();
  }
}

// Kind mix per plan tier (bronze has no doctor visits) and, within a kind, services weighted 1/rank.
const KIND_WEIGHTS: Record<"bronze" | "other", Record<string, number>> = {
  bronze: { companion_visit: 60, errand: 35, emergency_support: 5 },
  other: { companion_visit: 50, errand: 25, doctor_visit: 20, emergency_support: 5 },
};

/** A 100-slot table per tier group: slot → service, so a booking picks its service with one equi-join. */
function serviceSlots(services: Array<{ id: number; kind: string; display_order: number }>) {
  const rows: string[] = [];
  for (const [group, weights] of Object.entries(KIND_WEIGHTS)) {
    const entries: Array<{ id: number; w: number }> = [];
    for (const [kind, kindWeight] of Object.entries(weights)) {
      const ofKind = services
        .filter((s) => s.kind === kind)
        .sort((a, b) => a.display_order - b.display_order);
      const harmonic = ofKind.reduce((sum, _s, i) => sum + 1 / (i + 1), 0);
      ofKind.forEach((s, i) => {
        entries.push({ id: s.id, w: (kindWeight * (1 / (i + 1))) / harmonic });
      });
    }
    const total = entries.reduce((sum, e) => sum + e.w, 0);
    let acc = 0;
    let slot = 0;
    for (const e of entries) {
      acc += (e.w / total) * 100;
      const until = Math.round(acc);
      for (; slot < until; slot++) rows.push(`('${group}', ${slot}, ${e.id})`);
    }
    const last = entries[entries.length - 1];
    for (; slot < 100 && last; slot++) rows.push(`('${group}', ${slot}, ${last.id})`);
  }
  return rows.join(",");
}

export async function generate(
  target: DatabaseTarget,
  sizes: Sizes,
  log: (line: string) => void = console.log,
): Promise<Generated> {
  const started = performance.now();
  const steps: Generated["steps"] = [];
  const step = async <T>(name: string, run: () => Promise<T>, rows?: (r: T) => number) => {
    const t0 = performance.now();
    const result = await run();
    const ms = performance.now() - t0;
    const n = rows?.(result);
    steps.push({ step: name, ms, ...(n === undefined ? {} : { rows: n }) });
    log(
      `  ${name.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(6)} s${n === undefined ? "" : `  ${n.toLocaleString("en")} rows`}`,
    );
    return result;
  };

  await step("migrate + seed (app setup)", async () => {
    const database = await prepareDatabase(target);
    await database.close();
  });

  const c = await open(target);
  try {
    const [{ members: existing } = { members: 0 }] = await c.query<{ members: number }>(
      "select count(*)::int as members from users where user_type = 1",
    );
    if (existing > 0)
      throw new Error(`the database already has ${existing} members: use a fresh one (BENCH_FRESH=1)`);

    // Bulk load: larger sort memory; foreign keys are not checked row by row (every id below is made to
    // exist); checks and unique indexes still are, and the booking indexes are rebuilt (so validated) after.
    await c.query("set work_mem = '256MB'");
    await c.query("set maintenance_work_mem = '512MB'");
    await c.query("set synchronous_commit = off");
    await c.query("set session_replication_role = replica");
    await c.query(`select setseed(0.24)`);

    const today = indiaDate(new Date());
    const T = `'${today}'::date`;
    const { members: M, heavy: H, heavyBookings: HB } = sizes;
    const typicalBookings = Math.max(0, sizes.bookings - H * HB);

    const max = async (table: string) =>
      (await c.query<{ m: number }>(`select coalesce(max(id), 0)::int as m from ${table}`))[0]?.m ?? 0;
    const ub = await max("users");
    const lb = await max("loved_ones");
    const rb = await max("subscription_requests");
    const pb = await max("payments");
    const sb = await max("subscriptions");
    const bb = await max("bookings");

    const [india] = await c.query<{ id: number }>("select id from countries where code = 'IN'");
    if (!india) throw new Error("countries are not seeded");
    const services = await c.query<{ id: number; kind: string; display_order: number }>(
      "select id, kind, display_order from services where is_active",
    );

    // Each city's PIN codes share a first three digits its state's postal circle owns (the app refuses a PIN
    // code of another state): the state's prefixes shared out among its cities, ~120 PIN codes a city.
    const indianCities = await c.query<{ id: number; state_id: number; code: string }>(
      `select c.id, c.state_id, s.code from cities c join states s on s.id = c.state_id
       where s.country_id = ${india.id} order by c.id`,
    );
    const pinPrefix = new Map<number, number>();
    for (const code of new Set(indianCities.map((x) => x.code))) {
      const prefixes = Array.from({ length: 900 }, (_, i) => 100 + i).filter((p) =>
        pincodeFitsState(`${p}001`, code),
      );
      const inState = indianCities.filter((x) => x.code === code);
      inState.forEach((x, k) => {
        pinPrefix.set(x.id, prefixes[Math.floor((k * prefixes.length) / inState.length)] ?? 110);
      });
    }

    await step("plan the members (temp tables)", async () => {
      await c.query(`create temp table g_city (n int, id int, state_id int, pin_prefix int)`);
      await c.query(
        `insert into g_city values ${indianCities
          .map((x, i) => `(${i + 1}, ${x.id}, ${x.state_id}, ${pinPrefix.get(x.id) ?? 110})`)
          .join(", ")}`,
      );
      await c.query(`create temp table g_pick (grp text, slot int, service_id int, primary key (grp, slot))`);
      await c.query(`insert into g_pick values ${serviceSlots(services)}`);
      // w: a log-normal weight, so most members have a few bookings and some have dozens.
      await c.query(`create temp table g_raw as
        select i,
          i <= ${H} as heavy,
          case when i <= ${H} then 364 else floor(random() * 365)::int end as j,
          case when i <= ${H} or random() < 0.4 then 2 else 1 end as loved,
          random() as r_tier, random() as r_ben, random() as r_city, random() as r_first, random() as r_sur,
          exp(0.9 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())) as w
        from generate_series(1, ${M}) i`);
      await c.query(`create temp table g_m as
        select r.i, r.heavy, r.j, r.loved,
          case when r.heavy then 'gold' when r.r_tier < 0.4 then 'bronze' when r.r_tier < 0.8 then 'silver'
            else 'gold' end as tier,
          case when r.loved = 2 or r.r_ben < 0.2 then 'couple' else 'single' end as ben,
          ci.id as city_id, ci.state_id, ci.pin_prefix,
          ${pick(CHILD, "r.r_first")} as first_name,
          ${pick(SURNAMES, "r.r_sur")} as surname,
          (${T} - r.j) as joined,
          (${T} - r.j + interval '12 months')::date as renewed,
          (r.j + 366) as days,
          case when r.heavy then ${HB}
            else least(r.j + 366, round(${typicalBookings}::float8 * r.w / sum(r.w) filter (where not r.heavy) over ()))::int
          end as n
        from g_raw r join g_city ci on ci.n = 1 + floor(r.r_city * (select count(*) from g_city))::int`);
      await c.query(`alter table g_m add primary key (i)`);
      await c.query("analyze g_m");
    });

    await step(
      "users",
      () =>
        c.run(`insert into users (id, user_type, user_name, phone, email, user_relation, address_line, city_id,
          state_id, country_id, pincode, consent_version, consent_accepted_at, created_at, updated_at)
        select ${ub} + i, 1, first_name || ' ' || surname, '+91${BENCH_PHONE_PREFIX}' || lpad(i::text, 9, '0'),
          'member' || i || '@bench.example',
          case when loved = 2 then '["Father","Mother"]'::jsonb else '["Mother"]'::jsonb end,
          (1 + i % 400) || ', ' || ${pick(STREETS, "random()")}, city_id, state_id, ${india.id},
          (pin_prefix * 1000 + 1 + (i * 7919) % 120)::text, '2025-08', joined - interval '2 days',
          joined - interval '2 days', joined - interval '2 days'
        from g_m
        union all
        select ${ub} + ${M} + 1, 2, 'Bench Operations', '+918000000000', 'ops.bench@seniorcare.example', '[]'::jsonb,
          null, null, null, null, null, null, null, now(), now()
        `),
      (n) => n,
    );
    await c.query(CONSOLE_ACCOUNTS_ARE_ADMINISTRATORS);

    await step(
      "loved ones",
      () =>
        c.run(`insert into loved_ones (id, user_id, full_name, relationship, date_of_birth, gender, address_line,
          state_id, city_id, pincode, contact_name, contact_phone, languages, mobility, notes, created_at, updated_at)
        select ${lb} + 2 * m.i - 2 + k, ${ub} + m.i,
          case when k = 1 then ${pick(FEMALE, "random()")} else ${pick(MALE, "random()")} end || ' ' || m.surname,
          case when k = 1 then 'Mother' else 'Father' end,
          (${T} - (365.25 * (62 + random() * 30))::int)::date,
          case when k = 1 then 'Female' else 'Male' end,
          (1 + (m.i * 31) % 900) || ', ' || ${pick(STREETS, "random()")}, m.state_id, m.city_id,
          (m.pin_prefix * 1000 + 1 + (m.i * 7919) % 120)::text, m.first_name || ' ' || m.surname,
          '+91${BENCH_PHONE_PREFIX}' || lpad(m.i::text, 9, '0'), (${list(LANGUAGE_SETS)})[1 + floor(random() * ${LANGUAGE_SETS.length})::int]::jsonb,
          ${pick(MOBILITY, "random()")}, '', m.joined - interval '1 day', m.joined - interval '1 day'
        from g_m m cross join lateral generate_series(1, m.loved) k
        `),
      (n) => n,
    );

    // Two consecutive paid annual plans each: the one they joined with, and its renewal.
    const planRows = `select m.i, p as period, pt.id as plan_tier_id, pt.tier, pt.beneficiaries, pt.frequency,
        pt.plan_fee_paise as fee, round(pt.plan_fee_paise * pt.tier_saving_percent / 100.0)::int as discount,
        case when pt.registration_fee_waived then 0 else pt.registration_fee_paise end as reg,
        case when p = 1 then m.joined else m.renewed end as starts_on
      from g_m m cross join generate_series(1, 2) p
      join plan_tiers pt on pt.tier = m.tier and pt.beneficiaries = m.ben and pt.frequency = 'annual'`;
    await step(
      "subscription requests, payments, subscriptions",
      async () => {
        await c.query(`create temp table g_plan as ${planRows}`);
        const r =
          await c.run(`insert into subscription_requests (id, user_id, plan_tier_id, request_type, status,
            tier, beneficiaries, frequency, plan_fee_paise, discount_paise, registration_fee_paise, amount_paise,
            created_at)
          select ${rb} + 2 * i - 2 + period, ${ub} + i, plan_tier_id, 1, 'paid', tier, beneficiaries, frequency, fee,
            discount, reg, fee - discount + reg, least(now(), starts_on - interval '3 days')
          from g_plan`);
        await c.query(`insert into payments (id, request_id, user_id, payment_type, amount_paise, gateway, status,
            gateway_order_id, gateway_payment_id, created_at, updated_at, paid_at)
          select ${pb} + 2 * i - 2 + period, ${rb} + 2 * i - 2 + period, ${ub} + i, 1, fee - discount + reg,
            'sandbox', 'paid', 'order_bench_' || (2 * i - 2 + period), 'pay_bench_' || (2 * i - 2 + period),
            least(now(), starts_on - interval '3 days'), least(now(), starts_on - interval '3 days'),
            least(now(), starts_on - interval '3 days')
          from g_plan`);
        await c.query(`insert into subscriptions (id, user_id, request_id, payment_id, plan_tier_id, tier,
            beneficiaries, frequency, starts_on, ends_on, created_at)
          select ${sb} + 2 * i - 2 + period, ${ub} + i, ${rb} + 2 * i - 2 + period, ${pb} + 2 * i - 2 + period,
            plan_tier_id, tier, beneficiaries, frequency, starts_on,
            (starts_on + interval '12 months' - interval '1 day')::date,
            least(now(), starts_on - interval '3 days')
          from g_plan`);
        return r;
      },
      (n) => n * 3,
    );

    // Constraints backed by an index (the roster's no-overlap exclusion constraint) are dropped and added
    // back with their own definition; the other indexes are dropped and recreated.
    const bookingConstraints = await c.query<{ conname: string; def: string; indexname: string }>(
      `select con.conname, pg_get_constraintdef(con.oid) as def, ix.relname as indexname
       from pg_constraint con join pg_class ix on ix.oid = con.conindid
       where con.conrelid = 'bookings'::regclass and con.contype in ('u', 'x')`,
    );
    const constraintIndexes = new Set(bookingConstraints.map((k) => k.indexname));
    const bookingIndexes = (
      await c.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes
         where schemaname = current_schema() and tablename = 'bookings' and indexname <> 'bookings_pkey'`,
      )
    ).filter((ix) => !constraintIndexes.has(ix.indexname));
    await step("drop booking indexes for the load", async () => {
      for (const k of bookingConstraints)
        await c.query(`alter table bookings drop constraint "${k.conname}"`);
      for (const ix of bookingIndexes) await c.query(`drop index "${ix.indexname}"`);
    });

    // Per member, k-th of n bookings: typical members (n ≤ days) get distinct days (one stratum of their
    // days each), a weighted shift and either loved one; heavy members get distinct (day, shift, loved one)
    // places. Either way no loved one holds two bookings in one shift of a day (the partial unique index).
    // Inserted in order of creation, as a live table fills.
    const bookingCount = await step(
      "bookings",
      async () => {
        await c.run(`with slot as (
            select m.i, m.j, m.loved, m.joined, m.renewed, case when m.tier = 'bronze' then 'bronze' else 'other' end as grp,
              case when m.n <= m.days then m.days::bigint else m.days::bigint * 5 * m.loved end as space,
              m.n, m.n <= m.days as by_day, k
            from g_m m cross join lateral generate_series(0, m.n - 1) k
            where m.n > 0
          ), place as (
            select s.*, (s.k * s.space) / s.n
              + floor(random() * (((s.k + 1) * s.space) / s.n - (s.k * s.space) / s.n))::bigint as p,
              random() as u_shift, random() as u_lo
            from slot s
          ), visit as (
            select p.i, p.grp, p.joined, p.renewed,
              case when p.by_day then p.p else p.p / (5 * p.loved) end::int as day,
              case when p.by_day then
                case when p.u_shift < 0.40 then 1 when p.u_shift < 0.70 then 2 when p.u_shift < 0.85 then 3
                  when p.u_shift < 0.92 then 4 else 5 end
                else 1 + (p.p % (5 * p.loved)) / p.loved end::smallint as shift,
              case when p.by_day then floor(p.u_lo * p.loved) else p.p % p.loved end::int as lo,
              random() as u_time, random() as u_status, random() as u_created, random() as u_service,
              random() as u_spec, random() as u_note
            from place p
          ), timed as (
            select v.*, (v.joined + v.day) as visit_date,
              case v.shift when 1 then 420 + 30 * floor(v.u_time * 11) when 2 then 780 + 30 * floor(v.u_time * 11)
                when 3 then 1020 + 30 * floor(v.u_time * 11) when 4 then 1320 + 30 * floor(v.u_time * 17)
                else 30 * floor(v.u_time * 47) end::int as minute
            from visit v
          ), full_row as (
            select t.*, g.service_id, s.kind, s.needs_speciality,
              ((t.visit_date)::timestamp + (t.minute - 330) * interval '1 minute') at time zone 'UTC' as starts_at,
              t.visit_date < ${T} as past
            from timed t join g_pick g on g.grp = t.grp and g.slot = floor(t.u_service * 100)::int
            join services s on s.id = g.service_id
          ), dated as (
            select f.*,
              case when f.past then
                case when f.u_status < 0.86 then 'completed' when f.u_status < 0.96 then 'cancelled' else 'rejected' end
              else
                case when f.u_status < 0.48 then 'requested' when f.u_status < 0.90 then 'confirmed'
                  when f.u_status < 0.98 then 'cancelled' else 'rejected' end
              end as status,
              least(now() - f.u_created * interval '20 days',
                greatest(f.joined::timestamp at time zone 'UTC',
                  f.starts_at - interval '13 hours' - f.u_created * interval '45 days')) as created_at
            from full_row f
          )
          insert into bookings (id, user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
            speciality_id, visit_date, shift_type, start_time, starts_at, address_line, city_id, state_id, pincode,
            notes, status, status_reason, idempotency_key, request_hash, created_at, updated_at)
          select ${bb} + row_number() over (order by d.created_at, d.i), ${ub} + d.i,
            ${sb} + 2 * d.i - 2 + case when d.visit_date < d.renewed then 1 else 2 end,
            l.id, l.full_name, d.service_id, d.kind,
            case when d.needs_speciality then 1 + floor(d.u_spec * (select count(*) from specialities))::int end,
            d.visit_date, d.shift,
            lpad(((d.minute % 1440) / 60)::text, 2, '0') || ':' || lpad((d.minute % 60)::text, 2, '0'),
            d.starts_at, l.address_line, l.city_id, l.state_id, l.pincode,
            case when d.u_note < 0.12 then ${pick(NOTES, "d.u_note / 0.12")} else '' end,
            d.status,
            case d.status when 'cancelled' then ${pick(CANCEL_REASONS, "(d.u_status * 7 - floor(d.u_status * 7))")}
              when 'rejected' then 'No caregiver available in this shift' end,
            gen_random_uuid(), md5(d.i || ':' || d.visit_date || ':' || d.shift) || md5(random()::text),
            d.created_at,
            case d.status when 'completed' then d.starts_at + interval '3 hours'
              when 'requested' then d.created_at
              else least(now(), d.created_at + (d.starts_at - d.created_at) * d.u_status / 2) end
          from dated d join loved_ones l on l.id = ${lb} + 2 * d.i - 1 + d.lo
          order by d.created_at, d.i`);
        const [count] = await c.query<{ n: number }>(
          `select count(*)::int as n from bookings where id > ${bb}`,
        );
        return count?.n ?? 0;
      },
      (n) => n,
    );

    // The care team, and who holds each holding visit (a year back and a year ahead).
    const roster = await step(
      "plan the roster and who holds each visit",
      () =>
        planRoster(c, {
          companions: sizes.companions,
          today,
          lovedOneBase: lb,
          bookingBase: bb,
        }),
      (p) => p.visits.length,
    );
    const rosterCounts = await step(
      "companions (accounts, roster, leave), visits held",
      () => writeRoster(c, roster, today),
      (r) => r.companions + r.leave + r.held,
    );
    const r = rosterCounts;
    log(
      `    ${r.companions.toLocaleString("en")} companions in ${r.cities} cities (${r.added.toLocaleString("en")} of them added for the busiest shifts), ${r.leave.toLocaleString("en")} leave periods; ` +
        `${r.held.toLocaleString("en")} of ${r.visits.toLocaleString("en")} holding visits hold a companion, ${r.withoutCompanion.toLocaleString("en")} none (${r.upcomingWithoutCompanion.toLocaleString("en")} upcoming)`,
    );

    await step("rebuild booking indexes and constraints", async () => {
      for (const ix of bookingIndexes) await c.query(ix.indexdef);
      for (const k of bookingConstraints) {
        await c.query(`alter table bookings add constraint "${k.conname}" ${k.def}`);
      }
    });

    // About 3% of bookings were asked to move: approved ones moved the booking (the request shows where
    // to), declined and open ones name another day; a request on a cancelled booking was closed.
    await step(
      "reschedule requests",
      () =>
        c.run(`insert into reschedule_requests (booking_id, user_id, from_visit_date, from_shift_type, from_start_time,
          visit_date, shift_type, start_time, starts_at,
          reason, status, decision_note, decided_by, decided_at, created_at, city_id)
        select x.id, x.user_id,
          case when x.rs = 'approved' then x.visit_date - x.d else x.visit_date end, x.shift_type, x.start_time,
          case when x.rs = 'approved' then x.visit_date else x.visit_date + x.d end,
          x.shift_type, x.start_time,
          case when x.rs = 'approved' then x.starts_at else x.starts_at + x.d * interval '1 day' end,
          'Family travelling that week', x.rs,
          case x.rs when 'declined' then 'No caregiver available on that day' end,
          case when x.rs in ('approved', 'declined') then ${ub} + ${M} + 1 end,
          case when x.rs in ('approved', 'declined') then least(now(), x.asked + interval '1 day') end,
          x.asked, x.city_id
        from (
          select b.*, 1 + floor(random() * 7)::int as d,
            least(now(), b.created_at + (b.starts_at - b.created_at) * random() * 0.8) as asked,
            case
              when b.status = 'cancelled' then 'cancelled'
              when b.status in ${sqlListText(BOOKING_LIVE_STATUSES)} and b.visit_date >= ${T} then
                (array['open', 'open', 'approved', 'declined'])[1 + floor(random() * 4)::int]
              else (array['approved', 'approved', 'declined'])[1 + floor(random() * 3)::int]
            end as rs
          from bookings b where b.id > ${bb} and b.status <> 'rejected' and random() < 0.03
        ) x
        order by x.asked
        `),
      (n) => n,
    );

    await step(
      "enquiries, their audit rows, questions",
      () => insertEnquiries(c, sizes.enquiries),
      (n) => n,
    );

    await step("sequences", async () => {
      // Tables with a serial id (member_search is keyed by its account's id).
      for (const table of [
        "users",
        "loved_ones",
        "subscription_requests",
        "payments",
        "subscriptions",
        "bookings",
        "reschedule_requests",
        "companions",
        "companion_leave",
      ]) {
        await c.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
    });

    await c.query("set session_replication_role = origin");
    // Replica mode fired no trigger: the console's tallies are counted afresh (migration 0030), and the
    // accounts' search rows written (migration 0061).
    await step("console tallies", async () => {
      await c.query("select rebuild_console_tallies()");
    });
    await step("accounts' search rows", async () => {
      await c.query("select rebuild_member_search()");
    });
    await step("vacuum analyze", async () => {
      for (const table of [
        "users",
        "member_search",
        "loved_ones",
        "subscription_requests",
        "payments",
        "subscriptions",
        "bookings",
        "reschedule_requests",
        "companions",
        "companion_leave",
        "enquiries",
        "admin_audit",
        "questions",
      ]) {
        await c.query(`vacuum (analyze) ${table}`);
      }
    });

    const heavyUserIds = Array.from({ length: H }, (_, i) => ub + i + 1);
    const totalMs = performance.now() - started;
    log(`  ${"total".padEnd(44)} ${(totalMs / 1000).toFixed(1).padStart(6)} s`);
    return { sizes, today, userIdBase: ub, heavyUserIds, bookingCount, roster: rosterCounts, steps, totalMs };
  } finally {
    await c.close();
  }
}

/** A postgres:// URL (created if missing) or a PGlite directory. */
export async function targetOf(where: string, fresh: boolean): Promise<DatabaseTarget> {
  if (/^postgres(ql)?:\/\//.test(where)) {
    await connectPostgres(where, fresh);
    return { kind: "postgres", url: where };
  }
  if (where.startsWith("memory://"))
    throw new Error("give a PGlite directory: the server opens it afterwards");
  return { kind: "pglite", dataDir: where };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const where =
    process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/eldercare_bench";
  const sizes = sizesFromEnv();
  console.log(
    `Generating ${sizes.members.toLocaleString("en")} members (${sizes.heavy} heavy × ${sizes.heavyBookings.toLocaleString("en")} bookings), ~${sizes.bookings.toLocaleString("en")} bookings into ${where.replace(/\/\/[^@]*@/, "//")}`,
  );
  const target = await targetOf(where, process.env.BENCH_FRESH === "1");
  const result = await generate(target, sizes);
  console.log(
    `${result.bookingCount.toLocaleString("en")} bookings around ${result.today}; heavy members: user ids ${result.heavyUserIds.join(", ")}; ${result.roster.companions.toLocaleString("en")} companions`,
  );
}
