import { and, count, desc, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { questions } from "../../db/schema/index.ts";

export interface NewQuestion {
  userName: string;
  email: string | null;
  phone: string | null;
  question: string;
}

const orNull = (column: typeof questions.email | typeof questions.phone, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** Serialises questions from one client address (inside a transaction), for the hourly limit. */
export async function lockAddress(tx: Db, clientIp: string): Promise<void> {
  await lockKey(tx, `question-ip:${clientIp}`);
}

/** Questions stored from this client address since `since`. */
export async function countFromAddressSince(db: Db, clientIp: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.clientIp, clientIp), gt(questions.createdAt, since)));
  return row?.n ?? 0;
}

/** Serialises identical submissions (inside a transaction). */
export async function lockQuestion(tx: Db, q: NewQuestion): Promise<void> {
  const key = `${q.email ?? ""}|${q.phone ?? ""}|${q.question}`;
  await lockKey(tx, key);
}

/** The same question from the same person since `since`, if any (a resend, a double click). */
export async function findRecentDuplicate(db: Db, q: NewQuestion, since: Date): Promise<number | null> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.question, q.question),
        orNull(questions.email, q.email),
        orNull(questions.phone, q.phone),
        gt(questions.createdAt, since),
      ),
    )
    .orderBy(desc(questions.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertQuestion(db: Db, q: NewQuestion & { clientIp: string }): Promise<number> {
  const [row] = await db.insert(questions).values(q).returning({ id: questions.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Replaces the name, contacts and text of the questions sent with this phone or email, and forgets their address. */
export async function anonymiseQuestionsFrom(
  tx: Db,
  from: { phones: string[]; email: string },
  placeholder: { userName: string; question: string },
): Promise<void> {
  await tx
    .update(questions)
    .set({ ...placeholder, phone: null, email: null, clientIp: null })
    .where(or(inArray(questions.phone, from.phones), eq(questions.email, from.email)));
}
