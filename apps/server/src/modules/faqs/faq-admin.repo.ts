import type { QuestionReplyChannel, QuestionStatus } from "@eldercare/contracts";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqs, questions } from "../../db/schema/index.ts";
import { anyContains } from "../../lib/like-pattern.ts";

export type FaqRow = typeof faqs.$inferSelect;

export interface FaqFilter {
  /** Trimmed search text; "" for none. */
  search: string;
  category?: string | null | undefined;
  isActive?: boolean | null | undefined;
}

function faqWhere(f: FaqFilter): SQL | undefined {
  return and(
    f.search === "" ? undefined : anyContains([faqs.question, faqs.answer, faqs.category], f.search),
    f.category ? eq(faqs.category, f.category) : undefined,
    f.isActive === true || f.isActive === false ? eq(faqs.isActive, f.isActive) : undefined,
  );
}

/** One page of matching FAQs (published or not) by category, display order, id; and how many match. */
export async function pageFaqs(db: Db, f: FaqFilter, offset: number, limit: number) {
  const where = faqWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.category), asc(faqs.displayOrder), asc(faqs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every category an FAQ uses, A to Z. */
export async function usedCategories(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ c: faqs.category }).from(faqs).orderBy(asc(faqs.category));
  return rows.map((r) => r.c);
}

/** The FAQ with exactly this question (the unique index compares exactly), if any. */
export async function findFaqByQuestion(db: Db, question: string): Promise<FaqRow | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.question, question));
  return row ?? null;
}

/** Locks an FAQ's row for the rest of the transaction; null when there is none. */
export async function lockFaq(tx: Db, id: number): Promise<FaqRow | null> {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  return row ?? null;
}

export interface FaqValues {
  category: string;
  question: string;
  answer: string;
  displayOrder: number;
  isActive: boolean;
}

export async function insertFaq(tx: Db, values: FaqValues, at: Date): Promise<FaqRow> {
  const [row] = await tx
    .insert(faqs)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateFaq(tx: Db, id: number, values: FaqValues, at: Date): Promise<FaqRow> {
  const [row] = await tx
    .update(faqs)
    .set({ ...values, updatedAt: at })
    .where(eq(faqs.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export interface QuestionFilter {
  search: string;
  status?: QuestionStatus | null | undefined;
}

function questionWhere(f: QuestionFilter): SQL | undefined {
  return and(
    f.search === ""
      ? undefined
      : anyContains([questions.userName, questions.email, questions.phone, questions.question], f.search),
    f.status ? eq(questions.status, f.status) : undefined,
  );
}

function selectQuestions(db: Db) {
  return db.select().from(questions);
}
export type QuestionRow = typeof questions.$inferSelect;

/** One page of matching questions, newest first; and how many match. */
export async function pageQuestions(db: Db, f: QuestionFilter, offset: number, limit: number) {
  const where = questionWhere(f);
  const [rows, [total]] = await Promise.all([
    selectQuestions(db)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows: rows as QuestionRow[], total: total?.n ?? 0 };
}

export async function questionById(db: Db, id: number): Promise<QuestionRow | null> {
  const [row] = await selectQuestions(db).where(inArray(questions.id, [id]));
  return (row as QuestionRow | undefined) ?? null;
}

/** Locks a question's row for the rest of the transaction; null when there is none. */
export async function lockQuestionRow(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: questions.id,
      status: questions.status,
      question: questions.question,
      userName: questions.userName,
      email: questions.email,
      phone: questions.phone,
    })
    .from(questions)
    .where(eq(questions.id, id))
    .for("update");
  return row ?? null;
}

/** Marks a new question answered by `faqId` or closed with a note (only if still new); false if not. */
export async function settleQuestion(
  tx: Db,
  id: number,
  change: { status: "answered" | "closed"; faqId: number | null; note: string | null; by: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(questions)
    .set({
      status: change.status,
      faqId: change.faqId,
      adminNote: change.note,
      handledBy: change.by,
      handledAt: change.at,
    })
    .where(and(eq(questions.id, id), eq(questions.status, "new")))
    .returning({ id: questions.id });
  return rows.length === 1;
}

/** Records how the visitor was told their question was answered. */
export async function markTold(tx: Db, id: number, via: QuestionReplyChannel, at: Date): Promise<void> {
  await tx.update(questions).set({ toldVia: via, toldAt: at }).where(eq(questions.id, id));
}

/** Visitors' questions not yet answered or closed (the dashboard, decision 0026). */
export async function newQuestionCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.status, "new"));
  return row?.n ?? 0;
}
