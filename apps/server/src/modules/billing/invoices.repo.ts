import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoiceCounters, invoices, states, users } from "../../db/schema/index.ts";

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

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function findInvoiceByPayment(db: Db, paymentId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row ?? null;
}

/** Who the invoice is for: the member's name, contacts and state (by name, when they gave an address). */
export async function findRecipient(tx: Db, userId: number) {
  const [row] = await tx
    .select({ name: users.userName, email: users.email, phone: users.phone, stateName: states.name })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .where(eq(users.id, userId));
  return row ?? null;
}
