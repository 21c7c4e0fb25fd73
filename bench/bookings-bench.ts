// `npm run bench:bookings`: the booking calls on a large data set, each next to a baseline measured in the
// same run. Generates (bench/generate-bookings.ts) a PostgreSQL database of 100,000 members and 1,000,000
// bookings, with a care team of 2,000 companions holding the visits, starts the real server on it
// (DATABASE_URL) and measures p50/p95 latency of:
//   - users/getallbookings/: first page of a typical member and of a heavy one (thousands of bookings),
//     a deep page (page_index 200) of the heavy member, and a search among the heavy member's bookings;
//   - users/getservicecalendar/: a month of the most booked service for a loved one (so the roster of
//     their city is read);
//   - admin/suggestcompanions/: the companions ranked for a requested visit (in the city with the largest
//     roster, and of the heavy member);
//   - companion/getvisits/: the visit list of the companion with the most visits in the coming days;
//   - users/servicebooking/: many members of one city booking the same service, day and shift at once
//     with PLACES companions free (200/409 split);
//   - users/previewvisitseries/ and users/createvisitseries/: a care schedule of every Friday to the plan's
//     end (bench/series-bench.ts), after the contention so that its visits do not change who contends;
// then the list again on PGlite with a smaller set. Each call is measured one request at a time and with
// BENCH_CONCURRENCY requests in flight; the baseline is the bare Fastify server of baseline-server.ts
// answering the same bytes, loaded the same way, and the bare driver's `select 1` is printed for scale.
// The databases are dropped (the PGlite directory removed) at the end unless BENCH_KEEP=1.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { newPglite } from "../apps/server/src/db/client.ts";
import {
  addDays,
  CONFIRMED,
  freeCompanions,
  freeMembers,
  mintSessions,
  narrowRoster,
  nextMonth,
  OTP_HASH_KEY,
  type Sql,
  type Subjects,
  subjects,
  weekdayOf,
} from "./bookings-data.ts";
import { generate, type Sizes, sizesFromEnv, targetOf } from "./generate-bookings.ts";
import {
  type Call,
  CONCURRENCY,
  driverBaseline,
  dropDatabase,
  heading,
  pgSql,
  REQUESTS,
  row,
  sample,
  scenario,
  send,
  table,
} from "./measure.ts";
import { seriesScenarios } from "./series-bench.ts";
import { type Running, startApp, startBaseline } from "./servers.ts";

const env = process.env;
const PG_URL = env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/eldercare_bench";
const KEEP = env.BENCH_KEEP === "1";
/** Use the database at BENCH_DATABASE_URL as it is when it already has members (no generation). */
const REUSE = env.BENCH_REUSE === "1";
const CONTENDERS = Number(env.BENCH_CONTENDERS ?? 50);
const PLACES = Number(env.BENCH_CONTENTION_PLACES ?? 10);
const ROUNDS = Number(env.BENCH_CONTENTION_ROUNDS ?? 4);
const DEEP_PAGE = Number(env.BENCH_DEEP_PAGE ?? 200);
const SEARCH = env.BENCH_SEARCH ?? "grocery";
const CALENDAR_SERVICE = env.BENCH_CALENDAR_SERVICE ?? "GEN-COMPANION";
/** Only the care schedule's calls (`BENCH_SERIES_ONLY=1`, with BENCH_REUSE=1 on a kept database). */
const SERIES_ONLY = env.BENCH_SERIES_ONLY === "1";

const SERVER_ENV = {
  OTP_HASH_KEY,
  // No background sends while measuring (the booking still writes its message to the outbox).
  NOTIFY_INTERVAL_MS: "0",
};

// ---------------------------------------------------------------------------------------------------
// Scenarios

function listCall(token: string, pageIndex: number, search = ""): Call {
  return {
    path: "/api/users/getallbookings/",
    body: JSON.stringify({ page_index: pageIndex, page_size: 10, search_string: search }),
    token,
  };
}

async function listScenarios(app: Running, s: Subjects, tokens: Map<number, string>) {
  const typical = tokens.get(s.typical.userId) as string;
  const heavy = tokens.get(s.heavy.userId) as string;
  const check = async (call: Call, what: string) => {
    const { data } = await sample(app.url, call);
    const items = (data.items as unknown[] | undefined)?.length ?? 0;
    if (items === 0)
      console.warn(`  warning: ${what} returned no items (total_count ${String(data.total_count)})`);
    return data.total_count;
  };
  await check(listCall(typical, 0), "typical first page");
  await scenario(
    app,
    "list, first page",
    [listCall(typical, 0)],
    `typical member, ${s.typical.bookings} bookings`,
  );
  await scenario(app, "list, first page", [listCall(heavy, 0)], `heavy member, ${s.heavy.bookings} bookings`);
  await check(listCall(heavy, DEEP_PAGE), "deep page");
  await scenario(app, `list, page_index ${DEEP_PAGE}`, [listCall(heavy, DEEP_PAGE)], "heavy member");
  const found = await check(listCall(heavy, 0, SEARCH), "search");
  await scenario(
    app,
    `list, search "${SEARCH}"`,
    [listCall(heavy, 0, SEARCH)],
    `heavy member, ${String(found)} found`,
  );
}

