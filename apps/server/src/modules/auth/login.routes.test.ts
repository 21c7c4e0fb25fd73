import { SUCCESS_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { consoleLoginWithLatestCode, registerMember } from "../../test/identity.ts";
import { insertStaffRow } from "../../test/staff.ts";

describe.each(TEST_DATABASES)("login, sessions and logout (%s)", (kind) => {
  const t = useTestApp(kind);
  const sendLoginCode = (flag: "P" | "E", value: string, userType = 1) =>
    t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: {
        email_phn_flag: flag,
        [flag === "P" ? "phone" : "email"]: value,
        login_flag: true,
        user_type: userType,
      },
    });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it("logs a member in by phone and by email with the spec's login details and a new Token each time", async () => {
    const { person, userId, token: registrationToken } = await registerMember(t);
    expect((await sendLoginCode("P", person.phone)).status).toBe(200);
    const byPhone = await t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: {
        email_phn_flag: "P",
        user_name: person.phone,
        otp: t.outbox.latestCode(`+91${person.phone}`),
        user_type: 1,
      },
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.Data).toEqual({ user_name: person.user_name, email: person.email, user_id: userId });
    expect(byPhone.body.Token).toBeTruthy();
    expect(byPhone.body.Token).not.toBe(registrationToken);

    await sendLoginCode("E", person.email);
    const byEmail = await t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: {
        email_phn_flag: "E",
        user_name: person.email,
        otp: t.outbox.latestCode(person.email),
        user_type: 1,
      },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.Token).not.toBe(byPhone.body.Token);
  });

  it("refuses a wrong login code with the spec message", async () => {
    const { person } = await registerMember(t);
    await sendLoginCode("P", person.phone);
    const code = t.outbox.latestCode(`+91${person.phone}`);
    const res = await t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: {
        email_phn_flag: "P",
        user_name: person.phone,
        otp: code === "123456" ? "654321" : "123456",
        user_type: 1,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]?.Message).toBe("Invalid otp. Please provide the correct otp.");
    expect(res.body.Token).toBeUndefined();
  });

  it("revokes the session at logout: the token no longer works", async () => {
    const { token } = await registerMember(t);
    const out = await t.call({ method: "POST", url: "/api/users/logout/", headers: auth(token) });
    expect(out.status).toBe(200);
    expect(out.body.Data).toEqual({ Message: SUCCESS_MESSAGES.logout });
    const again = await t.call({ method: "POST", url: "/api/users/logout/", headers: auth(token) });
    expect(again.status).toBe(401);
    expect(again.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE002",
      Message: "Authentication failed. Please login again.",
    });
    const rows = (await t.database.db.execute(
      sql`select revoked_at from sessions where revoked_at is not null`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
  });

  it("refuses an expired session", async () => {
    const { token, userId } = await registerMember(t);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect((await t.call({ method: "POST", url: "/api/users/logout/", headers: auth(token) })).status).toBe(
      401,
    );
  });

  it("logs an administrator in through admin/login/ only; member endpoints refuse an admin and vice versa", async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const [ops] = await t.database.db
      .insert(users)
      .values({ userType: 2, userName: "Ops Desk", phone: `+91${phone}`, email: `ops.${phone}@example.com` })
      .returning({ id: users.id });
    await insertStaffRow(t.database.db, ops?.id ?? 0);
    // Asked at the member login, an administrator's phone is answered as sent and gets nothing (0049).
    const sentBefore = t.outbox.sent.length;
    const atMember = await sendLoginCode("P", phone, 1);
    expect(atMember.status).toBe(200);
    expect(atMember.body.Data.Message).toBe("OTP sent successfully!");
    expect(t.outbox.sent.length).toBe(sentBefore);
    expect((await sendLoginCode("P", phone, 2)).status).toBe(200);
    expect(t.outbox.sent.length).toBe(sentBefore + 1);
    const res = await consoleLoginWithLatestCode(t, phone);
    expect(res.status).toBe(200);
    // The console's login also names the staff role (issue 43 item 4): an administrator covers every city.
    expect(res.body.Data).toEqual({
      user_name: "Ops Desk",
      email: `ops.${phone}@example.com`,
      role: "admin",
      cities: [],
    });
    const adminToken = res.body.Token as string;

    const { token: memberToken } = await registerMember(t);
    expect((await t.call({ method: "POST", url: "/api/admin/logout/" })).status).toBe(401);
    const memberAtAdmin = await t.call({
      method: "POST",
      url: "/api/admin/logout/",
      headers: auth(memberToken),
    });
    expect(memberAtAdmin.status).toBe(403);
    expect(memberAtAdmin.body.Errors.Business_Errors[0]?.Message).toBe(
      "Access denied. You don't have permission to perform this action.",
    );
    expect(
      (await t.call({ method: "POST", url: "/api/users/logout/", headers: auth(adminToken) })).status,
    ).toBe(403);
    expect(
      (await t.call({ method: "POST", url: "/api/admin/logout/", headers: auth(adminToken) })).status,
    ).toBe(200);
  });

  it.each(["Bearer not-a-real-token-at-all-xxxxxxxx", "Basic abc", "Bearer "])(
    "answers 401 for Authorization %j",
    async (header) => {
      const res = await t.call({
        method: "POST",
        url: "/api/users/logout/",
        headers: { authorization: header },
      });
      expect(res.status).toBe(401);
    },
  );
});
