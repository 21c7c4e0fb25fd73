// The schedule bench's database (bench/schedule-bench.ts): a city-scale day for admin/autoassign/ on the
// local PostgreSQL. Migrated and seeded through the app's own setup; then the served cities (the seed's:
// the first of each state, in seed order, until there are BENCH_SCHEDULE_CITIES), each given PIN codes of
// its state's postal circle (those of pin_locations when it has some there, so travel can be measured);
// the care team (schedule-team.ts), the families and their plans (schedule-families.ts), who served whom in
// the history and the measured day's visits (schedule-history.ts), all planned in memory from one seed and
// written with a few set-based statements (rows passed as arrays and unnested). The booking indexes and
// index-backed constraints are dropped for the load and rebuilt after, so bookings_companion_no_overlap
// checks the history; triggers are off during the load and the console's tallies counted afresh after.
import { pincodeFitsState } from "@eldercare/contracts";
import pg from "pg";
import { prepareDatabase } from "../apps/server/src/db/setup.ts";
import { indiaDate } from "../apps/server/src/lib/india-date.ts";
import { targetOf } from "./generate-bookings.ts";
import { randomSource, writeRoster } from "./generate-roster.ts";
import { dateOf, dayOf } from "./schedule-calendar.ts";
import { planFamilies } from "./schedule-families.ts";
import { type PlannedVisit, planHistory } from "./schedule-history.ts";
import { planTeam, type ServedCity } from "./schedule-team.ts";

export interface ScheduleSizes {
  cities: number;
  companions: number;
  visits: number;
  /** Loved ones per visit of the measured day (the others have no visit that day). */
  lovedOnesPerVisit: number;
  historyDays: number;
  /** Days from today to the measured day. */
  daysAhead: number;
  seed: number;
}

export function scheduleSizesFromEnv(env: NodeJS.ProcessEnv = process.env): ScheduleSizes {
  const num = (name: string, fallback: number) => {
    const n = Number(env[name] ?? fallback);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
    return n;
  };
  return {
    cities: Math.round(num("BENCH_SCHEDULE_CITIES", 20)),
    companions: Math.round(num("BENCH_SCHEDULE_COMPANIONS", 5000)),
    visits: Math.round(num("BENCH_SCHEDULE_VISITS", 27_000)),
    lovedOnesPerVisit: num("BENCH_SCHEDULE_LOVED_PER_VISIT", 1.6),
    historyDays: Math.round(num("BENCH_SCHEDULE_HISTORY_DAYS", 90)),
    daysAhead: Math.round(num("BENCH_SCHEDULE_DAYS_AHEAD", 3)),
    seed: Math.round(num("BENCH_SCHEDULE_SEED", 45)),
  };
}

/** What the bench measures on: kept in bench_schedule_meta so BENCH_REUSE=1 finds it again. */
export interface ScheduleWorld {
  /** India date the data was laid around, and the measured day. */
  today: string;
  day: string;
  cities: Array<{ id: number; name: string }>;
  generatedMs: number;
}

type Client = pg.Client;

/** Step timings, printed as they finish. */
function stepper(log: (line: string) => void) {
  return async <T>(name: string, run: () => Promise<T>, rows?: (r: T) => number): Promise<T> => {
    const t0 = performance.now();
    const result = await run();
    const n = rows?.(result);
    log(
      `  ${name.padEnd(48)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s${n === undefined ? "" : `  ${n.toLocaleString("en")} rows`}`,
    );
    return result;
  };
}

