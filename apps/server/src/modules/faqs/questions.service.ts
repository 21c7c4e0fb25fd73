import {
  type CreateQuestionRequest,
  DEFAULT_COUNTRY_DIAL_CODE,
  QUESTION_MESSAGES,
  splitE164,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import {
  anonymiseQuestionsFrom,
  findRecentDuplicate,
  insertQuestion,
  lockQuestion,
} from "./questions.repo.ts";

/** A repeat of the same question by the same person within this window returns the first one. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** shared/createquestion/: a visitor's question for the team; a retried or double-clicked submit stores it once. */
export function createQuestions(deps: { db: Db }) {
  async function submit(body: CreateQuestionRequest) {
    // Wall clock: compared with created_at, which the database stamps.
    const now = new Date();
    const question = {
      userName: body.user_name,
      email: body.email?.trim().toLowerCase() || null,
      phone: body.phone?.trim() || null,
      question: body.question,
    };
    const questionId = await deps.db.transaction(async (tx) => {
      // Serialize identical submissions (two tabs, a double click) so only one row can be written.
      await lockQuestion(tx, question);
      const existing = await findRecentDuplicate(tx, question, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
      return existing ?? insertQuestion(tx, question);
    });
    return { question_id: questionId, Message: QUESTION_MESSAGES.submitted };
  }

  /**
   * Anonymises the questions a person sent with this phone (E.164) or email (erasure, inside its
   * transaction). Questions keep an Indian phone as its 10 digits, as it was typed.
   */
  function eraseSentBy(tx: Db, from: { phone: string; email: string }): Promise<void> {
    const { country_code, phone } = splitE164(from.phone);
    const phones = country_code === DEFAULT_COUNTRY_DIAL_CODE ? [from.phone, phone] : [from.phone];
    return anonymiseQuestionsFrom(
      tx,
      { phones, email: from.email },
      { userName: ERASED_NAME, question: ERASED_TEXT },
    );
  }

  return { submit, eraseSentBy };
}
export type Questions = ReturnType<typeof createQuestions>;
