import { QUESTION_MESSAGES, QUESTIONS_PER_HOUR_PER_IP, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

const url = "/api/shared/createquestion/";
const valid = {
  user_name: "Anita Sen",
  email: "anita@example.com",
  question: "Do you cover visits in Howrah?",
};

const ask = (t: TestApp, payload: object, ip: string) =>
  t.call({ method: "POST", url, payload, remoteAddress: ip });
const fromAddress = async (t: TestApp, ip: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from questions where client_ip = ${ip}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

describe.each(TEST_DATABASES)("POST shared/createquestion/ (%s)", (kind) => {
  const t = useTestApp(kind);
  const stored = async () =>
    (await t.database.db.execute(
      sql`select user_name, email, phone, question, status from questions order by id`,
    )) as unknown as {
      rows: Record<string, string | null>[];
    };

  it("stores the question for the team and confirms", async () => {
    const res = await t.call({ method: "POST", url, payload: { ...valid, phone: "9830012345" } });
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual({ question_id: expect.any(Number), Message: QUESTION_MESSAGES.submitted });
    expect((await stored()).rows).toContainEqual({
      user_name: "Anita Sen",
      email: "anita@example.com",
      phone: "9830012345",
      question: "Do you cover visits in Howrah?",
      status: "new",
    });
  });

  it("stores a repeated or double-clicked question once", async () => {
    const payload = {
      user_name: "Ravi Kumar",
      phone: "9876543210",
      question: "Can I pay the plan fee quarterly?",
    };
    const [a, b] = await Promise.all([
      t.call({ method: "POST", url, payload }),
      t.call({ method: "POST", url, payload }),
    ]);
    const c = await t.call({ method: "POST", url, payload });
    expect(a.body.Data.question_id).toBe(b.body.Data.question_id);
    expect(c.body.Data.question_id).toBe(a.body.Data.question_id);
    const rows = (await stored()).rows.filter((r) => r.question === payload.question);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ ...valid, user_name: "" }, VALIDATION_MESSAGES.nameRequired],
    [{ ...valid, user_name: "A" }, VALIDATION_MESSAGES.nameMin],
    [{ ...valid, user_name: "Anita  Sen" }, VALIDATION_MESSAGES.nameConsecutiveSpaces],
    [{ ...valid, user_name: "Anita5" }, VALIDATION_MESSAGES.nameLettersOnly],
    [{ user_name: "Anita Sen", question: valid.question }, QUESTION_MESSAGES.contactRequired],
    [{ ...valid, email: "anita@" }, VALIDATION_MESSAGES.emailInvalid],
    [{ ...valid, email: undefined, phone: "98300" }, VALIDATION_MESSAGES.phoneInvalid],
    [{ ...valid, question: "   " }, QUESTION_MESSAGES.questionRequired],
    [{ ...valid, question: "Why?" }, QUESTION_MESSAGES.questionMin],
    [{ ...valid, question: "x".repeat(1001) }, QUESTION_MESSAGES.questionMax],
    [{ ...valid, status: "answered" }, 'Unknown field: "status"'],
  ])("refuses %j with 400: %s, storing nothing", async (payload, message) => {
    const before = (await stored()).rows.length;
    const res = await t.call({ method: "POST", url, payload });
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors.map((e) => e.Message)).toContain(message);
    expect((await stored()).rows.length).toBe(before);
  });
});

describe("question limit per client address (issue 27)", () => {
  const t = useTestApp("pglite", { QUESTIONS_PER_HOUR_PER_IP: 2 });
  const question = (n: number) => ({ ...valid, question: `Do you visit Salt Lake, block ${n}?` });

  it("stores the client address, takes 2 questions an hour from it, then answers 429 with the limit message", async () => {
    const ip = "198.51.100.21";
    for (const n of [1, 2]) expect((await ask(t, question(n), ip)).status).toBe(200);
    expect(await fromAddress(t, ip)).toBe(2);

    const third = await ask(t, question(3), ip);
    expect(third.status).toBe(429);
    expect(third.body.Errors.Business_Errors).toEqual([{ Code: "BE009", Message: QUESTION_MESSAGES.limit }]);
    expect(await fromAddress(t, ip)).toBe(2);

    // A repeat of a question already sent is the same question: it is answered, not counted.
    const repeat = await ask(t, question(1), ip);
    expect(repeat.status).toBe(200);
    // Another address is unaffected.
    expect((await ask(t, question(3), "198.51.100.22")).status).toBe(200);

    // An hour later the address may ask again.
    await t.database.db.execute(
      sql`update questions set created_at = created_at - interval '61 minutes' where client_ip = ${ip}`,
    );
    expect((await ask(t, question(4), ip)).status).toBe(200);
    expect(await fromAddress(t, ip)).toBe(3);
  });
});

describe.each(TEST_DATABASES)("question limit under simultaneous submits (%s)", (kind) => {
  // The contracts' default, as production runs it.
  const LIMIT = QUESTIONS_PER_HOUR_PER_IP;
  const t = useTestApp(kind, { QUESTIONS_PER_HOUR_PER_IP: LIMIT });

  it(`stores exactly ${LIMIT} of ${LIMIT + 10} different questions sent at once from one address`, async () => {
    const ip = "192.0.2.77";
    const other = "192.0.2.78";
    const payload = (n: number) => ({
      ...valid,
      question: `Question number ${n} about visits for my father.`,
    });
    const [replies, others] = await Promise.all([
      Promise.all(Array.from({ length: LIMIT + 10 }, (_, i) => ask(t, payload(i + 1), ip))),
      // Another address asking at the same time is not held back.
      Promise.all(Array.from({ length: 3 }, (_, i) => ask(t, payload(100 + i), other))),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body.Errors.Business_Errors).toEqual([{ Code: "BE009", Message: QUESTION_MESSAGES.limit }]);
    }
    expect(await fromAddress(t, ip)).toBe(LIMIT);
    expect(others.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await fromAddress(t, other)).toBe(3);
  });
});
