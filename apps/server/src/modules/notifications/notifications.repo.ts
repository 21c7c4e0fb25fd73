import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

export type NewNotification = typeof notifications.$inferInsert;

/** What a worker needs to send one notification it has claimed. */
export interface ClaimedNotification {
  id: number;
  kind: string;
  /** The record it is about (its kind says which table). */
  refId: number;
  channel: "email" | "sms";
  to: string;
  subject: string;
  body: string;
  attempts: number;
}

export async function insertNotification(db: Db, row: NewNotification): Promise<number> {
  const [inserted] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

/**
 * Claims up to `limit` due notifications in one transaction: rows another worker has locked are
 * skipped, and the claimed ones are pushed to `leaseUntil`, so no other worker sees them as due until
 * the claim is finished or has expired.
 *
 * Two statements, not `update … where id in (select … limit n for update skip locked)`: PostgreSQL may
 * run that subquery once per outer row, and each run skips the rows just leased, so the limit stops
 * holding and one worker takes everything.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedNotification[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, now)))
      .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((r) => r.id);
    const rows = await tx
      .update(notifications)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(notifications.id, ids))
      .returning({
        id: notifications.id,
        kind: notifications.kind,
        refId: notifications.refId,
        channel: notifications.channel,
        to: notifications.to,
        subject: notifications.subject,
        body: notifications.body,
        attempts: notifications.attempts,
      });
    return rows.sort((a, b) => a.id - b.id);
  });
}

// Each outcome applies only to a still-pending row: a late worker never turns "sent" back into "failed".
const stillPending = (id: number) => and(eq(notifications.id, id), eq(notifications.status, "pending"));

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ status: "sent", sentAt: now, attempts: sql`${notifications.attempts} + 1`, lastError: null })
    .where(stillPending(id));
}

export async function scheduleRetry(
  db: Db,
  id: number,
  change: { attempts: number; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db.update(notifications).set(change).where(stillPending(id));
}

export async function markFailed(
  db: Db,
  id: number,
  change: { attempts: number; lastError: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({ ...change, status: "failed" })
    .where(stillPending(id));
}

/**
 * Replaces the subject and body of the notifications about these records, or quoting any of these
 * strings, whether sent or not (a pending one then goes out without the details). With `erasedAddress`,
 * those addressed to one of the strings (a member's own email) are matched too and readdressed to it, and
 * any of them still pending is given up (failed), never sent to a placeholder.
 */
export async function redactNotifications(
  tx: Db,
  about: { kind: string; refIds: number[] },
  mentioning: string[],
  body: string,
  erasedAddress?: string,
): Promise<void> {
  const matches: SQL[] = mentioning.flatMap((text) => [
    sql`strpos(${notifications.body}, ${text}) > 0`,
    sql`strpos(${notifications.subject}, ${text}) > 0`,
  ]);
  if (about.refIds.length > 0) {
    const own = and(eq(notifications.kind, about.kind), inArray(notifications.refId, about.refIds));
    if (own) matches.push(own);
  }
  const addressed =
    erasedAddress !== undefined && mentioning.length > 0
      ? inArray(
          sql`lower(${notifications.to})`,
          mentioning.map((m) => m.toLowerCase()),
        )
      : undefined;
  if (addressed) matches.push(addressed);
  if (matches.length === 0) return;
  const pendingToThem = addressed && sql`(${addressed} and ${notifications.status} = 'pending')`;
  await tx
    .update(notifications)
    .set({
      subject: sql`${notifications.kind} || ' #' || ${notifications.refId} || ': details erased'`,
      body,
      ...(addressed && pendingToThem
        ? {
            to: sql`case when ${addressed} then ${erasedAddress} else ${notifications.to} end`,
            status: sql`case when ${pendingToThem} then 'failed' else ${notifications.status} end`,
            lastError: sql`case when ${pendingToThem} then 'recipient erased' else ${notifications.lastError} end`,
          }
        : {}),
    })
    .where(or(...matches));
}
