import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { otpCodes, verificationProofs } from "../../db/schema/index.ts";
import type { OtpPurpose } from "./otp-store.ts";

/** Serialises code requests for one identifier (inside a transaction). */
export async function lockIdentifier(db: Db, identifier: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${identifier}`}))`);
}

export async function lastSentAt(db: Db, identifier: string, purpose: OtpPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.identifier, identifier), eq(otpCodes.purpose, purpose), isNull(otpCodes.voidedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function sendsSince(db: Db, column: "identifier" | "clientIp", value: string, since: Date) {
  const col = column === "identifier" ? otpCodes.identifier : otpCodes.clientIp;
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(col, value), gt(otpCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Only the newest code for an identifier and purpose may be used: older ones are voided. */
export async function voidActiveCodes(db: Db, identifier: string, purposes: OtpPurpose[], now: Date) {
  await db
    .update(otpCodes)
    .set({ voidedAt: now })
    .where(
      and(
        eq(otpCodes.identifier, identifier),
        inArray(otpCodes.purpose, purposes),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.voidedAt),
      ),
    );
}

export async function insertCode(db: Db, row: typeof otpCodes.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(otpCodes).values(row).returning({ id: otpCodes.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

export async function voidCode(db: Db, id: number, now: Date) {
  await db.update(otpCodes).set({ voidedAt: now }).where(eq(otpCodes.id, id));
}

/** The newest usable code: not consumed, not voided, not expired. */
export async function findActiveCode(
  db: Db,
  identifier: string,
  purposes: OtpPurpose[],
  userType: number,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.identifier, identifier),
        inArray(otpCodes.purpose, purposes),
        eq(otpCodes.userType, userType),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.voidedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try atomically; returns the new count. */
export async function addAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function insertProof(db: Db, row: typeof verificationProofs.$inferInsert) {
  await db.insert(verificationProofs).values(row);
}

/** Uses a verification proof for this identifier once; false when unknown, used, expired or for another. */
export async function useProof(db: Db, tokenHash: string, identifier: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationProofs)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationProofs.tokenHash, tokenHash),
        eq(verificationProofs.identifier, identifier),
        isNull(verificationProofs.usedAt),
        gt(verificationProofs.expiresAt, now),
      ),
    )
    .returning({ id: verificationProofs.id });
  return rows.length === 1;
}
