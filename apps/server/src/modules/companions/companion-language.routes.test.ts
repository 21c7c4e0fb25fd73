import { randomInt } from "node:crypto";
import { LANGUAGE_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, newPerson, registerMember } from "../../test/identity.ts";

/** A name of letters only (names take letters and spaces), each test's own. */
const nameOf = () =>
  `Lata ${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("")}`;

describe.each(TEST_DATABASES)("a companion's language (%s)", (kind) => {
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });
  let admin = "";
  const place = { state: 0, city: 0 };

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    const [kolkata] = await query<{ city: number; state: number }>(
      t,
      sql`select ci.id as city, ci.state_id as state from cities ci where ci.name = 'Kolkata' limit 1`,
    );
    place.city = kolkata?.city ?? 0;
    place.state = kolkata?.state ?? 0;
  });

  /** A new active companion made by the team (with a language when given); their national phone and id. */
  async function newCompanion(language?: string, companionId?: number, phone = newPerson().phone) {
    const res = await adminCall(t, admin, "modifycompanion", {
      ...(companionId ? { companion_id: companionId } : {}),
      full_name: nameOf(),
      phone,
      email: null,
      languages: ["Tamil", "English"],
      service_kinds: ["companion_visit"],
      state_id: place.state,
      city_id: place.city,
      identity_verified_on: "2026-01-10",
      police_verified_on: "2026-01-20",
      training_completed_on: "2026-02-01",
      ...(language ? { language } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { phone, id: res.body.Data.companion.companion_id as number, shown: res.body.Data.companion };
  }
  const languageOf = async (national: string) =>
    (
      await query<{ language: string }>(t, sql`select language from users where phone = ${`+91${national}`}`)
    )[0]?.language;
  const setLanguage = (token: string, payload: object) =>
    t.call({
      method: "POST",
      url: "/api/companion/setlanguage/",
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it("is English for a new companion, kept by their own choice, and the next login starts in it", async () => {
    const c = await newCompanion();
    expect(c.shown.language).toBe("en");
    const { token } = await loginCompanion(t, c.phone);
    const res = await setLanguage(token, { language: "ta" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toEqual({ language: "ta", Message: LANGUAGE_MESSAGES.saved });
    expect(await languageOf(c.phone)).toBe("ta");
    const login = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "P", phone: c.phone, login_flag: true, user_type: 3 },
    });
    expect(login.status).toBe(200);
    const again = await t.call({
      method: "POST",
      url: "/api/companion/login/",
      payload: { email_phn_flag: "P", user_name: c.phone, otp: t.outbox.latestCode(`+91${c.phone}`) },
    });
    expect(again.body.Data.language).toBe("ta");
  });

  it("refuses a language not offered, or none, with 400 and changes nothing", async () => {
    const c = await newCompanion("bn");
    const { token } = await loginCompanion(t, c.phone);
    for (const payload of [{ language: "fr" }, { language: "HI" }, { language: 2 }, {}, { language: null }]) {
      expectError(await setLanguage(token, payload), 400, LANGUAGE_MESSAGES.invalid);
    }
    expect(await languageOf(c.phone)).toBe("bn");
  });

  it("changes only the session's own account: another's id in the body is refused, another's row untouched", async () => {
    const mine = await newCompanion();
    const theirs = await newCompanion("hi");
    const { token } = await loginCompanion(t, mine.phone);
    const [row] = await query<{ user_id: number }>(
      t,
      sql`select user_id from companions where id = ${theirs.id}`,
    );
    // Another's account named in the body is the session guard's 403; any other field the contract's 400.
    expect((await setLanguage(token, { language: "ta", user_id: row?.user_id })).status).toBe(403);
    expect((await setLanguage(token, { language: "ta", companion_id: theirs.id })).status).toBe(400);
    expect(await languageOf(theirs.phone)).toBe("hi");
    expect((await setLanguage(token, { language: "bn" })).status).toBe(200);
    expect(await languageOf(theirs.phone)).toBe("hi");
    expect(await languageOf(mine.phone)).toBe("bn");
  });

  it("is a companion's alone: a member's and the team's sessions are refused, no session is 401", async () => {
    const member = await registerMember(t);
    expect((await setLanguage(member.token, { language: "hi" })).status).toBe(403);
    expect((await setLanguage(admin, { language: "hi" })).status).toBe(403);
    expect(
      (await t.call({ method: "POST", url: "/api/companion/setlanguage/", payload: { language: "hi" } }))
        .status,
    ).toBe(401);
    expect(await languageOf(member.person.phone)).toBe("en");
  });

  it("is set by the team on the companion's form, kept when the form leaves it out, and refused when not offered", async () => {
    const c = await newCompanion("ta");
    expect(c.shown.language).toBe("ta");
    const shown = await adminCall(t, admin, "getcompanion", { companion_id: c.id });
    expect(shown.body.Data.companion?.language ?? shown.body.Data.language).toBe("ta");
    await newCompanion(undefined, c.id, c.phone);
    expect(await languageOf(c.phone)).toBe("ta");
    const changed = await newCompanion("bn", c.id, c.phone);
    expect(changed.shown.language).toBe("bn");
    expect(await languageOf(c.phone)).toBe("bn");
    const bad = await adminCall(t, admin, "modifycompanion", { ...changed.shown, language: "xx" });
    expect(bad.status).toBe(400);
    expect(await languageOf(c.phone)).toBe("bn");
  });
});
