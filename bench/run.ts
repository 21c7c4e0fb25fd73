// `npm run bench`: the product server against a bare Fastify baseline serving the same bytes, loaded
// in turn by autocannon in this process. Prints requests/s and p99 latency of each and their ratio.
// Scenarios: the public plan catalogue; a member's GST invoice as JSON (session check, owner check,
// database read); the same invoice as a PDF rendered on each request.
import autocannon from "autocannon";
import { memberWithInvoice } from "./member.ts";
import { startApp, startBaseline } from "./servers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
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

// The app logs at warn here: request logging at info is measured separately, not in this ratio.
// Development mode only so that the member the invoice scenarios need can be registered with codes from
// the development inbox; nothing on the measured paths behaves differently in production.
const app = await startApp({ DATA_DIR: "memory://" });
const rows: string[] = [];
try {
  const member = await memberWithInvoice(app.url);
  const auth = { authorization: `Bearer ${member.token}` };
  const invoiceBody = JSON.stringify({ user_id: member.userId, invoice_id: member.invoiceId });
  const scenarios: Scenario[] = [
    { name: "plan catalogue (public, cached)", method: "GET", path: "/api/shared/fetchsubscriptionplans/" },
    {
      name: "GST invoice, JSON (member)",
      method: "POST",
      path: "/api/users/getinvoice/",
      body: invoiceBody,
      headers: auth,
    },
    {
      name: "GST invoice, PDF (member)",
      method: "POST",
      path: "/api/users/invoicepdf/",
      body: invoiceBody,
      headers: auth,
    },
  ];
  for (const scenario of scenarios) {
    const sample = await fetch(`${app.url}${scenario.path}`, {
      method: scenario.method,
      headers: { ...(scenario.body ? { "content-type": "application/json" } : {}), ...scenario.headers },
      ...(scenario.body ? { body: scenario.body } : {}),
    });
    if (!sample.ok) throw new Error(`${scenario.path}: ${sample.status}`);
    const contentType = sample.headers.get("content-type") ?? "application/json";
    const bytes = Buffer.from(await sample.arrayBuffer());
    const base = await startBaseline(scenario.method, scenario.path, bytes, contentType);
    try {
      // Warm both up, then measure the baseline and the app back to back on the same machine.
      await load(`${base.url}${scenario.path}`, scenario, 2);
      await load(`${app.url}${scenario.path}`, scenario, 2);
      const b = await load(`${base.url}${scenario.path}`, scenario);
      const a = await load(`${app.url}${scenario.path}`, scenario);
      rows.push(
        `${scenario.name}: ${scenario.method} ${scenario.path}\n` +
          `  baseline (bare Fastify, same bytes): ${b.rps.toFixed(0).padStart(7)} req/s   p99 ${b.p99} ms\n` +
          `  app:                                 ${a.rps.toFixed(0).padStart(7)} req/s   p99 ${a.p99} ms\n` +
          `  ratio app/baseline: throughput ${(a.rps / b.rps).toFixed(2)}x, p99 latency ${(a.p99 / Math.max(b.p99, 1)).toFixed(2)}x`,
      );
    } finally {
      await base.stop();
    }
  }
} finally {
  await app.stop();
}
console.log(`\nBenchmark: ${SECONDS}s per server, ${CONNECTIONS} connections\n`);
console.log(rows.join("\n\n"));
