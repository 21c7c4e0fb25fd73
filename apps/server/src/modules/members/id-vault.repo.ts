import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { idVault } from "../../db/schema/index.ts";

export async function insertVaultEntry(tx: Db, row: typeof idVault.$inferInsert): Promise<void> {
  await tx.insert(idVault).values(row);
}

export async function deleteVaultEntry(tx: Db, key: string): Promise<void> {
  await tx.delete(idVault).where(eq(idVault.key, key));
}
