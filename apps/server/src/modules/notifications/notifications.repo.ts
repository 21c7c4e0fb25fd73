import type { DeliveryStatus, MessageChannel } from "@eldercare/contracts";
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Fallback, notifications } from "../../db/schema/index.ts";

export type { Fallback };

export type NewNotification = typeof notifications.$inferInsert;

/** What a worker needs to send one notification it has claimed. */
export interface ClaimedNotification {
  id: number;
  kind: string;
  /** The record it is about (its kind says which table). */
  refId: number;
  channel: MessageChannel;
  to: string;
  subject: string;
  body: string;
  attempts: number;
  /** Where it goes next if it fails here (decision 0061); null or empty: nowhere. */
  fallbacks: Fallback[] | null;
}

/**
 * Queues one; with `once`, an insert that the unique index notifications_once_uq already holds does
 * nothing (null), waiting for a transaction inserting the same to end first (decision 0069).
 */
export async function insertNotification(
  db: Db,
  once: boolean,
  row: NewNotification,
): Promise<number | null> {
  const insert = db.insert(notifications).values(row);
  const [inserted] = await (once ? insert.onConflictDoNothing() : insert).returning({ id: notifications.id });
  if (!inserted && !once) throw new Error("insert returned no row");
  return inserted?.id ?? null;
}

/**
 * When the next pending notification falls due (a retry's time, or a claim's lease running out); null
 * when none is pending. Read from notifications_due_idx.
 */
export async function nextAttemptAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${notifications.nextAttemptAt})` })
    .from(notifications)
    .where(eq(notifications.status, "pending"));
  return row?.at ? new Date(row.at) : null;
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
        fallbacks: notifications.fallbacks,
      });
    return rows.sort((a, b) => a.id - b.id);
  });
}

// Each outcome applies only to a still-pending row: a late worker never turns "sent" back into "failed".
const stillPending = (id: number) => and(eq(notifications.id, id), eq(notifications.status, "pending"));

export async function markSent(db: Db, id: number, now: Date, providerMessageId?: string): Promise<void> {
  await db
    .update(notifications)
    .set({
      status: "sent",
      sentAt: now,
      attempts: sql`${notifications.attempts} + 1`,
      lastError: null,
      ...(providerMessageId
        ? { providerMessageId, deliveryStatus: "sent" as const, deliveryUpdatedAt: now }
        : {}),
    })
    .where(stillPending(id));
}

/** The latest messages to any of these addresses (a member's email and phone), newest first. */
export function recentTo(db: Db, addresses: readonly string[], limit: number) {
  if (addresses.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: notifications.id,
      channel: notifications.channel,
      to: notifications.to,
      subject: notifications.subject,
      status: notifications.status,
      deliveryStatus: notifications.deliveryStatus,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(inArray(notifications.to, [...addresses]))
    .orderBy(sql`${notifications.id} desc`)
    .limit(limit);
}

/** What a failed message's stand-in copies from it. */
export type FailedMessage = Pick<
  ClaimedNotification,
  "id" | "kind" | "refId" | "subject" | "body" | "fallbacks"
>;

/**
 * The next channel's copy of a failed message, once: the unique `fallback_of` keeps a second report of
 * the same failure (the send's error and the webhook's "failed", two webhook copies) from making another.
 */
export async function insertFallback(db: Db, failed: FailedMessage, at: Date): Promise<boolean> {
  const [next, ...rest] = failed.fallbacks ?? [];
  if (!next) return false;
  const made = await db
    .insert(notifications)
    .values({
      kind: failed.kind,
      refId: failed.refId,
      channel: next.channel,
      to: next.to,
      subject: failed.subject,
      body: failed.body,
      status: "pending",
      nextAttemptAt: at,
      createdAt: at,
      fallbacks: rest.length > 0 ? rest : null,
      fallbackOf: failed.id,
    })
    .onConflictDoNothing({
      target: notifications.fallbackOf,
      where: sql`${notifications.fallbackOf} is not null`,
    })
    .returning({ id: notifications.id });
  return made.length > 0;
}

/** What a failed message's stand-in copies, as returned by the statements that fail one. */
const FAILED_COLUMNS = {
  id: notifications.id,
  kind: notifications.kind,
  refId: notifications.refId,
  subject: notifications.subject,
  body: notifications.body,
  fallbacks: notifications.fallbacks,
};

const STATUS_RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const rankOf = (column: SQL | typeof notifications.deliveryStatus) =>
  sql`case ${column} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;

/**
 * A provider's report on a message it accepted: kept only when it moves the message on (sent, then
 * delivered, then read; failed last), so reports arriving out of order or twice change nothing. Returns
 * the message when this report is the one that moved it.
 */
export async function recordDeliveryStatus(
  db: Db,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
): Promise<FailedMessage | null> {
  const [row] = await db
    .update(notifications)
    .set({ deliveryStatus: status, deliveryUpdatedAt: at })
    .where(
      and(
        eq(notifications.providerMessageId, providerMessageId),
        sql`${rankOf(notifications.deliveryStatus)} < ${STATUS_RANK[status]}`,
      ),
    )
    .returning(FAILED_COLUMNS);
  return row ?? null;
}

/** STOP: the person's WhatsApp messages still waiting are given up (and returned, to fall back). */
export function failPendingWhatsApp(db: Db, phone: string, reason: string): Promise<FailedMessage[]> {
  return db
    .update(notifications)
    .set({ status: "failed", lastError: reason })
    .where(
      and(
        eq(notifications.channel, "whatsapp"),
        eq(notifications.status, "pending"),
        eq(notifications.to, phone),
      ),
    )
    .returning(FAILED_COLUMNS);
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
