// `npm run bench:admin`: the admin console's lists and searches on a large data set, each next to a
// baseline measured in the same run. Generates (bench/generate-bookings.ts) a PostgreSQL database of
// 100,000 members, 1,000,000 bookings and 100,000 enquiries (BENCH_MEMBERS, BENCH_BOOKINGS,
// BENCH_ENQUIRIES), starts the real server on it (DATABASE_URL), signs an administrator and a city
// coordinator in (staff rows and sessions written straight into the tables; the coordinator covers the city
// with the most bookings and the median one, or BENCH_COORDINATOR_CITIES), works out the dashboard's
// per-city continuity and on-time figures once with the app's nightly sweep (timed) and copies them over the
// year before (bench/care-figures.ts), and measures p50/p95 latency of:
//   - admin/getallmembers/, admin/getallenquiry/, admin/getallservicebooking/: the first page, a deep page
//     (page_index BENCH_ADMIN_DEEP_PAGE, default 1000, of 10), and a search by a common name, by 5 digits
//     of a real phone and by part of a real email;
//   - admin/getallservicebooking/ filtered by status (requested) and by city (the largest);
//   - admin/getallreschedule/, admin/getauditlog/, admin/getallcompanions/ (and a search by name),
//     admin/getallquestions/ and admin/getallfaq/: the first page; admin/getmember/ of the member with the
//     most bookings; admin/getprofile/; admin/dashboard/;
// then times one admin/exportservicebookings/ whose search matches about 1,000 bookings; then the same
// lists as the coordinator (searches taken from their cities; not the audit log, questions or FAQs, which
// are administrators'), and a table of both p95s side by side (BENCH_ONLY=coordinator: the coordinator's
// alone); prints EXPLAIN (ANALYZE, BUFFERS) summaries of the searches', the first pages' and the
// dashboard's statements of each (bench/explain-admin.ts), and ends with the worst p95 one request at a time. Each call is
// measured one request at a time and with BENCH_CONCURRENCY in flight, next to the bare Fastify server of
// baseline-server.ts answering the same bytes, loaded the same way; the bare driver's `select 1` is
// printed for scale. Calls slower than 100 ms get fewer requests (BENCH_SLOW_REQUESTS, default 30).
// BENCH_REUSE=1 uses the database at BENCH_DATABASE_URL as it is when it already has members (adding the
// enquiries if it has none); it is dropped at the end unless BENCH_KEEP=1.
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { mintSessions, OTP_HASH_KEY, type Sql } from "./bookings-data.ts";
import { fillCareFigures } from "./care-figures.ts";
import { type ExplainCall, explainCalls } from "./explain-admin.ts";
import { addEnquiriesIfMissing, generate, sizesFromEnv, targetOf } from "./generate-bookings.ts";
import {
  type Call,
  CONCURRENCY,
  driverBaseline,
  dropDatabase,
  f,
  heading,
  pgSql,
  REQUESTS,
  ratio,
  sample,
  scenario,
  table,
} from "./measure.ts";
import { type Running, startApp } from "./servers.ts";

const env = process.env;
const PG_URL = env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/eldercare_admin_bench";
const KEEP = env.BENCH_KEEP === "1";
const REUSE = env.BENCH_REUSE === "1";
const DEEP_PAGE = Number(env.BENCH_ADMIN_DEEP_PAGE ?? 1000);
/** The coordinator's deep page: their cities hold a few thousand members and enquiries, not 10,000. */
const COORDINATOR_DEEP_PAGE = Number(env.BENCH_COORDINATOR_DEEP_PAGE ?? 100);
/** Requests (one at a time; twice as many in flight) for a call whose first answers took over 100 ms. */
const SLOW_REQUESTS = Math.min(REQUESTS, Number(env.BENCH_SLOW_REQUESTS ?? 30));
/** Bookings the export's search should match. */
const EXPORT_ROWS = Number(env.BENCH_EXPORT_ROWS ?? 1000);
const VERBOSE = env.BENCH_VERBOSE === "1";
/** BENCH_ONLY=coordinator: the coordinator's rows alone (no administrator's rows, export or plans). */
const COORDINATOR_ONLY = env.BENCH_ONLY === "coordinator";

