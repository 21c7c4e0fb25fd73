import { asc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/index.ts";

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
