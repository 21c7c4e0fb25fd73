import { OTP_MAX_ATTEMPTS, OTP_MESSAGES } from "@eldercare/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { TEST_OTP_SETUPS, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";

/*
 * Issue 16, item 1: a code can be compared at most OTP_MAX_ATTEMPTS times, however the guesses arrive.
 * On the PostgreSQL server the requests really run in parallel (PGlite's single connection hides races).
 */

const BURST = 200;

type Reply = { status: number; body: { Errors: { Business_Errors: { Code: string; Message: string }[] } } };
const wrongReplies = (replies: Reply[]) =>
  replies.filter((r) => r.body.Errors.Business_Errors[0]?.Code === "BE007");

/** BURST distinct 6-digit guesses, none equal to `code`. */
function wrongGuesses(code: string, count: number) {
  const guesses: string[] = [];
  for (let i = 0; guesses.length < count; i++) {
    const guess = String(100_000 + i * 4_567).slice(-6);
    if (guess !== code && !guesses.includes(guess)) guesses.push(guess);
  }
  return guesses;
}

describe.each(TEST_OTP_SETUPS)("parallel code guessing ($name)", ({ db, store }) => {
  const t = useTestApp(db, { OTP_SENDS_PER_HOUR_PER_IP: 10_000 }, { otpStore: store });

  async function loginCodeFor(phone: string) {
    const sent = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "P", phone, login_flag: true, user_type: 1 },
    });
    expect(sent.status).toBe(200);
    return t.outbox.latestCode(`+91${phone}`);
  }
  const login = (phone: string, otp: string) =>
    t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: { email_phn_flag: "P", user_name: phone, otp, user_type: 1 },
    }) as Promise<Reply & { body: { Token?: string } }>;
  /** How many comparisons the store counted on the code sent to this identifier for this purpose. */
  const comparisons = async (identifier: string, purpose: "login" | "register") => {
    const stored = (await t.otpStores.storedCodes(identifier)).filter((c) => c.purpose === purpose);
    expect(stored).toHaveLength(1);
    return Number(stored[0]?.attempts);
  };
  const sessionsOf = async (userId: number) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  it(`compares a login code at most ${OTP_MAX_ATTEMPTS} times in a burst of ${BURST} wrong guesses, then refuses the right one`, async () => {
    const { person, userId } = await registerMember(t);
    const before = await sessionsOf(userId);
    const code = await loginCodeFor(person.phone);

    const replies = await Promise.all(wrongGuesses(code, BURST).map((g) => login(person.phone, g)));
    expect(replies.every((r) => r.status === 422)).toBe(true);
    expect(await comparisons(`+91${person.phone}`, "login")).toBe(OTP_MAX_ATTEMPTS);
    // The first four wrong tries are told so; the fifth and every later one find the code dead.
    expect(wrongReplies(replies).length).toBe(OTP_MAX_ATTEMPTS - 1);

    const right = await login(person.phone, code);
    expect(right.status).toBe(422);
    expect(right.body.Errors.Business_Errors[0]?.Code).toBe("BE008");
    expect(right.body.Token).toBeUndefined();
    expect(await sessionsOf(userId)).toBe(before);
  });

  it(`never lets more than ${OTP_MAX_ATTEMPTS} of ${BURST} simultaneous guesses reach the code, the right one among them`, async () => {
    const { person, userId } = await registerMember(t);
    const before = await sessionsOf(userId);
    const code = await loginCodeFor(person.phone);
    const guesses = wrongGuesses(code, BURST - 1);
    // The right code somewhere in the middle of the burst.
    guesses.splice(BURST / 2, 0, code);

    const replies = await Promise.all(guesses.map((g) => login(person.phone, g)));
    expect(await comparisons(`+91${person.phone}`, "login")).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    const signedIn = replies.filter((r) => r.status === 200);
    expect(signedIn.length).toBeLessThanOrEqual(1);
    expect(wrongReplies(replies).length + signedIn.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    // Every session the database holds was answered to a request, and no more.
    expect(await sessionsOf(userId)).toBe(before + signedIn.length);
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
  });

  it(`compares a verification code at most ${OTP_MAX_ATTEMPTS} times through shared/validateotp/`, async () => {
    const { phone } = newPerson();
    const sent = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "P", phone, register_flag: true, user_type: 1 },
    });
    expect(sent.status).toBe(200);
    const code = t.outbox.latestCode(`+91${phone}`);
    const check = (otp: string) =>
      t.call({
        method: "POST",
        url: "/api/shared/validateotp/",
        payload: { email_phn_flag: "P", user_name: phone, otp, user_type: 1 },
      }) as Promise<Reply & { body: { Data?: { verification_token?: string } } }>;

    const replies = await Promise.all(wrongGuesses(code, BURST).map(check));
    expect(await comparisons(`+91${phone}`, "register")).toBe(OTP_MAX_ATTEMPTS);
    const wrong = wrongReplies(replies);
    expect(wrong.length).toBe(OTP_MAX_ATTEMPTS - 1);
    expect(wrong.every((r) => r.body.Errors.Business_Errors[0]?.Message === OTP_MESSAGES.invalid)).toBe(true);
    const right = await check(code);
    expect(right.status).toBe(422);
    expect(right.body.Data?.verification_token).toBeUndefined();
  });
});
