import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visitPauses } from "../../db/schema/index.ts";

/*
 * Pauses in a loved one's care (issue 44, decision 0080): a hospital stay or travel. Its visits were
 * cancelled when it was made; the care schedules skip its dates afterwards.
 */

export type PauseRow = typeof visitPauses.$inferSelect;

/** The member's pause made with this key, if any. */
export async function findPauseByKey(db: Db, userId: number, key: string): Promise<PauseRow | null> {
  const [row] = await db
    .select()
    .from(visitPauses)
    .where(and(eq(visitPauses.userId, userId), eq(visitPauses.idempotencyKey, key)));
  return row ?? null;
}

export async function insertPause(
  tx: Db,
  row: Omit<typeof visitPauses.$inferInsert, "id" | "createdAt">,
  at: Date,
): Promise<PauseRow> {
  const [inserted] = await tx
    .insert(visitPauses)
    .values({ ...row, createdAt: at })
    .returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** A loved one's pauses overlapping `from`..`to` (visit_pauses_loved_one_idx), earliest first. */
export async function pausesOverlapping(db: Db, lovedOneId: number, from: string, to: string) {
  return db
    .select({ fromDate: visitPauses.fromDate, toDate: visitPauses.toDate, reason: visitPauses.reason })
    .from(visitPauses)
    .where(
      and(
        eq(visitPauses.lovedOneId, lovedOneId),
        lte(visitPauses.fromDate, to),
        gte(visitPauses.toDate, from),
      ),
    )
    .orderBy(visitPauses.fromDate);
}

/** The member's pauses (or one loved one's), latest first. */
export async function listPauses(db: Db, userId: number, lovedOneId?: number): Promise<PauseRow[]> {
  return db
    .select()
    .from(visitPauses)
    .where(
      and(
        eq(visitPauses.userId, userId),
        lovedOneId === undefined ? undefined : eq(visitPauses.lovedOneId, lovedOneId),
      ),
    )
    .orderBy(desc(visitPauses.fromDate), desc(visitPauses.id));
}

/** The ids of a member's pauses (their messages are redacted at erasure). */
export async function pauseIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: visitPauses.id })
    .from(visitPauses)
    .where(eq(visitPauses.userId, userId));
  return rows.map((r) => r.id);
}

/** At erasure: every pause's reason replaced (it may say why the loved one was in hospital). */
export async function erasePauses(tx: Db, userId: number, text: string): Promise<void> {
  await tx.update(visitPauses).set({ reason: text }).where(eq(visitPauses.userId, userId));
}
