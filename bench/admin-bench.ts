// `npm run bench:admin`: the admin console's lists and searches on a large data set, each next to a
// baseline measured in the same run. Generates (bench/generate-bookings.ts) a PostgreSQL database of
// 100,000 members, 1,000,000 bookings and 100,000 enquiries (BENCH_MEMBERS, BENCH_BOOKINGS,
// BENCH_ENQUIRIES), starts the real server on it (DATABASE_URL), signs an administrator in (a session
// minted straight into the table) and measures p50/p95 latency of:
//   - admin/getallmembers/, admin/getallenquiry/, admin/getallservicebooking/: the first page, a deep page
//     (page_index BENCH_ADMIN_DEEP_PAGE, default 1000, of 10), and a search by a common name, by 5 digits
//     of a real phone and by part of a real email;
//   - admin/getallservicebooking/ filtered by status (requested) and by city (the largest);
//   - admin/getallreschedule/, admin/getauditlog/, admin/getallcompanions/ (and a search by name),
//     admin/getallquestions/ and admin/getallfaq/: the first page; admin/getmember/ of the member with the
//     most bookings; admin/getprofile/; admin/dashboard/;
// then times one admin/exportservicebookings/ whose search matches about 1,000 bookings, prints
// EXPLAIN (ANALYZE, BUFFERS) summaries of the searches', the first pages' and the dashboard's statements
// (bench/explain-admin.ts), and ends with the worst p95 one request at a time. Each call is
// measured one request at a time and with BENCH_CONCURRENCY in flight, next to the bare Fastify server of
// baseline-server.ts answering the same bytes, loaded the same way; the bare driver's `select 1` is
// printed for scale. Calls slower than 100 ms get fewer requests (BENCH_SLOW_REQUESTS, default 30).
// BENCH_REUSE=1 uses the database at BENCH_DATABASE_URL as it is when it already has members (adding the
// enquiries if it has none); it is dropped at the end unless BENCH_KEEP=1.
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { mintSessions, OTP_HASH_KEY, type Sql } from "./bookings-data.ts";
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
/** Requests (one at a time; twice as many in flight) for a call whose first answers took over 100 ms. */
const SLOW_REQUESTS = Math.min(REQUESTS, Number(env.BENCH_SLOW_REQUESTS ?? 30));
/** Bookings the export's search should match. */
const EXPORT_ROWS = Number(env.BENCH_EXPORT_ROWS ?? 1000);
const VERBOSE = env.BENCH_VERBOSE === "1";

const SERVER_ENV = { OTP_HASH_KEY, NOTIFY_INTERVAL_MS: "0" };

/** The administrator the benchmark acts as (added once), and a session for it. */
async function adminToken(db: Sql): Promise<{ adminId: number; token: string }> {
  await db.query(
    `insert into users (user_type, user_name, phone, email, user_relation)
     values (2, 'Bench Administrator', '+918000000001', 'admin.bench@seniorcare.example', '[]'::jsonb)
     on conflict do nothing`,
  );
  const [admin] = await db.query<{ id: number }>(
    "select id from users where phone = '+918000000001' and user_type = 2",
  );
  if (!admin) throw new Error("could not add the benchmark's administrator");
  const tokens = await mintSessions(db, [admin.id], OTP_HASH_KEY, 2);
  return { adminId: admin.id, token: tokens.get(admin.id) as string };
}

interface Searches {
  name: string;
  phone: string;
  email: string;
}

/**
 * What the searches look for: a common member name (first name and the start of a surname), 5 digits of
 * a real member's phone and part of their email (a member with bookings, so the bookings search finds
 * them); for enquiries, the same taken from a real enquiry not sent by a member.
 */
