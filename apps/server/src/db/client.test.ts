import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASES } from "../test/harness.ts";
import { openDatabase } from "./client.ts";

describe("database connections", () => {
  it("PGlite answers a ping until it is closed, and closing twice is harmless", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    expect(database.kind).toBe("pglite");
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  // Only the PostgreSQL server has connections that can be cut from outside.
  it.each(TEST_DATABASES.filter((k) => k === "postgres"))(
    "%s: survives the server ending an idle connection, and the next query works",
    async (kind) => {
      const { database, target, drop } = await createTestDatabase(kind);
      try {
        await database.ping();
        // Cut every connection of this database from outside, as a server restart or failover would.
        const url = new URL((target as { url: string }).url);
        const name = url.pathname.slice(1);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        await admin.end();
        expect(rowCount).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 100));
        const result = (await database.db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(result.rows[0]?.one).toBe(1);
      } finally {
        await drop();
      }
    },
  );

  // A cut connection that a transaction held emitted 'error' with no listener (node-postgres's pool
  // listens only while a connection is idle): the whole process ended, as the multi-process test saw.
  it.each(TEST_DATABASES.filter((k) => k === "postgres"))(
    "%s: a connection cut while a transaction holds it fails that transaction only, and the process goes on",
    async (kind) => {
      const { database, drop } = await createTestDatabase(kind);
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.prependListener("uncaughtException", onUncaught);
      try {
        const cut = database.db.transaction(async (tx) => {
          const held = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
          await admin.connect();
          await admin.query("select pg_terminate_backend($1)", [held.rows[0]?.pid]);
          await admin.end();
          // The connection ends while the transaction holds it between statements.
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`select 1`);
        });
        await expect(cut).rejects.toThrow();
        expect(uncaught).toEqual([]);
        const result = (await database.db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(result.rows[0]?.one).toBe(1);
      } finally {
        process.removeListener("uncaughtException", onUncaught);
        await drop();
      }
    },
  );

  it.each(TEST_DATABASES.filter((k) => k === "postgres"))(
    "%s: reads started at once inside a transaction run one after another, without node-postgres's deprecated queue",
    async (kind) => {
      const { database, drop } = await createTestDatabase(kind);
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on("warning", onWarning);
      try {
        const values = await database.db.transaction(async (tx) =>
          Promise.all(
            [1, 2, 3, 4, 5].map(async (n) => {
              const r = (await tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`)) as unknown as {
                rows: { n: number }[];
              };
              return r.rows[0]?.n;
            }),
          ),
        );
        expect(values).toEqual([1, 2, 3, 4, 5]);
        // A failed read fails only itself; the next ones still run, in order.
        await expect(
          database.db.transaction(async (tx) =>
            Promise.all([tx.execute(sql`select 1/0`), tx.execute(sql`select 2`)]),
          ),
        ).rejects.toThrow();
        await new Promise((r) => setImmediate(r));
        expect(warnings.filter((m) => m.includes("already executing a query"))).toEqual([]);
      } finally {
        process.off("warning", onWarning);
        await drop();
      }
    },
  );
});
