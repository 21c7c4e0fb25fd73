// What the database benchmarks (bookings-bench.ts, admin-bench.ts) measure with: HTTP calls loaded one at
// a time or many in flight, percentiles, paired baseline/app blocks, the bare-driver baseline, and the
// Markdown table they print.
import http from "node:http";
import pg from "pg";
import type { Sql } from "./bookings-data.ts";
import { type Running, startBaseline } from "./servers.ts";

const env = process.env;
export const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
export const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 10);
/** Blocks of each measurement, baseline and app in turn. */
export const BLOCKS = 4;

export interface Call {
  path: string;
  /** "" for a GET. */
  body: string;
  token?: string;
  /** POST unless given. */
  method?: "GET" | "POST";
}

export interface Sample {
  ms: number[];
  statuses: Map<number, number>;
  wallMs: number;
}

function headersOf(call: Call): Record<string, string | number> {
  const auth: Record<string, string> = call.token ? { authorization: `Bearer ${call.token}` } : {};
  if (call.method === "GET") return auth;
  return { "content-type": "application/json", "content-length": Buffer.byteLength(call.body), ...auth };
}

export function send(agent: http.Agent, base: string, call: Call): Promise<{ status: number; ms: number }> {
  const url = new URL(call.path, base);
  const t0 = performance.now();
  return new Promise((resolveSend, reject) => {
    const req = http.request(
      url,
      { method: call.method ?? "POST", agent, headers: headersOf(call) },
      (res) => {
        res.resume();
        res.on("end", () => resolveSend({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on("error", reject);
    req.end(call.method === "GET" ? undefined : call.body);
  });
}

/** `total` calls (taken in turn from `calls`) with `concurrency` in flight; each latency recorded. */
export async function run(base: string, calls: Call[], total: number, concurrency: number): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < total) {
      const call = calls[next++ % calls.length] as Call;
      const r = await send(agent, base, call);
      ms.push(r.ms);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const wallMs = performance.now() - t0;
  agent.destroy();
  return { ms, statuses, wallMs };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

export const f = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));
export const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;

/** The Markdown lines printed at the end of a run. */
export const table: string[] = [];
export function heading(text: string) {
  table.push("", `### ${text}`, "");
  table.push(
    "| scenario | load | baseline p50 / p95 ms | app p50 / p95 ms | ratio p50 / p95 | app req/s |",
    "| --- | --- | --- | --- | --- | --- |",
  );
}
export function row(name: string, load: string, base: Sample, app: Sample, note = "") {
  const line =
    `| ${name}${note ? ` (${note})` : ""} | ${load} | ${f(percentile(base.ms, 50))} / ${f(percentile(base.ms, 95))} | ` +
    `${f(percentile(app.ms, 50))} / ${f(percentile(app.ms, 95))} | ` +
    `${ratio(percentile(app.ms, 50), percentile(base.ms, 50))} / ${ratio(percentile(app.ms, 95), percentile(base.ms, 95))} | ` +
    `${app.wallMs > 0 ? ((app.ms.length / app.wallMs) * 1000).toFixed(0) : "–"} |`;
  table.push(line);
  console.log(line);
}

export function assertOk(name: string, s: Sample) {
  const bad = [...s.statuses].filter(([status]) => status !== 200);
  if (bad.length > 0) throw new Error(`${name}: unexpected statuses ${JSON.stringify(bad)}`);
}

/** A call's answer, to check it and to give the baseline the same bytes. */
export async function sample(base: string, call: Call) {
  const get = call.method === "GET";
  const res = await fetch(new URL(call.path, base), {
    method: call.method ?? "POST",
    headers: {
      ...(get ? {} : { "content-type": "application/json" }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    ...(get ? {} : { body: call.body }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${call.path} ${call.body}: ${res.status} ${bytes.toString().slice(0, 300)}`);
  const contentType = res.headers.get("content-type") ?? "application/json";
  const data = contentType.includes("json")
    ? (JSON.parse(bytes.toString()) as { Data: Record<string, unknown> }).Data
    : {};
  return { bytes, contentType, data };
}

/**
 * The baseline and the app loaded in turn, in BLOCKS alternating blocks, so that other work on the machine
 * weighs on both alike.
 */
export async function paired(base: Running, app: Running, calls: Call[], total: number, concurrency: number) {
  const b: Sample = { ms: [], statuses: new Map(), wallMs: 0 };
  const a: Sample = { ms: [], statuses: new Map(), wallMs: 0 };
  const per = Math.ceil(total / BLOCKS);
  for (let i = 0; i < BLOCKS; i++) {
    for (const [into, url] of [
      [b, base.url],
      [a, app.url],
    ] as const) {
      const r = await run(url, calls, per, concurrency);
      into.ms.push(...r.ms);
      into.wallMs += r.wallMs;
      for (const [status, n] of r.statuses) into.statuses.set(status, (into.statuses.get(status) ?? 0) + n);
    }
  }
  return { b, a };
}

/**
 * One call measured `requests` times one at a time and twice that with CONCURRENCY in flight, against its
 * baseline (same bytes). Answers the app's p95 (ms) of each load, and the baseline's one at a time.
 */
export async function scenario(
  app: Running,
  name: string,
  calls: Call[],
  note = "",
  requests = REQUESTS,
): Promise<{ p95: number; p95InFlight: number; baselineP95: number }> {
  const first = calls[0] as Call;
  const { bytes, contentType } = await sample(app.url, first);
  const base = await startBaseline(first.method ?? "POST", first.path, bytes, contentType);
  try {
    const warm = Math.min(20, requests);
    await run(base.url, calls, warm, 1);
    await run(app.url, calls, warm, 1);
    const seq = await paired(base, app, calls, requests, 1);
    assertOk(name, seq.a);
    row(name, "1 at a time", seq.b, seq.a, note);
    const con = await paired(base, app, calls, requests * 2, CONCURRENCY);
    assertOk(name, con.a);
    row(name, `${CONCURRENCY} in flight`, con.b, con.a, note);
    return {
      p95: percentile(seq.a.ms, 95),
      p95InFlight: percentile(con.a.ms, 95),
      baselineP95: percentile(seq.b.ms, 95),
    };
  } finally {
    await base.stop();
  }
}

/** The bare driver: `select 1` through a pool, one at a time and CONCURRENCY at once. */
export async function driverBaseline(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const time = async (total: number, concurrency: number) => {
    const ms: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < total) {
          const t0 = performance.now();
          await pool.query("select 1");
          ms.push(performance.now() - t0);
        }
      }),
    );
    return ms;
  };
  await time(50, CONCURRENCY);
  const seq = await time(REQUESTS, 1);
  const con = await time(REQUESTS * 2, CONCURRENCY);
  await pool.end();
  const line = (ms: number[]) => `p50 ${f(percentile(ms, 50))} ms, p95 ${f(percentile(ms, 95))} ms`;
  const text = `Bare driver (pg, \`select 1\`): 1 at a time ${line(seq)}; ${CONCURRENCY} in flight ${line(con)}`;
  table.push("", text);
  console.log(text);
}

export function pgSql(client: pg.Client): Sql {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  };
}

/** Drops the database of a postgres:// URL (connected to the server's `postgres` database). */
export async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = "/postgres";
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`drop database if exists "${name}" with (force)`);
  await c.end();
  console.log(`dropped ${name} (BENCH_KEEP=1 keeps it)`);
}
