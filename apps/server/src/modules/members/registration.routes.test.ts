import { CONSENT_NOTICE_VERSION, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember, verify } from "../../test/identity.ts";

const url = "/api/users/register/";

describe.each(TEST_DATABASES)("POST users/register/ (%s)", (kind) => {
  const t = useTestApp(kind);
  type Row = Record<string, unknown>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  it("creates the member from verified phone and email, returns user_id and a session Token", async () => {
    const person = newPerson();
    const res = await t.call({
      method: "POST",
      url,
      payload: {
        ...person,
        phone_verification_token: await verify(t, "P", person.phone),
        email_verification_token: await verify(t, "E", person.email),
        consent_accepted: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual({
      user_id: expect.any(Number),
      user_name: "Anita Sen",
      email: person.email,
    });
    expect(res.body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(res.body)).not.toContain(person.id_no);

    const [user] = await rows(sql`select * from users where id = ${res.body.Data.user_id}`);
    expect(user).toMatchObject({
      phone: `+91${person.phone}`, // E.164
      email: person.email,
      consent_version: CONSENT_NOTICE_VERSION,
    });
    expect(user?.consent_accepted_at).toBeTruthy();
    expect(user?.id_no_masked).toBe(`XXXX XXXX ${person.id_no.slice(-4)}`);
    // The ID number is nowhere in clear text: not in the member row, not in the vault.
    expect(JSON.stringify(user)).not.toContain(person.id_no);
    const vault = await rows(sql`select * from id_vault where key = ${user?.id_vault_key as string}`);
    expect(vault).toHaveLength(1);
    expect(JSON.stringify(vault)).not.toContain(person.id_no);
    const sessions = await rows(
      sql`select token_hash from sessions where user_id = ${res.body.Data.user_id}`,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toBe(res.body.Token);
  });

  it("requires the server-side proofs: made-up, reused or someone else's proofs are refused", async () => {
    const person = newPerson();
    const phoneProof = await verify(t, "P", person.phone);
    const made = await t.call({
      method: "POST",
      url,
      payload: {
        ...person,
        phone_verification_token: phoneProof,
        email_verification_token: "made-up-proof-made-up-proof",
        consent_accepted: true,
      },
    });
    expect(made.status).toBe(422);
    expect(made.body.Errors.Business_Errors).toEqual([
      { Code: "BE011", Message: VALIDATION_MESSAGES.emailOtpInvalid },
    ]);

    // The refused attempt did not use up the phone proof.
    const other = newPerson();
    const otherEmailProof = await verify(t, "E", other.email);
    const mismatch = await t.call({
      method: "POST",
      url,
      payload: {
        ...person,
        phone_verification_token: phoneProof,
        email_verification_token: otherEmailProof,
        consent_accepted: true,
      },
    });
    expect(mismatch.body.Errors.Business_Errors).toEqual([
      { Code: "BE011", Message: VALIDATION_MESSAGES.emailOtpInvalid },
    ]);

    const good = await t.call({
      method: "POST",
      url,
      payload: {
        ...person,
        phone_verification_token: phoneProof,
        email_verification_token: await verify(t, "E", person.email),
        consent_accepted: true,
      },
    });
    expect(good.status).toBe(200);
    const reuse = await t.call({
      method: "POST",
      url,
      payload: {
        ...newPerson(),
        phone_verification_token: phoneProof,
        email_verification_token: otherEmailProof,
        consent_accepted: true,
      },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.Errors.Business_Errors.map((e) => e.Message)).toContain(
      VALIDATION_MESSAGES.phoneOtpInvalid,
    );
  });

  it("refuses a phone or email already registered (BE006) and sends no code for it", async () => {
    const { person } = await registerMember(t);
    const res = await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "E", email: person.email, register_flag: true, user_type: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.Errors.Business_Errors[0]?.Code).toBe("BE006");
  });

  it.each([
    [{ user_name: "A" }, VALIDATION_MESSAGES.nameMin],
    [{ user_relation: ["Self", "Spouse", "Father"] }, VALIDATION_MESSAGES.relationshipMax],
    [{ id_no: "123456789012" }, VALIDATION_MESSAGES.aadhaarInvalid],
    [{ id_type: 2, id_no: "abcde1234f" }, VALIDATION_MESSAGES.panFormat],
    [{ consent_accepted: false }, "Please accept the Terms and Conditions and the Privacy Policy"],
    [{ user_type: 2 }, 'Unknown field: "user_type"'],
  ])("rejects %j with 400 and writes nothing", async (change, message) => {
    const before = await rows(sql`select count(*)::int as n from users`);
    const res = await t.call({
      method: "POST",
      url,
      payload: {
        ...newPerson(),
        phone_verification_token: "p",
        email_verification_token: "e",
        consent_accepted: true,
        ...change,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.Errors.Business_Errors.map((e) => e.Message)).toContain(message);
    expect(await rows(sql`select count(*)::int as n from users`)).toEqual(before);
  });
});
