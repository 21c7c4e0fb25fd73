import { eq, or } from "drizzle-orm";
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
