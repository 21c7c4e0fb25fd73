import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditNoteCounters, creditNotes } from "../../db/schema/index.ts";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The next credit-note serial of a financial year, taken inside the settling transaction: the counter
 * row stays locked until it commits, so serials are gapless and never repeat (as invoices.repo.nextSerial).
 */
export async function nextSerial(tx: Db, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastSeq: sql`${creditNoteCounters.lastSeq} + 1` },
    })
    .returning({ seq: creditNoteCounters.lastSeq });
  if (!row) throw new Error("credit note counter returned no row");
  return row.seq;
}

export async function insertCreditNote(tx: Db, row: typeof creditNotes.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning({ id: creditNotes.id });
  if (!inserted) throw new Error("insert returned no row");
  return inserted.id;
}

export async function findCreditNote(db: Db, id: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row ?? null;
}

export async function findByRefund(db: Db, refundId: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  return row ?? null;
}

/** A member's credit notes as issued, oldest first. */
export function listMemberCreditNotes(db: Db, userId: number) {
  return db.select().from(creditNotes).where(eq(creditNotes.userId, userId)).orderBy(asc(creditNotes.id));
}
