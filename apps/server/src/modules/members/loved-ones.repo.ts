import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, lovedOnes, states } from "../../db/schema/index.ts";

export type NewLovedOne = Omit<typeof lovedOnes.$inferInsert, "id" | "createdAt" | "updatedAt">;

const withPlaceNames = {
  row: lovedOnes,
  stateName: states.name,
  cityName: cities.name,
};

function selectLovedOnes(db: Db) {
  return db
    .select(withPlaceNames)
    .from(lovedOnes)
    .innerJoin(states, eq(states.id, lovedOnes.stateId))
    .innerJoin(cities, eq(cities.id, lovedOnes.cityId));
}
export type LovedOneRow = Awaited<ReturnType<typeof listLovedOnes>>[number];

export function listLovedOnes(db: Db, userId: number) {
  return selectLovedOnes(db).where(eq(lovedOnes.userId, userId)).orderBy(asc(lovedOnes.id));
}

/** One of this member's loved ones; another member's is null, as if it did not exist. */
export async function findLovedOne(db: Db, userId: number, id: number): Promise<LovedOneRow | null> {
  const [row] = await selectLovedOnes(db).where(and(eq(lovedOnes.id, id), eq(lovedOnes.userId, userId)));
  return row ?? null;
}

export async function countLovedOnes(tx: Db, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(lovedOnes).where(eq(lovedOnes.userId, userId));
  return row?.n ?? 0;
}

export async function insertLovedOne(tx: Db, row: NewLovedOne, at: Date): Promise<number> {
  const [inserted] = await tx
    .insert(lovedOnes)
    .values({ ...row, createdAt: at, updatedAt: at })
    .returning({ id: lovedOnes.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

/** Replaces one of this member's loved ones; false when it is not theirs (or does not exist). */
export async function updateLovedOne(tx: Db, id: number, row: NewLovedOne, at: Date): Promise<boolean> {
  const updated = await tx
    .update(lovedOnes)
    .set({ ...row, updatedAt: at })
    .where(and(eq(lovedOnes.id, id), eq(lovedOnes.userId, row.userId)))
    .returning({ id: lovedOnes.id });
  return updated.length === 1;
}

export async function deleteLovedOne(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(lovedOnes)
    .where(and(eq(lovedOnes.id, id), eq(lovedOnes.userId, userId)))
    .returning({ id: lovedOnes.id });
  return deleted.length === 1;
}

export async function deleteMemberLovedOnes(tx: Db, userId: number): Promise<void> {
  await tx.delete(lovedOnes).where(eq(lovedOnes.userId, userId));
}
