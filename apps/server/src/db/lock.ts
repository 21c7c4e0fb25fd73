import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Takes a transaction-scoped advisory lock on a named key (released at commit or rollback), so the
 * check and the write it guards run one request at a time for that key. Must run inside a transaction.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
