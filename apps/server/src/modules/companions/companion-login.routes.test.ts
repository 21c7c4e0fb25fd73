import { OTP_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, registerMember } from "../../test/identity.ts";

/** Seeded roster companions (db/seed/dev-roster.ts) by national number, each test taking its own. */
async function rosterPhones(t: Parameters<typeof query>[0]): Promise<string[]> {
  const rows = await query<{ phone: string }>(
    t,
    sql`select u.phone from companions c join users u on u.id = c.user_id order by c.id limit 10`,
  );
  return rows.map((r) => r.phone.replace(/^\+91/, ""));
}

describe.each(TEST_DATABASES)("companion login (%s)", (kind) => {
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });
  let phones: string[] = [];
  beforeAll(async () => {
    phones = await rosterPhones(t);
  });
  const phone = (i: number) => phones[i] ?? "";

  const generate = (payload: object) =>
    t.call({ method: "POST", url: "/api/shared/generateotp/", payload: { email_phn_flag: "P", ...payload } });
  const login = (payload: object) => t.call({ method: "POST", url: "/api/companion/login/", payload });
  const post = (url: string, token: string, payload?: object) =>
    t.call({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const sessionsOf = async (national: string) =>
    (
      await query<{ n: number }>(
        t,
        sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.phone = ${`+91${national}`} and s.revoked_at is null`,
      )
    )[0]?.n;

  it("logs a companion in with a code to their phone, in a companion session, and out again", async () => {
    const [row] = await query<{ id: number; user_name: string }>(
      t,
      sql`select c.id, u.user_name from companions c join users u on u.id = c.user_id where u.phone = ${`+91${phone(0)}`}`,
    );
    const { token, companionId } = await loginCompanion(t, phone(0));
    expect(companionId).toBe(row?.id);
    // The session is a companion's: the console and a member's calls refuse it.
    expect((await post("/api/admin/getallcompanions/", token, {})).status).toBe(403);
    expect((await post("/api/users/logout/", token)).status).toBe(403);
    expect((await post("/api/admin/logout/", token)).status).toBe(403);

    const out = await post("/api/companion/logout/", token);
    expect(out.status).toBe(200);
    expect(out.body.Data.Message).toBe(SUCCESS_MESSAGES.logout);
    expect((await post("/api/companion/logout/", token)).status).toBe(401);
    expect(await sessionsOf(phone(0))).toBe(0);
  });

  it("answers the login's details and a token", async () => {
    await generate({ phone: phone(1), login_flag: true, user_type: 3 });
    const res = await login({
      email_phn_flag: "P",
      user_name: phone(1),
      otp: t.outbox.latestCode(`+91${phone(1)}`),
    });
    expect(res.status).toBe(200);
    expect(res.body.Token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Object.keys(res.body.Data).sort()).toEqual(["companion_id", "language", "user_name"]);
    expect(res.body.Data.user_name).not.toBe("");
  });

  it("refuses a wrong code, and a member's or administrator's code, at companion/login/", async () => {
    await generate({ phone: phone(2), login_flag: true, user_type: 3 });
    const wrong = await login({ email_phn_flag: "P", user_name: phone(2), otp: "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.Token).toBeUndefined();
    // In the product's words, not "Invalid otp. Please provide the correct otp." (issue 42).
    expectError(wrong, 422, OTP_MESSAGES.companionWrongCode);
    expect(JSON.stringify(wrong.body)).not.toContain(OTP_MESSAGES.invalid);

    // A member's or administrator's account has no companion code to give: asked as a companion, it is
    // answered as sent and nothing goes out, so the answer never tells whose role a number is (0049).
    const member = await registerMember(t);
    const admin = await loginNewAdmin(t);
    const sentBefore = t.outbox.sent.length;
    const asCompanion = await generate({ phone: member.person.phone, login_flag: true, user_type: 3 });
    expect(asCompanion.status).toBe(200);
    expect(asCompanion.body.Data.Message).toBe(OTP_MESSAGES.sent);
    const adminAsCompanion = await generate({ phone: admin.phone, login_flag: true, user_type: 3 });
    expect(adminAsCompanion.status).toBe(200);
    expect(adminAsCompanion.body).toEqual(asCompanion.body);
    expect(t.outbox.sent.length).toBe(sentBefore);
    // A member's login code is no companion's: the codes are kept per role.
    await generate({ phone: member.person.phone, login_flag: true, user_type: 1 });
    const memberCode = await login({
      email_phn_flag: "P",
      user_name: member.person.phone,
      otp: t.outbox.latestCode(`+91${member.person.phone}`),
    });
    expect(memberCode.status).toBe(422);
    expect(memberCode.body.Token).toBeUndefined();
  });

  it("answers a companion's phone at the member and admin logins as sent, sending nothing (0049)", async () => {
    const sentBefore = t.outbox.sent.length;
    for (const user_type of [1, 2]) {
      const res = await generate({ phone: phone(3), login_flag: true, user_type });
      expect(res.status).toBe(200);
      expect(res.body.Data.Message).toBe(OTP_MESSAGES.sent);
    }
    expect(t.outbox.sent.length).toBe(sentBefore);
    // A companion's code is not a member's either.
    await generate({ phone: phone(3), login_flag: true, user_type: 3 });
    const asMember = await t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: { email_phn_flag: "P", user_name: phone(3), otp: t.outbox.latestCode(`+91${phone(3)}`) },
    });
    expect(asMember.status).toBe(422);
    expect(asMember.body.Token).toBeUndefined();
  });

  it("refuses email for companions, and companion codes for anything but logging in", async () => {
    const byEmail = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "E", email: "sunita@example.com", login_flag: true, user_type: 3 },
    });
    expectError(byEmail, 400, OTP_MESSAGES.companionPhoneOnly);
    const loginByEmail = await login({ email_phn_flag: "E", user_name: "sunita@example.com", otp: "123456" });
    expectError(loginByEmail, 400, OTP_MESSAGES.companionPhoneOnly);
    expectError(await generate({ phone: phone(4), user_type: 3 }), 400, OTP_MESSAGES.companionLoginOnly);
    expectError(
      await generate({ phone: phone(4), register_flag: true, user_type: 3 }),
      400,
      OTP_MESSAGES.companionLoginOnly,
    );
    expectError(
      await generate({ phone: phone(4), login_flag: true, user_type: 4 }),
      400,
      OTP_MESSAGES.userTypeInvalid,
    );
  });

  it("sends no code to a deactivated companion, and refuses one deactivated after the code was sent", async () => {
    const setActive = (national: string, active: boolean) =>
      t.database.db.execute(
        sql`update companions set is_active = ${active} where user_id = (select id from users where phone = ${`+91${national}`})`,
      );
    await setActive(phone(5), false);
    const sentBefore = t.outbox.sent.length;
    expectError(
      await generate({ phone: phone(5), login_flag: true, user_type: 3 }),
      422,
      OTP_MESSAGES.companionInactive,
    );
    expect(t.outbox.sent.length).toBe(sentBefore);

    await generate({ phone: phone(6), login_flag: true, user_type: 3 });
    await setActive(phone(6), false);
    const res = await login({
      email_phn_flag: "P",
      user_name: phone(6),
      otp: t.outbox.latestCode(`+91${phone(6)}`),
    });
    expectError(res, 422, OTP_MESSAGES.companionInactive);
    expect(res.body.Token).toBeUndefined();
    expect(await sessionsOf(phone(6))).toBe(0);

    // Active again: the next code logs in.
    await setActive(phone(6), true);
    expect((await loginCompanion(t, phone(6))).token).toBeTruthy();
  });
});
