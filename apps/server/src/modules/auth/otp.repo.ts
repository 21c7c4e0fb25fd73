import { and, count, desc, eq, gt, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { otpAddressRequests, otpCodes, verificationProofs } from "../../db/schema/index.ts";
import type { OtpPurpose } from "./otp-store.ts";

/** Serialises code requests for one identifier (inside a transaction). */
export async function lockIdentifier(db: Db, identifier: string): Promise<void> {
  await lockKey(db, `otp:${identifier}`);
}

/** Serialises the address budget of one client address (inside a transaction). */
export async function lockAddress(db: Db, clientIp: string): Promise<void> {
  await lockKey(db, `otp-ip:${clientIp}`);
}

/** Code requests from one address since a time; older ones are removed, as no rule reads them again. */
export async function addressRequestsSince(db: Db, clientIp: string, since: Date): Promise<number> {
  await db
    .delete(otpAddressRequests)
    .where(and(eq(otpAddressRequests.clientIp, clientIp), lte(otpAddressRequests.createdAt, since)));
  const [row] = await db
    .select({ n: count() })
    .from(otpAddressRequests)
    .where(eq(otpAddressRequests.clientIp, clientIp));
  return row?.n ?? 0;
}

export async function insertAddressRequest(db: Db, clientIp: string, at: Date): Promise<void> {
  await db.insert(otpAddressRequests).values({ clientIp, createdAt: at });
}

/** When the identifier's live code for this purpose and kind of account was sent (the resend wait). */
export async function lastSentAt(
  db: Db,
  identifier: string,
  purpose: OtpPurpose,
  userType: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.identifier, identifier),
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.userType, userType),
        isNull(otpCodes.voidedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Codes sent to one identifier since a time (the hourly limit). */
export async function sendsSince(db: Db, identifier: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.identifier, identifier), gt(otpCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Only the newest code for an identifier, purpose and kind of account may be used: older ones are voided. */
export async function voidActiveCodes(
  db: Db,
  identifier: string,
  purposes: OtpPurpose[],
  userType: number,
  now: Date,
) {
  await db
    .update(otpCodes)
    .set({ voidedAt: now })
    .where(
      and(
        eq(otpCodes.identifier, identifier),
        inArray(otpCodes.purpose, purposes),
        eq(otpCodes.userType, userType),
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

const live = (now: Date) =>
  and(isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt), gt(otpCodes.expiresAt, now));

/** The newest usable code: not consumed, not voided, not expired. */
export async function findActiveCode(
  db: Db,
  identifier: string,
  purposes: OtpPurpose[],
  userType: number,
  now: Date,
) {
  const [row] = await db
    .select({ id: otpCodes.id, attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.identifier, identifier),
        inArray(otpCodes.purpose, purposes),
        eq(otpCodes.userType, userType),
        live(now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one more comparison on a live code, only while fewer than `maxAttempts` are counted, in one
 * conditional statement: concurrent claims queue on the row lock and each re-checks the count, so no
 * more than `maxAttempts` ever succeed. Returns the code's hash and the new count, or null.
 */
export async function claimAttempt(db: Db, id: number, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), live(now)))
    .returning({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  return row ?? null;
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

/** Removes every code and proof for these identifiers (an erased member's phone and email). */
export async function deleteCodesAndProofs(db: Db, identifiers: string[]): Promise<void> {
  await db.delete(otpCodes).where(inArray(otpCodes.identifier, identifiers));
  await db.delete(verificationProofs).where(inArray(verificationProofs.identifier, identifiers));
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
