import type { Config } from "../config.ts";
import { type Database, type DatabaseTarget, type OpenOptions, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";
import { seedReferenceData } from "./seed/index.ts";

export function databaseTarget(config: Pick<Config, "DATABASE_URL" | "pgliteDataDir">): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: config.pgliteDataDir };
}

/** Opens the database, applies migrations and the idempotent reference seed. */
export async function prepareDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const database = await openDatabase(target, options);
  try {
    await runMigrations(database, target);
    await seedReferenceData(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
