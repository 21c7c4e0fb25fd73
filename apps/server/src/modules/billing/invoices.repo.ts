import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoiceCounters, invoices } from "../../db/schema/index.ts";

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
