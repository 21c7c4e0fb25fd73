import { CANCELLATION_OPEN_STATUSES } from "@eldercare/contracts";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  payments,
  planCancellations,
  refunds,
  subscriptionRequests,
  subscriptions,
} from "../../db/schema/index.ts";

export type CancellationRow = typeof planCancellations.$inferSelect;

/** What a quote is computed from: one of the member's plans and what was paid for it. */
function memberPlan(db: Db, userId: number, subscriptionId: number) {
  return db
    .select({
      id: subscriptions.id,
      tier: subscriptions.tier,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      paidPaise: subscriptionRequests.amountPaise,
      registrationPaise: subscriptionRequests.registrationFeePaise,
    })
    .from(subscriptions)
    .innerJoin(subscriptionRequests, eq(subscriptionRequests.id, subscriptions.requestId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
}
export type MemberPlan = Awaited<ReturnType<typeof memberPlan>>[number];

/** One of the member's plans (another member's is not found). */
export async function findMemberPlan(db: Db, userId: number, subscriptionId: number) {
  const [row] = await memberPlan(db, userId, subscriptionId);
  return row ?? null;
}

/**
 * The same, locked (FOR UPDATE of the plan: rank 2 of the lock order, after the account's key share):
 * requests to cancel one plan queue here, and the visits counted for the quote stay put meanwhile,
 * since booking under the plan locks it too.
 */
export async function lockMemberPlan(tx: Db, userId: number, subscriptionId: number) {
  const [row] = await memberPlan(tx, userId, subscriptionId).for("update", { of: subscriptions });
  return row ?? null;
}

/** The plan's cancellation waiting for the team or approved, if any. */
export async function openCancellation(db: Db, subscriptionId: number): Promise<CancellationRow | null> {
  const [row] = await db
    .select()
    .from(planCancellations)
    .where(
      and(
        eq(planCancellations.subscriptionId, subscriptionId),
        inArray(planCancellations.status, [...CANCELLATION_OPEN_STATUSES]),
      ),
    )
    .orderBy(desc(planCancellations.id))
    .limit(1);
  return row ?? null;
}

/** A new request; null when the plan already has an open one (the partial unique index decides). */
export async function insertCancellation(
  tx: Db,
  row: typeof planCancellations.$inferInsert,
): Promise<CancellationRow | null> {
  const [made] = await tx.insert(planCancellations).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

/** The member's cancellation requests, newest first (the data export). */
export function memberCancellations(db: Db, userId: number): Promise<CancellationRow[]> {
  return db
    .select()
    .from(planCancellations)
    .where(eq(planCancellations.userId, userId))
    .orderBy(desc(planCancellations.id));
}

/** Erasure: the member's own words (the reasons) are replaced; the requests and their figures stay. */
export async function eraseReasons(tx: Db, userId: number, text: string): Promise<void> {
  await tx.update(planCancellations).set({ reason: text }).where(eq(planCancellations.userId, userId));
}

/** One request, as it stands. */
export async function findCancellation(db: Db, id: number): Promise<CancellationRow | null> {
  const [row] = await db.select().from(planCancellations).where(eq(planCancellations.id, id));
  return row ?? null;
}

/** The plan a decision is about, locked (rank 2 of the lock order): decisions on one plan queue here. */
export async function lockSubscription(tx: Db, id: number) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row ?? null;
}

/**
 * The plan stops covering from `from`: it ends the day before. A plan that had not begun by then stops
 * from its first day, ending the day before it: it never runs.
 */
export async function stopPlanFrom(tx: Db, id: number, from: string): Promise<void> {
  const stop = sql`greatest(${from}::date, ${subscriptions.startsOn})`;
  await tx
    .update(subscriptions)
    .set({ endsOn: sql`${stop} - 1`, cancelledFrom: stop })
    .where(eq(subscriptions.id, id));
}

/** Records the decision on a waiting request; null when it was no longer waiting (the last word). */
export async function decide(
  tx: Db,
  id: number,
  d: {
    status: "approved" | "declined";
    chargePaise: number | null;
    refundPaise: number;
    decidedBy: number;
    decidedAt: Date;
    note: string | null;
  },
): Promise<CancellationRow | null> {
  const [row] = await tx
    .update(planCancellations)
    .set({
      status: d.status,
      chargePaise: d.chargePaise,
      refundPaise: d.refundPaise,
      decidedBy: d.decidedBy,
      decidedAt: d.decidedAt,
      decisionNote: d.note,
    })
    .where(and(eq(planCancellations.id, id), eq(planCancellations.status, "requested")))
    .returning();
  return row ?? null;
}

/** A page of requests, waiting ones first (oldest first: the queue), then the rest newest first. */
export async function cancellationPage(
  db: Db,
  status: CancellationRow["status"] | null,
  offset: number,
  limit: number,
) {
  const where = status === null ? undefined : eq(planCancellations.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(planCancellations)
      .where(where)
      .orderBy(
        sql`(${planCancellations.status} = 'requested') desc`,
        sql`case when ${planCancellations.status} = 'requested' then ${planCancellations.requestedAt} end asc`,
        desc(planCancellations.requestedAt),
        desc(planCancellations.id),
      )
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(planCancellations).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const duePayment = (db: Db) =>
  db
    .select({
      id: payments.id,
      userId: payments.userId,
      // What was taken: the gateway's captured amount where it said one.
      amountPaise: sql<number>`coalesce(${payments.capturedPaise}, ${payments.amountPaise})`.mapWith(Number),
      gatewayPaymentId: payments.gatewayPaymentId,
      paidAt: payments.paidAt,
      refundStatus: refunds.status,
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id));
export type DuePaymentRow = Awaited<ReturnType<ReturnType<typeof duePayment>["execute"]>>[number];

/** Payments captured for a plan already paid (refund_due), oldest first, with any refund made of them. */
export function refundDuePayments(db: Db) {
  return duePayment(db).where(eq(payments.status, "refund_due")).orderBy(asc(payments.id)).limit(200);
}

/** One payment captured twice (null: no such payment, or not captured twice). */
export async function findDuePayment(db: Db, paymentId: number): Promise<DuePaymentRow | null> {
  const [row] = await duePayment(db).where(
    and(eq(payments.id, paymentId), eq(payments.status, "refund_due")),
  );
  return row ?? null;
}

/** The member's cancellations waiting for the team or approved: at most one a plan (the partial unique index). */
export function openCancellationsOf(db: Db, userId: number) {
  return db
    .select({
      subscriptionId: planCancellations.subscriptionId,
      status: planCancellations.status,
      requestedAt: planCancellations.requestedAt,
      effectiveDate: planCancellations.effectiveDate,
    })
    .from(planCancellations)
    .where(
      and(
        eq(planCancellations.userId, userId),
        inArray(planCancellations.status, [...CANCELLATION_OPEN_STATUSES]),
      ),
    );
}
