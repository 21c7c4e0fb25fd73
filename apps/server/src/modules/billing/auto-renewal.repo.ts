import { LIVE_MANDATE_STATES } from "@eldercare/contracts";
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planTiers, renewalCycles, renewalMandates, subscriptions } from "../../db/schema/index.ts";

/* Automatic renewal's mandates and cycles (issue 47, decision 0097). */

export type MandateRow = typeof renewalMandates.$inferSelect;

/** The plan's live (created or active) mandate, if any. */
export async function liveMandate(db: Db, subscriptionId: number): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(renewalMandates)
    .where(
      and(
        eq(renewalMandates.subscriptionId, subscriptionId),
        inArray(renewalMandates.state, [...LIVE_MANDATE_STATES]),
      ),
    );
  return row ?? null;
}

export async function insertMandate(
  tx: Db,
  row: Omit<typeof renewalMandates.$inferInsert, "id" | "createdAt">,
  at: Date,
): Promise<MandateRow> {
  const [inserted] = await tx
    .insert(renewalMandates)
    .values({ ...row, createdAt: at })
    .returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** What the gateway answered for a mandate still `created`; null when it was cancelled meanwhile. */
export async function settleCreated(
  db: Db,
  id: number,
  change: Partial<
    Pick<
      MandateRow,
      "state" | "method" | "linkReason" | "gatewayCustomerId" | "gatewayMandateId" | "approvalUrl"
    >
  >,
): Promise<MandateRow | null> {
  const [row] = await db
    .update(renewalMandates)
    .set(change)
    .where(and(eq(renewalMandates.id, id), eq(renewalMandates.state, "created")))
    .returning();
  return row ?? null;
}

/** Cancels the plan's live mandate (one conditional UPDATE); null when none was live. */
export async function cancelLive(db: Db, subscriptionId: number, at: Date): Promise<MandateRow | null> {
  const [row] = await db
    .update(renewalMandates)
    .set({ state: "cancelled", cancelledAt: at })
    .where(
      and(
        eq(renewalMandates.subscriptionId, subscriptionId),
        inArray(renewalMandates.state, [...LIVE_MANDATE_STATES]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markGatewayCancelled(db: Db, id: number, at: Date): Promise<void> {
  await db.update(renewalMandates).set({ gatewayCancelledAt: at }).where(eq(renewalMandates.id, id));
}

/** A live mandate's next debit follows the plan's last day; a cycle noticed for the old day is moved. */
export async function moveNextDebit(tx: Db, subscriptionId: number, debitOn: string): Promise<void> {
  await tx
    .update(renewalMandates)
    .set({ nextDebitOn: debitOn })
    .where(
      and(
        eq(renewalMandates.subscriptionId, subscriptionId),
        inArray(renewalMandates.state, [...LIVE_MANDATE_STATES]),
      ),
    );
  await tx
    .update(renewalCycles)
    .set({ state: "moved" })
    .where(
      and(
        eq(renewalCycles.subscriptionId, subscriptionId),
        eq(renewalCycles.state, "noticed"),
        eq(renewalCycles.attempts, 0),
        sql`${renewalCycles.debitOn} <> ${debitOn}::date`,
      ),
    );
}

/** The catalogue row a plan renews at. */
export async function tierOf(db: Db, planTierId: number) {
  const [row] = await db.select().from(planTiers).where(eq(planTiers.id, planTierId));
  return row ?? null;
}

/** A plan's owner, unlocked (reads). */
export async function planOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row ?? null;
}

export type CycleRow = typeof renewalCycles.$inferSelect;

/** Active mandates whose next debit's notice is due by `today` (debit on or after today), without a cycle for it yet. */
export async function noticesDue(db: Db, today: string, noticeBy: string, limit: number) {
  return db
    .select()
    .from(renewalMandates)
    .where(
      and(
        eq(renewalMandates.state, "active"),
        sql`${renewalMandates.nextDebitOn} between ${today}::date and ${noticeBy}::date`,
        sql`not exists (select 1 from ${renewalCycles} c where c.subscription_id = ${renewalMandates.subscriptionId} and c.debit_on = ${renewalMandates.nextDebitOn})`,
      ),
    )
    .limit(limit);
}

/** The cycle's notice, recorded once: null when another sweep recorded it first (the unique key). */
export async function insertCycle(
  tx: Db,
  row: Omit<typeof renewalCycles.$inferInsert, "id" | "createdAt">,
  at: Date,
): Promise<CycleRow | null> {
  const [inserted] = await tx
    .insert(renewalCycles)
    .values({ ...row, createdAt: at })
    .onConflictDoNothing({ target: [renewalCycles.subscriptionId, renewalCycles.debitOn] })
    .returning();
  return inserted ?? null;
}

/**
 * Claims the debits due at `now` (SKIP LOCKED: another sweep takes others): a cycle noticed at least
 * minNotice before, its date come, attempts left and its retry time passed. Each claimed cycle becomes
 * `debiting` with one more attempt and the next try's time, in the same statement's transaction.
 */
export async function claimDebits(
  tx: Db,
  o: { today: string; noticedBefore: Date; now: Date; retryAt: Date; maxAttempts: number; limit: number },
): Promise<CycleRow[]> {
  const due = await tx
    .select({ id: renewalCycles.id })
    .from(renewalCycles)
    .where(
      and(
        eq(renewalCycles.state, "noticed"),
        eq(renewalCycles.kind, "debit"),
        sql`${renewalCycles.debitOn} <= ${o.today}::date`,
        sql`${renewalCycles.noticeSentAt} <= ${o.noticedBefore.toISOString()}::timestamptz`,
        sql`${renewalCycles.attempts} < ${o.maxAttempts}`,
        sql`(${renewalCycles.nextAttemptAt} is null or ${renewalCycles.nextAttemptAt} <= ${o.now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(o.limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(renewalCycles)
    .set({
      state: "debiting",
      attempts: sql`${renewalCycles.attempts} + 1`,
      nextAttemptAt: o.retryAt,
      paymentId: null,
    })
    .where(
      inArray(
        renewalCycles.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function setCyclePayment(tx: Db, id: number, paymentId: number): Promise<void> {
  await tx.update(renewalCycles).set({ paymentId }).where(eq(renewalCycles.id, id));
}

/** Cycles whose debit is out, to follow. */
export async function debitingCycles(db: Db, limit: number): Promise<CycleRow[]> {
  return db.select().from(renewalCycles).where(eq(renewalCycles.state, "debiting")).limit(limit);
}

/** A cycle leaves `debiting` once (the conditional UPDATE): null when another sweep moved it first. */
export async function settleCycle(
  db: Db,
  id: number,
  change: Partial<Pick<CycleRow, "state" | "renewedSubscriptionId">>,
): Promise<CycleRow | null> {
  const [row] = await db
    .update(renewalCycles)
    .set(change)
    .where(and(eq(renewalCycles.id, id), eq(renewalCycles.state, "debiting")))
    .returning();
  return row ?? null;
}

export async function mandateById(db: Db, id: number): Promise<MandateRow | null> {
  const [row] = await db.select().from(renewalMandates).where(eq(renewalMandates.id, id));
  return row ?? null;
}

/** After a renewal the mandate carries on with the plan it made: its next debit is that plan's last day. */
export async function carryOver(
  db: Db,
  mandateId: number,
  subscriptionId: number,
  debitOn: string,
): Promise<void> {
  await db
    .update(renewalMandates)
    .set({ subscriptionId, nextDebitOn: debitOn })
    .where(and(eq(renewalMandates.id, mandateId), eq(renewalMandates.state, "active")));
}

/** A plan's row (what a renewal is made from). */
export async function planRow(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/**
 * Created mandates whose approval is to be asked of the gateway again (never asked, or asked before
 * `askedBefore`), claimed by stamping `now` in one statement (SKIP LOCKED: another sweep takes others).
 */
export async function claimWaiting(
  tx: Db,
  askedBefore: Date,
  now: Date,
  limit: number,
): Promise<MandateRow[]> {
  const due = await tx
    .select({ id: renewalMandates.id })
    .from(renewalMandates)
    .where(
      and(
        eq(renewalMandates.state, "created"),
        isNotNull(renewalMandates.gatewayMandateId),
        or(isNull(renewalMandates.gatewayCheckedAt), lt(renewalMandates.gatewayCheckedAt, askedBefore)),
      ),
    )
    .orderBy(sql`${renewalMandates.gatewayCheckedAt} nulls first`)
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(renewalMandates)
    .set({ gatewayCheckedAt: now })
    .where(
      inArray(
        renewalMandates.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

/** Live mandates a gateway event may be about: known by one of its ids, or waiting for that customer's bank. */
export async function liveForGatewayEvent(
  db: Db,
  gatewayIds: readonly string[],
  customerId: string | null,
): Promise<MandateRow[]> {
  const byId = inArray(renewalMandates.gatewayMandateId, [...gatewayIds]);
  const waitingOfCustomer = customerId
    ? and(eq(renewalMandates.gatewayCustomerId, customerId), eq(renewalMandates.state, "created"))
    : undefined;
  return db
    .select()
    .from(renewalMandates)
    .where(
      and(
        inArray(renewalMandates.state, [...LIVE_MANDATE_STATES]),
        waitingOfCustomer ? or(byId, waitingOfCustomer) : byId,
      ),
    );
}

/** The bank ended a live mandate (rejected, cancelled or paused it): once, from the state it was seen in. */
export async function endAtBank(db: Db, id: number, seenIn: MandateRow["state"]): Promise<MandateRow | null> {
  const [row] = await db
    .update(renewalMandates)
    .set({ state: "failed", approvalUrl: null })
    .where(and(eq(renewalMandates.id, id), eq(renewalMandates.state, seenIn)))
    .returning();
  return row ?? null;
}

/** A link cycle's payment link is out with its notice: the cycle is followed as a debit is (decision 0102). */
export async function startLinkCycle(tx: Db, id: number, paymentId: number): Promise<void> {
  await tx
    .update(renewalCycles)
    .set({ state: "debiting", attempts: 1, paymentId })
    .where(and(eq(renewalCycles.id, id), eq(renewalCycles.state, "noticed")));
}
