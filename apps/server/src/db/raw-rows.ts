import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * The rows of a statement the query builder cannot write (a MATERIALIZED CTE, a sequence read). node-postgres
 * answers `{ rows }`, PGlite through drizzle the same; the plain-array shape is kept for safety. Select
 * only types both drivers parse alike (integers, float8, text, booleans): drizzle's own date parsing is
 * not applied here.
 */
export async function rawRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}
