import { LIST_COUNT_CAP } from "@eldercare/contracts";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** A console list's total: exact up to LIST_COUNT_CAP, else the cap and `capped` (shown "1,000+"). */
export interface ListTotal {
  total: number;
  capped: boolean;
}

/** How many rows of `table` match `where`, counting no further than `cap` (at the cap: "cap or more"). */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(cap).as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * How many rows of `table` match `where`, reading no more than LIST_COUNT_CAP + 1 of them (decision 0050):
 * a search that matches densely stops early instead of counting every match.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const n = await countUpTo(db, table, where, LIST_COUNT_CAP + 1);
  return n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, capped: true } : { total: n, capped: false };
}
