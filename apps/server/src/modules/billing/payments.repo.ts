import { PAYMENT_IN_PROGRESS_STATES } from "@eldercare/contracts";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  creditNotes,
  gatewayEvents,
  invoices,
  payments,
  refunds,
  revenueTallies,
  subscriptionRequests,
} from "../../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;

export async function findInProgressPayment(tx: Db, requestId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), inArray(payments.status, [...PAYMENT_IN_PROGRESS_STATES])));
  return row ?? null;
}

export async function findPaidPayment(tx: Db, requestId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), eq(payments.status, "paid")));
  return row ?? null;
}

export async function insertPayment(tx: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function lockPayment(tx: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row ?? null;
}

export async function findPaymentByOrder(
  db: Db,
  gateway: PaymentRow["gateway"],
  orderId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayOrderId, orderId)));
  return row ?? null;
}

/** The gateway made the order: the payment now waits there. */
export async function setOrder(db: Db, id: number, orderId: string, at: Date) {
  await db
    .update(payments)
    .set({ gatewayOrderId: orderId, status: "pending", updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, "created")));
}

/** Ends an attempt that is still in progress; false when it had already ended another way. */
export async function endInProgress(
  db: Db,
  id: number,
  status: "failed" | "expired",
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status, failureReason: reason, updatedAt: at })
    .where(and(eq(payments.id, id), inArray(payments.status, [...PAYMENT_IN_PROGRESS_STATES])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Records the gateway's last word on a failed try without ending the attempt (Razorpay lets the member retry). */
export async function noteFailure(db: Db, id: number, reason: string, at: Date) {
  await db.update(payments).set({ failureReason: reason, updatedAt: at }).where(eq(payments.id, id));
}

export async function setCaptured(
  tx: Db,
  id: number,
  status: "paid" | "refund_due",
  gatewayPaymentId: string,
  capturedPaise: number,
  at: Date,
) {
  await tx
    .update(payments)
    .set({ status, gatewayPaymentId, capturedPaise, paidAt: at, updatedAt: at, failureReason: null })
    .where(eq(payments.id, id));
}

/** The member's payments, newest first, with what they bought and their invoice. */
export function listMemberPayments(db: Db, userId: number) {
  return db
    .select({
      payment: payments,
      tier: subscriptionRequests.tier,
      beneficiaries: subscriptionRequests.beneficiaries,
      frequency: subscriptionRequests.frequency,
      invoiceId: invoices.id,
      invoiceNo: invoices.invoiceNo,
      refundPaise: refunds.amountPaise,
      refundStatus: refunds.status,
      creditNoteId: creditNotes.id,
      creditNoteNo: creditNotes.creditNoteNo,
    })
    .from(payments)
    .innerJoin(subscriptionRequests, eq(subscriptionRequests.id, payments.requestId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Keeps a record of a gateway notification (the first time it arrives; replays change nothing). */
export async function recordGatewayEvent(db: Db, gateway: string, eventId: string, event: string) {
  await db.insert(gatewayEvents).values({ gateway, eventId, event }).onConflictDoNothing();
}

/**
 * Paid amounts (paise) per India month (YYYY-MM) since `from`, an India month's first midnight (the
 * dashboard, decision 0026): from the revenue tallies (kept by a trigger on payments, decision 0050).
 */
export async function revenueByMonth(db: Db, from: Date): Promise<Map<string, number>> {
  const fromMonth = sql`date_trunc('month', (${from.toISOString()}::timestamptz at time zone 'UTC') + interval '330 minutes')::date`;
  const rows = await db
    .select({ month: sql<string>`to_char(${revenueTallies.month}, 'YYYY-MM')`, paise: revenueTallies.paise })
    .from(revenueTallies)
    .where(gte(revenueTallies.month, fromMonth));
  return new Map(rows.map((r) => [r.month, r.paise]));
}
