import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companions } from "../../db/schema/index.ts";

/** The companion whose account (users row) this is, or null. */
export async function findCompanionIdOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: companions.id }).from(companions).where(eq(companions.userId, userId));
  return row?.id ?? null;
}
