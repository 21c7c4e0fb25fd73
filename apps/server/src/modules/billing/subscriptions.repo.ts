import { and, asc, desc, eq, gte, inArray, lte, max, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planTallies, subscriptionRequests, subscriptions } from "../../db/schema/index.ts";

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
      cancelledFrom: subscriptions.cancelledFrom,
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

/** The member's plans that cover any day from `from` to `to`, earliest first. */
export function subscriptionsCovering(db: Db, userId: number, from: string, to: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), lte(subscriptions.startsOn, to), gte(subscriptions.endsOn, from)),
    )
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
}

/**
 * Locks the member's plan covering `date` (or the named one, if it is theirs and covers it), so that
 * every booking under one plan passes its allowance and single-person checks one at a time.
 */
export async function lockCoveringSubscription(
  tx: Db,
  userId: number,
  date: string,
  subscriptionId?: number,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startsOn, date),
        gte(subscriptions.endsOn, date),
        subscriptionId === undefined ? undefined : eq(subscriptions.id, subscriptionId),
      ),
    )
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

/**
 * Takes the key share lock on every plan of the member (what a foreign key naming one takes when a row
 * naming it is checked again), waiting for a booking change holding one for update.
 */
export async function holdMemberSubscriptionKeys(tx: Db, userId: number): Promise<void> {
  await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id))
    .for("key share");
}

/**
 * Plans in force on `today`, counted per tier and frequency (the dashboard, decision 0026): the sum of
 * the plan tallies' changes up to today (+1 on a first day, -1 the day after a last: decision 0050).
 */
export async function activePlanCounts(db: Db, today: string) {
  const rows = await db
    .select({
      tier: planTallies.tier,
      frequency: planTallies.frequency,
      n: sum(planTallies.n).mapWith(Number),
    })
    .from(planTallies)
    .where(lte(planTallies.day, today))
    .groupBy(planTallies.tier, planTallies.frequency);
  return rows.map((r) => ({ ...r, n: r.n ?? 0 }));
}
