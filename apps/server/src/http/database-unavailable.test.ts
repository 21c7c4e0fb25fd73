import { randomBytes } from "node:crypto";
import net from "node:net";
import { SYSTEM_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { ConnectionMarkingPool } from "../db/pool.ts";
import { ConnectionUnavailable, databaseUnreachable } from "../lib/db-errors.ts";
import {
  createRecordingSenders,
  createTestDatabase,
  TEST_APP_CONFIG,
  TEST_DATABASES,
} from "../test/harness.ts";

/*
 * Issue 40 (decision 0066): with PostgreSQL up but refusing new connections, every API call answered 500
 * SE001, since only listed codes meant "unavailable". A failure to obtain a connection is the database
 * being unavailable whatever PostgreSQL said: 503 SE002 with Retry-After, cached public data still
 * answered, and the same process recovers once connections are allowed again. Only the PostgreSQL server
 * has connections to refuse.
 */

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** Ends every connection to the database but the admin's own: the app's pool must open new ones. */
const endConnections = (name: string) =>
  admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The app on a fresh database, connecting as `user` (a role of the test's own) or the tests' user. */
async function appOn(role?: string): Promise<{ app: FastifyInstance; name: string }> {
  // The harness's own pool loses its connections too when they are ended: quietly.
  const created = await createTestDatabase("postgres", { onConnectionLost: () => {} });
  cleanups.push(created.drop);
  const url = new URL((created.target as { url: string }).url);
  const name = url.pathname.slice(1);
  if (role) {
    await admin(`create role ${role} login`);
    // Dropped last, once the database holding its privileges is gone.
    cleanups.unshift(() => admin(`drop role if exists ${role}`));
    const grant = new pg.Client({ connectionString: url.toString() });
    await grant.connect();
    await grant.query(
      `grant all on all tables in schema public to ${role}; grant all on all sequences in schema public to ${role}`,
    );
    await grant.end();
    url.username = role;
    url.password = "";
  }
  const database = await openDatabase(
    { kind: "postgres", url: url.toString() },
    { onConnectionLost: () => {} },
  );
  const app = await buildApp(TEST_APP_CONFIG, database, {
    senders: createRecordingSenders().senders,
    inbox: null,
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, name };
}

/** A member call (its session is read from the database) and the public plan catalogue (cached). */
async function calls(app: FastifyInstance) {
  const member = await app.inject({
    method: "POST",
    url: "/api/users/getprofiledata/",
    headers: { authorization: `Bearer ${"x".repeat(43)}` },
    payload: {},
  });
  const plans = await app.inject({ method: "GET", url: "/api/shared/fetchsubscriptionplans/" });
  return { member, plans };
}

async function expectUnavailable(app: FastifyInstance) {
  const { member, plans } = await calls(app);
  expect(member.statusCode, member.body).toBe(503);
  expect(member.headers["retry-after"]).toBe("5");
  expect(member.json().Errors.System_Errors).toEqual([
    { Code: "SE002", Message: SYSTEM_MESSAGES.databaseUnavailable },
  ]);
  expect(member.body).not.toMatch(/at .*\.ts:\d+|55000|53300/);
  // Cached public data still answers.
  expect(plans.statusCode).toBe(200);
}

async function expectRecovered(app: FastifyInstance) {
  for (let tries = 0; ; tries++) {
    const { member } = await calls(app);
    if (member.statusCode === 401) return;
    if (tries > 50) throw new Error(`still ${member.statusCode}: ${member.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A PostgreSQL ErrorResponse (FATAL, this SQLSTATE), as a server refusing a new connection sends it. */
function fatal(code: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0Mconnection refused (${code})\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head.write("E", 0, "ascii");
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

describe("the pool, whatever a server says when refusing a new connection", () => {
  it.each(["55000", "53300", "57P03", "28000", "XX999"])(
    "marks %s as the database being unavailable, from a query and from a transaction's connect",
    async (code) => {
      // A stand-in server that answers every startup with that refusal.
      const server = net.createServer((socket) => socket.once("data", () => socket.end(fatal(code))));
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      const { port } = server.address() as net.AddressInfo;
      const pool = new ConnectionMarkingPool({ host: "127.0.0.1", port, user: "app", database: "app" });
      try {
        const fromQuery = await pool.query("select 1").catch((e: unknown) => e);
        const fromConnect = await pool.connect().catch((e: unknown) => e);
        for (const error of [fromQuery, fromConnect]) {
          expect(error).toBeInstanceOf(ConnectionUnavailable);
          expect((error as { cause: { code: string } }).cause.code).toBe(code);
          expect(databaseUnreachable(error)).toBe(true);
        }
      } finally {
        await pool.end();
        server.close();
      }
    },
  );
});

describe.each(TEST_DATABASES.filter((k) => k === "postgres"))("a database refusing connections (%s)", () => {
  it("answers 503 SE002 with Retry-After while the database does not accept connections (55000), and recovers", async () => {
    const { app, name } = await appOn();
    expect((await calls(app)).member.statusCode).toBe(401);
    await admin(`alter database ${name} allow_connections false`);
    cleanups.push(() => admin(`alter database ${name} allow_connections true`));
    await endConnections(name);
    await expectUnavailable(app);
    await admin(`alter database ${name} allow_connections true`);
    await expectRecovered(app);
  });

  it("answers 503 SE002 with Retry-After while there are too many connections (53300), and recovers", async () => {
    const role = `eldercare_limited_${randomBytes(4).toString("hex")}`;
    const { app, name } = await appOn(role);
    expect((await calls(app)).member.statusCode).toBe(401);
    await admin(`alter role ${role} connection limit 0`);
    await endConnections(name);
    await expectUnavailable(app);
    await admin(`alter role ${role} connection limit -1`);
    await expectRecovered(app);
  });
});
