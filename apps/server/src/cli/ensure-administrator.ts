import type { Db } from "../db/client.ts";
import { adminAccountId, ensureAdmin, type NewAdmin } from "../modules/members/admins.ts";
import { ensureAdministratorRow } from "../modules/staff/staff.repo.ts";

/**
 * The configured (or development) administrator at start, or the CLI's: their account (the members
 * module's) and their staff row as an administrator. Safe at every start; a row an administrator has
 * changed in the console (a deactivation) is left as it is.
 */
export async function ensureAdministrator(db: Db, admin: NewAdmin): Promise<"created" | "exists"> {
  const result = await ensureAdmin(db, admin);
  const userId = await adminAccountId(db, admin);
  if (userId === null) throw new Error("The administrator's account was not found after it was ensured.");
  await ensureAdministratorRow(db, userId);
  return result;
}
