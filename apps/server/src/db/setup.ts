import { type Database, type DatabaseTarget, type OpenOptions, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";
import { seedReferenceData } from "./seed/index.ts";

/** Where the configuration says the data lives: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export function databaseTarget(config: {
  DATABASE_URL?: string | undefined;
  pgliteDataDir: string;
}): DatabaseTarget {
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
