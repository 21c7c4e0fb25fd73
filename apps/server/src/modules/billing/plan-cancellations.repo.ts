import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planCancellations, subscriptionRequests, subscriptions } from "../../db/schema/index.ts";

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
        inArray(planCancellations.status, ["requested", "approved"]),
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
