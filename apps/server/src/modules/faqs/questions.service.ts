import type { CreateQuestionRequest } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { findRecentDuplicate, insertQuestion } from "./questions.repo.ts";

/** A repeat of the same question by the same person within this window returns the first one. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Stores a visitor's question for the team; a retried or double-clicked submit stores it once. */
export async function submitQuestion(db: Db, body: CreateQuestionRequest, now = new Date()): Promise<number> {
  const question = {
    userName: body.user_name,
    email: body.email?.trim().toLowerCase() || null,
    phone: body.phone?.trim() || null,
    question: body.question,
  };
  return db.transaction(async (tx) => {
    // Serialize identical submissions (two tabs, a double click) so only one row can be written.
    const key = `${question.email ?? ""}|${question.phone ?? ""}|${question.question}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const existing = await findRecentDuplicate(tx, question, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
    return existing ?? insertQuestion(tx, question);
  });
}
