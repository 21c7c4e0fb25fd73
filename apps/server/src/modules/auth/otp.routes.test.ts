import { OTP_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

const gen = "/api/shared/generateotp/";
const val = "/api/shared/validateotp/";
let n = 0;
/** A fresh phone number per test, so limits and countdowns never leak between tests. */
const phone = () => `98${String(10_000_000 + ++n * 7919).slice(-8)}`;

describe.each(TEST_DATABASES)("one-time codes (%s)", (kind) => {
  const t = useTestApp(kind);
  const send = (payload: object, ip = "203.0.113.9") =>
    t.call({ method: "POST", url: gen, payload, remoteAddress: ip });
  const check = (p: string, otp: string, flag = "P") =>
    t.call({ method: "POST", url: val, payload: { email_phn_flag: flag, user_name: p, otp, user_type: 1 } });

  it("sends a 6-digit code by SMS, stores only its hash, and verifies it once", async () => {
    const p = phone();
    const res = await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual({ Message: OTP_MESSAGES.sent, resend_timeout: 2 });
    const code = t.outbox.latestCode(`+91${p}`);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const stored = (await t.database.db.execute(
      sql`select code_hash from otp_codes where identifier = ${`+91${p}`}`,
    )) as unknown as {
      rows: { code_hash: string }[];
    };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.code_hash).not.toContain(code);

    const ok = await check(p, code);
    expect(ok.status).toBe(200);
    expect(ok.body.Data.verification_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await check(p, code);
    expect(again.status).toBe(422);
    expect(again.body.Errors.Business_Errors[0]?.Code).toBe("BE008");
  });

  it("sends to an email address too, case-insensitively", async () => {
    const res = await send({ email_phn_flag: "E", email: "Meera.Iyer@Example.com", user_type: 1 });
    expect(res.status).toBe(200);
    const code = t.outbox.latestCode("meera.iyer@example.com");
    expect((await check("MEERA.IYER@example.com", code, "E")).status).toBe(200);
  });

  it("answers a wrong code with the spec message, and kills the code after 5 wrong tries", async () => {
    const p = phone();
    await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    const code = t.outbox.latestCode(`+91${p}`);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const res = await check(p, wrong);
      expect(res.status).toBe(422);
      expect(res.body.Errors.Business_Errors).toEqual([{ Code: "BE007", Message: OTP_MESSAGES.invalid }]);
    }
    const fifth = await check(p, wrong);
    expect(fifth.body.Errors.Business_Errors[0]?.Code).toBe("BE008");
    const right = await check(p, code);
    expect(right.status).toBe(422);
    expect(right.body.Errors.Business_Errors[0]?.Code).toBe("BE008");
  });

  it("refuses an expired code", async () => {
    const p = phone();
    await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    await t.database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where identifier = ${`+91${p}`}`,
    );
    const res = await check(p, t.outbox.latestCode(`+91${p}`));
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE008",
      Message: "This OTP has expired. Please request a new one.",
    });
  });

  it("refuses a resend before the 2-minute countdown ends, then allows it and voids the old code", async () => {
    const p = phone();
    await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    const first = t.outbox.latestCode(`+91${p}`);
    const early = await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    expect(early.status).toBe(429);
    expect(early.body.Errors.Business_Errors[0]?.Message).toMatch(
      /^Please wait \d+ seconds before asking for a new OTP\.$/,
    );
    await t.database.db.execute(
      sql`update otp_codes set created_at = now() - interval '121 seconds' where identifier = ${`+91${p}`}`,
    );
    expect((await send({ email_phn_flag: "P", phone: p, user_type: 1 })).status).toBe(200);
    const second = t.outbox.latestCode(`+91${p}`);
    if (second !== first) expect((await check(p, first)).status).toBe(422);
    expect((await check(p, second)).status).toBe(200);
  });

  it("sends no code to a registration for a phone already registered (BE006)", async () => {
    const p = phone();
    await t.database.db
      .insert(users)
      .values({ userName: "Asha Roy", phone: p, email: `asha${p}@example.com` });
    const before = t.outbox.sent.length;
    const res = await send({ email_phn_flag: "P", phone: p, register_flag: true, user_type: 1 });
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE006",
      Message: "This phone number is already registered. Please login instead.",
    });
    expect(t.outbox.sent.length).toBe(before);
  });

  it("refuses login codes for unknown people and admin codes for members (BE005)", async () => {
    const unknown = await send({
      email_phn_flag: "E",
      email: "nobody@example.com",
      login_flag: true,
      user_type: 1,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE005",
      Message: "No account is registered with this email address. Please register first.",
    });
    const p = phone();
    await t.database.db
      .insert(users)
      .values({ userName: "Vikram Das", phone: p, email: `vik${p}@example.com` });
    const member = await send({ email_phn_flag: "P", phone: p, login_flag: true, user_type: 2 });
    expect(member.body.Errors.Business_Errors[0]?.Code).toBe("BE005");
    expect(member.body.Errors.Business_Errors[0]?.Message).toBe(
      "This account is not an administrator. Please use the member login.",
    );
    expect((await send({ email_phn_flag: "P", phone: p, login_flag: true, user_type: 1 })).status).toBe(200);
  });

  it("reports a delivery failure clearly and leaves no usable code behind", async () => {
    const p = phone();
    t.outbox.failing.add("sms");
    try {
      const res = await send({ email_phn_flag: "P", phone: p, user_type: 1 });
      expect(res.status).toBe(503);
      expect(res.body.Errors.System_Errors[0]?.Message).toBe(
        "We could not send the OTP by SMS just now. Please try again, or use your email.",
      );
    } finally {
      t.outbox.failing.delete("sms");
    }
    const rows = (await t.database.db.execute(
      sql`select voided_at from otp_codes where identifier = ${`+91${p}`}`,
    )) as unknown as { rows: { voided_at: string | null }[] };
    expect(rows.rows.every((r) => r.voided_at !== null)).toBe(true);
    // The failed send does not hold back a retry.
    expect((await send({ email_phn_flag: "P", phone: p, user_type: 1 })).status).toBe(200);
  });

  it.each([
    [{ email_phn_flag: "P", phone: "12345", user_type: 1 }, "Please enter a valid 10-digit phone number"],
    [{ email_phn_flag: "E", email: "", user_type: 1 }, "Email is required"],
    [{ email_phn_flag: "P", phone: "9830012345", user_type: 1, otp: "123456" }, 'Unknown field: "otp"'],
    [{ email_phn_flag: "P", phone: "9830012345", user_type: 3 }, "user_type must be 1 (user) or 2 (admin)"],
  ])("rejects a bad request %j", async (payload, message) => {
    const res = await send(payload);
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors.map((e) => e.Message)).toContain(message);
  });
});

describe("one-time code send limits", () => {
  const t = useTestApp("pglite", { OTP_RESEND_SECONDS: 0, OTP_SENDS_PER_HOUR_PER_IP: 8 });
  const send = (p: string, ip: string) =>
    t.call({
      method: "POST",
      url: gen,
      payload: { email_phn_flag: "P", phone: p, user_type: 1 },
      remoteAddress: ip,
    });

  it("sends at most 5 codes per phone per hour", async () => {
    const p = phone();
    for (let i = 0; i < 5; i++) expect((await send(p, `198.51.100.${i}`)).status).toBe(200);
    const sixth = await send(p, "198.51.100.99");
    expect(sixth.status).toBe(429);
    expect(sixth.body.Errors.Business_Errors[0]?.Message).toBe(
      "Too many OTPs were sent to this phone number. Please try again in an hour.",
    );
  });

  it("limits codes per client address across different phones", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 8; i++) expect((await send(phone(), ip)).status).toBe(200);
    const res = await send(phone(), ip);
    expect(res.status).toBe(429);
    expect(res.body.Errors.Business_Errors[0]?.Message).toBe(
      "Too many OTP requests from this network. Please try again later.",
    );
  });
});
