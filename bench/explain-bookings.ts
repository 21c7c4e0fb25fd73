// EXPLAIN (ANALYZE, BUFFERS) of every query the booking calls run, on a generated database:
//
//   BENCH_KEEP=1 npm run bench:bookings      (or: node --import tsx bench/generate-bookings.ts)
//   node --import tsx bench/explain-bookings.ts [postgres://…/eldercare_bench] [--verbose]
//
// Builds the real app in this process (buildApp, no listening) on a driver that records each statement,
// calls the routes with app.inject as a typical and a heavy member (list: first page, a deep page, a
// search; the calendar of a month for a loved one, which reads their city's roster; one booking, for a
// member whose city has a companion free for it), as the team (the companions suggested for a requested
// visit: the eligible companions of a city, their visits around the day) and as the busiest companion
// (their visit list, along bookings_companion_idx), then explains each recorded statement with its
// parameters (inside a transaction that is rolled back). Prints one line per statement (time, buffers,
// and what to look at: a sequential scan of bookings, a large sort) and, with --verbose or when flagged,
// the plan. The booking it makes stays in the database.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import type { Database, Db } from "../apps/server/src/db/client.ts";
import { listenOnServer } from "../apps/server/src/db/pg-listener.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import { createSenders } from "../apps/server/src/integrations/delivery/create-senders.ts";
import {
  addDays,
  CONFIRMED,
  freeCompanions,
  freeMembers,
  mintSessions,
  nextMonth,
  OTP_HASH_KEY,
  subjects,
  weekdayOf,
} from "./bookings-data.ts";

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
  listen: (channel, handlers) => listenOnServer(url, channel, handlers),
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

  // The team's suggestions for a requested visit a few weeks ahead, in the city with the largest roster.
  const [admin] = await sqlDb.query<{ id: number }>(
    "select min(id)::int as id from users where user_type = 2",
  );
  const [requested] = await sqlDb.query<{ id: number }>(
    `select b.id from bookings b
     where b.status = 'requested' and b.visit_date between $1::date and $2::date and b.companion_id is not null
       and b.city_id = (select city_id from companions where is_active group by city_id
         order by count(*) desc, city_id limit 1)
     order by b.visit_date, b.id limit 1`,
    [addDays(s.today, 7), addDays(s.today, 60)],
  );
  if (admin?.id && requested) {
    const adminToken = (await mintSessions(sqlDb, [admin.id], OTP_HASH_KEY, 2)).get(admin.id) as string;
    recorded.length = 0;
    await call(adminToken, "admin/suggestcompanions/", { booking_id: requested.id });
    await explain(`suggest companions (booking ${requested.id})`);
  } else {
    console.log("\n(no administrator or no requested visit ahead: suggestions not explained)");
  }

  // The visit list of the companion with the most visits in the coming days.
  const [busiest] = await sqlDb.query<{ user_id: number; n: number }>(
    `select c.user_id, count(*)::int as n from bookings b join companions c on c.id = b.companion_id
     where b.status in ${CONFIRMED} and b.visit_date between $1::date and $2::date
     group by c.id, c.user_id order by n desc, c.id limit 1`,
    [s.today, addDays(s.today, 7)],
  );
  if (busiest) {
    const companionToken = (await mintSessions(sqlDb, [busiest.user_id], OTP_HASH_KEY, 3)).get(
      busiest.user_id,
    ) as string;
    recorded.length = 0;
    await call(companionToken, "companion/getvisits/", {});
    await explain(`companion's visits (${busiest.n} in the coming days)`);
  }

  // A member free to book whose city has a companion free for the visit (one is made to work the shift
  // when none does), so the booking runs every check, holds a companion and inserts.
  const day = addDays(s.today, 45);
  const members = await freeMembers(sqlDb, {
    day,
    kind: service.kind,
    shift: 2,
    afterUserId: s.heavy.userId + 1000,
    exclude: [],
    limit: 20,
  });
  if (members.length === 0) throw new Error("no member free to book");
  let member = members[0] as (typeof members)[number];
  for (const m of members) {
    const free = await freeCompanions(sqlDb, { cityId: m.city_id, kind: service.kind, day, shift: 2 });
    const ready = await sqlDb.query<{ id: number }>(
      `select id from companions where id = any($1::int[]) and weekly @> $2::jsonb`,
      [
        free.filter((c) => c.eligible).map((c) => c.id),
        JSON.stringify([{ weekday: weekdayOf(day), shift_type: 2 }]),
      ],
    );
    if (ready.length > 0) {
      member = m;
      break;
    }
    if (m === members.at(-1)) {
      const first = free.find((c) => c.eligible);
      if (!first) throw new Error(`no companion of city ${m.city_id} could be free on ${day}`);
      await sqlDb.query("update companions set weekly = weekly || $2::jsonb where id = $1", [
        first.id,
        JSON.stringify([{ weekday: weekdayOf(day), shift_type: 2 }]),
      ]);
      member = m;
    }
  }
  const memberToken = (await mintSessions(sqlDb, [member.user_id])).get(member.user_id) as string;
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
