import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database, DatabaseTarget } from "./client.ts";

/**
 * apps/server/drizzle, found from this file in src/db/ or from the bundle in dist/ (`npm run build:server`
 * puts every module in one file, so a fixed relative path would hold for only one of them).
 */
function findMigrationsFolder(from: string): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir)) {
    const folder = join(dir, "drizzle");
    if (existsSync(join(folder, "meta", "_journal.json"))) return folder;
  }
  throw new Error(`no drizzle/ migrations folder above ${from}`);
}
export const MIGRATIONS_FOLDER = findMigrationsFolder(import.meta.dirname);
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
