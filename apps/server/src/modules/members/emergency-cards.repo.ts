import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emergencyCards, lovedOnes } from "../../db/schema/index.ts";

export type EmergencyCardValues = Omit<typeof emergencyCards.$inferInsert, "lovedOneId" | "updatedAt">;

/**
 * One of this member's loved ones, share-locked (as a booking takes it): removal and erasure wait for the
 * card being written, which then goes with them. Another member's is null, as if it did not exist.
 */
export async function lockOwnLovedOne(tx: Db, userId: number, lovedOneId: number) {
  const [row] = await tx
    .select({ id: lovedOnes.id })
    .from(lovedOnes)
    .where(and(eq(lovedOnes.id, lovedOneId), eq(lovedOnes.userId, userId)))
    .for("share");
  return row ?? null;
}

/** Writes the card whole (the first time, or over the last). */
export async function upsertCard(tx: Db, lovedOneId: number, values: EmergencyCardValues, at: Date) {
  await tx
    .insert(emergencyCards)
    .values({ lovedOneId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: emergencyCards.lovedOneId, set: { ...values, updatedAt: at } });
}

const cardsWithNames = (db: Db) =>
  db
    .select({ card: emergencyCards, lovedOneName: lovedOnes.fullName })
    .from(emergencyCards)
    .innerJoin(lovedOnes, eq(lovedOnes.id, emergencyCards.lovedOneId));
export type CardRow = Awaited<ReturnType<typeof listMemberCards>>[number];

/** The card of one of this member's loved ones (null: none written, or not theirs). */
export async function findCard(db: Db, userId: number, lovedOneId: number): Promise<CardRow | null> {
  const [row] = await cardsWithNames(db).where(
    and(eq(emergencyCards.lovedOneId, lovedOneId), eq(lovedOnes.userId, userId)),
  );
  return row ?? null;
}

/** Every card of the member's loved ones (their data export). */
export function listMemberCards(db: Db, userId: number) {
  return cardsWithNames(db).where(eq(lovedOnes.userId, userId)).orderBy(asc(emergencyCards.lovedOneId));
}

/** The cards of these loved ones (a companion's visits today). */
export function cardsOf(db: Db, lovedOneIds: readonly number[]) {
  return db
    .select()
    .from(emergencyCards)
    .where(inArray(emergencyCards.lovedOneId, [...lovedOneIds]));
}
