import { and, asc, desc, eq, gt, gte, inArray, lte, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptionPauses, subscriptions } from "../../db/schema/index.ts";

/*
 * Plans paused instead of cancelled (issue 47, decision 0095). The plan's visits in the pause were
 * cancelled when it was made; the plan no longer covers those days and its end moved out by them.
 */

export type PlanPauseRow = typeof subscriptionPauses.$inferSelect;

export async function insertPlanPause(
  tx: Db,
  row: Omit<typeof subscriptionPauses.$inferInsert, "id" | "createdAt">,
  at: Date,
): Promise<PlanPauseRow> {
  const [inserted] = await tx
    .insert(subscriptionPauses)
    .values({ ...row, createdAt: at })
    .returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** The member's pause in the plan year starting `yearStart`, if any. */
export async function pauseInYear(db: Db, userId: number, yearStart: string): Promise<PlanPauseRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPauses)
    .where(and(eq(subscriptionPauses.userId, userId), eq(subscriptionPauses.yearStart, yearStart)));
  return row ?? null;
}

/** A plan's pauses overlapping `from`..`to`. */
export function planPausesOverlapping(db: Db, subscriptionId: number, from: string, to: string) {
  return db
    .select()
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.subscriptionId, subscriptionId),
        lte(subscriptionPauses.fromDate, to),
        gte(subscriptionPauses.toDate, from),
      ),
    );
}

/** The pauses of these plans, earliest first (what the booking rules and the schedules' judge skip). */
export async function pausesOfPlans(db: Db, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select({
      subscriptionId: subscriptionPauses.subscriptionId,
      fromDate: subscriptionPauses.fromDate,
      toDate: subscriptionPauses.toDate,
    })
    .from(subscriptionPauses)
    .where(inArray(subscriptionPauses.subscriptionId, [...subscriptionIds]))
    .orderBy(asc(subscriptionPauses.fromDate));
}

/** Each of the member's plans' latest pause not over by `today`. */
export async function pausesNotOverOf(db: Db, userId: number, today: string) {
  return db
    .select()
    .from(subscriptionPauses)
    .where(and(eq(subscriptionPauses.userId, userId), gte(subscriptionPauses.toDate, today)))
    .orderBy(desc(subscriptionPauses.fromDate));
}

/** Of these members, those whose plan is paused today (the console's badge). */
export async function pausedToday(db: Db, userIds: readonly number[], today: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: subscriptionPauses.userId })
    .from(subscriptionPauses)
    .where(
      and(
        inArray(subscriptionPauses.userId, [...userIds]),
        lte(subscriptionPauses.fromDate, today),
        gte(subscriptionPauses.toDate, today),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** The first day of the member's first plan: their plan years count from it. */
export async function firstPlanStart(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ first: min(subscriptions.startsOn) })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.first ?? null;
}

/** The member's plan starting after `day` (a renewal already paid), earliest first. */
export async function planAfter(db: Db, userId: number, day: string) {
  const [row] = await db
    .select({ id: subscriptions.id, startsOn: subscriptions.startsOn })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        gt(subscriptions.startsOn, day),
        sql`${subscriptions.endsOn} >= ${subscriptions.startsOn}`,
      ),
    )
    .orderBy(asc(subscriptions.startsOn))
    .limit(1);
  return row ?? null;
}

/** The plan's end moved out by `days`; its new last day. */
export async function moveEnd(tx: Db, subscriptionId: number, days: number): Promise<string> {
  const [row] = await tx
    .update(subscriptions)
    .set({ endsOn: sql`${subscriptions.endsOn} + ${days}::int` })
    .where(eq(subscriptions.id, subscriptionId))
    .returning({ endsOn: subscriptions.endsOn });
  if (!row) throw new Error("update returned no row");
  return row.endsOn;
}

/** The member's pauses, latest first (the data export). */
export function memberPlanPauses(db: Db, userId: number): Promise<PlanPauseRow[]> {
  return db
    .select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.userId, userId))
    .orderBy(desc(subscriptionPauses.fromDate));
}
