import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, lovedOnes, states } from "../../db/schema/index.ts";

export type NewLovedOne = Omit<typeof lovedOnes.$inferInsert, "id" | "createdAt" | "updatedAt">;

const withPlaceNames = {
  row: lovedOnes,
  stateCode: states.code,
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

/** The full names of a member's loved ones, first added first. */
export async function listLovedOneNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: lovedOnes.fullName })
    .from(lovedOnes)
    .where(eq(lovedOnes.userId, userId))
    .orderBy(asc(lovedOnes.id));
  return rows.map((r) => r.name);
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

/**
 * One of this member's loved ones locked for update before removal: a booking for them takes the row for
 * share, so one in flight commits first (and is then seen) or waits and finds them gone.
 */
export async function lockLovedOneForRemoval(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .select({ id: lovedOnes.id, fullName: lovedOnes.fullName })
    .from(lovedOnes)
    .where(and(eq(lovedOnes.id, id), eq(lovedOnes.userId, userId)))
    .for("update");
  return row ?? null;
}

/**
 * One of the member's loved ones, share-locked inside a booking's transaction so it cannot be removed
 * until the booking is in (removal takes the row for update and then checks for upcoming visits).
 */
export async function lockLovedOneForBooking(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .select({
      id: lovedOnes.id,
      fullName: lovedOnes.fullName,
      cityId: lovedOnes.cityId,
      stateId: lovedOnes.stateId,
      stateCode: states.code,
      stateName: states.name,
      pincode: lovedOnes.pincode,
      addressLine: lovedOnes.addressLine,
    })
    .from(lovedOnes)
    .innerJoin(states, eq(states.id, lovedOnes.stateId))
    .where(and(eq(lovedOnes.id, id), eq(lovedOnes.userId, userId)))
    .for("share", { of: lovedOnes });
  return row ?? null;
}

/** Takes every loved one of the member for update, so no booking for them is in flight (erasure). */
export async function lockMemberLovedOnes(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: lovedOnes.id }).from(lovedOnes).where(eq(lovedOnes.userId, userId)).for("update");
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

/** What a visit needs to know of each loved one: the languages they speak and how they get about. */
export function findCareDetails(db: Db, ids: readonly number[]) {
  return db
    .select({ id: lovedOnes.id, languages: lovedOnes.languages, mobility: lovedOnes.mobility })
    .from(lovedOnes)
    .where(inArray(lovedOnes.id, [...ids]));
}

/**
 * What a companion needs at the door of each loved one (their app, issue 26): who to ask for on site,
 * the languages they speak, how they get about and the family's notes. Nothing else of the family.
 */
export function findDoorDetails(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: lovedOnes.id,
      contactName: lovedOnes.contactName,
      contactPhone: lovedOnes.contactPhone,
      languages: lovedOnes.languages,
      mobility: lovedOnes.mobility,
      notes: lovedOnes.notes,
    })
    .from(lovedOnes)
    .where(inArray(lovedOnes.id, [...ids]));
}
