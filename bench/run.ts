// `npm run bench`: the product server against baselines measured in the same run, loaded in turn by
// autocannon in this process. Prints requests/s and p99 latency of each and their ratio.
// Scenarios, on PGlite: the public plan catalogue (against a bare Fastify server sending the same body, and
// one sending the same body and headers); a member's GST invoice as JSON (session check, owner check,
// database read); the same invoice as a PDF rendered on each request. On PostgreSQL: the invoice as JSON
// against the same SQL issued by the `pg` driver alone (bench/pg-baseline-server.ts). Then the cold start
// of the production build (bench/start-time.ts).
// The plan catalogue is also measured as CPU time per request at a fixed request rate (the server process's
// utime + stime from /proc), which the machine's other work disturbs far less than throughput.
// BENCH_ONLY=catalogue runs the plan catalogue alone.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { memberWithInvoice } from "./member.ts";
import { type Running, start, startApp, startBaseline } from "./servers.ts";
import { startTimeRows } from "./start-time.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The PostgreSQL server of the PostgreSQL scenario; a database is created there and dropped after. */
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** `catalogue`: only the plan catalogue (throughput and CPU per request), for iterating on its path. */
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== "catalogue")
  throw new Error(`BENCH_ONLY=${ONLY}: only "catalogue" is known`);
/** The fixed request rate of the CPU measurement, below what any of the servers saturates. */
const RATE = Number(process.env.BENCH_RATE ?? 1500);
/** Seconds of each CPU measurement, and how many rounds (baselines and app in turn) give the median. */
const CPU_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 5);
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

