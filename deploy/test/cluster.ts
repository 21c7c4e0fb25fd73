import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import pg from "pg";
import type { Db } from "../../apps/server/src/db/client.ts";
import type { TestApp } from "../../apps/server/src/test/harness.ts";

/*
 * What the multi-process test runs (deploy/test/multi-process.test.ts): the production build of the
 * server as separate processes, HAProxy from Debian in front with deploy/haproxy.cfg, and a TCP relay
 * between the processes and PostgreSQL that the test can cut, to take the database away without
 * stopping the PostgreSQL server other work on this machine uses.
 */

export const ROOT = resolve(import.meta.dirname, "../..");
export const SERVER_BUNDLE = join(ROOT, "apps/server/dist/server.js");
export const HAPROXY = "/usr/sbin/haproxy";

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A fresh database on the test server, owned by a role of its own (not a superuser, so a connection limit
 * holds for it, as for a production application's role), both dropped by the returned function.
 */
export async function freshDatabase(
  adminUrl: string,
): Promise<{ name: string; role: string; drop: () => Promise<void> }> {
  const name = `eldercare_cluster_${randomBytes(5).toString("hex")}`;
  const role = `${name}_app`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create role ${role} login`);
  await run(`create database ${name} owner ${role}`);
  return {
    name,
    role,
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      await run(`drop role if exists ${role}`);
    },
  };
}

/** A TCP relay to PostgreSQL: `cut()` drops every connection and refuses new ones until `restore()`. */
export async function databaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const port = await freePort();
  const listen = () => new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  await listen();
  return {
    port,
    async cut() {
      await new Promise<void>((r) => {
        server.close(() => r());
        for (const s of sockets) s.destroy();
      });
    },
    restore: listen,
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts one server process of the production build; resolves once it answers /healthz. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  await waitFor(`server on ${port} starting`, async () => {
    if (gone) throw new Error(`server on ${port} exited while starting:\n${out}`);
    return (await fetch(`${url}/healthz`)).status === 200;
  });
  return { port, url, child, output: () => out, exited };
}

/**
 * HAProxy with deploy/haproxy.cfg in the foreground; resolves once both servers are up behind it. The test
 * adds a stats page on its own port (not part of the deploy file) so it can wait for HAProxy's own view of
 * each server, rather than guessing how long its health checks take on a loaded machine.
 */
export async function startHaproxy(listenPort: number, servers: number[]) {
  const statsPort = await freePort();
  const config = join(await mkdtemp(join(tmpdir(), "eldercare-haproxy-")), "haproxy.cfg");
  const deployed = await readFile(join(ROOT, "deploy/haproxy.cfg"), "utf8");
  await writeFile(
    config,
    `${deployed}\nfrontend stats\n  bind 127.0.0.1:${statsPort}\n  stats enable\n  stats uri /stats\n  stats refresh 0\n`,
  );
  const child = spawn(HAPROXY, ["-db", "-f", config], {
    env: {
      ...process.env,
      LISTEN: `127.0.0.1:${listenPort}`,
      APP1: `127.0.0.1:${servers[0]}`,
      APP2: `127.0.0.1:${servers[1]}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${listenPort}`;
  /** HAProxy's state of each backend server by name (app1, app2): "UP", "DOWN", "UP 1/2", ... */
  const states = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = "", ...rows] = csv.replace(/^# /, "").trim().split("\n");
    const columns = header.split(",");
    const [px, sv, status] = ["pxname", "svname", "status"].map((c) => columns.indexOf(c)) as [
      number,
      number,
      number,
    ];
    const result: Record<string, string> = {};
    for (const row of rows.map((r) => r.split(","))) {
      if (row[px] === "app" && row[sv] !== "BACKEND") result[row[sv] as string] = row[status] as string;
    }
    return result;
  };
  const allUp = async () => Object.values(await states()).every((s) => s === "UP");
  await waitFor(
    "haproxy starting",
    async () => (await fetch(`${url}/healthz`)).status === 200 && (await allUp()),
    20_000,
  );
  return {
    url,
    output: () => out,
    /** Resolves once HAProxy has every server in rotation again. */
    everyServerUp: () => waitFor("haproxy taking every server back", allUp, 30_000),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(dirname(config), { recursive: true, force: true });
    },
  };
}

/**
 * The API tests' helpers (apps/server/src/test/) run against the cluster: `call` goes through `base` over
 * HTTP, each request from its own client address (so the per-address limits stay out of the way), and
 * `database.db` is a connection of the test's own to the cluster's database.
 */
export function clusterTestApp(base: string, db: Db): TestApp {
  let n = 0;
  const call: TestApp["call"] = async (opts) => {
    n += 1;
    const payload = (opts as { payload?: unknown }).payload;
    const res = await fetch(`${base}${opts.url}`, {
      method: opts.method ?? "GET",
      headers: {
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...(opts.headers as Record<string, string> | undefined),
        "x-forwarded-for": `198.18.${Math.floor(n / 250) % 250}.${n % 250}`,
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: res.status, body: await res.json(), headers };
  };
  return { call, database: { db } } as unknown as TestApp;
}
