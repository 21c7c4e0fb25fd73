import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

/*
 * The database's types, on their own so that client.ts and what it builds on (transaction-retry.ts)
 * both import them without importing each other. client.ts re-exports them for its callers.
 */

export type Schema = typeof schema;
/** The common Drizzle type of both drivers: repositories only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
