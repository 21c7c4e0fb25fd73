// `npm run bench`: the product server against a bare Fastify baseline serving the same JSON, loaded
// in turn by autocannon in this process. Prints requests/s and p99 latency of each and their ratio.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const ROOT = resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ENDPOINTS = ["/api/shared/fetchsubscriptionplans/"];

function start(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  return new Promise((resolveStart, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(ready);
      if (m?.[1]) resolveStart({ child, url: m[1] });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

async function load(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startApp() {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    WEB_DIST_DIR: "/nonexistent",
  };
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("the app server did not become ready");
}

// The app logs at warn here: request logging at info is measured separately, not in this ratio.
const app = await startApp();
const rows: string[] = [];
try {
  for (const endpoint of ENDPOINTS) {
    const sample = await (await fetch(`${app.url}${endpoint}`)).text();
    const bodyFile = join(mkdtempSync(join(tmpdir(), "bench-")), "body.json");
    writeFileSync(bodyFile, sample);
    const base = await start(
      ["bench/baseline-server.ts", endpoint, bodyFile],
      {},
      /LISTENING (http:\/\/\S+)/,
    );
    try {
      // Warm both up, then measure the baseline and the app back to back on the same machine.
      await autocannon({ url: `${base.url}${endpoint}`, connections: CONNECTIONS, duration: 2 });
      await autocannon({ url: `${app.url}${endpoint}`, connections: CONNECTIONS, duration: 2 });
      const b = await load(`${base.url}${endpoint}`);
      const a = await load(`${app.url}${endpoint}`);
      rows.push(
        `${endpoint}\n` +
          `  baseline (bare Fastify, same JSON): ${b.rps.toFixed(0).padStart(7)} req/s   p99 ${b.p99} ms\n` +
          `  app (validation, envelope, DB):     ${a.rps.toFixed(0).padStart(7)} req/s   p99 ${a.p99} ms\n` +
          `  ratio app/baseline: throughput ${(a.rps / b.rps).toFixed(2)}x, p99 latency ${(a.p99 / Math.max(b.p99, 1)).toFixed(2)}x`,
      );
    } finally {
      base.child.kill("SIGTERM");
    }
  }
} finally {
  app.child.kill("SIGTERM");
}
console.log(
  `\nBenchmark: ${SECONDS}s per server, ${CONNECTIONS} connections, ${ENDPOINTS.length} endpoint(s)\n`,
);
console.log(rows.join("\n\n"));