async function load(url: string, scenario: Scenario, duration = SECONDS) {
  const r = await autocannon({
    url,
    method: scenario.method,
    connections: CONNECTIONS,
    duration,
    ...(scenario.body ? { body: scenario.body } : {}),
    headers: { ...(scenario.body ? { "content-type": "application/json" } : {}), ...scenario.headers },
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function sample(appUrl: string, scenario: Scenario) {
  const res = await fetch(`${appUrl}${scenario.path}`, {
    method: scenario.method,
    headers: { ...(scenario.body ? { "content-type": "application/json" } : {}), ...scenario.headers },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  if (!res.ok) throw new Error(`${scenario.path}: ${res.status}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Warms both up, then measures each baseline and the app back to back; one ratio per baseline. */
async function compare(appUrl: string, scenario: Scenario, baselines: { label: string; server: Running }[]) {
  for (const { server } of baselines) await load(`${server.url}${scenario.path}`, scenario, 2);
  await load(`${appUrl}${scenario.path}`, scenario, 2);
  const measured = [];
  for (const { label, server } of baselines) {
    measured.push({ label, ...(await load(`${server.url}${scenario.path}`, scenario)) });
  }
  const a = await load(`${appUrl}${scenario.path}`, scenario);
  const lines = [`${scenario.name}: ${scenario.method} ${scenario.path}`];
  for (const b of measured) {
    lines.push(
      `${`  baseline (${b.label}):`.padEnd(64)}${b.rps.toFixed(0).padStart(7)} req/s   p99 ${b.p99} ms`,
    );
  }
  lines.push(`${"  app:".padEnd(64)}${a.rps.toFixed(0).padStart(7)} req/s   p99 ${a.p99} ms`);
  for (const b of measured) {
    lines.push(
      `  ratio app/baseline (${b.label}): throughput ${(a.rps / b.rps).toFixed(2)}x, ` +
        `p99 latency ${(a.p99 / Math.max(b.p99, 1)).toFixed(2)}x`,
    );
  }
  return lines.join("\n");
}

/** What the wire carries besides the body, minus what each server makes per connection or per request. */
function wireHeaders(res: Response): Record<string, string> {
  const skip = new Set([
    "date",
    "connection",
    "keep-alive",
    "content-length",
    "content-type",
    "transfer-encoding",
  ]);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!skip.has(name)) headers[name] = value;
  });
  return headers;
}

/** Clock ticks per second of /proc/<pid>/stat's times (normally 100). */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time a process has used so far (user + system, all its threads), in µs: utime + stime of
 * /proc/<pid>/stat, and the same time in ns from the scheduler (the first field of each thread's
 * /proc/<pid>/task/<tid>/schedstat), which has no 10 ms ticks. The threads are named so that a thread that
 * ended between two readings can be noticed (its time leaves the sum; the ticks are used then).
 */
function cpuOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // After the command name (in parentheses, possibly with spaces) come fields 3…: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
  const threads = readdirSync(`/proc/${pid}/task`);
  let ns = 0;
  for (const tid of threads) {
    ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
  }
  return { ticks, precise: ns / 1000, threads: threads.join(",") };
}

/** µs of CPU between two readings of cpuOf. */
function cpuBetween(before: ReturnType<typeof cpuOf>, after: ReturnType<typeof cpuOf>): number {
  return before.threads === after.threads ? after.precise - before.precise : after.ticks - before.ticks;
}

/** The measured pid must be the node process serving requests, not a wrapper that started it. */
function nodePid(server: Running): number {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server has no pid");
  if (realpathSync(readlinkSync(`/proc/${pid}/exe`)) !== realpathSync(process.execPath)) {
    throw new Error(`pid ${pid} is not node itself: its CPU time would not be the server's`);
  }
  return pid;
}

/** Load streams of the fixed-rate load, started a tenth of a second apart (see cpuAtRate). */
const STREAMS = 10;

/**
 * CPU µs per request of a server loaded at RATE requests/s for `seconds`. autocannon paces `overallRate`
 * per second (each connection sends its quota for the second at once, then waits for the next one), so the
 * load is STREAMS autocannons of RATE/STREAMS, 2 connections each, started 100 ms apart: a steady load
 * rather than one burst a second. Fails unless the rate was achieved (within 3%).
 */
async function cpuAtRate(server: Running, scenario: Scenario, seconds = CPU_SECONDS) {
  const pid = nodePid(server);
  const before = cpuOf(pid);
  const results = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      await sleep((i * 1000) / STREAMS);
      return autocannon({
        url: `${server.url}${scenario.path}`,
        method: scenario.method,
        connections: 2,
        overallRate: Math.round(RATE / STREAMS),
        duration: seconds,
        ...(scenario.body ? { body: scenario.body } : {}),
        headers: { ...(scenario.body ? { "content-type": "application/json" } : {}), ...scenario.headers },
      });
    }),
  );
  const used = cpuBetween(before, cpuOf(pid));
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${server.url}: ${bad} non-2xx or errors at a fixed rate`);
  const achieved = requests / seconds;
  if (achieved < RATE * 0.97) {
    throw new Error(`${server.url}: ${achieved.toFixed(0)} req/s achieved of ${RATE}: lower BENCH_RATE`);
  }
  return { us: used / requests, achieved };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * CPU µs per request of the app and each baseline at the same fixed rate, CPU_ROUNDS rounds of each in
 * turn; the median of each, and the efficiency ratio baseline ÷ app (1.00: the app spends what the bare
 * server spends).
 */
async function compareCpu(app: Running, scenario: Scenario, baselines: { label: string; server: Running }[]) {
  const servers = [...baselines, { label: "app", server: app }];
  // What each spends with no request at all (timers, the change feed's checks), per second, once the
  // work left over from the throughput runs (garbage collection, closing sockets) is done.
  await sleep(3000);
  const rest = await Promise.all(
    servers.map(async ({ server }) => {
      const pid = nodePid(server);
      const before = cpuOf(pid);
      await sleep(2000);
      return cpuBetween(before, cpuOf(pid)) / 2;
    }),
  );
  const us = servers.map(() => [] as number[]);
  let lowest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const [i, { server }] of servers.entries()) {
      const r = await cpuAtRate(server, scenario);
      us[i]?.push(r.us);
      lowest = Math.min(lowest, r.achieved);
    }
  }
  const med = us.map(median);
  const appUs = med[med.length - 1] as number;
  const lines = [
    `  CPU per request at ${RATE} req/s (the server process's user+system time, median of ${CPU_ROUNDS} × ${CPU_SECONDS} s; ` +
      `lowest rate achieved ${lowest.toFixed(0)} req/s):`,
  ];
  for (const [i, { label }] of servers.entries()) {
    const all = (us[i] ?? []).map((v) => v.toFixed(0)).join(", ");
    lines.push(
      `${`    ${label}:`.padEnd(64)}${(med[i] as number).toFixed(1).padStart(7)} µs   (${all}; ` +
        `at rest ${((rest[i] as number) / 1000).toFixed(1)} ms/s)`,
    );
  }
  for (const [i, { label }] of baselines.entries()) {
    lines.push(`  efficiency baseline CPU/app CPU (${label}): ${((med[i] as number) / appUs).toFixed(2)}x`);
  }
  return lines.join("\n");
}

const rows: string[] = [];

// On PGlite (in memory). The app logs at warn here: request logging at info is measured separately, not in
// this ratio. Development mode only so that the member the invoice scenarios need can be registered with
// codes from the development inbox; nothing on the measured paths behaves differently in production.
{
  const app = await startApp({ DATA_DIR: "memory://" });
  try {
    const plans: Scenario = {
      name: "plan catalogue (public, cached; PGlite)",
      method: "GET",
      path: "/api/shared/fetchsubscriptionplans/",
    };
    const { res, bytes } = await sample(app.url, plans);
    const contentType = res.headers.get("content-type") ?? "application/json";
    const sameBody = await startBaseline(plans.method, plans.path, bytes, contentType);
    const sameWire = await startBaseline(plans.method, plans.path, bytes, contentType, wireHeaders(res));
    // The same bare route in a process that also holds the idle app: what the process itself costs.
    const besideApp = await startBaseline(plans.method, plans.path, bytes, contentType, wireHeaders(res), {
      DATA_DIR: "memory://",
    });
    try {
      const baselines = [
        { label: "bare Fastify, same body", server: sameBody },
        { label: "bare Fastify, same body and headers", server: sameWire },
        { label: "the same, in a process holding the idle app", server: besideApp },
      ];
      rows.push(`${await compare(app.url, plans, baselines)}\n${await compareCpu(app, plans, baselines)}`);
    } finally {
      await sameBody.stop();
      await sameWire.stop();
      await besideApp.stop();
    }

    // The invoice scenarios (not with BENCH_ONLY=catalogue).
    if (ONLY === undefined) {
      const member = await memberWithInvoice(app.url);
      const auth = { authorization: `Bearer ${member.token}` };
      const invoiceBody = JSON.stringify({ user_id: member.userId, invoice_id: member.invoiceId });
      for (const scenario of [
        { name: "GST invoice, JSON (member; PGlite)", path: "/api/users/getinvoice/" },
        { name: "GST invoice, PDF (member; PGlite)", path: "/api/users/invoicepdf/" },
      ]) {
        const s: Scenario = { ...scenario, method: "POST", body: invoiceBody, headers: auth };
        const { res: r, bytes: b } = await sample(app.url, s);
        const base = await startBaseline(s.method, s.path, b, r.headers.get("content-type") ?? "");
        try {
          rows.push(await compare(app.url, s, [{ label: "bare Fastify, same body", server: base }]));
        } finally {
          await base.stop();
        }
      }
    }
  } finally {
    await app.stop();
  }
}

// On PostgreSQL: a database of its own, created here and dropped at the end.
if (ONLY === undefined) {
  const admin = new pg.Client({ connectionString: PG_URL });
  const reachable = await admin.connect().then(
    () => true,
    (error: Error) => {
      rows.push(`PostgreSQL scenario skipped: cannot reach ${PG_URL} (${error.message})`);
      return false;
    },
  );
  if (reachable) {
    const name = `eldercare_bench_${randomBytes(4).toString("hex")}`;
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    try {
      const app = await startApp({ DATABASE_URL: url.href });
      try {
        const member = await memberWithInvoice(app.url);
        const db = new pg.Client({ connectionString: url.href });
        await db.connect();
        const { rows: sessions } = await db.query(
          "select token_hash from sessions where user_id = $1 and revoked_at is null order by id desc limit 1",
          [member.userId],
        );
        await db.end();
        const base = await start(
          ["bench/pg-baseline-server.ts", url.href, String(sessions[0]?.token_hash)],
          {},
          /LISTENING (http:\/\/\S+)/,
        );
        try {
          const s: Scenario = {
            name: "GST invoice, JSON (member; PostgreSQL)",
            method: "POST",
            path: "/api/users/getinvoice/",
            body: JSON.stringify({ user_id: member.userId, invoice_id: member.invoiceId }),
            headers: { authorization: `Bearer ${member.token}` },
          };
          const mine = await sample(app.url, s);
          const theirs = await sample(base.url, s);
          const dataOf = (b: Buffer) => (JSON.parse(b.toString()) as { Data: unknown }).Data;
          if (JSON.stringify(dataOf(mine.bytes)) !== JSON.stringify(dataOf(theirs.bytes))) {
            // Key order aside, both must send the same invoice.
            const sorted = (v: unknown): unknown =>
              Array.isArray(v)
                ? v.map(sorted)
                : v && typeof v === "object"
                  ? Object.fromEntries(
                      Object.entries(v)
                        .sort(([x], [y]) => x.localeCompare(y))
                        .map(([k, x]) => [k, sorted(x)]),
                    )
                  : v;
            if (JSON.stringify(sorted(dataOf(mine.bytes))) !== JSON.stringify(sorted(dataOf(theirs.bytes)))) {
              throw new Error("the pg baseline and the app disagree about the invoice");
            }
          }
          rows.push(await compare(app.url, s, [{ label: "same SQL on the pg driver alone", server: base }]));
        } finally {
          await base.stop();
        }
      } finally {
        await app.stop();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (ONLY === undefined) rows.push(await startTimeRows());

console.log(`\nBenchmark: ${SECONDS}s per server, ${CONNECTIONS} connections\n`);
console.log(rows.join("\n\n"));
