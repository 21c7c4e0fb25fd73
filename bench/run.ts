// `npm run bench`: the product server against baselines measured in the same run, loaded in turn by
// autocannon in this process. Prints requests/s and p99 latency of each and their ratio.
// Scenarios, on PGlite: the public plan catalogue (against a bare Fastify server sending the same body, and
// one sending the same body and headers); a member's GST invoice as JSON (session check, owner check,
// database read); the same invoice as a PDF rendered on each request. On PostgreSQL: the invoice as JSON
// against the same SQL issued by the `pg` driver alone (bench/pg-baseline-server.ts). Then the cold start
// of the production build (bench/start-time.ts).
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { memberWithInvoice } from "./member.ts";
import { type Running, start, startApp, startBaseline } from "./servers.ts";
import { startTimeRows } from "./start-time.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The PostgreSQL server of the PostgreSQL scenario; a database is created there and dropped after. */
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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
      `${`  baseline (${b.label}):`.padEnd(56)}${b.rps.toFixed(0).padStart(7)} req/s   p99 ${b.p99} ms`,
    );
  }
  lines.push(`${"  app:".padEnd(56)}${a.rps.toFixed(0).padStart(7)} req/s   p99 ${a.p99} ms`);
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
    try {
      rows.push(
        await compare(app.url, plans, [
          { label: "bare Fastify, same body", server: sameBody },
          { label: "bare Fastify, same body and headers", server: sameWire },
        ]),
      );
    } finally {
      await sameBody.stop();
      await sameWire.stop();
    }

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
  } finally {
    await app.stop();
  }
}

// On PostgreSQL: a database of its own, created here and dropped at the end.
{
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

rows.push(await startTimeRows());

console.log(`\nBenchmark: ${SECONDS}s per server, ${CONNECTIONS} connections\n`);
console.log(rows.join("\n\n"));
