// Cold start of the production build: `node apps/server/dist/server.js` on a fresh PGlite directory in a
// temporary folder (a first start: the database is made, migrated and seeded), timed from the spawn to the
// first 200 on /readyz and on / (the web app). Builds the server (and the web app, when it has not been
// built) first; those builds are not timed. Run by `npm run bench`, or alone: node --import tsx bench/start-time.ts
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, ROOT } from "./servers.ts";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);

function npm(args: string[]) {
  execFileSync("npm", args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
}

async function firstOk(url: string, t0: number, exited: () => boolean): Promise<number> {
  for (;;) {
    if (exited()) throw new Error(`the server exited before ${url} answered 200`);
    const ok = await fetch(url).then(
      (r) => {
        void r.arrayBuffer();
        return r.status === 200;
      },
      () => false,
    );
    if (ok) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function coldStart(): Promise<{ readyz: number; home: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "eldercare-cold-"));
  const port = await freePort();
  // As `npm start` runs it (development unless NODE_ENV says otherwise), on PGlite, no Redis.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.WEB_DIST_DIR;
  const t0 = performance.now();
  const child = spawn(process.execPath, ["apps/server/dist/server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = () => child.exitCode !== null;
  try {
    const base = `http://127.0.0.1:${port}`;
    const [readyz, home] = await Promise.all([
      firstOk(`${base}/readyz`, t0, exited),
      firstOk(`${base}/`, t0, exited),
    ]);
    return { readyz, home };
  } finally {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function startTimeRows(): Promise<string> {
  npm(["run", "build:server", "--silent"]);
  if (!existsSync(join(ROOT, "apps/web/dist/index.html")))
    npm(["run", "build", "-w", "@eldercare/web", "--silent"]);
  const runs: { readyz: number; home: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldStart());
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `cold start: node apps/server/dist/server.js, fresh PGlite directory (median of ${RUNS})\n` +
    `  first 200 on /readyz: ${s(median(runs.map((r) => r.readyz)))}   (${runs.map((r) => s(r.readyz)).join(", ")})\n` +
    `  first 200 on /:       ${s(median(runs.map((r) => r.home)))}   (${runs.map((r) => s(r.home)).join(", ")})`
  );
}

if (process.argv[1] === import.meta.filename) console.log(await startTimeRows());
