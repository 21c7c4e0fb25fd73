import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, countries, states, users } from "../../db/schema/index.ts";

/** A member's own profile fields with the names of their places; the ID number only masked. */
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
      country_name: countries.name,
      state_name: states.name,
      city_name: cities.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.id, userId), eq(users.userType, userType)))
    .limit(1);
  return row ?? null;
}

export type ProfileChange = Partial<
  Pick<
    typeof users.$inferInsert,
    | "userName"
    | "userRelation"
    | "phone"
    | "email"
    | "addressLine"
    | "countryId"
    | "stateId"
    | "cityId"
    | "pincode"
  >
>;

export async function updateProfile(tx: Db, userId: number, change: ProfileChange, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, userId));
}

/** The consent record of a member (for their data export). */
export async function findConsent(db: Db, userId: number) {
  const [row] = await db
    .select({ version: users.consentVersion, acceptedAt: users.consentAcceptedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
