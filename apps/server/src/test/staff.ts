import type { StaffRole } from "@eldercare/contracts";
import type { Db } from "../db/client.ts";
import { staff, staffCities } from "../db/schema/index.ts";

/**
 * A console account's staff row (decision 0076): without one, an account of user_type 2 has no role and
 * its sessions are refused. Fixtures that insert a console account directly give it one here.
 */
export async function insertStaffRow(
  db: Db,
  userId: number,
  role: StaffRole = "admin",
  cityIds: readonly number[] = [],
): Promise<number> {
  const [row] = await db.insert(staff).values({ userId, role }).returning({ id: staff.id });
  if (!row) throw new Error("no staff row");
  if (cityIds.length > 0)
    await db.insert(staffCities).values(cityIds.map((cityId) => ({ staffId: row.id, cityId })));
  return row.id;
}
