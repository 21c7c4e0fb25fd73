import { OTP_MESSAGES } from "@eldercare/contracts";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { users } from "../../db/schema/index.ts";
import { createTestClock } from "../../test/clock.ts";
import { createRecordingSenders, TEST_APP_CONFIG, TEST_OTP_SETUPS, useTestApp } from "../../test/harness.ts";
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
      .values({ userName: "Vikram Das", phone: `+91${p}`, email: `vik${p}@example.com` });
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
