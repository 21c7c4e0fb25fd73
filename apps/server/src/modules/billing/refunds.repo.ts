import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { payments, refunds } from "../../db/schema/index.ts";

export type RefundRow = typeof refunds.$inferSelect;

/** The refund of an approved request, in the approval's transaction; the key is fixed for its life. */
export async function insertRefund(
  tx: Db,
  r: { cancellationId: number; paymentId: number; amountPaise: number; at: Date },
): Promise<void> {
  await tx.insert(refunds).values({
    cancellationId: r.cancellationId,
    paymentId: r.paymentId,
    amountPaise: r.amountPaise,
    idempotencyKey: `eldercare-refund-${r.cancellationId}`,
    createdAt: r.at,
  });
}

/**
 * The whole of a payment captured twice, as a refund: one statement that makes it only while the payment
 * is still refund_due and has no refund (the unique payment), so the team's clicks at once make one.
 * True when this call made it.
 */
export async function insertPaymentRefund(tx: Db, paymentId: number, at: Date): Promise<boolean> {
  // INSERT … SELECT: the builder's insert-from-select wants every column, so the statement is written out.
  const made = await rawRows<{ id: number }>(
    tx,
    sql`insert into ${refunds} (payment_id, amount_paise, idempotency_key, created_at)
        select p.id, coalesce(p.captured_paise, p.amount_paise), 'eldercare-refund-payment-' || p.id,
               ${at.toISOString()}::timestamptz
        from ${payments} p
        where p.id = ${paymentId} and p.status = 'refund_due' and coalesce(p.captured_paise, p.amount_paise) > 0
        on conflict do nothing
        returning id`,
  );
  return made.length > 0;
}

/**
 * Refunds made but not yet sent, locked (others skip them): one process sends each, and the fixed
 * idempotency key makes a send repeated after a crash the same refund at the gateway.
 */
export function claimUnsent(tx: Db, limit: number) {
  return tx
    .select({ refund: refunds, gatewayPaymentId: payments.gatewayPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, "pending"), isNull(refunds.gatewayRefundId)))
    .orderBy(asc(refunds.id))
    .limit(limit)
    .for("update", { of: refunds, skipLocked: true });
}

export async function markSent(tx: Db, id: number, gatewayRefundId: string, at: Date): Promise<void> {
  await tx.update(refunds).set({ gatewayRefundId, sentAt: at }).where(eq(refunds.id, id));
}

/** Sent refunds still pending, sent before `before` (the gateway's answer is asked again). */
export function sentPending(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), isNotNull(refunds.gatewayRefundId), lt(refunds.sentAt, before)))
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/**
 * What the refund sweep still waits for: whether a refund is made but not sent, the send time of the
 * earliest refund sent at or after `checkedBefore` (not yet asked about), and whether any sent before it
 * is still pending. Read from refunds_pending_idx.
 */
export async function pendingState(
  db: Db,
  checkedBefore: Date,
): Promise<{ unsent: boolean; firstUnasked: Date | null; asked: boolean }> {
  const at = checkedBefore.toISOString();
  const [row] = await rawRows<{
    unsent: boolean | null;
    first_unasked: Date | string | null;
    asked: boolean | null;
  }>(
    db,
    sql`select bool_or(gateway_refund_id is null) as unsent,
               min(sent_at) filter (where gateway_refund_id is not null and sent_at >= ${at}::timestamptz) as first_unasked,
               bool_or(gateway_refund_id is not null and sent_at < ${at}::timestamptz) as asked
        from ${refunds} where status = 'pending'`,
  );
  return {
    unsent: row?.unsent === true,
    firstUnasked: row?.first_unasked ? new Date(row.first_unasked) : null,
    asked: row?.asked === true,
  };
}

/** Settles a pending refund; null when it was settled already (a webhook and a check at once: the last word). */
export async function settle(
  tx: Db,
  id: number,
  s: { status: "processed" | "failed"; reason: string | null; at: Date },
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ status: s.status, failureReason: s.reason, settledAt: s.at })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending")))
    .returning();
  return row ?? null;
}

export async function findByGatewayId(db: Db, gatewayRefundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId));
  return row ?? null;
}

/** The refunds of these requests, by request. */
export async function refundsOf(db: Db, cancellationIds: number[]): Promise<Map<number, RefundRow>> {
  if (cancellationIds.length === 0) return new Map();
  const rows = await db.select().from(refunds).where(inArray(refunds.cancellationId, cancellationIds));
  return new Map(rows.flatMap((r) => (r.cancellationId === null ? [] : [[r.cancellationId, r] as const])));
}

/** The refunds of these payments, by payment. */
export async function refundsOfPayments(db: Db, paymentIds: number[]): Promise<Map<number, RefundRow>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds));
  return new Map(rows.map((r) => [r.paymentId, r]));
}

/** Who made a payment (a refund of a payment captured twice has no request to name them). */
export async function paymentOwner(db: Db, paymentId: number): Promise<number | null> {
  const [row] = await db.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
  return row?.userId ?? null;
}
