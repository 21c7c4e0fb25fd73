import { CONSENT_NOTICE_VERSION, dataExportSchema, indiaToday, PRIVACY_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRequest, findPlan, type Member, memberCall, pay } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";
import { placeOf, sendLoginCode, tablesContaining, userRow } from "../../test/members.ts";

const SUPPORT = TEST_APP_CONFIG.SUPPORT_EMAIL;

const ZUBEIDA = {
  name: "Zubeida Quraishi",
  line: "7 Quraishi Mansion Road",
  pincode: "734013",
  mother: "Kamala Quraishi",
};
const RUKHSANA = { name: "Rukhsana Begum", line: "11 Begum Bagan", pincode: "734003", mother: "Salma Begum" };
const FARIDA = { name: "Farida Khan", line: "3 Khan Lane", pincode: "734005", mother: "Ayesha Khan" };

/** A member with everything the product can hold about them: address, loved one, plan, enquiry, question. */
async function fullMember(t: TestApp, who = ZUBEIDA) {
  const person = { ...newPerson(), user_name: who.name };
  person.email = `${who.name.split(" ")[0]?.toLowerCase()}.${person.phone}@example.com`;
  const m = await registerMember(t, person);
  const siliguri = await placeOf(t, "Siliguri");
  const address = { address_line: who.line, pincode: who.pincode };
  const edited = await memberCall(t, m, "modifyprofiledata", {
    ...address,
    country_id: siliguri.country_id,
    state_id: siliguri.state_id,
    city_id: siliguri.city_id,
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const lovedOne = await memberCall(t, m, "savelovedone", {
    full_name: who.mother,
    relationship: "Mother",
    date_of_birth: "1946-08-01",
    gender: "Female",
    address_line: "9 Hill Cart Road",
    state_id: siliguri.state_id,
    city_id: siliguri.city_id,
    pincode: "734001",
    contact_name: "Imtiaz Quraishi",
    contact_phone: "9733097330",
    languages: ["Urdu", "Bengali"],
    mobility: "walks_unaided",
    notes: "Enjoys morning walks with a companion.",
  });
  expect(lovedOne.status).toBe(200);
  const plan = await findPlan(t, "silver", "Single", "Annual");
  const requestId = (await createRequest(t, m, plan.plan_tier_id)).body.Data.request_id;
  const paid = await pay(t, m, requestId, plan);
  expect(paid.body.Data.invoice_id).toEqual(expect.any(Number));
  // A request to cancel the plan, whose reason names the mother (the member's own words).
  const subscriptionId = paid.body.Data.subscription_id as number;
  const quoted = await t.call({
    method: "POST",
    url: "/api/users/getcancellationquote/",
    headers: { authorization: `Bearer ${m.token}` },
    payload: { subscription_id: subscriptionId },
  });
  const q = quoted.body.Data.quote;
  const cancelled = await t.call({
    method: "POST",
    url: "/api/users/cancelsubscription/",
    headers: { authorization: `Bearer ${m.token}` },
    payload: {
      subscription_id: subscriptionId,
      effective_date: q.effective_date,
      refund: q.refund,
      reason: `Moving ${who.mother} to Pune`,
    },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  // Sent while logged in: the session proves the member's own phone and email.
  const enquiry = await t.call({
    method: "POST",
    url: "/api/users/createenquiry/",
    headers: { authorization: `Bearer ${m.token}` },
    payload: {
      user_name: person.user_name,
      phone: person.phone,
      email: person.email,
      user_message: "Can a companion visit my mother twice a week?",
      city_id: siliguri.city_id,
      country_id: siliguri.country_id,
      is_callback: false,
    },
  });
  expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(200);
  const question = await t.call({
    method: "POST",
    url: "/api/shared/createquestion/",
    payload: { user_name: person.user_name, email: person.email, question: "Do you cover Darjeeling hills?" },
  });
  expect(question.status).toBe(200);
  return { ...m, address, lovedOneName: who.mother };
}

const erase = (t: TestApp, m: Member, otp: string) => memberCall(t, m, "eraseaccount", { otp });

describe.each(TEST_DATABASES)("privacy: users/exportdata/ and users/eraseaccount/ (%s)", (kind) => {
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });

  it("exports everything held as one JSON file, with the loved ones and the ID number masked", async () => {
    const m = await fullMember(t, RUKHSANA);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/exportdata/",
      headers: { authorization: `Bearer ${m.token}` },
      payload: { user_id: m.userId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="seniorcare-data-${m.userId}-${indiaToday()}.json"`,
    );
    expect(res.headers["cache-control"]).toContain("no-store");
    const file = dataExportSchema.parse(res.json());
    expect(file.profile).toMatchObject({
      user_id: m.userId,
      user_name: RUKHSANA.name,
      address_line: m.address.address_line,
      city_name: "Siliguri",
      id_no_masked: `XXXX XXXX ${m.person.id_no.slice(-4)}`,
    });
    expect(file.profile.subscriptions).toHaveLength(1);
    expect(file.consent).toEqual({ version: CONSENT_NOTICE_VERSION, accepted_at: expect.any(String) });
    expect(file.loved_ones).toMatchObject([{ full_name: RUKHSANA.mother, contact_name: "Imtiaz Quraishi" }]);
    expect(file.payments).toMatchObject([{ status: "paid" }]);
    expect(file.invoices).toMatchObject([{ recipient: { name: RUKHSANA.name } }]);
    expect(file.enquiries).toMatchObject([{ user_name: RUKHSANA.name, phone: `+91 ${m.person.phone}` }]);
    expect(file.plan_cancellations).toMatchObject([
      {
        status: "requested",
        reason: `Moving ${RUKHSANA.mother} to Pune`,
        quote: { plan_type_name: "Silver" },
      },
    ]);
    expect(res.body).not.toContain(m.person.id_no);
  });

  it("exports only the caller's own data (403 for another user_id, 401 without a session)", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const other = await t.call({
      method: "POST",
      url: "/api/users/exportdata/",
      headers: { authorization: `Bearer ${a.token}` },
      payload: { user_id: b.userId },
    });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(b.person.email);
    const anonymous = await t.call({
      method: "POST",
      url: "/api/users/exportdata/",
      payload: { user_id: a.userId },
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses erasure without a live code (BE008) or with a wrong one (BE007), changing nothing", async () => {
    const m = await registerMember(t);
    const before = await userRow(t, m.userId);
    const none = await erase(t, m, "123456");
    expect(none.status).toBe(422);
    expect(none.body.Errors.Business_Errors[0]?.Code).toBe("BE008");
    expect((await sendLoginCode(t, "P", m.person.phone)).status).toBe(200);
    const code = t.outbox.latestCode(`+91${m.person.phone}`);
    const wrong = await erase(t, m, `${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.Errors.Business_Errors[0]?.Code).toBe("BE007");
    expect(await userRow(t, m.userId)).toBe(before);
    expect((await memberCall(t, m, "getprofiledata", {})).status).toBe(200);
  });

  it("erases: nothing of the member outside the invoices, no session, the team told, free to register again", async () => {
    const m = await fullMember(t);
    const other = await fullMember(t, FARIDA);
    const needles = [
      m.person.user_name,
      m.person.phone,
      `+91${m.person.phone}`,
      m.person.email,
      m.address.address_line,
      m.address.pincode,
      m.person.id_no,
      m.lovedOneName,
    ];
    // The scan finds what it looks for: before erasure the member is everywhere.
    const before = await tablesContaining(t, needles);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        "users",
        "loved_ones",
        "enquiries",
        "questions",
        "notifications",
        "invoices",
        "plan_cancellations",
      ]),
    );
    const vaultBefore = await countVault(t);

    expect((await sendLoginCode(t, "P", m.person.phone)).status).toBe(200);
    const res = await erase(t, m, t.outbox.latestCode(`+91${m.person.phone}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toEqual({ Message: PRIVACY_MESSAGES.erased });

    const after = await tablesContaining(t, needles);
    expect(Object.keys(after)).toEqual(["invoices"]);
    expect(after.invoices).toContain(m.person.user_name);
    expect(await countVault(t)).toBe(vaultBefore - 1);
    expect(await userRow(t, m.userId)).toContain("Erased member");
    // Nor the network address their enquiry and question came from; another member's stays.
    const addresses = await query<{ erased: string[]; kept: string[] }>(
      t,
      sql`select
            (select array_agg(distinct coalesce(client_ip, 'null')) from (
               select client_ip from enquiries where email = 'erased@invalid'
               union all select client_ip from questions where email is null and phone is null) e) as erased,
            (select array_agg(distinct client_ip) from (
               select client_ip from enquiries where email = ${other.person.email}
               union all select client_ip from questions where email = ${other.person.email}) k) as kept`,
    );
    expect(addresses[0]?.erased.sort()).toEqual(["erased", "null"]);
    expect(addresses[0]?.kept).toEqual(["127.0.0.1"]);

    // Another member keeps everything.
    expect((await memberCall(t, other, "getlovedones", {})).body.Data.loved_ones).toHaveLength(1);
    expect((await memberCall(t, other, "getprofiledata", {})).body.Data.user_name).toBe(FARIDA.name);
    expect(Object.keys(await tablesContaining(t, [FARIDA.name, other.person.email]))).toEqual(
      expect.arrayContaining(["users", "enquiries", "questions", "notifications"]),
    );

    expect((await memberCall(t, m, "getprofiledata", {})).status).toBe(401);
    const login = await sendLoginCode(t, "E", m.person.email);
    expect(login.body.Errors.Business_Errors[0]?.Code).toBe("BE005");

    const notice = await teamNotice(t, m.userId);
    expect(notice?.subject).toBe(`Member #${m.userId} erased their account (refund due)`);
    expect(notice?.text).toContain("a refund is due under the Cancellation and Refund Policy");
    expect(notice?.text).not.toContain(m.person.phone);

    const again = await registerMember(t, m.person);
    expect(again.userId).not.toBe(m.userId);
  });

  it("tells the team no refund is due when no plan was running", async () => {
    const m = await registerMember(t);
    expect((await sendLoginCode(t, "P", m.person.phone)).status).toBe(200);
    expect((await erase(t, m, t.outbox.latestCode(`+91${m.person.phone}`))).status).toBe(200);
    const notice = await teamNotice(t, m.userId);
    expect(notice?.subject).toBe(`Member #${m.userId} erased their account`);
    expect(notice?.text).toContain("no refund is due");
  });
});

/** The team's email about an erased member, once delivered (the app also delivers on its own after a commit). */
async function teamNotice(t: TestApp, userId: number) {
  for (let i = 0; i < 50; i++) {
    await t.app.notifier.deliverDue();
    const mail = t.outbox.sent.find((s) => s.to === SUPPORT && s.subject.startsWith(`Member #${userId} `));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no email about member ${userId}`);
}

async function countVault(t: TestApp): Promise<number> {
  const res = (await t.database.db.execute(sql`select count(*)::int as n from id_vault`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]?.n ?? 0;
}
