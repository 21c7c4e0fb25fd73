import { type DialCode, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { newPerson, verify } from "../../test/identity.ts";

/*
 * Families abroad (issue 25): a member registers and logs in with a mobile number from the Gulf, the UK,
 * Singapore, Australia or North America; stored in E.164, codes sent by SMS to it, checked per country.
 */

let seq = Math.floor(Math.random() * 9_000_000);
/** A fresh UAE mobile (50 xxx xxxx) per call. */
function dubaiMobile() {
  seq = (seq + 1) % 9_000_000;
  return `50${String(1_000_000 + seq)}`;
}

async function sendCode(t: TestApp, phone: string, country_code: string, flags: Record<string, unknown>) {
  return t.call({
    method: "POST",
    url: "/api/shared/generateotp/",
    payload: { email_phn_flag: "P", phone, country_code, user_type: 1, ...flags },
  });
}

/** A code sent to this phone for registration, validated: the proof. */
async function provePhone(t: TestApp, phone: string, country_code: DialCode, e164: string) {
  const sent = await sendCode(t, phone, country_code, { register_flag: true });
  expect(sent.status).toBe(200);
  const ok = await t.call({
    method: "POST",
    url: "/api/shared/validateotp/",
    payload: {
      email_phn_flag: "P",
      user_name: phone,
      country_code,
      otp: t.outbox.latestCode(e164),
      user_type: 1,
    },
  });
  expect(ok.status).toBe(200);
  return ok.body.Data.verification_token as string;
}

describe.each(TEST_DATABASES)("mobile numbers from abroad (%s)", (kind) => {
  const t = useTestApp(kind);
  const phoneOf = async (userId: number) => {
    const { rows } = (await t.database.db.execute(
      sql`select phone from users where id = ${userId}`,
    )) as unknown as {
      rows: { phone: string }[];
    };
    return rows[0]?.phone;
  };

  /** users/register/ for this person with this phone proof (and a fresh email proof). */
  const register = async (
    person: ReturnType<typeof newPerson> & { country_code?: string },
    phoneProof: string,
  ) =>
    t.call({
      method: "POST",
      url: "/api/users/register/",
      payload: {
        ...person,
        phone_verification_token: phoneProof,
        email_verification_token: await verify(t, "E", person.email),
        consent_accepted: true,
      },
    });

  it("registers a Dubai number, keeps it in E.164, and logs in with it", async () => {
    const person = { ...newPerson(), phone: dubaiMobile(), country_code: "+971" };
    const e164 = `+971${person.phone}`;
    const res = await register(person, await provePhone(t, person.phone, "+971", e164));
    expect(res.status).toBe(200);
    const userId = res.body.Data.user_id as number;
    expect(await phoneOf(userId)).toBe(e164);
    // The code went by SMS to the whole international number.
    expect(t.outbox.sent.some((m) => m.to === e164)).toBe(true);

    const profile = await t.call({
      method: "POST",
      url: "/api/users/getprofiledata/",
      headers: { authorization: `Bearer ${res.body.Token}` },
      payload: { user_id: userId },
    });
    expect(profile.body.Data).toMatchObject({ phone: person.phone, country_code: "+971" });

    // A login code for a number no member registered is refused (here an Omani one).
    const asOman = await sendCode(t, `9${person.phone.slice(2)}`, "+968", { login_flag: true });
    expect(asOman.status).toBe(422);

    expect((await sendCode(t, person.phone, "+971", { login_flag: true })).status).toBe(200);
    const login = await t.call({
      method: "POST",
      url: "/api/users/login/",
      payload: {
        email_phn_flag: "P",
        user_name: person.phone,
        country_code: "+971",
        otp: t.outbox.latestCode(e164),
        user_type: 1,
      },
    });
    expect(login.status).toBe(200);
    expect(login.body.Data.user_id).toBe(userId);
  });

  it("stores an Indian number as +91 and ten digits, as before", async () => {
    const person = newPerson();
    const res = await register(person, await verify(t, "P", person.phone));
    expect(res.status).toBe(200);
    expect(await phoneOf(res.body.Data.user_id)).toBe(`+91${person.phone}`);
  });

  it("refuses a number that is not a mobile of the chosen country, and sends nothing", async () => {
    const before = t.outbox.sent.length;
    const landline = await sendCode(t, "42345678", "+971", { register_flag: true });
    expect(landline.status).toBe(400);
    expect(JSON.stringify(landline.body.Errors)).toContain("Please enter a valid UAE mobile number");
    const indianRule = await sendCode(t, "501234567", "+91", { register_flag: true });
    expect(indianRule.status).toBe(400);
    expect(JSON.stringify(indianRule.body.Errors)).toContain(VALIDATION_MESSAGES.phoneInvalid);
    const unknown = await sendCode(t, "15123456789", "+49", { register_flag: true });
    expect(unknown.status).toBe(400);
    expect(t.outbox.sent.length).toBe(before);
  });

  it("a proof for a number under one code is no proof for the same digits under another", async () => {
    const washington = `202555${String(1000 + (seq % 9000))}`;
    const person = { ...newPerson(), phone: washington, country_code: "+91" };
    const res = await register(person, await provePhone(t, washington, "+1", `+1${washington}`));
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]?.Message).toBe(VALIDATION_MESSAGES.phoneOtpInvalid);
  });
});