const SERVER_ENV = { OTP_HASH_KEY, NOTIFY_INTERVAL_MS: "0" };

/** A member of the console's staff the benchmark acts as (added once, with its staff row), and a session. */
async function staffToken(
  db: Sql,
  who: { name: string; phone: string; email: string; role: "admin" | "coordinator"; cityIds?: number[] },
): Promise<string> {
  await db.query(
    `insert into users (user_type, user_name, phone, email, user_relation)
     values (2, $1, $2, $3, '[]'::jsonb) on conflict do nothing`,
    [who.name, who.phone, who.email],
  );
  const [user] = await db.query<{ id: number }>("select id from users where phone = $1 and user_type = 2", [
    who.phone,
  ]);
  if (!user) throw new Error(`could not add the benchmark's ${who.name}`);
  // Since migration 0048 a console session takes its role and cities from its staff row (none: no session).
  const [staff] = await db.query<{ id: number }>(
    `insert into staff (user_id, role, is_active) values ($1, $2, true)
     on conflict (user_id) do update set role = excluded.role, is_active = true returning id`,
    [user.id, who.role],
  );
  if (!staff) throw new Error(`could not add the staff row of the benchmark's ${who.name}`);
  await db.query("delete from staff_cities where staff_id = $1", [staff.id]);
  await db.query("insert into staff_cities (staff_id, city_id) select $1, unnest($2::int[])", [
    staff.id,
    who.cityIds ?? [],
  ]);
  const tokens = await mintSessions(db, [user.id], OTP_HASH_KEY, 2);
  return tokens.get(user.id) as string;
}

/**
 * The coordinator's cities (BENCH_COORDINATOR_CITIES, city ids separated by commas): by default the city
 * with the most bookings and the one at the median of the cities that have bookings, as a coordinator might
 * cover a metropolis and a smaller town.
 */
async function coordinatorCities(db: Sql): Promise<Array<{ id: number; name: string; bookings: number }>> {
  const chosen = (env.BENCH_COORDINATOR_CITIES ?? "")
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0);
  const rows = await db.query<{ id: number; name: string; bookings: number }>(
    `with per_city as (select city_id, count(*)::int as n from bookings group by 1),
       ranked as (select city_id, n, row_number() over (order by n desc, city_id) as r,
         count(*) over () as cities from per_city)
     select c.id, c.name, r.n as bookings from ranked r join cities c on c.id = r.city_id
     where case when cardinality($1::int[]) > 0 then r.city_id = any($1::int[])
       else r.r = 1 or r.r = (r.cities + 1) / 2 end
     order by r.n desc`,
    [chosen],
  );
  if (rows.length === 0) throw new Error("no city with bookings for the coordinator");
  return rows;
}

interface Searches {
  name: string;
  phone: string;
  email: string;
}

/**
 * What the searches look for: a common member name (first name and the start of a surname), 5 digits of
 * a real member's phone and part of their email (a member with bookings, so the bookings search finds
 * them); for enquiries, the same taken from a real enquiry not sent by a member. With `cities` (a
 * coordinator's), each is taken from those cities: members with a loved one there, bookings and enquiries
 * there, so the coordinator's searches find what they would.
 */
