import { asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptionRequests, subscriptions } from "../../db/schema/index.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The last day of the member's latest paid plan, if any. */
export async function latestEnd(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ end: max(subscriptions.endsOn) })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.end ?? null;
}

export async function insertSubscription(tx: Db, row: typeof subscriptions.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(subscriptions).values(row).returning({ id: subscriptions.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

export async function findSubscriptionByPayment(db: Db, paymentId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId));
  return row ?? null;
}

export function listMemberSubscriptions(db: Db, userId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
}

/**
 * Each member's plan to show in the console: the one running on `today`, else the one ending last.
 * One row per member who ever paid (DISTINCT ON over subscriptions_user_idx).
 */
export function currentPlansOf(db: Db, userIds: number[], today: string) {
  return db
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      tier: subscriptions.tier,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(
      subscriptions.userId,
      desc(sql`(${subscriptions.startsOn} <= ${today}::date and ${subscriptions.endsOn} >= ${today}::date)`),
      desc(subscriptions.endsOn),
      desc(subscriptions.id),
    );
}

/** The member's paid plans in date order, with the amount paid for each. */
export function listMemberPlans(db: Db, userId: number) {
  return db
    .select({ subscription: subscriptions, amountPaise: subscriptionRequests.amountPaise })
    .from(subscriptions)
    .innerJoin(subscriptionRequests, eq(subscriptionRequests.id, subscriptions.requestId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
}
