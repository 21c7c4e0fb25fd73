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

export async function phoneOrEmailTaken(db: Db, phone: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}
