import {
  type CreateQuestionRequest,
  DEFAULT_COUNTRY_DIAL_CODE,
  QUESTION_MESSAGES,
  splitE164,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import {
  anonymiseQuestionsFrom,
  countFromAddressSince,
  findRecentDuplicate,
  insertQuestion,
  lockAddress,
  lockQuestion,
} from "./questions.repo.ts";

/** A repeat of the same question by the same person within this window returns the first one. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface QuestionsDeps {
  db: Db;
  /** QUESTIONS_PER_HOUR_PER_IP: new questions one client address may send in an hour. */
  config: Pick<AppConfig, "QUESTIONS_PER_HOUR_PER_IP">;
}

/**
 * shared/createquestion/: a visitor's question for the team; a retried or double-clicked submit stores it
 * once, and one client address sends at most QUESTIONS_PER_HOUR_PER_IP new questions an hour (issue 27).
 */
export function createQuestions(deps: QuestionsDeps) {
  async function submit(body: CreateQuestionRequest, context: { clientIp: string }) {
    // Wall clock: compared with created_at, which the database stamps.
    const now = new Date();
    const question = {
      userName: body.user_name,
      email: body.email?.trim().toLowerCase() || null,
      phone: body.phone?.trim() || null,
      question: body.question,
    };
    const questionId = await deps.db.transaction(async (tx) => {
      // Counted and written under the address's lock, so simultaneous submits cannot pass the limit
      // together; then identical submissions (two tabs, a double click) from any address take turns.
      await lockAddress(tx, context.clientIp);
      await lockQuestion(tx, question);
      // A repeat returns the first, also once the limit is reached: it is the same question, not a new one.
      const existing = await findRecentDuplicate(tx, question, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
      if (existing) return existing;
      const sent = await countFromAddressSince(tx, context.clientIp, new Date(now.getTime() - HOUR_MS));
      if (sent >= deps.config.QUESTIONS_PER_HOUR_PER_IP) throw new AppError("BE009", QUESTION_MESSAGES.limit);
      return insertQuestion(tx, { ...question, clientIp: context.clientIp });
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
