import { QUESTION_MESSAGES, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

const url = "/api/shared/createquestion/";
const valid = {
  user_name: "Anita Sen",
  email: "anita@example.com",
  question: "Do you cover visits in Howrah?",
};

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
