import { and, asc, count, eq, gt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import { cities, countries, enquiries, states } from "../../db/schema/index.ts";

export type EnquiryRow = typeof enquiries.$inferSelect;

export async function findBySubmissionKey(db: Db, key: string): Promise<EnquiryRow | null> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.submissionKey, key));
  return row ?? null;
}

/** Serialises enquiries from one client address (inside a transaction), for the hourly limit. */
export async function lockAddress(tx: Db, clientIp: string): Promise<void> {
  await lockKey(tx, `enquiry-ip:${clientIp}`);
}

export async function countFromAddressSince(db: Db, clientIp: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(and(eq(enquiries.clientIp, clientIp), gt(enquiries.createdAt, since)));
  return row?.n ?? 0;
}

/** The city's and country's names when the city lies in that country; null otherwise. */
export async function findPlace(db: Db, cityId: number, countryId: number) {
  const [row] = await db
    .select({ city: cities.name, country: countries.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(cities.id, cityId), eq(countries.id, countryId)));
  return row ?? null;
}

/** An Indian state or union territory, with its country (null for a region abroad or no such state). */
export async function findIndianState(db: Db, stateId: number) {
  const [row] = await db
    .select({ id: states.id, name: states.name, countryId: countries.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(states.id, stateId), eq(countries.code, "IN")));
  return row ?? null;
}

export async function insertEnquiry(tx: Db, row: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
  const [inserted] = await tx.insert(enquiries).values(row).returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

/** Who sent an enquiry: a member's registered phone (E.164), email, or their session. */
export interface EnquirySender {
  userId: number;
  phone: string;
  email: string;
}

const sentBy = (who: EnquirySender) =>
  or(
    // Enquiries keep the dialling code and the national number apart.
    eq(sql`${enquiries.dialCode} || ${enquiries.phone}`, who.phone),
    eq(enquiries.email, who.email),
    eq(enquiries.userId, who.userId),
  );

const requestedState = alias(states, "requested_state");

/** The enquiries a member sent, with their place names, oldest first. */
export function listSentBy(db: Db, who: EnquirySender) {
  return db
    .select({
      row: enquiries,
      cityName: cities.name,
      requestedStateName: requestedState.name,
      countryName: countries.name,
    })
    .from(enquiries)
    .leftJoin(cities, eq(cities.id, enquiries.cityId))
    .leftJoin(requestedState, eq(requestedState.id, enquiries.requestedStateId))
    .innerJoin(countries, eq(countries.id, enquiries.countryId))
    .where(sentBy(who))
    .orderBy(asc(enquiries.id));
}

/** Replaces the sender's name, contacts, message and address; returns the ids of the enquiries changed. */
export async function anonymiseSentBy(
  tx: Db,
  who: EnquirySender,
  placeholder: { userName: string; phone: string; email: string; userMessage: string; clientIp: string },
): Promise<number[]> {
  const rows = await tx.update(enquiries).set(placeholder).where(sentBy(who)).returning({ id: enquiries.id });
  return rows.map((r) => r.id);
}
