import { randomBytes } from "node:crypto";
import {
  ADMIN_FAQ_MESSAGES,
  ADMIN_MESSAGES,
  questionRefusedMessage,
  SUCCESS_MESSAGES,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, registerMember } from "../../test/identity.ts";

const CALLS = ["getallfaq", "modifyfaq", "getallquestions", "answerquestion", "closequestion"] as const;

const tagOf = () => `tag${randomBytes(4).toString("hex")}`;

type PublicFaq = { faq_id: number; question: string; answer: string };

describe.each(TEST_DATABASES)("admin FAQs and visitors' questions (%s)", (kind) => {
  const t = useTestApp(kind);
  let admin: { token: string; id: number };
  let other: { token: string; id: number };

  const adminOf = async () => {
    const a = await loginNewAdmin(t);
    const [row] = await query<{ id: number }>(t, sql`select id from users where phone = ${`+91${a.phone}`}`);
    return { token: a.token, id: row?.id ?? 0 };
  };
  beforeAll(async () => {
    admin = await adminOf();
    other = await adminOf();
  });

  const publicFaqs = async (): Promise<PublicFaq[]> =>
    (await t.call({ method: "GET", url: "/api/shared/getallfaqs/" })).body.Data.faqs;
  const modify = (token: string, body: object) => adminCall(t, token, "modifyfaq", body);
  const faq = (tag: string, over: object = {}) => ({
    category: "General",
    question: `Do you visit on Sundays? ${tag}`,
    answer: "Yes, on every day of the week.",
    ...over,
  });
  const auditOf = (type: string, id: number) =>
    query<{ action: string; admin_id: number; before: unknown; after: unknown; note: string | null }>(
      t,
      sql`select action, admin_id, before, after, note from admin_audit where target_type = ${type} and target_id = ${id} order by id`,
    );
  const faqCount = async (question: string) =>
    (await query<{ n: number }>(t, sql`select count(*)::int as n from faqs where question = ${question}`))[0]
      ?.n;

  async function ask(tag: string): Promise<number> {
    const res = await t.call({
      method: "POST",
      url: "/api/shared/createquestion/",
      payload: {
        user_name: "Anita Sen",
        email: "anita@example.com",
        question: `Can my son book for me? ${tag}`,
      },
    });
    expect(res.status).toBe(200);
    return res.body.Data.question_id;
  }

  it("answers 401 without a token and 403 to a member, for each call", async () => {
    const member = await registerMember(t);
    for (const path of CALLS) {
      const anonymous = await t.call({ method: "POST", url: `/api/admin/${path}/`, payload: {} });
      expect(anonymous.status, path).toBe(401);
      expect((await adminCall(t, member.token, path, {})).status, path).toBe(403);
    }
  });

  it("refuses bad requests with 400 and the message, never 500", async () => {
    const bad: [string, object, string?][] = [
      ["getallfaq", { page_size: 101 }],
      ["getallfaq", { search_string: "ab" }, ADMIN_MESSAGES.searchTooShort],
      ["getallfaq", { is_active: "yes" }],
      ["getallfaq", { category: "x".repeat(61) }],
      ["getallfaq", { extra: 1 }],
      ["getallquestions", { status: "open" }],
      ["getallquestions", { page_size: 0 }],
      ["modifyfaq", { category: "General", question: "Q?", answer: "" }],
      ["modifyfaq", { ...faq("x"), faq_id: -4 }],
      ["answerquestion", faq("x")],
      ["answerquestion", { ...faq("x"), question_id: 1, faq_id: 3 }],
      ["closequestion", { question_id: 1 }, ADMIN_FAQ_MESSAGES.noteRequired],
      ["closequestion", { question_id: 1, note: "  " }, ADMIN_FAQ_MESSAGES.noteRequired],
    ];
    for (const [path, payload, message] of bad) {
      const res = await adminCall(t, admin.token, path, payload);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      if (message) expectError(res, 400, message);
    }
  });

  it("creates and updates FAQs, audited, and the public list shows each change on its next request", async () => {
    const tag = tagOf();
    await publicFaqs(); // the public list is now cached
    const created = await modify(admin.token, faq(tag, { display_order: 3 }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.Data.Message).toBe(SUCCESS_MESSAGES.faqSaved);
    const id = created.body.Data.faq.faq_id as number;
    expect(created.body.Data.faq).toMatchObject({ ...faq(tag), display_order: 3, is_active: true });
    expect((await publicFaqs()).find((f) => f.faq_id === id)?.question).toBe(faq(tag).question);

    const hidden = await modify(other.token, {
      ...faq(tag, { answer: "Only weekdays.", display_order: 3 }),
      faq_id: id,
      is_active: false,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.Data.faq).toMatchObject({ faq_id: id, answer: "Only weekdays.", is_active: false });
    expect((await publicFaqs()).some((f) => f.faq_id === id)).toBe(false);

    const shown = { category: "General", question: faq(tag).question, display_order: 3 };
    expect(await auditOf("faq", id)).toEqual([
      {
        action: "faq.create",
        admin_id: admin.id,
        before: null,
        after: { faq_id: id, ...shown, answer: faq(tag).answer, is_active: true },
        note: null,
      },
      {
        action: "faq.update",
        admin_id: other.id,
        before: { faq_id: id, ...shown, answer: faq(tag).answer, is_active: true },
        after: { faq_id: id, ...shown, answer: "Only weekdays.", is_active: false },
        note: null,
      },
    ]);

    // The admin list has it, unpublished, with search and filters.
    const listed = await adminCall(t, admin.token, "getallfaq", { search_string: tag });
    expect(listed.status).toBe(200);
    expect(listed.body.Data).toMatchObject({ total_count: 1, items: [{ faq_id: id, is_active: false }] });
    expect(listed.body.Data.categories).toContain("General");
    const count = async (filters: object) =>
      (await adminCall(t, admin.token, "getallfaq", { search_string: tag, ...filters })).body.Data
        .total_count;
    expect(await count({ is_active: false })).toBe(1);
    expect(await count({ is_active: true })).toBe(0);
    expect(await count({ category: "Billing" })).toBe(0);
  });

  it("refuses a duplicate question (409) and an unknown FAQ (404), writing nothing", async () => {
    const tag = tagOf();
    const first = await modify(admin.token, faq(tag));
    const second = await modify(admin.token, faq(`${tag}b`));
    const duplicate = await modify(admin.token, faq(tag, { answer: "Another answer" }));
    expectError(duplicate, 409, ADMIN_FAQ_MESSAGES.duplicateQuestion);
    const renamed = await modify(admin.token, { ...faq(tag), faq_id: second.body.Data.faq.faq_id });
    expectError(renamed, 409, ADMIN_FAQ_MESSAGES.duplicateQuestion);
    expectError(
      await modify(admin.token, { ...faq(`${tag}c`), faq_id: 2_000_000_000 }),
      404,
      ADMIN_FAQ_MESSAGES.faqNotFound,
    );
    expect(await faqCount(faq(tag).question)).toBe(1);
    expect(await auditOf("faq", first.body.Data.faq.faq_id)).toHaveLength(1);
    expect(await auditOf("faq", second.body.Data.faq.faq_id)).toHaveLength(1);
  });

  it("saves exactly one of two simultaneous creates of the same question; the other gets 409", async () => {
    const tag = tagOf();
    const results = await Promise.all([modify(admin.token, faq(tag)), modify(other.token, faq(tag))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await faqCount(faq(tag).question)).toBe(1);
  });

  it("answers a new question as an FAQ in one step, audited twice; refuses to answer or close it again", async () => {
    const tag = tagOf();
    const questionId = await ask(tag);
    const listed = await adminCall(t, admin.token, "getallquestions", { search_string: tag, status: "new" });
    expect(listed.body.Data.items).toEqual([
      expect.objectContaining({
        question_id: questionId,
        status: "new",
        faq_id: null,
        user_name: "Anita Sen",
      }),
    ]);
    await publicFaqs();
    const body = faq(tag, { question: `Can my son book visits for me? ${tag}`, question_id: questionId });
    const res = await adminCall(t, admin.token, "answerquestion", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(ADMIN_FAQ_MESSAGES.answered);
    const faqId = res.body.Data.faq.faq_id as number;
    expect(res.body.Data.question).toMatchObject({
      question_id: questionId,
      status: "answered",
      faq_id: faqId,
      handled_by_name: "Ops Desk",
    });
    expect((await publicFaqs()).find((f) => f.faq_id === faqId)?.question).toBe(body.question);
    expect((await auditOf("faq", faqId)).map((a) => a.action)).toEqual(["faq.create"]);
    expect(await auditOf("question", questionId)).toEqual([
      {
        action: "question.answer",
        admin_id: admin.id,
        before: { status: "new", faq_id: null },
        after: { status: "answered", faq_id: faqId },
        note: null,
      },
    ]);

    expectError(
      await adminCall(t, other.token, "answerquestion", { ...body, question: `${body.question} again` }),
      409,
      questionRefusedMessage("answered", "answer"),
    );
    expectError(
      await adminCall(t, other.token, "closequestion", { question_id: questionId, note: "Spam" }),
      409,
      questionRefusedMessage("answered", "close"),
    );
    expect(await auditOf("question", questionId)).toHaveLength(1);
    const answered = await adminCall(t, admin.token, "getallquestions", {
      search_string: tag,
      status: "answered",
    });
    expect(answered.body.Data.total_count).toBe(1);
  });

  it("refuses an answer whose question is already an FAQ, leaving the visitor's question new", async () => {
    const tag = tagOf();
    await modify(admin.token, faq(tag));
    const questionId = await ask(tag);
    const res = await adminCall(t, admin.token, "answerquestion", { ...faq(tag), question_id: questionId });
    expectError(res, 409, ADMIN_FAQ_MESSAGES.duplicateQuestion);
    const [row] = await query<{ status: string }>(
      t,
      sql`select status from questions where id = ${questionId}`,
    );
    expect(row?.status).toBe("new");
    expect(await auditOf("question", questionId)).toEqual([]);
  });

  it("closes a new question with a note, audited; unknown questions are 404", async () => {
    const questionId = await ask(tagOf());
    const res = await adminCall(t, admin.token, "closequestion", {
      question_id: questionId,
      note: "Asked twice",
    });
    expect(res.status).toBe(200);
    expect(res.body.Data).toMatchObject({
      Message: ADMIN_FAQ_MESSAGES.closed,
      question: { status: "closed", admin_note: "Asked twice", faq_id: null },
    });
    expect(await auditOf("question", questionId)).toEqual([
      {
        action: "question.close",
        admin_id: admin.id,
        before: { status: "new", admin_note: null },
        after: { status: "closed", admin_note: "Asked twice" },
        note: "Asked twice",
      },
    ]);
    expectError(
      await adminCall(t, admin.token, "closequestion", { question_id: 2_000_000_000, note: "x" }),
      404,
      ADMIN_FAQ_MESSAGES.questionNotFound,
    );
  });

  it("lets exactly one of two simultaneous answers win: one FAQ, one 409", async () => {
    const tag = tagOf();
    const questionId = await ask(tag);
    const results = await Promise.all([
      adminCall(t, admin.token, "answerquestion", { ...faq(tag), question_id: questionId }),
      adminCall(t, other.token, "answerquestion", { ...faq(`${tag}x`), question_id: questionId }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.Errors.Business_Errors[0]?.Message).toBe(
      questionRefusedMessage("answered", "answer"),
    );
    const made = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from faqs where question like ${`%${tag}%`}`,
    );
    expect(made[0]?.n).toBe(1);
    expect(await auditOf("question", questionId)).toHaveLength(1);
  });

  it("of 20 simultaneous answers to one question, exactly one makes an FAQ", async () => {
    const tag = tagOf();
    const questionId = await ask(tag);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adminCall(t, i % 2 ? other.token : admin.token, "answerquestion", {
          ...faq(`${tag}-${i}`),
          question_id: questionId,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const made = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from faqs where question like ${`%${tag}-%`}`,
    );
    expect(made[0]?.n).toBe(1);
    expect(await auditOf("question", questionId)).toHaveLength(1);
  });

  it("tells the visitor once, by email with the answer or by SMS with the link, and the console says how", async () => {
    const tag = tagOf();
    const byEmail = await ask(tag);
    const smsOnly = await t.call({
      method: "POST",
      url: "/api/shared/createquestion/",
      payload: { user_name: "Ravi Iyer", phone: "9840012345", question: `Do you visit Tiruppur? ${tag}` },
    });
    const bySms = smsOnly.body.Data.question_id as number;
    const answer = "Yes: a son or daughter can book every visit for a parent from their own account.";
    const res = await adminCall(t, admin.token, "answerquestion", {
      ...faq(`${tag}-email`, { answer }),
      question_id: byEmail,
    });
    expect(res.body.Data.question.visitor_told).toBe("email");
    await adminCall(t, admin.token, "answerquestion", { ...faq(`${tag}-sms`), question_id: bySms });

    const sent = await query<{
      ref_id: number;
      channel: string;
      to_address: string;
      subject: string;
      body: string;
    }>(
      t,
      sql`select ref_id, channel, to_address, subject, body from notifications
          where kind = 'question_answered' and ref_id in (${byEmail}, ${bySms}) order by ref_id`,
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      ref_id: byEmail,
      channel: "email",
      to_address: "anita@example.com",
      subject: "Your question to SeniorCare Relief has been answered",
    });
    expect(sent[0]?.body).toContain(`Can my son book for me? ${tag}`);
    expect(sent[0]?.body).toContain(answer);
    expect(sent[0]?.body).toMatch(/at \S+\/faq\./);
    expect(sent[1]).toMatchObject({ ref_id: bySms, channel: "sms", to_address: "+919840012345" });
    expect(sent[1]?.body).toMatch(
      /^SeniorCare Relief: we have answered your question\. Read the answer at \S+\/faq$/,
    );

    const listed = await adminCall(t, admin.token, "getallquestions", {
      search_string: tag,
      status: "answered",
    });
    expect(
      (listed.body.Data.items as { question_id: number; visitor_told: string }[])
        .map((q) => [q.question_id, q.visitor_told])
        .sort(),
    ).toEqual(
      [
        [byEmail, "email"],
        [bySms, "sms"],
      ].sort(),
    );

    // Delivered through the outbox: the email to the visitor, the text through the SMS adapter.
    await t.app.notifier.deliverDue();
    expect(t.outbox.sent.filter((m) => m.to === "anita@example.com" && m.text.includes(tag))).toHaveLength(1);
    expect(t.outbox.sent.filter((m) => m.to === "+919840012345" && m.channel === "sms")).toHaveLength(1);
  });

  it("sends one message however many simultaneous answers arrive", async () => {
    const tag = tagOf();
    const questionId = await ask(tag);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adminCall(t, i % 2 ? other.token : admin.token, "answerquestion", {
          ...faq(`${tag}-${i}`),
          question_id: questionId,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const [messages] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'question_answered' and ref_id = ${questionId}`,
    );
    expect(messages?.n).toBe(1);
  });
});
