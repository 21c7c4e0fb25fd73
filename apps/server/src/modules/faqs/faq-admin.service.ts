import type { AdminFaq, AdminQuestion } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as repo from "./faq-admin.repo.ts";
import { listFaqCategoryOrder } from "./faqs.repo.ts";
import type { Faqs } from "./faqs.service.ts";
import { type AskedQuestion, answeredReply } from "./question-reply.ts";

export type { FaqFilter, FaqValues, QuestionFilter } from "./faq-admin.repo.ts";

/** An FAQ as the console shows it. */
function toAdminFaq(row: repo.FaqRow): AdminFaq {
  return {
    faq_id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    display_order: row.displayOrder,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAdminQuestion(
  row: repo.QuestionRow,
  handlers: ReadonlyMap<number, { name: string }>,
): AdminQuestion {
  return {
    question_id: row.id,
    user_name: row.userName,
    email: row.email,
    phone: row.phone,
    question: row.question,
    status: row.status,
    faq_id: row.faqId,
    admin_note: row.adminNote,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by_name: row.handledBy === null ? null : (handlers.get(row.handledBy)?.name ?? null),
    visitor_told: row.toldVia,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What the FAQs module lends the admin module (built in app.ts): every FAQ and visitor's question as the
 * console shows them, their row locks and writes (joining the caller's transaction through `tx`), and
 * `publishedChanged`, which drops the public list's cache once a write has committed.
 */
export function createFaqAdmin(deps: {
  db: Db;
  faqs: Faqs;
  members: MemberDirectory;
  notifier: Notifier;
  config: Pick<AppConfig, "publicUrl">;
}) {
  const { db } = deps;
  const publicUrl = deps.config.publicUrl ?? "http://localhost:3000";

  /**
   * Tells the visitor their question is answered (inside the answer's transaction, through the outbox,
   * so it goes exactly once, and only if the answer commits); records how. Null when they left no contact.
   */
  async function tellAnswered(tx: Db, question: AskedQuestion, answer: string, at: Date) {
    const reply = answeredReply(question, answer, publicUrl);
    if (!reply) return null;
    await deps.notifier.enqueue(tx, { kind: "question_answered", refId: question.id, ...reply });
    await repo.markTold(tx, question.id, reply.channel, at);
    return reply.channel;
  }

  /** Questions as shown, with the name of the administrator who handled each. */
  async function shownQuestions(tx: Db, rows: repo.QuestionRow[]): Promise<AdminQuestion[]> {
    const handlers = await deps.members.contacts(
      tx,
      rows.flatMap((r) => (r.handledBy === null ? [] : [r.handledBy])),
    );
    return rows.map((r) => toAdminQuestion(r, handlers));
  }

  async function list(filter: repo.FaqFilter, offset: number, limit: number) {
    const [{ rows, total }, order, used] = await Promise.all([
      repo.pageFaqs(db, filter, offset, limit),
      listFaqCategoryOrder(db),
      repo.usedCategories(db),
    ]);
    // The configured categories in their order, then any other in use.
    const categories = [...new Set([...order, ...used])];
    return { items: rows.map(toAdminFaq), total, categories };
  }

  async function questions(filter: repo.QuestionFilter, offset: number, limit: number) {
    const { rows, total } = await repo.pageQuestions(db, filter, offset, limit);
    return { items: await shownQuestions(db, rows), total };
  }

  async function question(db: Db, id: number): Promise<AdminQuestion | null> {
    const row = await repo.questionById(db, id);
    return row ? ((await shownQuestions(db, [row]))[0] ?? null) : null;
  }

  return {
    list,
    /** The id of the FAQ with exactly this question, if any. */
    findByQuestion: async (db: Db, question: string) =>
      (await repo.findFaqByQuestion(db, question))?.id ?? null,
    lockFaq: async (tx: Db, id: number) => {
      const row = await repo.lockFaq(tx, id);
      return row ? toAdminFaq(row) : null;
    },
    insertFaq: async (tx: Db, values: repo.FaqValues, at: Date) =>
      toAdminFaq(await repo.insertFaq(tx, values, at)),
    updateFaq: async (tx: Db, id: number, values: repo.FaqValues, at: Date) =>
      toAdminFaq(await repo.updateFaq(tx, id, values, at)),
    questions,
    question,
    lockQuestion: (tx: Db, id: number) => repo.lockQuestionRow(tx, id),
    settleQuestion: repo.settleQuestion,
    tellAnswered,
    /** Delivers the messages queued by a committed change now. */
    kick: () => deps.notifier.kick(),
    /** The dashboard's visitors' questions not yet answered or closed. */
    newQuestions: (tx: Db) => repo.newQuestionCount(tx),
    /** The public list (shared/getallfaqs/) reloads on its next request. Call after the commit. */
    publishedChanged: () => deps.faqs.invalidate(),
  };
}
export type FaqAdmin = ReturnType<typeof createFaqAdmin>;