async function searchesOf(db: Sql, cities: number[] | null = null) {
  const inCities = (column: string) => `($1::int[] is null or ${column} = any($1::int[]))`;
  const [common] = await db.query<{ user_name: string }>(
    `select user_name from users u where u.user_type = 1
       and ($1::int[] is null or exists (select 1 from loved_ones l where l.user_id = u.id
         and l.city_id = any($1::int[])))
     group by user_name order by count(*) desc, user_name limit 1`,
    [cities],
  );
  const [member] = await db.query<{ phone: string; email: string }>(
    cities === null
      ? `select u.phone, u.email from users u where u.user_type = 1
           and u.id = (select user_id from bookings where id = (select (max(id) + min(id)) / 2 from bookings))`
      : `select u.phone, u.email from users u where u.user_type = 1
           and u.id = (select user_id from bookings where city_id = any($1::int[]) order by id
             offset (select count(*) / 2 from bookings where city_id = any($1::int[])) limit 1)`,
    cities === null ? [] : [cities],
  );
  const [enquiry] = await db.query<{ user_name: string; phone: string; email: string }>(
    `select user_name, phone, email from enquiries where user_id is null and ${inCities("city_id")}
     order by id offset (select count(*) / 2 from enquiries where user_id is null and ${inCities("city_id")})
     limit 1`,
    [cities],
  );
  if (!common || !member || !enquiry) throw new Error("the database has no members, bookings or enquiries");
  const nameFragment = (full: string) => {
    const [first = full, surname = ""] = full.split(" ");
    return surname ? `${first} ${surname.slice(0, 4)}` : first;
  };
  const members: Searches = {
    name: nameFragment(common.user_name),
    phone: member.phone.slice(4, 9),
    email: (member.email.split("@")[0] ?? member.email).slice(0, 12),
  };
  const [enquiryName] = await db.query<{ user_name: string }>(
    `select user_name from enquiries where user_id is null and ${inCities("city_id")}
     group by user_name order by count(*) desc, user_name limit 1`,
    [cities],
  );
  const enquiries: Searches = {
    name: nameFragment(enquiryName?.user_name ?? enquiry.user_name),
    phone: enquiry.phone.slice(3, 8),
    email: (enquiry.email.split("@")[0] ?? enquiry.email).slice(0, 14),
  };
  // A member name (whole) whose bookings are nearest EXPORT_ROWS in number, for the export.
  const [forExport] = await db.query<{ user_name: string; n: number }>(
    `select u.user_name, count(*)::int as n from bookings b join users u on u.id = b.user_id
     where ${inCities("b.city_id")}
     group by u.user_name order by abs(count(*) - $2), u.user_name limit 1`,
    [cities, EXPORT_ROWS],
  );
  // The city with the most bookings, a companion's first name, the member with the most bookings.
  const [city] = await db.query<{ id: number; name: string }>(
    `select c.id, c.name from cities c where c.id = (select city_id from bookings where ${inCities("city_id")}
       group by 1 order by count(*) desc limit 1)`,
    [cities],
  );
  const [companion] = await db.query<{ name: string }>(
    `select split_part(u.user_name, ' ', 1) as name from companions c join users u on u.id = c.user_id
     where ${inCities("c.city_id")} order by c.id limit 1`,
    [cities],
  );
  const [heavy] = await db.query<{ id: number; bookings: number }>(
    `select user_id as id, count(*)::int as bookings from bookings where ${inCities("city_id")}
     group by 1 order by 2 desc limit 1`,
    [cities],
  );
  if (!city || !companion || !heavy) throw new Error("the database has no companions or bookings");
  return {
    members,
    enquiries,
    exportSearch: forExport?.user_name ?? members.name,
    city,
    companion: companion.name,
    heavy,
  };
}

/**
 * The searches with the members' name, phone and email searches given as "name,phone,email" (an empty
 * part keeps the one found): the same fragments run after run, such as the dense "member8" a random
 * member's email gives now and then.
 */
function withSearches<T extends { members: Searches }>(s: T, given: string | undefined): T {
  if (!given) return s;
  const [name, phone, email] = given.split(",").map((v) => v.trim());
  return {
    ...s,
    members: {
      name: name || s.members.name,
      phone: phone || s.members.phone,
      email: email || s.members.email,
    },
  };
}

/**
 * The other lists' first pages (and a filter or two), as [label, key, call]: the key names the list the same
 * way for the administrator and the coordinator (whose labels name their own city, companion and member).
 * A coordinator is not asked for the audit log, questions or FAQs (administrators' only: 403).
 */
