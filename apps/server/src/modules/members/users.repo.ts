import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

const account = {
  id: users.id,
  userType: users.userType,
  userName: users.userName,
  email: users.email,
  phone: users.phone,
};

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select(account).from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select(account).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Every account holding this phone or this email (none, one, or two different ones). */
export function findUsersByPhoneOrEmail(db: Db, phone: string, email: string) {
  return db
    .select(account)
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.email, email)));
}

export async function phoneOrEmailTaken(db: Db, phone: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  const [user] = await db
    .insert(users)
    .values(row)
    .returning({ id: users.id, userName: users.userName, email: users.email });
  if (!user) throw new Error("insert returned no row");
  return user;
}

/**
 * Takes the member's row lock (SELECT … FOR UPDATE, inside a transaction): loved-one adds and the
 * erasure queue on it, so a count followed by an insert cannot be overtaken. Null for no such member.
 */
export async function lockMember(tx: Db, userId: number, userType: number) {
  const [row] = await tx
    .select({ id: users.id, phone: users.phone, email: users.email, idVaultKey: users.idVaultKey })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, userType)))
    .for("update");
  return row ?? null;
}

/** Replaces the member's personal data with placeholders and marks the row erased. */
export async function anonymiseMember(
  tx: Db,
  userId: number,
  placeholders: { userName: string; phone: string; email: string },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...placeholders,
      userRelation: [],
      idType: null,
      idVaultKey: null,
      idNoMasked: null,
      addressLine: null,
      cityId: null,
      stateId: null,
      countryId: null,
      pincode: null,
      consentVersion: null,
      consentAcceptedAt: null,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}
