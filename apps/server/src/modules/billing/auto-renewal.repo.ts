import { LIVE_MANDATE_STATES } from "@eldercare/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
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
    Pick<MandateRow, "state" | "method" | "linkReason" | "gatewayCustomerId" | "gatewayMandateId">
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