async function calendarScenarios(app: Running, db: Sql, s: Subjects, tokens: Map<number, string>) {
  const [service] = await db.query<{ id: number }>("select id from services where code = $1", [
    CALENDAR_SERVICE,
  ]);
  if (!service) throw new Error(`no service ${CALENDAR_SERVICE}`);
  const month = nextMonth(s.today);
  for (const who of [s.typical, s.heavy]) {
    // The loved one makes the calendar judge the roster of their city (decision 0044).
    const [lovedOne] = await db.query<{ id: number; roster: number }>(
      `select l.id, (select count(*) from companions c where c.city_id = l.city_id and c.is_active)::int as roster
       from loved_ones l where l.user_id = $1 order by l.id limit 1`,
      [who.userId],
    );
    if (!lovedOne) throw new Error(`member ${who.userId} has no loved one for the calendar`);
    const call: Call = {
      path: "/api/users/getservicecalendar/",
      body: JSON.stringify({
        month,
        service_id: service.id,
        ...(lovedOne ? { loved_one_id: lovedOne.id } : {}),
      }),
      token: tokens.get(who.userId) as string,
    };
    const label = `${who === s.typical ? "typical member" : "heavy member"}, roster of ${lovedOne.roster}`;
    await scenario(app, `calendar ${month}, ${CALENDAR_SERVICE}`, [call], label);
  }
}

/**
 * admin/suggestcompanions/ for a requested visit a few weeks ahead: one in the city with the largest roster,
 * and one of the heavy member (whose loved ones many companions have visited before).
 */
async function suggestionScenarios(app: Running, db: Sql, s: Subjects) {
  const [admin] = await db.query<{ id: number }>("select min(id)::int as id from users where user_type = 2");
  if (!admin?.id) throw new Error("no administrator in the database");
  const token = (await mintSessions(db, [admin.id], OTP_HASH_KEY, 2)).get(admin.id) as string;
  const from = addDays(s.today, 7);
  const to = addDays(s.today, 60);
  const [city] = await db.query<{ city_id: number; n: number }>(
    "select city_id, count(*)::int as n from companions where is_active group by city_id order by n desc, city_id limit 1",
  );
  const visits: Array<{ label: string; id: number | undefined }> = [];
  if (city) {
    const [b] = await db.query<{ id: number }>(
      `select id from bookings where status = 'requested' and visit_date between $1::date and $2::date
         and city_id = $3 and companion_id is not null order by visit_date, id limit 1`,
      [from, to, city.city_id],
    );
    visits.push({ label: `largest roster (${city.n})`, id: b?.id });
  }
  const [heavy] = await db.query<{ id: number }>(
    `select id from bookings where user_id = $1 and status = 'requested' and visit_date between $2::date and $3::date
       and companion_id is not null order by visit_date, id limit 1`,
    [s.heavy.userId, from, to],
  );
  visits.push({ label: "heavy member's visit", id: heavy?.id });
  for (const v of visits) {
    if (v.id === undefined) {
      console.warn(`  warning: no requested visit for the suggestions (${v.label})`);
      continue;
    }
    const call: Call = {
      path: "/api/admin/suggestcompanions/",
      body: JSON.stringify({ booking_id: v.id }),
      token,
    };
    const { data } = await sample(app.url, call);
    const n = (data.suggestions as unknown[] | undefined)?.length ?? 0;
    if (n === 0) console.warn(`  warning: no companion suggested for booking ${v.id}`);
    await scenario(app, "suggest companions", [call], `${v.label}, ${n} suggested`);
  }
}

/** companion/getvisits/ of the companion holding the most confirmed or made visits in the coming days. */
async function companionScenarios(app: Running, db: Sql, s: Subjects) {
  const [busy] = await db.query<{ user_id: number; n: number }>(
    `select c.user_id, count(*)::int as n from bookings b join companions c on c.id = b.companion_id
     where b.status in ${CONFIRMED} and b.visit_date between $1::date and $2::date
     group by c.id, c.user_id order by n desc, c.id limit 1`,
    [s.today, addDays(s.today, 7)],
  );
  if (!busy) {
    console.warn("  warning: no companion holds a confirmed visit in the coming days");
    return;
  }
  const token = (await mintSessions(db, [busy.user_id], OTP_HASH_KEY, 3)).get(busy.user_id) as string;
  const call: Call = { path: "/api/companion/getvisits/", body: "{}", token };
  const { data } = await sample(app.url, call);
  const listed = (data.visits as unknown[] | undefined)?.length ?? 0;
  await scenario(app, "companion's visits", [call], `busiest companion, ${listed} visits listed`);
}

