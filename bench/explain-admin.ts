// EXPLAIN (ANALYZE, BUFFERS) summaries of the statements the admin console's searches run, for
// admin-bench.ts: the real app is built in this process (buildApp, no listening) on a driver that records
// each statement; each call is made with app.inject as the administrator, then every recorded select is
// explained with its parameters (inside a transaction that is rolled back). One line per statement: time,
// buffers, the top plan node, the indexes used, and flags (a sequential scan of a large table, a large
// sort). `verbose` (or a flag) adds the plan text.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import type { Database, Db } from "../apps/server/src/db/client.ts";
import { listenOnServer } from "../apps/server/src/db/pg-listener.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import { createSenders } from "../apps/server/src/integrations/delivery/create-senders.ts";
import { OTP_HASH_KEY } from "./bookings-data.ts";

export interface ExplainCall {
  name: string;
  path: string;
  /** The JSON body of a POST; absent for a GET (the dashboard). */
  body?: object;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Actual Total Time"?: number;
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

/** What a statement reads, in a few words: its tables and whether it counts or pages. */
function label(sql: string): string {
  const s = sql.replace(/\s+/g, " ");
  const tables = [...new Set([...s.matchAll(/(?:from|join) "(\w+)"/g)].map((m) => m[1]))].join("+");
  const kind = /^select count\(\*\)/i.test(s)
    ? "count"
    : / offset /.test(s)
      ? "page"
      : / in \(|= any/.test(s)
        ? "by ids"
        : "select";
  return `${kind} ${tables}`;
}

/** Explains what each call runs; returns the lines printed. */
export async function explainCalls(
  url: string,
  token: string,
  calls: ExplainCall[],
  verbose = false,
): Promise<string[]> {
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
  const out: string[] = [];
  const say = (line: string) => {
    out.push(line);
    console.log(line);
  };
  const call = async (c: ExplainCall) => {
    const res = await app.inject({
      method: c.body ? "POST" : "GET",
      url: `/api/${c.path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(c.body ? { payload: c.body } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${c.path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  try {
    // Warm the session check and the reference cache, so what is recorded is the call's own work.
    if (calls[0]) await call(calls[0]);
    for (const c of calls) {
      recorded.length = 0;
      await call(c);
      const statements = recorded.splice(0).filter(({ sql }) => /^\s*select/i.test(sql));
      // The session lookup and its sliding update are every call's; the rest is the list's own.
      const own = statements.filter(({ sql }) => !/from "sessions"/.test(sql));
      say(`- ${c.name}: ${own.length} statements`);
      for (const { sql, params } of own) {
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
            if (n["Node Type"] === "Seq Scan" && (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1) > 5000) {
              flags.push(`SEQ SCAN ${n["Relation Name"]} (${n["Actual Total Time"]?.toFixed(0)} ms)`);
            }
            if (n["Node Type"] === "Sort" && (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1) > 1000) {
              flags.push(`SORT ${n["Actual Rows"]} rows (${n["Sort Method"]}, ${n["Sort Space Type"]})`);
            }
            if (n["Index Name"]) used.push(n["Index Name"]);
          });
          const buffers = `hit ${top.Plan["Shared Hit Blocks"]} read ${top.Plan["Shared Read Blocks"]}`;
          say(
            `    ${top["Execution Time"].toFixed(2).padStart(8)} ms  ${buffers.padEnd(22)} ${label(sql)}: ` +
              `${top.Plan["Node Type"]}${used.length ? ` {${[...new Set(used)].join(", ")}}` : " {no index}"}` +
              `${flags.length ? `  <-- ${flags.join("; ")}` : ""}`,
          );
          if (verbose || flags.length) {
            const text = (await client.query(`explain (analyze, buffers) ${sql}`, params as unknown[])).rows
              .map((r) => `          ${r["QUERY PLAN"]}`)
              .join("\n");
            console.log(
              `          ${sql.replace(/\s+/g, " ")}\n          params: ${JSON.stringify(params)}\n${text}`,
            );
          }
        } finally {
          await client.query("rollback");
        }
      }
    }
  } finally {
    await app.close();
    await client.end();
    await pool.end().catch(() => undefined);
  }
  return out;
}
