import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** A member's own profile fields; the ID number only in its masked form. */
export async function findProfile(db: Db, userId: number, userType: number) {
  const [row] = await db
    .select({
      user_id: users.id,
      user_name: users.userName,
      phone: users.phone,
      email: users.email,
      user_relation: users.userRelation,
      id_type: users.idType,
      id_no_masked: users.idNoMasked,
      address_line: users.addressLine,
      city_id: users.cityId,
      state_id: users.stateId,
      country_id: users.countryId,
      pincode: users.pincode,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, userType)))
    .limit(1);
  return row ?? null;
}
