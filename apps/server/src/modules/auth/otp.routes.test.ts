import { OTP_MESSAGES } from "@eldercare/contracts";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { users } from "../../db/schema/index.ts";
import { createTestClock } from "../../test/clock.ts";
import { createRecordingSenders, TEST_APP_CONFIG, TEST_OTP_SETUPS, useTestApp } from "../../test/harness.ts";
import { insertStaffRow } from "../../test/staff.ts";
import { createRedisOtpStore } from "./redis-otp-store.ts";

const gen = "/api/shared/generateotp/";
const val = "/api/shared/validateotp/";
let n = 0;
/** A fresh phone number per test, so limits and countdowns never leak between tests. */
const phone = () => `98${String(10_000_000 + ++n * 7919).slice(-8)}`;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(TEST_OTP_SETUPS)("one-time codes ($name)", ({ db, store }) => {
  const clock = createTestClock();
  const t = useTestApp(db, {}, { otpStore: store, now: clock.now });
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
    const stored = await t.otpStores.storedCodes(`+91${p}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.values(stored[0] ?? {})).not.toContain(code);

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

  it("has no master code: only the code sent works (decision 0014)", async () => {
    const p = phone();
    await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    const code = t.outbox.latestCode(`+91${p}`);
    expect((await check(p, "{secret}")).status).toBe(400);
    // Four guesses a backdoor would use (the 5th wrong try would kill the code).
    for (const guess of ["000000", "123456", "111111", "999999"].filter((g) => g !== code)) {
      expect((await check(p, guess)).body.Errors.Business_Errors[0]?.Code).toBe("BE007");
    }
    expect((await check(p, code)).status).toBe(200);
  });

  it("accepts a code until 10 minutes have passed, then refuses it", async () => {
    const early = phone();
    await send({ email_phn_flag: "P", phone: early, user_type: 1 });
    clock.advance(10 * MINUTE - SECOND);
    expect((await check(early, t.outbox.latestCode(`+91${early}`))).status).toBe(200);

    const p = phone();
    await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    clock.advance(10 * MINUTE + SECOND);
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
    clock.advance(119 * SECOND);
    const stillEarly = await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    expect(stillEarly.status).toBe(429);
    expect(stillEarly.body.Errors.Business_Errors[0]?.Message).toBe(
      "Please wait 1 seconds before asking for a new OTP.",
    );
    clock.advance(2 * SECOND);
    expect((await send({ email_phn_flag: "P", phone: p, user_type: 1 })).status).toBe(200);
    const second = t.outbox.latestCode(`+91${p}`);
    if (second !== first) expect((await check(p, first)).status).toBe(422);
    expect((await check(p, second)).status).toBe(200);
  });

  it("sends no code to a registration for a phone already registered (BE006)", async () => {
    const p = phone();
    await t.database.db
      .insert(users)
      .values({ userName: "Asha Roy", phone: `+91${p}`, email: `asha${p}@example.com` });
    const before = t.outbox.sent.length;
    const res = await send({ email_phn_flag: "P", phone: p, register_flag: true, user_type: 1 });
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE006",
      Message: "This phone number is already registered. Please login instead.",
    });
    expect(t.outbox.sent.length).toBe(before);
  });

  it("refuses a login code to a phone or email no account uses (BE005)", async () => {
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
    for (const user_type of [1, 2]) {
      const nobody = await send({ email_phn_flag: "P", phone: phone(), login_flag: true, user_type });
      expect(nobody.status).toBe(422);
      expect(nobody.body.Errors.Business_Errors[0]).toEqual({
        Code: "BE005",
        Message: "No account is registered with this phone number. Please register first.",
      });
    }
  });

  it("answers a login code asked for the other role exactly as a sent one, and sends nothing (decision 0049)", async () => {
    const m = phone();
    const a = phone();
    const made = await t.database.db
      .insert(users)
      .values([
        { userType: 1, userName: "Vikram Das", phone: `+91${m}`, email: `member.${m}@example.com` },
        { userType: 2, userName: "Ops Desk", phone: `+91${a}`, email: `admin.${a}@example.com` },
      ])
      .returning({ id: users.id });
    await insertStaffRow(t.database.db, made[1]?.id ?? 0);
    const member = { P: m, E: `member.${m}@example.com` };
    const admin = { P: a, E: `admin.${a}@example.com` };
    const to = (flag: "P" | "E", value: string) => (flag === "P" ? `+91${value}` : value);
    /** Everything a login code request answers but its request id and date. */
    const ask = async (flag: "P" | "E", value: string, user_type: number) => {
      const res = await send({
        email_phn_flag: flag,
        ...(flag === "P" ? { phone: value } : { email: value }),
        login_flag: true,
        user_type,
      });
      return { status: res.status, body: res.body, length: res.headers["content-length"] };
    };
    const sentTo = (flag: "P" | "E", value: string) => t.outbox.sent.filter((x) => x.to === to(flag, value));
    const tryCode = async (flag: "P" | "E", value: string, url: string) => {
      const known = sentTo(flag, value)
        .at(-1)
        ?.text.match(/\b\d{6}\b/)?.[0];
      const res = await t.call({
        method: "POST",
        url,
        payload: { email_phn_flag: flag, user_name: value, otp: known === "000000" ? "111111" : "000000" },
      });
      return { status: res.status, body: res.body };
    };

    for (const flag of ["P", "E"] as const) {
      // Each asks first at the other role's login: answered as sent, nothing sent.
      const adminAtMember = await ask(flag, admin[flag], 1);
      const memberAtAdmin = await ask(flag, member[flag], 2);
      expect(sentTo(flag, admin[flag])).toHaveLength(0);
      expect(sentTo(flag, member[flag])).toHaveLength(0);
      // Then at their own: sent at once (the wait between sends is kept per kind of account).
      const adminAtAdmin = await ask(flag, admin[flag], 2);
      const memberAtMember = await ask(flag, member[flag], 1);
      expect(adminAtAdmin).toEqual({
        status: 200,
        body: {
          Data: { Message: OTP_MESSAGES.sent, resend_timeout: 2 },
          Errors: { Business_Errors: [], System_Errors: [], Warnings: [], Info: [] },
        },
        length: expect.any(String),
      });
      for (const answer of [adminAtMember, memberAtAdmin, memberAtMember])
        expect(answer).toEqual(adminAtAdmin);
      expect(sentTo(flag, admin[flag])).toHaveLength(1);
      expect(sentTo(flag, member[flag])).toHaveLength(1);

      // What follows answers the same too: the resend wait, and a wrong code at either login.
      const again = [
        await ask(flag, admin[flag], 1),
        await ask(flag, member[flag], 2),
        await ask(flag, admin[flag], 2),
        await ask(flag, member[flag], 1),
      ];
      expect(again[0]?.status).toBe(429);
      expect(again[0]?.body.Errors.Business_Errors[0]?.Message).toBe(OTP_MESSAGES.waitBeforeResend(120));
      for (const answer of again) expect(answer).toEqual(again[0]);
      const wrong = [
        await tryCode(flag, admin[flag], "/api/users/login/"),
        await tryCode(flag, member[flag], "/api/admin/login/"),
        await tryCode(flag, admin[flag], "/api/admin/login/"),
        await tryCode(flag, member[flag], "/api/users/login/"),
      ];
      expect(wrong[0]).toEqual({
        status: 422,
        body: expect.objectContaining({
          Errors: expect.objectContaining({
            Business_Errors: [{ Code: "BE007", Message: OTP_MESSAGES.invalid }],
          }),
        }),
      });
      for (const answer of wrong) expect(answer).toEqual(wrong[0]);
      expect(sentTo(flag, admin[flag])).toHaveLength(1);
      expect(sentTo(flag, member[flag])).toHaveLength(1);
    }

    // Both still log in with the codes they were sent, each at their own login.
    const login = (url: string, value: string) =>
      t.call({
        method: "POST",
        url,
        payload: { email_phn_flag: "P", user_name: value, otp: t.outbox.latestCode(`+91${value}`) },
      });
    expect((await login("/api/admin/login/", a)).status).toBe(200);
    expect((await login("/api/users/login/", m)).status).toBe(200);
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
    const stored = await t.otpStores.storedCodes(`+91${p}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.[store === "redis" ? "state" : "voided_at"]).not.toMatch(/^(active|null)$/);
    // The failed send does not hold back a retry, and its code was never usable.
    expect((await send({ email_phn_flag: "P", phone: p, user_type: 1 })).status).toBe(200);
    const fresh = t.outbox.latestCode(`+91${p}`);
    expect((await check(p, fresh)).status).toBe(200);
  });

  it("lets exactly one of many simultaneous checks of a right code through", async () => {
    const p = phone();
    await send({ email_phn_flag: "P", phone: p, user_type: 1 });
    const code = t.outbox.latestCode(`+91${p}`);
    const results = await Promise.all(Array.from({ length: 10 }, () => check(p, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
  });

  it("sends one code when many requests for the same phone arrive at once", async () => {
    const p = phone();
    const before = t.outbox.sent.length;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => send({ email_phn_flag: "P", phone: p, user_type: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(t.outbox.sent.length - before).toBe(1);
  });

  it("shares codes and limits between server processes", async () => {
    // A second process: its own app and store connection over the same shared state.
    const other = await buildApp(TEST_APP_CONFIG, t.database, {
      senders: createRecordingSenders().senders,
      inbox: null,
      otpStore: t.otpStores.open(),
      now: clock.now,
    });
    try {
      const p = phone();
      await send({ email_phn_flag: "P", phone: p, user_type: 1 });
      const early = await other.inject({
        method: "POST",
        url: gen,
        payload: { email_phn_flag: "P", phone: p, user_type: 1 },
      });
      expect(early.statusCode).toBe(429);
      const checked = await other.inject({
        method: "POST",
        url: val,
        payload: { email_phn_flag: "P", user_name: p, otp: t.outbox.latestCode(`+91${p}`), user_type: 1 },
      });
      expect(checked.statusCode).toBe(200);
      expect((await check(p, t.outbox.latestCode(`+91${p}`))).status).toBe(422);
    } finally {
      await other.close();
    }
  });

  it.each([
    [{ email_phn_flag: "P", phone: "12345", user_type: 1 }, "Please enter a valid 10-digit phone number"],
    [{ email_phn_flag: "E", email: "", user_type: 1 }, "Email is required"],
    [{ email_phn_flag: "P", phone: "9830012345", user_type: 1, otp: "123456" }, 'Unknown field: "otp"'],
    [{ email_phn_flag: "P", phone: "9830012345", user_type: 3 }, OTP_MESSAGES.companionLoginOnly],
    [{ email_phn_flag: "P", phone: "9830012345", user_type: 4 }, OTP_MESSAGES.userTypeInvalid],
  ])("rejects a bad request %j", async (payload, message) => {
    const res = await send(payload);
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors.map((e) => e.Message)).toContain(message);
  });
});

describe.each(TEST_OTP_SETUPS)("one-time code send limits ($name)", ({ db, store }) => {
  const clock = createTestClock();
  const t = useTestApp(
    db,
    { OTP_RESEND_SECONDS: 0, OTP_SENDS_PER_HOUR_PER_IP: 8 },
    { otpStore: store, now: clock.now },
  );
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
    clock.advance(60 * MINUTE + SECOND);
    expect((await send(p, "198.51.100.100")).status).toBe(200);
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

describe("one-time codes while Redis is away", () => {
  // Nothing listens on port 1: every command fails at once, as in an outage.
  const redis = new Redis("redis://127.0.0.1:1", {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  const t = useTestApp("pglite");
  let app: Awaited<ReturnType<typeof buildApp>>;
  afterAll(async () => {
    await app?.close();
    redis.disconnect();
  });

  it("answers 503 with a clear message, never a 500, and /readyz reports Redis unavailable", async () => {
    app = await buildApp(TEST_APP_CONFIG, t.database, {
      senders: createRecordingSenders().senders,
      inbox: null,
      otpStore: createRedisOtpStore(redis, "eldercare-test:down:"),
    });
    const res = await app.inject({
      method: "POST",
      url: gen,
      payload: { email_phn_flag: "P", phone: "9830099999", user_type: 1 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json().Errors.System_Errors).toEqual([
      {
        Code: "SE002",
        Message: "We could not handle one-time codes just now. Please try again in a moment.",
      },
    ]);
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().Errors.System_Errors[0].Message).toBe("Redis unavailable.");
  });
});
