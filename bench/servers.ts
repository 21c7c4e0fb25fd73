// The processes a benchmark runs: the product server, and the bare Fastify baseline of baseline-server.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");

export interface Running {
  child: ChildProcess;
  url: string;
  /** SIGTERM, and wait until the process has exited (its database closed). */
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
}

export function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<Running> {
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
      if (m?.[1]) resolveStart({ child, url: m[1], stop: stopper(child) });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** The product server's environment: `env` over this process's, over the benchmarks' defaults. */
function appEnvironment(port: number, env: Record<string, string | undefined>): Record<string, string> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
    SANDBOX_CONFIRM_MS: "0",
    WEB_DIST_DIR: "/nonexistent",
    ...env,
  };
  // undefined in `env` removes a variable (e.g. DATABASE_URL, for PGlite).
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged as Record<string, string>;
}

/**
 * The product server (apps/server/src/server.ts) on a free port, with `env` over the environment and these
 * defaults, ready once /readyz answers. Development mode: nothing on the measured paths behaves differently in production.
 */
export async function startApp(env: Record<string, string | undefined>): Promise<Running> {
  const port = await freePort();
  const merged = appEnvironment(port, env);
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    env: merged,
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  // A large PGlite directory takes a while to open and migrate.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, stop: stopper(child) };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("the app server did not become ready");
}

/**
 * The bare Fastify baseline answering `method path` with these bytes (and these headers, if given).
 * `besideApp`: the product server's environment, to start it idle in the baseline's process first.
 */
export async function startBaseline(
  method: string,
  path: string,
  body: Buffer,
  contentType: string,
  headers?: Record<string, string>,
  besideApp?: Record<string, string>,
): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const bodyFile = join(dir, "body");
  writeFileSync(bodyFile, body);
  const headerArgs: string[] = [];
  if (headers) {
    writeFileSync(join(dir, "headers.json"), JSON.stringify(headers));
    headerArgs.push(join(dir, "headers.json"));
  }
  const base = await start(
    ["bench/baseline-server.ts", method, path, bodyFile, contentType, ...headerArgs],
    besideApp ? { ...appEnvironment(await freePort(), besideApp), BASELINE_BESIDE_APP: "1" } : {},
    /LISTENING (http:\/\/\S+)/,
  );
  return {
    ...base,
    stop: async () => {
      await base.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
