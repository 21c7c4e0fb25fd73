// EXPLAIN (ANALYZE, BUFFERS) of every query the booking calls run, on a generated database:
//
//   BENCH_KEEP=1 npm run bench:bookings      (or: node --import tsx bench/generate-bookings.ts)
//   node --import tsx bench/explain-bookings.ts [postgres://…/eldercare_bench] [--verbose]
//
// Builds the real app in this process (buildApp, no listening) on a driver that records each statement,
// calls the routes with app.inject as a typical and a heavy member (list: first page, a deep page, a
// search; the calendar of a month; one booking), then explains each recorded statement with its
// parameters (inside a transaction that is rolled back). Prints one line per statement (time, buffers,
// and what to look at: a sequential scan of bookings, a large sort) and, with --verbose or when flagged,
// the plan. The booking it makes stays in the database.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import type { Database, Db } from "../apps/server/src/db/client.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import { createSenders } from "../apps/server/src/integrations/delivery/create-senders.ts";
import { addDays, freeMembers, mintSessions, nextMonth, OTP_HASH_KEY, subjects } from "./bookings-data.ts";

const url =
  process.argv.slice(2).find((a) => !a.startsWith("--")) ??
  process.env.BENCH_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/eldercare_bench";
const verbose = process.argv.includes("--verbose");
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 200);
const SEARCH = process.env.BENCH_SEARCH ?? "grocery";

const recorded: Array<{ sql: string; params: unknown[] }> = [];
const pool = new pg.Pool({ connectionString: url, max: 10 });
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) },
}) as unknown as Db;
const database: Database = {
  db,
  kind: "postgres",
  ping: async () => void (await pool.query("select 1")),
  close: () => pool.end(),
};
const config = loadConfig({
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  OTP_HASH_KEY,
  NOTIFY_INTERVAL_MS: "0",
  DATABASE_URL: url,
});
const senders = createSenders({
  smsProvider: "console",
  emailProvider: "console",
  mailFrom: config.MAIL_FROM,
  smsSenderId: config.SMS_SENDER_ID,
  production: false,
  log: { info: () => undefined },
});
const app = await buildApp({ ...config, serveWeb: false }, database, { senders, inbox: senders.inbox });
const client = new pg.Client({ connectionString: url });
await client.connect();
const sqlDb = {
  query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
};

/** A short name for a statement, from what it reads. */
function label(sql: string): string {
  const s = sql.replace(/\s+/g, " ");
  const from = /from "(\w+)"/.exec(s)?.[1] ?? /^(insert into|update|delete from) "(\w+)"/.exec(s)?.[2] ?? "?";
  const verb = s.split(" ")[0]?.toLowerCase() ?? "";
  const hints: string[] = [];
  if (/count\(\*\)/.test(s)) hints.push("count");
  if (/group by/.test(s)) hints.push("group by");
  if (/order by/.test(s))
    hints.push(`order by ${/order by (.*?)( limit| offset| for|$)/.exec(s)?.[1] ?? ""}`);
  if (/ilike|like/.test(s)) hints.push("search");
  if (/ offset /.test(s)) hints.push("offset");
  if (/for update|for share/.test(s)) hints.push("locking");
  if (/pg_advisory/.test(s)) return "advisory lock";
  const where = /where (.*?)( group by| order by| limit|$)/.exec(s)?.[1] ?? "";
  const cols = [...where.matchAll(/"(\w+)"\."(\w+)" (=|>=|<=|in|<>|is)/g)].map((m) => m[2]).join(",");
  return `${verb} ${from}${cols ? ` [${cols}]` : ""}${hints.length ? ` ${hints.join("; ")}` : ""}`;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Sort Method"?: string;
  "Sort Space Type"?: string;
  Plans?: PlanNode[];
}

type Explained = Array<{
  Plan: PlanNode & { "Shared Hit Blocks": number; "Shared Read Blocks": number };
  "Execution Time": number;
}>;

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

