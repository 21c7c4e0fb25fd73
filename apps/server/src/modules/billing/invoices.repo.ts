import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, countries, invoiceCounters, invoices, states, users } from "../../db/schema/index.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** The next serial of a financial year, taken inside the caller's transaction (no gaps, no repeats). */
export async function nextSerial(tx: Db, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` },
    })
    .returning({ seq: invoiceCounters.lastSeq });
  if (!row) throw new Error("invoice counter returned no row");
  return row.seq;
}

export async function insertInvoice(tx: Db, row: typeof invoices.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(invoices).values(row).returning({ id: invoices.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

// A member's invoice read: built once per database handle, sent as a named prepared statement.
const prepareFindInvoice = (db: Db) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.id, sql.placeholder("id")))
    .prepare("invoices_find");
const findInvoiceQueries = new WeakMap<Db, ReturnType<typeof prepareFindInvoice>>();

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  let query = findInvoiceQueries.get(db);
  if (!query) {
    query = prepareFindInvoice(db);
    findInvoiceQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** A member's invoices as issued, oldest first. */
export function listMemberInvoices(db: Db, userId: number) {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id));
}

export async function findInvoiceByPayment(db: Db, paymentId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row ?? null;
}

/** Who the invoice is for: the member's name, contacts, and address with its state and country (when given). */
export async function findRecipient(tx: Db, userId: number) {
  const [row] = await tx
    .select({
      name: users.userName,
      email: users.email,
      phone: users.phone,
      addressLine: users.addressLine,
      pincode: users.pincode,
      cityName: cities.name,
      stateName: states.name,
      countryCode: countries.code,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId));
  return row ?? null;
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;