/** The served cities: the first of each Indian state in seed order, then the next ones; added only if too few. */
async function servedCities(c: Client, want: number, log: (line: string) => void): Promise<ServedCity[]> {
  const read = async () =>
    (
      await c.query<{ id: number; name: string; state_id: number; code: string }>(
        `select ci.id, ci.name, ci.state_id, s.code from cities ci join states s on s.id = ci.state_id
         join countries co on co.id = s.country_id where co.code = 'IN' order by ci.id`,
      )
    ).rows;
  let rows = await read();
  if (rows.length < want) {
    const first = rows[0];
    if (!first) throw new Error("the seed has no Indian city");
    for (let i = rows.length; i < want; i++)
      await c.query("insert into cities (state_id, name) values ($1, $2)", [
        first.state_id,
        `Schedule Bench Town ${i + 1}`,
      ]);
    log(`  added ${want - rows.length} cities (the seed has ${rows.length} in India)`);
    rows = await read();
  }
  const firsts = rows.filter((r, i) => rows.findIndex((x) => x.code === r.code) === i);
  const chosen = [...firsts, ...rows.filter((r) => !firsts.includes(r))].slice(0, want);
  // Each city gets a three-digit PIN prefix of its state's postal circle (cities of one state, different ones).
  const prefixOf = new Map<number, number>();
  for (const code of new Set(chosen.map((r) => r.code))) {
    const prefixes = Array.from({ length: 900 }, (_, i) => 100 + i).filter((p) =>
      pincodeFitsState(`${p}001`, code),
    );
    const inState = chosen.filter((r) => r.code === code);
    inState.forEach((r, k) => {
      prefixOf.set(r.id, prefixes[Math.floor((k * prefixes.length) / inState.length)] ?? 110);
    });
  }
  const cities: ServedCity[] = [];
  for (const [rank, r] of chosen.entries()) {
    // Larger cities first: weight 1/sqrt(rank), so the first has about 4.5 times the twentieth.
    const weight = 1 / Math.sqrt(rank + 1);
    const count = Math.round(30 + 90 * weight);
    const prefix = prefixOf.get(r.id) ?? 110;
    const located = (
      await c.query<{ pincode: string }>(
        "select pincode from pin_locations where pincode like $1 order by pincode",
        [`${prefix}%`],
      )
    ).rows.map((x) => x.pincode);
    const pincodes =
      located.length >= 10
        ? Array.from(
            { length: Math.min(count, located.length) },
            (_, i) => located[Math.floor((i * located.length) / Math.min(count, located.length))] as string,
          )
        : Array.from({ length: count }, (_, i) => String(prefix * 1000 + 1 + i));
    cities.push({
      cityId: r.id,
      stateId: r.state_id,
      stateCode: r.code,
      name: r.name,
      weight,
      lovedOnes: 0,
      pincodes: [...new Set(pincodes)],
    });
  }
  return cities;
}

