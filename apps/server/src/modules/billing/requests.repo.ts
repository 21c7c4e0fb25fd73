import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countries, states, subscriptionRequests } from "../../db/schema/index.ts";

export type RequestRow = typeof subscriptionRequests.$inferSelect;

export async function findOpenRequest(tx: Db, userId: number): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptionRequests)
    .where(and(eq(subscriptionRequests.userId, userId), eq(subscriptionRequests.status, "open")));
  return row ?? null;
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(subscriptionRequests).where(eq(subscriptionRequests.id, id));
  return row ?? null;
}

/** The request, locked until the transaction ends (payments for one request take turns). */
export async function lockRequest(tx: Db, id: number): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.id, id))
    .for("update");
  return row ?? null;
}

export async function insertRequest(tx: Db, row: typeof subscriptionRequests.$inferInsert): Promise<number> {
  const [inserted] = await tx
    .insert(subscriptionRequests)
    .values(row)
    .returning({ id: subscriptionRequests.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

export async function setRequestStatus(tx: Db, id: number, status: "paid" | "superseded") {
  await tx
    .update(subscriptionRequests)
    .set({ status })
    .where(and(eq(subscriptionRequests.id, id), sql`${subscriptionRequests.status} <> 'paid'`));
}

/** A state of India by id (reference data), as an invoice names it; null when it is not one. */
export async function findIndianState(db: Db, stateId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: states.id, name: states.name })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(states.id, stateId), eq(countries.code, "IN")));
  return row ?? null;
}