async function explain(scenario: string) {
  const statements = recorded.splice(0);
  console.log(`\n## ${scenario}: ${statements.length} statements`);
  for (const { sql, params } of statements) {
    if (/^(begin|commit|rollback|savepoint|release)/i.test(sql.trim())) continue;
    const name = label(sql);
    if (!/^\s*select/i.test(sql) || /pg_advisory/.test(sql)) {
      console.log(`-   (not explained: a write or a lock)  ${name}`);
      continue;
    }
    await client.query("begin");
    try {
      const [json] = (
        await client.query(`explain (analyze, buffers, format json) ${sql}`, params as unknown[])
      ).rows.map((r) => r["QUERY PLAN"]) as Explained[];
      const top = json?.[0];
      if (!top) continue;
      const flags: string[] = [];
      const used: string[] = [];
      walk(top.Plan, (n) => {
        if (
          n["Node Type"] === "Seq Scan" &&
          (n["Relation Name"] === "bookings" || (n["Actual Rows"] ?? 0) > 1000)
        ) {
          flags.push(`SEQ SCAN ${n["Relation Name"]}`);
        }
        if (n["Node Type"] === "Sort" && (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1) > 1000) {
          flags.push(`SORT ${n["Actual Rows"]} rows (${n["Sort Method"]}, ${n["Sort Space Type"]})`);
        }
        if (n["Index Name"]) used.push(n["Index Name"]);
      });
      const buffers = `hit ${top.Plan["Shared Hit Blocks"]} read ${top.Plan["Shared Read Blocks"]}`;
      console.log(
        `- ${top["Execution Time"].toFixed(2).padStart(8)} ms  ${buffers.padEnd(20)} ${name}` +
          `${used.length ? `  {${[...new Set(used)].join(", ")}}` : ""}${flags.length ? `  <-- ${flags.join("; ")}` : ""}`,
      );
      if (verbose || flags.length) {
        const text = (await client.query(`explain (analyze, buffers) ${sql}`, params as unknown[])).rows
          .map((r) => `      ${r["QUERY PLAN"]}`)
          .join("\n");
        console.log(`      ${sql.replace(/\s+/g, " ")}\n      params: ${JSON.stringify(params)}\n${text}`);
      }
    } finally {
      await client.query("rollback");
    }
  }
}

async function call(token: string, path: string, payload: object) {
  const res = await app.inject({
    method: "POST",
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as { Data: Record<string, unknown> };
}

try {
  const s = await subjects(sqlDb);
  const tokens = await mintSessions(sqlDb, [s.typical.userId, s.heavy.userId]);
  const typical = tokens.get(s.typical.userId) as string;
  const heavy = tokens.get(s.heavy.userId) as string;
  console.log(
    `${s.members} members, ${s.bookings} bookings; typical member ${s.typical.userId} (${s.typical.bookings} bookings), heavy member ${s.heavy.userId} (${s.heavy.bookings})`,
  );
  // Warm the session check and the reference cache, so what follows is the call's own work.
  await call(typical, "users/getallbookings/", { page_index: 0, page_size: 10 }).catch(() => undefined);
  await call(heavy, "users/getallbookings/", { page_index: 0, page_size: 10 }).catch(() => undefined);
  recorded.length = 0;

  const list = (token: string, page: number, search = "") =>
    call(token, "users/getallbookings/", { page_index: page, page_size: 10, search_string: search });
  await list(typical, 0);
  await explain(`list, first page, typical member`);
  await list(heavy, 0);
  await explain(`list, first page, heavy member`);
  await list(heavy, DEEP_PAGE);
  await explain(`list, page_index ${DEEP_PAGE}, heavy member`);
  await list(heavy, 0, SEARCH);
  await explain(`list, search "${SEARCH}", heavy member`);

  const [service] = await sqlDb.query<{ id: number; kind: string }>(
    "select id, kind from services where code = 'GEN-COMPANION'",
  );
  if (!service) throw new Error("no GEN-COMPANION");
  for (const [who, token] of [
    [s.typical, typical],
    [s.heavy, heavy],
  ] as const) {
    const [lovedOne] = await sqlDb.query<{ id: number }>(
      "select id from loved_ones where user_id = $1 order by id limit 1",
      [who.userId],
    );
    await call(token, "users/getservicecalendar/", {
      month: nextMonth(s.today),
      service_id: service.id,
      ...(lovedOne ? { loved_one_id: lovedOne.id } : {}),
    });
    await explain(`calendar ${nextMonth(s.today)}, ${who === s.typical ? "typical" : "heavy"} member`);
  }

  const day = addDays(s.today, 45);
  const [member] = await freeMembers(sqlDb, {
    day,
    kind: service.kind,
    shift: 2,
    afterUserId: s.heavy.userId + 1000,
    exclude: [],
    limit: 1,
  });
  if (!member) throw new Error("no member free to book");
  const memberToken = (await mintSessions(sqlDb, [member.user_id])).get(member.user_id) as string;
  // Places left, so the booking runs every check and the insert.
  await sqlDb.query(
    "update service_capacity set capacity = capacity + 1 where service_id = $1 and shift_type = 2",
    [service.id],
  );
  recorded.length = 0;
  await call(memberToken, "users/servicebooking/", {
    loved_one_id: member.loved_one_id,
    service_id: service.id,
    visit_date: day,
    shift_type: 2,
    start_time: "14:00",
    address_line: member.address_line,
    pincode: member.pincode,
    notes: "",
    idempotency_key: randomUUID(),
  });
  await explain(`booking (member ${member.user_id}, ${day}, shift 2)`);
} finally {
  await app.close();
  await client.end();
  await pool.end().catch(() => undefined);
}