function firstPages(
  s: Awaited<ReturnType<typeof searchesOf>>,
  who: Role = "administrator",
): Array<[string, string, { path: string; body: object }]> {
  const first = { page_index: 0, page_size: 10 };
  const adminOnly = (entry: [string, string, { path: string; body: object }]) =>
    who === "administrator" ? [entry] : [];
  return [
    [
      "bookings, status requested",
      "bookings, status requested",
      { path: "admin/getallservicebooking/", body: { ...first, status: "requested" } },
    ],
    [
      `bookings, city ${s.city.name}`,
      "bookings, busiest city",
      { path: "admin/getallservicebooking/", body: { ...first, city_id: s.city.id } },
    ],
    [
      "reschedule requests, first page",
      "reschedule requests, first page",
      { path: "admin/getallreschedule/", body: first },
    ],
    ...adminOnly([
      "audit log, first page",
      "audit log, first page",
      { path: "admin/getauditlog/", body: first },
    ]),
    ["companions, first page", "companions, first page", { path: "admin/getallcompanions/", body: first }],
    [
      `companions, search name "${s.companion}"`,
      "companions, search name",
      { path: "admin/getallcompanions/", body: { ...first, search_string: s.companion } },
    ],
    ...adminOnly([
      "questions, first page",
      "questions, first page",
      { path: "admin/getallquestions/", body: first },
    ]),
    ...adminOnly(["FAQs, first page", "FAQs, first page", { path: "admin/getallfaq/", body: first }]),
    [
      `member page (admin/getmember/, ${s.heavy.bookings.toLocaleString("en")} bookings)`,
      "member page (most bookings)",
      { path: "admin/getmember/", body: { member_id: s.heavy.id } },
    ],
  ];
}

const post = (path: string, token: string, body: object): Call => ({
  path: `/api/${path}`,
  body: JSON.stringify(body),
  token,
});

/** Checks the answer (a warning when a list is empty), times it; the request count to measure it with. */
async function probe(app: Running, call: Call, what: string) {
  const t0 = performance.now();
  const { data } = await sample(app.url, call);
  await sample(app.url, call);
  const ms = (performance.now() - t0) / 2;
  const items = (data.items as unknown[] | undefined)?.length;
  if (items === 0)
    console.warn(`  warning: ${what} returned no items (total_count ${String(data.total_count)})`);
  return {
    total: data.total_count as number | undefined,
    capped: data.total_capped === true,
    requests: ms > 100 ? SLOW_REQUESTS : REQUESTS,
  };
}

type Role = "administrator" | "coordinator";

/** Who the rows being measured are for. */
let role: Role = "administrator";

/** The slowest call one request at a time (p95), for the last line. */
let worst = { p95: 0, name: "" };

/** p95 one request at a time of the app and of its baseline, by list (key) and by who asked. */
const byList = new Map<string, Partial<Record<Role, { p95: number; baseline: number }>>>();

async function measure(app: Running, name: string, call: Call, note = "", key = name) {
  const { total, capped, requests } = await probe(app, call, name);
  const found = total === undefined ? "" : `${total.toLocaleString("en")}${capped ? "+" : ""} found`;
  const text = [note, found, requests !== REQUESTS ? `${requests} requests` : ""].filter(Boolean).join(", ");
  const { p95, baselineP95 } = await scenario(app, name, [call], text, requests);
  const who = role === "coordinator" ? `coordinator: ${name}` : name;
  if (p95 > worst.p95) worst = { p95, name: who };
  byList.set(key, { ...byList.get(key), [role]: { p95, baseline: baselineP95 } });
}

/** First page, deep page, and the three searches of one list. */
async function listScenarios(app: Running, token: string, path: string, label: string, s: Searches) {
  const body = (page_index: number, search_string = "") => ({ page_index, page_size: 10, search_string });
  const m = (what: string, search: string | null, b: object) =>
    measure(
      app,
      `${label}, ${what}${search === null ? "" : ` "${search}"`}`,
      post(path, token, b),
      "",
      `${label}, ${what}`,
    );
  await m("first page", null, body(0));
  const deep = role === "coordinator" ? COORDINATOR_DEEP_PAGE : DEEP_PAGE;
  await measure(
    app,
    `${label}, page_index ${deep}`,
    post(path, token, body(deep)),
    "",
    `${label}, deep page`,
  );
  await m("search name", s.name, body(0, s.name));
  await m("search phone", s.phone, body(0, s.phone));
  await m("search email", s.email, body(0, s.email));
}

