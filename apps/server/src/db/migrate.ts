import { resolve } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database, DatabaseTarget } from "./client.ts";

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, "../../drizzle");
// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_370_021;

/**
 * Applies the committed SQL migrations. On a PostgreSQL server several app processes may start at
 * once, so they take turns behind an advisory lock on one dedicated connection.
 */
export async function runMigrations(database: Database, target: DatabaseTarget): Promise<void> {
  if (target.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
