// Where an auto-scheduler run's time goes: the real app built in this process (buildApp, no listening, as
// bench/explain-bookings.ts does), admin/autoassign/ called once per city for the day with app.inject, and
// every statement timed at the driver (pg.Client's query: from when the connection starts it, since a
// connection runs one statement at a time, to its answer) and put in a phase by its SQL. What is left of
// a call's time is the app's own work: planning, drizzle building statements and rows, the answer's JSON.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import type { Database, Db } from "../apps/server/src/db/client.ts";
import { listenOnServer } from "../apps/server/src/db/pg-listener.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import { createSenders } from "../apps/server/src/integrations/delivery/create-senders.ts";
import { OTP_HASH_KEY } from "./bookings-data.ts";
import { withCpuProfile } from "./cpu-profile.ts";
import type { ScheduleWorld } from "./generate-schedule.ts";
import { pgSql } from "./measure.ts";
import { administratorToken } from "./schedule-runs.ts";

/** The phases of a run, by what their statements read or write (first match). */
const PHASES: Array<[string, RegExp]> = [
  ["transaction (begin, commit)", /^\s*(begin|commit|rollback|savepoint|release)/i],
  ["read: the open visits", /from "bookings" where .*"companion_id" is null/is],
  ["read: roster (eligible per PIN code and kind)", /from "companions" where .*"service_kinds" @>/is],
  ["read: roster leave", /from "companion_leave"/i],
  ["read: who is busy", /"window_start" </i],
  ["read: who served each loved one (90 days)", /from "bookings" where .*group by/is],
  ["read: family wishes (one per member)", /from "companion_preferences"/i],
  ["read: care schedules' regulars", /visit_series/i],
  ["read: loved ones' languages", /from "loved_ones"/i],
  ["write: lock the visits (skip locked)", /for update skip locked/i],
  ["write: the days' roster locks", /pg_advisory_xact_lock/i],
  ["write: companions onto visits", /^\s*update "bookings"/i],
  ["write: audit rows", /insert into "admin_audit"/i],
  ["session, city, names", /from "(sessions|staff|staff_cities|cities|companions|users|companion_photos)"/i],
];

interface Timed {
  phase: string;
  ms: number;
}

const phaseOf = (text: string) => PHASES.find(([, re]) => re.test(text))?.[0] ?? "other";

/**
 * Times each statement of every pg.Client in this process while `on()` says so. A connection runs its
 * statements one after another, so a statement's own time runs from the later of its call and the end of
 * the one before it on that connection (the family wishes are issued all at once and queue).
 */
function timeStatements(on: () => boolean, into: Timed[]) {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const lastEnd = new WeakMap<object, number>();
  proto.query = function (this: object, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : (first?.text ?? "");
    const t0 = performance.now();
    const done = () => {
      const end = performance.now();
      const ms = end - Math.max(t0, lastEnd.get(this) ?? 0);
      lastEnd.set(this, end);
      if (on()) into.push({ phase: phaseOf(text), ms });
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...r: unknown[]) => {
        done();
        return (callback as (...x: unknown[]) => unknown)(...r);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    if (result && typeof result.then === "function") result.then(done, done);
    return result;
  };
  return () => {
    proto.query = original;
  };
}

/** Runs the scheduler on the day for each city in this process; lines of a table of where the time went. */
export async function profileRuns(url: string, world: ScheduleWorld, cityIds: number[]): Promise<string[]> {
  const timed: Timed[] = [];
  let recording = false;
  const restore = timeStatements(() => recording, timed);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
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
  try {
    const token = await administratorToken(pgSql(client));
    let total = 0;
    let assigned = 0;
    const { hot, files } = await withCpuProfile(async () => {
      for (const cityId of cityIds) {
        recording = true;
        const t0 = performance.now();
        const res = await app.inject({
          method: "POST",
          url: "/api/admin/autoassign/",
          headers: { authorization: `Bearer ${token}` },
          payload: { city_id: cityId, from: world.day, to: world.day, dry_run: false },
        });
        total += performance.now() - t0;
        recording = false;
        if (res.statusCode !== 200)
          throw new Error(`admin/autoassign/ ${res.statusCode}: ${res.body.slice(0, 300)}`);
        assigned += (res.json() as { Data: { summary: { assigned: number } } }).Data.summary.assigned;
      }
    });
    const by = new Map<string, { n: number; ms: number }>();
    for (const t of timed) {
      const p = by.get(t.phase) ?? { n: 0, ms: 0 };
      by.set(t.phase, { n: p.n + 1, ms: p.ms + t.ms });
    }
    const inDb = timed.reduce((s, t) => s + t.ms, 0);
    const row = (name: string, n: string, ms: number) =>
      `| ${name} | ${n} | ${(ms / 1000).toFixed(2)} | ${((100 * ms) / total).toFixed(0)}% |`;
    return [
      `${cityIds.length} calls, ${assigned.toLocaleString("en")} visits assigned, ${(total / 1000).toFixed(2)} s in all:`,
      "",
      "| phase | statements | s | share |",
      "| --- | --- | --- | --- |",
      ...[...by]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([phase, p]) => row(phase, p.n.toLocaleString("en"), p.ms)),
      row("the app itself (plan, statements built, rows read, answer)", "", total - inDb),
      "",
      "The functions this process spent the most time in meanwhile (self time, V8's sampling profiler):",
      "",
      ...hot.map((h) => `- ${h.percent.toFixed(1)}% ${h.name}`),
      "",
      "The same by file:",
      "",
      ...files.map((h) => `- ${h.percent.toFixed(1)}% ${h.name}`),
    ];
  } finally {
    restore();
    await app.close();
    await client.end();
    await pool.end().catch(() => undefined);
  }
}