/** Every list of the console a role may read: the three searchable lists, the first pages, the dashboard. */
async function consoleScenarios(
  app: Running,
  token: string,
  s: Awaited<ReturnType<typeof searchesOf>>,
  who: Role,
) {
  role = who;
  await listScenarios(app, token, "admin/getallmembers/", "members", s.members);
  await listScenarios(app, token, "admin/getallenquiry/", "enquiries", s.enquiries);
  await listScenarios(app, token, "admin/getallservicebooking/", "bookings", s.members);
  for (const [label, key, body] of firstPages(s, who)) {
    await measure(app, label, post(body.path, token, body.body), "", key);
  }
  await measure(app, "dashboard", { path: "/api/admin/dashboard/", body: "", token, method: "GET" });
}

/** The administrator's and the coordinator's p95 one request at a time side by side, with their ratios. */
function comparison(cities: string) {
  const cell = (v?: { p95: number; baseline: number }) =>
    v ? `${f(v.p95)} (${ratio(v.p95, v.baseline)})` : "–";
  const lines = [
    "",
    `#### p95 ms one request at a time (ratio to the baseline's p95): administrator and coordinator of ${cities}`,
    "",
    "| list | administrator | coordinator |",
    "| --- | --- | --- |",
    ...[...byList].map(([key, v]) => `| ${key} | ${cell(v.administrator)} | ${cell(v.coordinator)} |`),
  ];
  table.push(...lines);
  console.log(lines.join("\n"));
}

/** One CSV export, timed: total time, rows and rows/s. */
async function exportOnce(app: Running, token: string, search: string) {
  const call = post("admin/exportservicebookings/", token, {
    page_index: 0,
    page_size: 10,
    search_string: search,
  });
  const t0 = performance.now();
  const { bytes, contentType } = await sample(app.url, call);
  const ms = performance.now() - t0;
  const text = bytes.toString();
  const rows = Math.max(0, text.split("\n").filter((l) => l.trim() !== "").length - 1);
  const line =
    `Export (admin/exportservicebookings/, search "${search}", ${contentType.split(";")[0]}): ` +
    `${rows.toLocaleString("en")} rows, ${(bytes.length / 1024).toFixed(0)} KiB in ${f(ms)} ms ` +
    `(${((rows / ms) * 1000).toFixed(0)} rows/s), one request`;
  table.push("", line);
  console.log(line);
}