/** Drops the booking indexes and index-backed constraints; answers what puts them back (validating them). */
async function dropBookingIndexes(c: Client): Promise<() => Promise<void>> {
  const constraints = (
    await c.query<{ conname: string; def: string; indexname: string }>(
      `select con.conname, pg_get_constraintdef(con.oid) as def, ix.relname as indexname
       from pg_constraint con join pg_class ix on ix.oid = con.conindid
       where con.conrelid = 'bookings'::regclass and con.contype in ('u', 'x')`,
    )
  ).rows;
  const backing = new Set(constraints.map((k) => k.indexname));
  const indexes = (
    await c.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where schemaname = current_schema() and tablename = 'bookings' and indexname <> 'bookings_pkey'`,
    )
  ).rows.filter((ix) => !backing.has(ix.indexname));
  for (const k of constraints) await c.query(`alter table bookings drop constraint "${k.conname}"`);
  for (const ix of indexes) await c.query(`drop index "${ix.indexname}"`);
  return async () => {
    for (const ix of indexes) await c.query(ix.indexdef);
    for (const k of constraints) await c.query(`alter table bookings add constraint "${k.conname}" ${k.def}`);
  };
}

/** Bookings from planned visits, 100,000 a statement: the loved one's address, plan and a service of the kind. */
async function insertVisits(c: Client, visits: readonly PlannedVisit[], status: "completed" | "requested") {
  let written = 0;
  for (let i = 0; i < visits.length; i += 100_000) {
    const part = visits.slice(i, i + 100_000);
    const r = await c.query(
      `insert into bookings (user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
         speciality_id, visit_date, shift_type, start_time, starts_at, address_line, city_id, state_id, pincode,
         status, companion_id, idempotency_key, request_hash, created_at, updated_at)
       select l.user_id, s.id, l.id, l.full_name, k.service_id, x.kind, k.speciality_id, x.visit_date, x.shift,
         lpad(((x.minute % 1440) / 60)::text, 2, '0') || ':' || lpad((x.minute % 60)::text, 2, '0'),
         x.starts_at, l.address_line, l.city_id, l.state_id, l.pincode, $7, nullif(x.companion_id, 0),
         gen_random_uuid(), md5(x.loved_one_id || ':' || x.visit_date || ':' || x.shift) || md5(random()::text),
         case when $7 = 'completed' then x.starts_at - interval '6 days'
           else now() - (1 + x.loved_one_id % 10) * interval '1 day' end,
         case when $7 = 'completed' then x.starts_at + interval '3 hours'
           else now() - (1 + x.loved_one_id % 10) * interval '1 day' end
       from (select u.*, date '2000-01-01' + u.day as visit_date,
           ((date '2000-01-01' + u.day)::timestamp + (u.minute - 330) * interval '1 minute') at time zone 'UTC'
             as starts_at
         from unnest($1::int[], $2::int[], $3::int[], $4::smallint[], $5::text[], $6::int[])
           with ordinality as u(loved_one_id, companion_id, day, shift, kind, minute, n)) x
       join loved_ones l on l.id = x.loved_one_id
       join subscriptions s on s.user_id = l.user_id
       join g_kind k on k.kind = x.kind
       order by x.n`,
      [
        part.map((v) => v.lovedOneId),
        part.map((v) => v.companionId ?? 0),
        part.map((v) => v.day),
        part.map((v) => v.shift),
        part.map((v) => v.kind),
        part.map((v) => v.minute),
        status,
      ],
    );
    written += r.rowCount ?? 0;
  }
  if (written !== visits.length) throw new Error(`wrote ${written} of ${visits.length} visits`);
  return written;
}

export async function generateSchedule(
  url: string,
  sizes: ScheduleSizes,
  log: (line: string) => void = console.log,
): Promise<ScheduleWorld> {
  const started = performance.now();
  const step = stepper(log);
  const target = await targetOf(url, true);
  await step("migrate + seed (app setup)", async () => {
    const database = await prepareDatabase(target);
    await database.close();
  });
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query("set work_mem = '256MB'");
    await c.query("set maintenance_work_mem = '512MB'");
    await c.query("set synchronous_commit = off");
    const rnd = randomSource(sizes.seed);
    const today = indiaDate(new Date());
    const todayN = dayOf(today);
    const day = todayN + sizes.daysAhead;
    const [ids] = (
      await c.query<{ users: number; loved: number; companions: number }>(
        `select (select coalesce(max(id), 0) from users)::int as users,
           (select coalesce(max(id), 0) from loved_ones)::int as loved,
           (select coalesce(max(id), 0) from companions)::int as companions`,
      )
    ).rows;
    const cities = await step("served cities and their PIN codes", () => servedCities(c, sizes.cities, log));
    const plan = await step(
      "plan team, families, history, the day (memory)",
      async () => {
        const families = planFamilies({
          cities,
          lovedOnes: Math.ceil(sizes.visits * sizes.lovedOnesPerVisit),
          ids: { users: ids?.users ?? 0, lovedOnes: ids?.loved ?? 0 },
          rnd,
        });
        const team = planTeam({
          cities,
          companions: sizes.companions,
          today: todayN,
          ids: { users: (ids?.users ?? 0) + families.members.length, companions: ids?.companions ?? 0 },
          rnd,
        });
        const history = planHistory({
          cities,
          team,
          lovedOnes: families.lovedOnes,
          from: todayN - sizes.historyDays + 1,
          to: todayN - 1,
          day,
          visits: sizes.visits,
          rnd,
        });
        return { ...families, team, ...history };
      },
      (p) => p.members.length + p.lovedOnes.length + p.team.length + p.history.length + p.dayVisits.length,
    );
    log(
      `    ${plan.members.length.toLocaleString("en")} members, ${plan.lovedOnes.length.toLocaleString("en")} loved ones (${plan.regulars.toLocaleString("en")} with a regular companion), ` +
        `${plan.team.length.toLocaleString("en")} companions in ${cities.length} cities, ${plan.history.length.toLocaleString("en")} visits in the history, ` +
        `${plan.dayVisits.length.toLocaleString("en")} on ${dateOf(day)}, ${plan.wishes.length.toLocaleString("en")} wishes`,
    );

    // Bulk load: foreign keys and triggers off (every id below exists); checks and unique indexes still on.
    await c.query("set session_replication_role = replica");
    const [india] = (await c.query<{ id: number }>("select id from countries where code = 'IN'")).rows;
    await step(
      "members, loved ones",
      async () => {
        const m = plan.members;
        const joined = m.map((x) =>
          dateOf(x.isNew ? todayN - 1 - (x.id % 20) : todayN - 120 - ((x.id * 7919) % 600)),
        );
        const users = await c.query(
          `insert into users (id, user_type, user_name, phone, email, user_relation, address_line, city_id,
             state_id, country_id, pincode, consent_version, consent_accepted_at, created_at, updated_at)
           select x.id, 1, x.name, x.phone, x.email,
             case when x.two then '["Father","Mother"]'::jsonb else '["Mother"]'::jsonb end,
             (1 + x.id % 400) || ', ' || (array['MG Road','Station Road','Gandhi Nagar','Civil Lines','Nehru Marg',
               'Temple Street'])[1 + x.id % 6], x.city_id, x.state_id, $10, x.pincode, '2025-08',
             x.joined::timestamptz, x.joined::timestamptz, x.joined::timestamptz
           from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::int[], $7::int[], $8::text[],
             $9::date[]) as x(id, name, phone, email, two, city_id, state_id, pincode, joined)`,
          [
            m.map((x) => x.id),
            m.map((x) => x.name),
            m.map((x) => x.phone),
            m.map((x) => x.email),
            m.map((x) => x.lovedOnes === 2),
            m.map((x) => x.city.cityId),
            m.map((x) => x.city.stateId),
            m.map((x) => x.pincode),
            joined,
            india?.id ?? null,
          ],
        );
        const l = plan.lovedOnes;
        const loved = await c.query(
          `insert into loved_ones (id, user_id, full_name, relationship, date_of_birth, gender, address_line,
             state_id, city_id, pincode, contact_name, contact_phone, languages, mobility, notes, created_at,
             updated_at)
           select x.id, m.id, x.name, x.relationship, ($6::date - (365.25 * (62 + x.id % 30))::int),
             case x.relationship when 'Mother' then 'Female' else 'Male' end, m.address_line, m.state_id,
             m.city_id, m.pincode, m.user_name, m.phone, x.languages::jsonb,
             (array['walks_unaided','walks_unaided','walks_with_support','walks_with_support','wheelchair',
               'bedridden'])[1 + x.id % 6], '', m.created_at, m.created_at
           from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[])
             as x(id, user_id, name, relationship, languages)
           join users m on m.id = x.user_id`,
          [
            l.map((x) => x.id),
            l.map((x) => x.member.id),
            l.map((x) => x.name),
            l.map((x) => x.relationship),
            l.map((x) => JSON.stringify(x.languages)),
            today,
          ],
        );
        return (users.rowCount ?? 0) + (loved.rowCount ?? 0);
      },
      (n) => n,
    );
    // One paid annual plan each, covering the history and the measured day (a new member's from joining).
    await step(
      "plans (request, payment, subscription)",
      async () => {
        await c.query(`create temp table g_plan as
          select u.id as user_id, pt.id as plan_tier_id, pt.tier, pt.beneficiaries, pt.frequency,
            pt.plan_fee_paise as fee, round(pt.plan_fee_paise * pt.tier_saving_percent / 100.0)::int as discount,
            case when pt.registration_fee_waived then 0 else pt.registration_fee_paise end as reg,
            greatest(u.created_at::date, '${today}'::date - 95 - u.id % 240) as starts_on,
            row_number() over (order by u.id) as n
          from users u join plan_tiers pt on pt.frequency = 'annual'
            and pt.tier = (array['bronze','silver','silver','gold','gold'])[1 + u.id % 5]
            and pt.beneficiaries = case when u.user_relation @> '["Father"]' then 'couple' else 'single' end
          where u.id > ${ids?.users ?? 0} and u.user_type = 1`);
        const [bases] = (
          await c.query<{ r: number; p: number; s: number }>(
            `select (select coalesce(max(id), 0) from subscription_requests)::int as r,
               (select coalesce(max(id), 0) from payments)::int as p,
               (select coalesce(max(id), 0) from subscriptions)::int as s`,
          )
        ).rows;
        const rb = bases?.r ?? 0;
        const pb = bases?.p ?? 0;
        const sb = bases?.s ?? 0;
        const r =
          await c.query(`insert into subscription_requests (id, user_id, plan_tier_id, request_type, status,
            tier, beneficiaries, frequency, plan_fee_paise, discount_paise, registration_fee_paise, amount_paise,
            created_at)
          select ${rb} + n, user_id, plan_tier_id, 1, 'paid', tier, beneficiaries, frequency, fee, discount, reg,
            fee - discount + reg, starts_on - interval '3 days' from g_plan`);
        await c.query(`insert into payments (id, request_id, user_id, payment_type, amount_paise, gateway, status,
            gateway_order_id, gateway_payment_id, created_at, updated_at, paid_at)
          select ${pb} + n, ${rb} + n, user_id, 1, fee - discount + reg, 'sandbox', 'paid',
            'order_schedule_' || n, 'pay_schedule_' || n, starts_on - interval '3 days',
            starts_on - interval '3 days', starts_on - interval '3 days'
          from g_plan`);
        await c.query(`insert into subscriptions (id, user_id, request_id, payment_id, plan_tier_id, tier,
            beneficiaries, frequency, starts_on, ends_on, created_at)
          select ${sb} + n, user_id, ${rb} + n, ${pb} + n, plan_tier_id, tier, beneficiaries, frequency, starts_on,
            (starts_on + interval '12 months' - interval '1 day')::date, starts_on - interval '3 days'
          from g_plan`);
        await c.query("drop table g_plan");
        return (r.rowCount ?? 0) * 3;
      },
      (n) => n,
    );
    const roster = {
      query: async <T>(text: string) => (await c.query(text)).rows as T[],
      run: async (text: string) => (await c.query(text)).rowCount ?? 0,
    };
    await step(
      "companions (accounts, roster, leave, valid-until)",
      async () => {
        const counts = await writeRoster(
          roster,
          { companions: plan.team, visits: [], added: 0, cities: cities.length },
          today,
        );
        await c.query(
          `update companions c set identity_valid_until = x.a, police_valid_until = x.b,
             training_valid_until = x.t
           from unnest($1::int[], $2::date[], $3::date[], $4::date[]) as x(id, a, b, t) where c.id = x.id`,
          [
            plan.team.map((t) => t.id),
            plan.team.map((t) => t.validUntil[0]),
            plan.team.map((t) => t.validUntil[1]),
            plan.team.map((t) => t.validUntil[2]),
          ],
        );
        return counts.companions + counts.leave;
      },
      (n) => n,
    );
    // A service of each kind the visits need (the one shown first), with a speciality where it asks one.
    await c.query(`create temp table g_kind as
      select distinct on (s.kind) s.kind, s.id as service_id,
        case when s.needs_speciality then (select min(id) from specialities) end as speciality_id
      from services s where s.is_active order by s.kind, s.display_order, s.id`);
    const restore = await dropBookingIndexes(c);
    await step(
      "history visits (completed, with companions)",
      () => insertVisits(c, plan.history, "completed"),
      (n) => n,
    );
    await step(
      "the measured day's visits (requested, none)",
      () => insertVisits(c, plan.dayVisits, "requested"),
      (n) => n,
    );
    await step("rebuild booking indexes and constraints", restore);
    await step(
      "families' wishes (prefer, avoid)",
      async () =>
        (
          await c.query(
            `insert into companion_preferences (user_id, companion_id, preference, updated_at)
             select x.u, x.c, x.p, now() - interval '10 days'
             from unnest($1::int[], $2::int[], $3::text[]) as x(u, c, p)`,
            [
              plan.wishes.map((w) => w.userId),
              plan.wishes.map((w) => w.companionId),
              plan.wishes.map((w) => w.preference),
            ],
          )
        ).rowCount ?? 0,
      (n) => n,
    );
    await step("sequences, tallies, vacuum analyze", async () => {
      for (const table of [
        "users",
        "loved_ones",
        "subscription_requests",
        "payments",
        "subscriptions",
        "bookings",
        "companions",
        "companion_leave",
      ]) {
        await c.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      await c.query("set session_replication_role = origin");
      await c.query("select rebuild_console_tallies()");
      await c.query("select rebuild_member_search()");
      for (const table of [
        "users",
        "member_search",
        "loved_ones",
        "subscriptions",
        "bookings",
        "companions",
        "companion_leave",
        "companion_preferences",
      ]) {
        await c.query(`vacuum (analyze) ${table}`);
      }
    });
    const world: ScheduleWorld = {
      today,
      day: dateOf(day),
      cities: cities.map((x) => ({ id: x.cityId, name: x.name })),
      generatedMs: performance.now() - started,
    };
    await c.query(`create table bench_schedule_meta (world jsonb not null)`);
    await c.query("insert into bench_schedule_meta values ($1)", [JSON.stringify(world)]);
    log(`  ${"total".padEnd(48)} ${(world.generatedMs / 1000).toFixed(1).padStart(6)} s`);
    return world;
  } finally {
    await c.end();
  }
}

/** The world a previous run generated (BENCH_REUSE=1), or null when the database has none. */
export async function generatedWorld(url: string): Promise<ScheduleWorld | null> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const r = await c.query<{ world: ScheduleWorld }>("select world from bench_schedule_meta limit 1");
    return r.rows[0]?.world ?? null;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}
