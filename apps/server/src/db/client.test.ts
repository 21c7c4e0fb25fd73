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
});