async function main() {
  const url = PG_URL;
  let generated = "";
  const sizes = sizesFromEnv();
  await targetOf(url, false);
  const probeDb = new pg.Client({ connectionString: url });
  await probeDb.connect();
  const members = await probeDb
    .query("select count(*)::int as n from users where user_type = 1")
    .then((r) => Number(r.rows[0]?.n ?? 0))
    .catch(() => 0);
  await probeDb.end();
  if (REUSE && members > 0) {
    await addEnquiriesIfMissing(await targetOf(url, false), sizes.enquiries);
  } else {
    console.log(`PostgreSQL: generating into ${url.replace(/\/\/[^@]*@/, "//")}`);
    const g = await generate(await targetOf(url, true), sizes);
    generated = ` (generated in ${(g.totalMs / 1000).toFixed(0)} s)`;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = pgSql(client);
  let app: Running | null = null;
  try {
    const token = await staffToken(db, {
      name: "Bench Administrator",
      phone: "+918000000001",
      email: "admin.bench@seniorcare.example",
      role: "admin",
    });
    const cities = await coordinatorCities(db);
    const cityIds = cities.map((c) => c.id);
    const coordinator = await staffToken(db, {
      name: "Bench Coordinator",
      phone: "+918000000002",
      email: "coordinator.bench@seniorcare.example",
      role: "coordinator",
      cityIds,
    });
    const [counts] = await db.query<{ members: number; bookings: number; enquiries: number; audit: number }>(
      `select (select count(*) from users where user_type = 1)::int as members,
         (select count(*) from bookings)::int as bookings, (select count(*) from enquiries)::int as enquiries,
         (select count(*) from admin_audit)::int as audit`,
    );
    const [own] = await db.query<{ members: number; enquiries: number; companions: number }>(
      `select (select count(*) from users u where u.user_type = 1 and exists (select 1 from loved_ones l
           where l.user_id = u.id and l.city_id = any($1::int[])))::int as members,
         (select count(*) from enquiries where city_id = any($1::int[]))::int as enquiries,
         (select count(*) from companions where city_id = any($1::int[]))::int as companions`,
      [cityIds],
    );
    const s = await searchesOf(db);
    const sc = withSearches(await searchesOf(db, cityIds), env.BENCH_COORDINATOR_SEARCHES);
    app = await startApp({ ...SERVER_ENV, DATABASE_URL: url });
    // The dashboard's per-city continuity and on-time rows (decision 0090): the server runs no sweep. After
    // its start, whose migrations make the table on a reused database.
    await fillCareFigures(url, db);
    const n = (v: number | undefined) => (v ?? 0).toLocaleString("en");
    const cityNames = cities.map((c) => c.name).join(" and ");
    if (!COORDINATOR_ONLY) {
      heading(
        `PostgreSQL: ${n(counts?.members)} members, ${n(counts?.bookings)} bookings, ${n(counts?.enquiries)} enquiries, ${n(counts?.audit)} audit rows${generated}; administrator`,
      );
      await driverBaseline(url);
      await consoleScenarios(app, token, s, "administrator");
      await exportOnce(app, token, s.exportSearch);
    }
    heading(
      `Coordinator of ${cities.map((c) => `${c.name} (${n(c.bookings)} bookings)`).join(" and ")}: ` +
        `${n(own?.members)} members, ${n(own?.enquiries)} enquiries, ${n(own?.companions)} companions`,
    );
    await consoleScenarios(app, coordinator, sc, "coordinator");
    await app.stop();
    app = null;
    comparison(cityNames);

    const explained = (of: Awaited<ReturnType<typeof searchesOf>>, who: Role) => {
      const calls: ExplainCall[] = [];
      for (const [label, path, searches] of [
        ["members", "admin/getallmembers/", of.members],
        ["enquiries", "admin/getallenquiry/", of.enquiries],
        ["bookings", "admin/getallservicebooking/", of.members],
      ] as const) {
        // The administrator's first pages are plain index reads; a coordinator's are filtered by city.
        if (who === "coordinator")
          calls.push({ name: `${label}, first page`, path, body: { page_index: 0, page_size: 10 } });
        for (const [by, text] of Object.entries(searches)) {
          calls.push({
            name: `${label}, search ${by} "${text}"`,
            path,
            body: { page_index: 0, page_size: 10, search_string: text },
          });
        }
      }
      for (const [name, , call] of firstPages(of, who))
        calls.push({ name, path: call.path, body: call.body });
      calls.push({ name: "dashboard", path: "admin/dashboard/" });
      return calls;
    };
    const plans = async (
      title: string,
      who: Role,
      as: string,
      of: Awaited<ReturnType<typeof searchesOf>>,
    ) => {
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${title}:`);
      const lines = await explainCalls(url, as, explained(of, who), VERBOSE);
      table.push("", `#### EXPLAIN (ANALYZE, BUFFERS) of ${title}`, "", "```", ...lines, "```");
    };
    if (!COORDINATOR_ONLY)
      await plans("the searches', first pages' and dashboard's statements", "administrator", token, s);
    await plans(`the coordinator's (${cityNames}) lists' statements`, "coordinator", coordinator, sc);
  } finally {
    await app?.stop();
    await client.end();
    if (!KEEP) await dropDatabase(url);
  }
}

const loadAtStart = loadavg()[0]?.toFixed(1);
await main();
console.log(
  `\nAdmin console benchmark: ${REQUESTS} requests 1 at a time and ${REQUESTS * 2} with ${CONCURRENCY} in flight per row ` +
    `(${SLOW_REQUESTS} and ${SLOW_REQUESTS * 2} for calls over 100 ms), after up to 20 to warm up; ` +
    `load average ${loadAtStart} at the start, ${loadavg()[0]?.toFixed(1)} at the end (${cpus().length} cores)`,
);
console.log(table.join("\n"));
console.log(`\nworst p95: ${f(worst.p95)} ms (${worst.name}, one request at a time)`);
