import { STAFF_MESSAGES, type StaffCity, type StaffRole, USER_TYPE } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { StaffScope } from "../../http/session-guard.ts";
import * as repo from "./staff.repo.ts";

/**
 * The staff module's word to the auth module (its StaffAccess port, decision 0076): a console session's
 * role and cities as its staff row says now, and that only active staff log in to the console.
 */
export function createStaffAccess(deps: { db: Db }) {
  return {
    scopeOf: (userId: number): Promise<StaffScope | null> => repo.activeScopeOf(deps.db, userId),
    /** What the console's login answers of a member of staff: their role and the cities they cover, named. */
    async loginDetails(userId: number): Promise<{ role: StaffRole; cities: StaffCity[] } | null> {
      const [row] = await repo.staffByUserIds(deps.db, [userId]);
      if (!row) return null;
      return {
        role: row.role,
        cities: row.cities.map((c) => ({ city_id: c.cityId, city_name: c.cityName })),
      };
    },
    async refusal(account: { id: number; userType: number }): Promise<string | null> {
      if (account.userType !== USER_TYPE.admin) return null;
      return (await repo.isActiveStaff(deps.db, account.id)) ? null : STAFF_MESSAGES.deactivated;
    },
  };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