/**
 * CONTENDERS members of one city (each with a plan covering the day, this month's companion visits left,
 * and a loved one free in that shift) book the same service, day and shift at once; exactly PLACES of the
 * city's companions are free for it (the others made inactive for the round, put back after), so PLACES
 * should get 200 and the rest 409. Each round in another city (the ROUNDS with the most members).
 */
async function contention(app: Running, db: Sql, s: Subjects, heavyIds: number[]) {
  const [service] = await db.query<{ id: number; kind: string }>(
    "select id, kind from services where code = 'GEN-COMPANION'",
  );
  if (!service) throw new Error("no GEN-COMPANION service");
  const shift = 1;
  const all: number[] = [];
  const ok: number[] = [];
  const full: number[] = [];
  const statuses = new Map<number, number>();
  const cities = await db.query<{ city_id: number }>(
    `select city_id from loved_ones where city_id is not null group by city_id
     order by count(distinct user_id) desc, city_id limit $1`,
    [ROUNDS],
  );
  if (cities.length < ROUNDS) throw new Error(`only ${cities.length} cities with members`);
  const bursts: Array<{ day: string; cityId: number; calls: Call[] }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const day = addDays(s.today, 30 + round);
    const cityId = (cities[round] as { city_id: number }).city_id;
    const contenders = await freeMembers(db, {
      day,
      kind: service.kind,
      shift,
      afterUserId: 0,
      exclude: heavyIds,
      limit: CONTENDERS,
      cityId,
    });
    if (contenders.length < CONTENDERS) {
      throw new Error(`only ${contenders.length} contenders in city ${cityId} for ${day}`);
    }
    const tokens = await mintSessions(
      db,
      contenders.map((c) => c.user_id),
    );
    bursts.push({
      day,
      cityId,
      calls: contenders.map((c) => ({
        path: "/api/users/servicebooking/",
        token: tokens.get(c.user_id) as string,
        body: JSON.stringify({
          loved_one_id: c.loved_one_id,
          service_id: service.id,
          visit_date: day,
          shift_type: shift,
          start_time: "10:00",
          address_line: c.address_line,
          pincode: c.pincode,
          notes: "",
          idempotency_key: randomUUID(),
        }),
      })),
    });
  }
  // Each round: leave exactly PLACES companions free, then every contender at once, each on its own
  // connection, then the roster put back; then the same burst at the baseline (started once the first
  // round has given the bytes of a 200).
  const burstAt = async (url: string, burst: Call[]) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: burst.length });
    const results = await Promise.all(burst.map((call) => send(agent, url, call)));
    agent.destroy();
    return results;
  };
  const baseMs: number[] = [];
  let base: Running | null = null;
  try {
    for (const { day, cityId, calls: burst } of bursts) {
      const free = await freeCompanions(db, { cityId, kind: service.kind, day, shift });
      if (free.length < PLACES) {
        throw new Error(`only ${free.length} companions of city ${cityId} could be free on ${day}`);
      }
      const restore = await narrowRoster(db, {
        cityId,
        kind: service.kind,
        weekday: weekdayOf(day),
        shift,
        free: free.slice(0, PLACES).map((c) => c.id),
      });
      try {
        for (const r of await burstAt(app.url, burst)) {
          all.push(r.ms);
          (r.status === 200 ? ok : r.status === 409 ? full : []).push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      } finally {
        await restore();
      }
      if (!base) {
        // The bytes of a 200 (a retry with the same key returns the booking), for the baseline.
        let body = Buffer.from("{}");
        for (const call of burst) {
          const again = await fetch(new URL(call.path, app.url), {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${call.token}` },
            body: call.body,
          });
          if (again.ok) {
            body = Buffer.from(await again.arrayBuffer());
            break;
          }
        }
        base = await startBaseline("POST", "/api/users/servicebooking/", body, "application/json");
        await burstAt(base.url, burst);
      }
      baseMs.push(...(await burstAt(base.url, burst)).map((r) => r.ms));
    }
  } finally {
    await base?.stop();
  }
  const split = [...statuses].map(([status, n]) => `${n}×${status}`).join(", ");
  const none = { wallMs: 0, statuses: new Map<number, number>() };
  const note = `${ROUNDS} rounds of ${CONTENDERS} at once in one city for ${PLACES} free companions: ${split}`;
  const burst = `${CONTENDERS} at once`;
  row("booking under contention, all", burst, { ms: baseMs, ...none }, { ms: all, ...none }, note);
  if (ok.length)
    row("booking under contention, the 200s", burst, { ms: baseMs, ...none }, { ms: ok, ...none });
  if (full.length)
    row("booking under contention, the 409s", burst, { ms: baseMs, ...none }, { ms: full, ...none });
  const expected = ROUNDS * PLACES;
  if ((statuses.get(200) ?? 0) !== expected) {
    console.warn(`  warning: expected ${expected} bookings to succeed, got ${statuses.get(200) ?? 0}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Runs

function describeGeneration(sizes: Sizes, seconds: number, companions: number) {
  return `generated ${sizes.members.toLocaleString("en")} members, ~${sizes.bookings.toLocaleString("en")} bookings, ${companions.toLocaleString("en")} companions in ${seconds.toFixed(0)} s`;
}

async function postgresRun() {
  const url = PG_URL;
  let generated = "";
  await targetOf(url, false);
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const members = await probe
    .query("select count(*)::int as n from users where user_type = 1")
    .then((r) => Number(r.rows[0]?.n ?? 0))
    .catch(() => 0);
  await probe.end();
  if (!(REUSE && members > 0)) {
    const sizes = sizesFromEnv();
    console.log(`PostgreSQL: generating into ${url.replace(/\/\/[^@]*@/, "//")}`);
    const g = await generate(await targetOf(url, true), sizes);
    generated = describeGeneration(sizes, g.totalMs / 1000, g.roster.companions);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = pgSql(client);
  let app: Running | null = null;
  try {
    const s = await subjects(db);
    const heavyIds = (
      await db.query<{ user_id: number }>(
        "select user_id from bookings group by user_id having count(*) > 1000 order by user_id",
      )
    ).map((r) => r.user_id);
    const tokens = await mintSessions(db, [s.typical.userId, s.heavy.userId]);
    app = await startApp({ ...SERVER_ENV, DATABASE_URL: url });
    heading(
      `PostgreSQL: ${s.members.toLocaleString("en")} members, ${s.bookings.toLocaleString("en")} bookings${generated ? ` (${generated})` : ""}`,
    );
    await driverBaseline(url);
    if (!SERIES_ONLY) {
      await listScenarios(app, s, tokens);
      await calendarScenarios(app, db, s, tokens);
      await suggestionScenarios(app, db, s);
      await companionScenarios(app, db, s);
      await contention(app, db, s, heavyIds);
    }
    await seriesScenarios(app, db, s);
  } finally {
    await app?.stop();
    await client.end();
    if (!KEEP) await dropDatabase(url);
  }
}

async function pgliteRun() {
  const dir = env.BENCH_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), "bench-pglite-"));
  const sizes = sizesFromEnv(
    {
      ...env,
      BENCH_MEMBERS: env.BENCH_PGLITE_MEMBERS,
      BENCH_BOOKINGS: env.BENCH_PGLITE_BOOKINGS,
      BENCH_ENQUIRIES: env.BENCH_PGLITE_ENQUIRIES,
    },
    { members: 5000, bookings: 50_000, enquiries: 5000 },
  );
  console.log(`PGlite: generating into ${dir}`);
  const g = await generate(await targetOf(dir, false), sizes);
  let app: Running | null = null;
  try {
    const lite = newPglite(dir);
    const db: Sql = {
      query: async <T>(text: string, params?: unknown[]) => (await lite.query<T>(text, params)).rows,
    };
    const s = await subjects(db);
    const tokens = await mintSessions(db, [s.typical.userId, s.heavy.userId]);
    await lite.close();
    app = await startApp({ ...SERVER_ENV, DATA_DIR: dir, DATABASE_URL: undefined });
    heading(
      `PGlite: ${s.members.toLocaleString("en")} members, ${s.bookings.toLocaleString("en")} bookings (${describeGeneration(sizes, g.totalMs / 1000, g.roster.companions)})`,
    );
    await listScenarios(app, s, tokens);
  } finally {
    await app?.stop();
    if (!KEEP) rmSync(dir, { recursive: true, force: true });
  }
}

const loadAtStart = loadavg()[0]?.toFixed(1);
const only = env.BENCH_ONLY;
if (only !== "pglite") await postgresRun();
if (only !== "postgres") await pgliteRun();
const load = () => loadavg()[0]?.toFixed(1);
console.log(
  `\nBooking benchmark: ${REQUESTS} requests 1 at a time and ${REQUESTS * 2} with ${CONCURRENCY} in flight per row, after 20 to warm up; ` +
    `load average ${loadAtStart} at the start, ${load()} at the end (${cpus().length} cores)`,
);
console.log(table.join("\n"));
