import type { Db } from "../../db/client.ts";
import { idVault } from "../../db/schema/index.ts";

export async function insertVaultEntry(tx: Db, row: typeof idVault.$inferInsert): Promise<void> {
  await tx.insert(idVault).values(row);
}
