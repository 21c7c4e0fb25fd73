import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { devInboxMessages } from "../../db/schema/index.ts";

export type DevInboxRow = typeof devInboxMessages.$inferSelect;

/** Keeps a message, then drops what is past the bounds: the newest `perAddress` to its address, `total` in all. */
export async function insertInboxMessage(
  db: Db,
  row: typeof devInboxMessages.$inferInsert,
  bounds: { perAddress: number; total: number },
): Promise<void> {
  const [inserted] = await db.insert(devInboxMessages).values(row).returning({ id: devInboxMessages.id });
  if (!inserted) return;
  const older = db
    .select({ id: devInboxMessages.id })
    .from(devInboxMessages)
    .where(eq(devInboxMessages.address, row.address))
    .orderBy(desc(devInboxMessages.id))
    .offset(bounds.perAddress)
    .limit(1);
  await db.delete(devInboxMessages).where(
    sql`(${devInboxMessages.address} = ${row.address} and ${devInboxMessages.id} <= (${older}))
        or ${devInboxMessages.id} <= ${inserted.id - bounds.total}`,
  );
}

/** Newest first: one address's messages, or the newest `limit` to anyone. */
export function listInboxMessages(
  db: Db,
  address: string | undefined,
  limit: number,
): Promise<DevInboxRow[]> {
  return db
    .select()
    .from(devInboxMessages)
    .where(address === undefined ? undefined : eq(devInboxMessages.address, address))
    .orderBy(desc(devInboxMessages.id))
    .limit(limit);
}

/** The newest message to an address, if any. */
export async function newestInboxMessage(db: Db, address: string): Promise<DevInboxRow | undefined> {
  const [row] = await listInboxMessages(db, address, 1);
  return row;
}
