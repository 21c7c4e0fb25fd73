import {
  ADMIN_FAQ_MESSAGES,
  type AdminFaq,
  type AnswerQuestionRequest,
  type adminFaqListRequestSchema,
  type adminQuestionListRequestSchema,
  type CloseQuestionRequest,
  type ModifyFaqRequest,
  questionRefusedMessage,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import type { FaqAdmin, FaqValues } from "../faqs/faq-admin.service.ts";
import type { Audit } from "./audit.service.ts";

type FaqListRequest = z.output<typeof adminFaqListRequestSchema>;
type QuestionListRequest = z.output<typeof adminQuestionListRequestSchema>;
type FaqFields = Omit<ModifyFaqRequest, "faq_id">;

const valuesOf = (r: FaqFields): FaqValues => ({
  category: r.category,
  question: r.question,
  answer: r.answer,
  displayOrder: r.display_order,
  isActive: r.is_active,
});

/** What an audit row keeps of an FAQ. */
const snapshot = ({ updated_at: _, ...faq }: AdminFaq) => faq;

/**
 * admin/getallfaq/, admin/modifyfaq/, admin/getallquestions/, admin/answerquestion/ and
 * admin/closequestion/. Each change runs in one transaction (row locks, the check, the write, the audit
 * rows); the public FAQ list's cache is dropped only after the commit, so its next request shows the
 * change. A duplicate question (faqs.question is unique) is refused with 409, also when two arrive at once.
 */
export function createAdminFaqs(deps: AppDeps & { faqAdmin: FaqAdmin; audit: Audit }) {
  const { db, now, faqAdmin, audit } = deps;

  async function listFaqs(r: FaqListRequest) {
    const { items, total, categories } = await faqAdmin.list(
      { search: r.search_string.trim(), category: r.category, isActive: r.is_active },
      r.page_index * r.page_size,
      r.page_size,
    );
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size, categories };
  }

  async function assertNewQuestion(tx: Db, question: string, exceptId?: number) {
    const existing = await faqAdmin.findByQuestion(tx, question);
    if (existing !== null && existing !== exceptId) {
      throw new AppError("BE010", ADMIN_FAQ_MESSAGES.duplicateQuestion);
    }
  }

  /** Runs a write; a unique violation (the same question saved at the same moment) is the duplicate's 409. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolationOf(error) !== null)
        throw new AppError("BE010", ADMIN_FAQ_MESSAGES.duplicateQuestion);
      throw error;
    }
  }

  async function modify(adminId: number, r: ModifyFaqRequest) {
    const at = now();
    const faq = await writing(() =>
      db.transaction(async (tx) => {
        if (r.faq_id === undefined) {
          await assertNewQuestion(tx, r.question);
          const created = await faqAdmin.insertFaq(tx, valuesOf(r), at);
          await audit.record(tx, {
            adminId,
            action: "faq.create",
            targetType: "faq",
            targetId: created.faq_id,
            before: null,
            after: snapshot(created),
            at,
          });
          return created;
        }
        const before = await faqAdmin.lockFaq(tx, r.faq_id);
        if (!before) throw new AppError("BE004", ADMIN_FAQ_MESSAGES.faqNotFound);
        await assertNewQuestion(tx, r.question, before.faq_id);
        const updated = await faqAdmin.updateFaq(tx, before.faq_id, valuesOf(r), at);
        await audit.record(tx, {
          adminId,
          action: "faq.update",
          targetType: "faq",
          targetId: updated.faq_id,
          before: snapshot(before),
          after: snapshot(updated),
          at,
        });
        return updated;
      }),
    );
    faqAdmin.publishedChanged();
    return { faq, Message: ADMIN_FAQ_MESSAGES.saved };
  }

  async function listQuestions(r: QuestionListRequest) {
    const { items, total } = await faqAdmin.questions(
      { search: r.search_string.trim(), status: r.status },
      r.page_index * r.page_size,
      r.page_size,
    );
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  /** The question locked, and still new; else 404 or 409 with nothing changed. */
  async function lockNewQuestion(tx: Db, questionId: number, action: "answer" | "close") {
    const question = await faqAdmin.lockQuestion(tx, questionId);
    if (!question) throw new AppError("BE004", ADMIN_FAQ_MESSAGES.questionNotFound);
    if (question.status !== "new")
      throw new AppError("BE010", questionRefusedMessage(question.status, action));
    return question;
  }

  async function shownQuestion(questionId: number) {
    const question = await faqAdmin.question(db, questionId);
    if (!question) throw new AppError("BE004", ADMIN_FAQ_MESSAGES.questionNotFound);
    return question;
  }

  async function answer(adminId: number, r: AnswerQuestionRequest) {
    const at = now();
    const faq = await writing(() =>
      db.transaction(async (tx) => {
        const question = await lockNewQuestion(tx, r.question_id, "answer");
        await assertNewQuestion(tx, r.question);
        const created = await faqAdmin.insertFaq(tx, valuesOf(r), at);
        const settled = await faqAdmin.settleQuestion(tx, question.id, {
          status: "answered",
          faqId: created.faq_id,
          note: null,
          by: adminId,
          at,
        });
        if (!settled) throw new AppError("BE010", ADMIN_FAQ_MESSAGES.questionChangedMeanwhile);
        // The visitor was promised a reply: told once, with the answer, only if this commits.
        await faqAdmin.tellAnswered(tx, question, created.answer, at);
        await audit.record(tx, {
          adminId,
          action: "faq.create",
          targetType: "faq",
          targetId: created.faq_id,
          before: null,
          after: snapshot(created),
          note: `Answers question #${question.id}`,
          at,
        });
        await audit.record(tx, {
          adminId,
          action: "question.answer",
          targetType: "question",
          targetId: question.id,
          before: { status: "new", faq_id: null },
          after: { status: "answered", faq_id: created.faq_id },
          at,
        });
        return created;
      }),
    );
    faqAdmin.publishedChanged();
    faqAdmin.kick();
    return { question: await shownQuestion(r.question_id), faq, Message: ADMIN_FAQ_MESSAGES.answered };
  }

  async function close(adminId: number, r: CloseQuestionRequest) {
    const at = now();
    await db.transaction(async (tx) => {
      const question = await lockNewQuestion(tx, r.question_id, "close");
      const settled = await faqAdmin.settleQuestion(tx, question.id, {
        status: "closed",
        faqId: null,
        note: r.note,
        by: adminId,
        at,
      });
      if (!settled) throw new AppError("BE010", ADMIN_FAQ_MESSAGES.questionChangedMeanwhile);
      await audit.record(tx, {
        adminId,
        action: "question.close",
        targetType: "question",
        targetId: question.id,
        before: { status: "new", admin_note: null },
        after: { status: "closed", admin_note: r.note },
        note: r.note,
        at,
      });
    });
    return { question: await shownQuestion(r.question_id), Message: ADMIN_FAQ_MESSAGES.closed };
  }

  return { listFaqs, modify, listQuestions, answer, close };
}
export type AdminFaqs = ReturnType<typeof createAdminFaqs>;
