import { VALIDATION_MESSAGES as M, PROFILE_MESSAGES } from "@eldercare/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type Member, memberCall } from "../../test/billing.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember, verify } from "../../test/identity.ts";
import { loginBy, placeOf, sendLoginCode, userRow } from "../../test/members.ts";

type Place = Awaited<ReturnType<typeof placeOf>>;

describe.each(TEST_DATABASES)("POST users/modifyprofiledata/ (%s)", (kind) => {
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });
  let kolkata: Place;
  let mumbai: Place;
  let london: Place;
  const addressIn = (p: Place, pincode: string) => ({
    address_line: "12 Lake Road, Ballygunge",
    country_id: p.country_id,
    state_id: p.state_id,
    city_id: p.city_id,
    pincode,
  });
  const modify = (m: Member, payload: object) => memberCall(t, m, "modifyprofiledata", payload);

  beforeAll(async () => {
    kolkata = await placeOf(t, "Kolkata");
    mumbai = await placeOf(t, "Mumbai");
    london = await placeOf(t, "London");
  });

  it("saves only the fields sent and answers the whole profile, with the places' names", async () => {
    const m = await registerMember(t);
    const res = await modify(m, { user_name: "Anita Sen Gupta", ...addressIn(kolkata, "700019") });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toMatchObject({
      user_id: m.userId,
      user_name: "Anita Sen Gupta",
      phone: m.person.phone,
      email: m.person.email,
      user_relation: ["Self"],
      address_line: "12 Lake Road, Ballygunge",
      pincode: "700019",
      country_name: "India",
      state_name: "West Bengal",
      city_name: "Kolkata",
      subscriptions: [],
    });
    const relation = await modify(m, { user_relation: ["Spouse", "Mother"] });
    expect(relation.body.Data).toMatchObject({
      user_name: "Anita Sen Gupta",
      user_relation: ["Spouse", "Mother"],
      city_name: "Kolkata",
    });
    const profile = await memberCall(t, m, "getprofiledata", {});
    expect(profile.body.Data).toEqual(relation.body.Data);
  });

  it("takes an address abroad with that country's postal code", async () => {
    const m = await registerMember(t);
    const res = await modify(m, { ...addressIn(london, "SW1A 1AA") });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toMatchObject({
      country_name: "United Kingdom",
      city_name: "London",
      pincode: "SW1A 1AA",
    });
  });

  it.each([
    [{ user_name: "" }, M.nameRequired],
    [{ user_name: "A" }, M.nameMin],
    [{ user_name: "A".repeat(51) }, M.nameMax],
    [{ user_name: "Anita5" }, M.nameLettersOnly],
    [{ user_name: "Anita  Sen" }, M.nameConsecutiveSpaces],
    [{ user_name: " Anita" }, M.nameEdgeSpaces],
    [{ user_name: "   " }, M.nameOnlySpaces],
    [{ user_relation: [] }, M.relationshipRequired],
    [{ user_relation: ["Self", "Spouse", "Mother"] }, M.relationshipMax],
    [{ user_relation: ["Self", "Self"] }, M.relationshipRequired],
    [{ address_line: "12 Lake Road" }, PROFILE_MESSAGES.addressIncomplete],
    [{ pincode: "700019" }, PROFILE_MESSAGES.addressIncomplete],
    [{ address: { line: "12 Lake Road" } }, 'Unknown field: "address"'],
    [{ phone: "", phone_verification_token: "p" }, M.phoneRequired],
    [{ phone: "98300", phone_verification_token: "p" }, M.phoneInvalid],
    [{ phone: "9830012345" }, PROFILE_MESSAGES.phoneProofRequired],
    [{ email: "", email_verification_token: "p" }, M.emailRequired],
    [{ email: "anita@", email_verification_token: "p" }, M.emailInvalid],
    [{ email: "anita@example.com" }, PROFILE_MESSAGES.emailProofRequired],
    [{ id_no: "ABCDE1234F" }, 'Unknown field: "id_no"'],
    [{ user_type: 2 }, 'Unknown field: "user_type"'],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const m = await registerMember(t);
    const before = await userRow(t, m.userId);
    const res = await modify(m, payload);
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors.map((e: { Message: string }) => e.Message)).toContain(message);
    expect(await userRow(t, m.userId)).toBe(before);
  });

  it.each([
    ["address_line", { address_line: "" }, PROFILE_MESSAGES.addressRequired],
    ["address_line", { address_line: "x".repeat(201) }, PROFILE_MESSAGES.addressMax],
    ["address_line", { address_line: "Flat\u00001" }, "Address contains characters that are not allowed"],
    ["country_id", { country_id: 0 }, PROFILE_MESSAGES.countryRequired],
    ["state_id", { state_id: -1 }, PROFILE_MESSAGES.stateRequired],
    ["city_id", { city_id: null }, PROFILE_MESSAGES.cityRequired],
    ["pincode", { pincode: "70" }, PROFILE_MESSAGES.postalCodeInvalid],
    ["pincode", { pincode: "70001234567" }, PROFILE_MESSAGES.postalCodeInvalid],
  ])("refuses a whole address with a bad %s: 400 %j", async (_field, change, message) => {
    const m = await registerMember(t);
    const before = await userRow(t, m.userId);
    const res = await modify(m, { ...addressIn(kolkata, "700019"), ...change });
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors.map((e: { Message: string }) => e.Message)).toContain(message);
    expect(await userRow(t, m.userId)).toBe(before);
  });

  it("refuses places that do not belong together and postal codes that do not fit the country (422)", async () => {
    const m = await registerMember(t);
    const before = await userRow(t, m.userId);
    const cases: [object, string][] = [
      [{ ...addressIn(kolkata, "700019"), city_id: mumbai.city_id }, PROFILE_MESSAGES.placeMismatch],
      [{ ...addressIn(kolkata, "700019"), country_id: london.country_id }, PROFILE_MESSAGES.placeMismatch],
      [{ ...addressIn(london, "SW1A 1AA"), state_id: kolkata.state_id }, PROFILE_MESSAGES.placeMismatch],
      [addressIn(kolkata, "070019"), PROFILE_MESSAGES.pincodeInvalid],
      [addressIn(kolkata, "SW1A 1AA"), PROFILE_MESSAGES.pincodeInvalid],
      [addressIn(london, "SW1A_1AA"), PROFILE_MESSAGES.postalCodeInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await modify(m, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.Errors.Business_Errors[0]).toEqual({ Code: "BE011", Message: message });
    }
    expect(await userRow(t, m.userId)).toBe(before);
  });

  it("refuses a request with nothing to change (422)", async () => {
    const m = await registerMember(t);
    const res = await modify(m, {});
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]?.Message).toBe(PROFILE_MESSAGES.nothingToChange);
  });

  it("refuses another member's user_id (403) and changes nothing of theirs", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const before = await userRow(t, b.userId);
    const res = await t.call({
      method: "POST",
      url: "/api/users/modifyprofiledata/",
      headers: { authorization: `Bearer ${a.token}` },
      payload: { user_id: b.userId, user_name: "Taken Over" },
    });
    expect(res.status).toBe(403);
    expect(await userRow(t, b.userId)).toBe(before);
    expect(
      (await t.call({ method: "POST", url: "/api/users/modifyprofiledata/", payload: { user_id: a.userId } }))
        .status,
    ).toBe(401);
  });

  it("changes the email with its proof: the old one logs in until then, afterwards only the new one", async () => {
    const m = await registerMember(t);
    const newEmail = `New.${newPerson().email}`;
    const proof = await verify(t, "E", newEmail);
    // Verified but not saved yet: the old email still logs in, the new one is nobody's.
    expect((await loginBy(t, "E", m.person.email)).status).toBe(200);
    expect((await sendLoginCode(t, "E", newEmail)).body.Errors.Business_Errors[0]?.Code).toBe("BE005");

    const res = await modify(m, { email: newEmail, email_verification_token: proof });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.email).toBe(newEmail.toLowerCase());
    expect((await loginBy(t, "E", newEmail)).status).toBe(200);
    const old = await sendLoginCode(t, "E", m.person.email);
    expect(old.status).toBe(422);
    expect(old.body.Errors.Business_Errors[0]?.Code).toBe("BE005");
    // A proof counts once, for its own address only.
    expect((await modify(m, { email: `x${newEmail}`, email_verification_token: proof })).status).toBe(422);
  });

  it("changes the phone with its proof, and refuses a missing, wrong or used proof (422, nothing changed)", async () => {
    const m = await registerMember(t);
    const other = newPerson();
    const before = await userRow(t, m.userId);
    const bogus = await modify(m, { phone: other.phone, phone_verification_token: "not-a-proof" });
    expect(bogus.status).toBe(422);
    expect(bogus.body.Errors.Business_Errors[0]).toEqual({ Code: "BE011", Message: M.phoneOtpInvalid });
    // A proof of another number is no proof of this one.
    const elsewhere = await verify(t, "P", newPerson().phone);
    const mismatched = await modify(m, { phone: other.phone, phone_verification_token: elsewhere });
    expect(mismatched.body.Errors.Business_Errors[0]?.Message).toBe(M.phoneOtpInvalid);
    const both = await modify(m, {
      phone: other.phone,
      phone_verification_token: "x",
      email: other.email,
      email_verification_token: "y",
      user_name: "Not Saved",
    });
    expect(both.body.Errors.Business_Errors.map((e: { Message: string }) => e.Message)).toEqual([
      M.phoneOtpInvalid,
      M.emailOtpInvalid,
    ]);
    expect(await userRow(t, m.userId)).toBe(before);

    const proof = await verify(t, "P", other.phone);
    const res = await modify(m, { phone: other.phone, phone_verification_token: proof });
    expect(res.status).toBe(200);
    expect(res.body.Data.phone).toBe(other.phone);
    expect((await loginBy(t, "P", other.phone)).status).toBe(200);
    expect((await sendLoginCode(t, "P", m.person.phone)).body.Errors.Business_Errors[0]?.Code).toBe("BE005");
  });

  it("refuses a phone or email another account uses: at the code step (BE006) and here (409)", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const code = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "P", phone: a.person.phone, register_flag: true, user_type: 1 },
    });
    expect(code.status).toBe(422);
    expect(code.body.Errors.Business_Errors[0]?.Code).toBe("BE006");

    const before = await userRow(t, b.userId);
    const phone = await modify(b, { phone: a.person.phone, phone_verification_token: "any" });
    expect(phone.status).toBe(409);
    expect(phone.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE010",
      Message: PROFILE_MESSAGES.phoneTaken,
    });
    const email = await modify(b, { email: a.person.email.toUpperCase(), email_verification_token: "any" });
    expect(email.status).toBe(409);
    expect(email.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE010",
      Message: PROFILE_MESSAGES.emailTaken,
    });
    expect(await userRow(t, b.userId)).toBe(before);
  });

  it("lets the unique index decide two members claiming one new phone at once (one 200, one 409)", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const phone = newPerson().phone;
    const proofA = await verify(t, "P", phone);
    const proofB = await verify(t, "P", phone);
    const [ra, rb] = await Promise.all([
      modify(a, { phone, phone_verification_token: proofA }),
      modify(b, { phone, phone_verification_token: proofB }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE010",
      Message: PROFILE_MESSAGES.phoneTaken,
    });
  });

  it("sending the phone already held changes nothing and needs no proof", async () => {
    const m = await registerMember(t);
    const res = await modify(m, {
      phone: m.person.phone,
      phone_verification_token: "unused",
      user_name: "Anita Roy",
    });
    expect(res.status).toBe(200);
    expect(res.body.Data).toMatchObject({ phone: m.person.phone, user_name: "Anita Roy" });
  });
});