async function searchesOf(db: Sql) {
  const [common] = await db.query<{ user_name: string }>(
    `select user_name from users where user_type = 1 group by user_name order by count(*) desc, user_name limit 1`,
  );
  const [member] = await db.query<{ phone: string; email: string }>(
    `select u.phone, u.email from users u where u.user_type = 1
       and u.id = (select user_id from bookings where id = (select (max(id) + min(id)) / 2 from bookings))`,
  );
  const [enquiry] = await db.query<{ user_name: string; phone: string; email: string }>(
    `select user_name, phone, email from enquiries where user_id is null
     order by id offset (select count(*) / 2 from enquiries) limit 1`,
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
    `select user_name from enquiries where user_id is null group by user_name order by count(*) desc, user_name
     limit 1`,
  );
  const enquiries: Searches = {
    name: nameFragment(enquiryName?.user_name ?? enquiry.user_name),
    phone: enquiry.phone.slice(3, 8),
    email: (enquiry.email.split("@")[0] ?? enquiry.email).slice(0, 14),
  };
  // A member name (whole) whose bookings are nearest EXPORT_ROWS in number, for the export.
  const [forExport] = await db.query<{ user_name: string; n: number }>(
    `select u.user_name, count(*)::int as n from bookings b join users u on u.id = b.user_id
     group by u.user_name order by abs(count(*) - $1), u.user_name limit 1`,
    [EXPORT_ROWS],
  );
  // The city with the most bookings, a companion's first name, the member with the most bookings.
  const [city] = await db.query<{ id: number; name: string }>(
    `select c.id, c.name from cities c where c.id = (select city_id from bookings group by 1 order by count(*) desc limit 1)`,
  );
  const [companion] = await db.query<{ name: string }>(
    `select split_part(u.user_name, ' ', 1) as name from companions c join users u on u.id = c.user_id
     order by c.id limit 1`,
  );
  const [heavy] = await db.query<{ id: number; bookings: number }>(
    `select user_id as id, count(*)::int as bookings from bookings group by 1 order by 2 desc limit 1`,
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

/** The other lists' first pages (and a filter or two), as [label, call]. */
function firstPages(
  s: Awaited<ReturnType<typeof searchesOf>>,
): Array<[string, { path: string; body: object }]> {
  const first = { page_index: 0, page_size: 10 };
  return [
    [
      "bookings, status requested",
      { path: "admin/getallservicebooking/", body: { ...first, status: "requested" } },
    ],
    [
      `bookings, city ${s.city.name}`,
      { path: "admin/getallservicebooking/", body: { ...first, city_id: s.city.id } },
    ],
    ["reschedule requests, first page", { path: "admin/getallreschedule/", body: first }],
    ["audit log, first page", { path: "admin/getauditlog/", body: first }],
    ["companions, first page", { path: "admin/getallcompanions/", body: first }],
    [
      `companions, search name "${s.companion}"`,
      { path: "admin/getallcompanions/", body: { ...first, search_string: s.companion } },
    ],
    ["questions, first page", { path: "admin/getallquestions/", body: first }],
    ["FAQs, first page", { path: "admin/getallfaq/", body: first }],
    [
      `member page (admin/getmember/, ${s.heavy.bookings.toLocaleString("en")} bookings)`,
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

/** The slowest call one request at a time (p95), for the last line. */
let worst = { p95: 0, name: "" };

async function measure(app: Running, name: string, call: Call, note = "") {
  const { total, capped, requests } = await probe(app, call, name);
  const found = total === undefined ? "" : `${total.toLocaleString("en")}${capped ? "+" : ""} found`;
  const text = [note, found, requests !== REQUESTS ? `${requests} requests` : ""].filter(Boolean).join(", ");
  const { p95 } = await scenario(app, name, [call], text, requests);
  if (p95 > worst.p95) worst = { p95, name };
}

/** First page, deep page, and the three searches of one list. */
async function listScenarios(app: Running, token: string, path: string, label: string, s: Searches) {
  const body = (page_index: number, search_string = "") => ({ page_index, page_size: 10, search_string });
  await measure(app, `${label}, first page`, post(path, token, body(0)));
  await measure(app, `${label}, page_index ${DEEP_PAGE}`, post(path, token, body(DEEP_PAGE)));
  await measure(app, `${label}, search name "${s.name}"`, post(path, token, body(0, s.name)));
  await measure(app, `${label}, search phone "${s.phone}"`, post(path, token, body(0, s.phone)));
  await measure(app, `${label}, search email "${s.email}"`, post(path, token, body(0, s.email)));
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
    const { token } = await adminToken(db);
    const [counts] = await db.query<{ members: number; bookings: number; enquiries: number; audit: number }>(
      `select (select count(*) from users where user_type = 1)::int as members,
         (select count(*) from bookings)::int as bookings, (select count(*) from enquiries)::int as enquiries,
         (select count(*) from admin_audit)::int as audit`,
    );
    const s = await searchesOf(db);
    app = await startApp({ ...SERVER_ENV, DATABASE_URL: url });
    const n = (v: number | undefined) => (v ?? 0).toLocaleString("en");
    heading(
      `PostgreSQL: ${n(counts?.members)} members, ${n(counts?.bookings)} bookings, ${n(counts?.enquiries)} enquiries, ${n(counts?.audit)} audit rows${generated}`,
    );
    await driverBaseline(url);
    await listScenarios(app, token, "admin/getallmembers/", "members", s.members);
    await listScenarios(app, token, "admin/getallenquiry/", "enquiries", s.enquiries);
    await listScenarios(app, token, "admin/getallservicebooking/", "bookings", s.members);
    for (const [label, body] of firstPages(s)) {
      await measure(app, label, post(body.path, token, body.body));
    }
    await measure(app, "dashboard", { path: "/api/admin/dashboard/", body: "", token, method: "GET" });
    await exportOnce(app, token, s.exportSearch);
    await app.stop();
    app = null;

    const searches: ExplainCall[] = [];
    for (const [label, path, of] of [
      ["members", "admin/getallmembers/", s.members],
      ["enquiries", "admin/getallenquiry/", s.enquiries],
      ["bookings", "admin/getallservicebooking/", s.members],
    ] as const) {
      for (const [by, text] of Object.entries(of)) {
        searches.push({
          name: `${label}, search ${by} "${text}"`,
          path,
          body: { page_index: 0, page_size: 10, search_string: text },
        });
      }
    }
    for (const [name, call] of firstPages(s)) searches.push({ name, path: call.path, body: call.body });
    searches.push({ name: "dashboard", path: "admin/dashboard/" });
    console.log("\nEXPLAIN (ANALYZE, BUFFERS) of the searches', first pages' and dashboard's statements:");
    const lines = await explainCalls(url, token, searches, VERBOSE);
    table.push(
      "",
      "#### EXPLAIN (ANALYZE, BUFFERS) of the searches', first pages' and dashboard's statements",
      "",
      "```",
      ...lines,
      "```",
    );
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
