import { callbackDueAt, ENQUIRY_MESSAGES, VALIDATION_MESSAGES as M } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpSender } from "../../integrations/delivery/smtp-sender.ts";
import { createTestClock } from "../../test/clock.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";
import { type SmtpServerProcess, startSmtpServerProcess } from "../../test/smtp-server-process.ts";

const SUPPORT = "care-team@seniorcare.example";
const enquire = (t: TestApp, payload: object, opts: { ip?: string; token?: string } = {}) =>
  t.call({
    method: "POST",
    url: "/api/users/createenquiry/",
    payload,
    remoteAddress: opts.ip ?? "203.0.113.50",
    ...(opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {}),
  });

/** A plain verification (not registration) of a phone or email; returns the proof. */
async function prove(t: TestApp, flag: "P" | "E", value: string, country_code = "+91"): Promise<string> {
  const key = flag === "P" ? "phone" : "email";
  const sent = await t.call({
    method: "POST",
    url: "/api/shared/generateotp/",
    payload: { email_phn_flag: flag, [key]: value, user_type: 1, ...(flag === "P" ? { country_code } : {}) },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const to = flag === "P" ? `${country_code}${value}` : value.toLowerCase();
  const checked = await t.call({
    method: "POST",
    url: "/api/shared/validateotp/",
    payload: {
      email_phn_flag: flag,
      user_name: value,
      otp: t.outbox.latestCode(to),
      user_type: 1,
      ...(flag === "P" ? { country_code } : {}),
    },
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return checked.body.Data.verification_token as string;
}

async function placeIds(t: TestApp, city: string) {
  const res = (await t.database.db.execute(
    sql`select c.id as city_id, s.country_id from cities c join states s on s.id = c.state_id where c.name = ${city}`,
  )) as unknown as { rows: { city_id: number; country_id: number }[] };
  const row = res.rows[0];
  if (!row) throw new Error(`no city ${city}`);
  return row;
}

type EnquiryBody = Record<string, unknown> & { phone: string; email: string };

/**
 * A complete enquiry from a new visitor in Kolkata, its phone and email verified by code, except for
 * what `overrides` sets itself (a proof set to undefined is left out).
 */
async function verifiedEnquiry(t: TestApp, overrides: Record<string, unknown> = {}): Promise<EnquiryBody> {
  const person = newPerson();
  const body: EnquiryBody = {
    user_name: "Meena Ghosh",
    phone: person.phone,
    email: person.email,
    user_message: "My mother lives alone in Salt Lake and needs help with hospital visits.",
    ...(await placeIds(t, "Kolkata")),
    is_callback: false,
    ...overrides,
  };
  const dialCode = (overrides.country_code as string | undefined) ?? "+91";
  if (!("phone_verification_token" in overrides)) {
    body.phone_verification_token = await prove(t, "P", body.phone, dialCode);
  }
  if (!("email_verification_token" in overrides)) {
    body.email_verification_token = await prove(t, "E", body.email);
  }
  return body;
}

/** The team's email about an enquiry, once delivered (the app also delivers on its own after a commit). */
async function teamMail(t: TestApp, enquiryId: number) {
  for (let i = 0; i < 50; i++) {
    await t.app.notifier.deliverDue();
    const mail = t.outbox.sent.find((m) => m.to === SUPPORT && m.subject.includes(`ENQ-${enquiryId} `));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no email about enquiry ${enquiryId}`);
}

async function storedEnquiries(t: TestApp, email: string) {
  const res = (await t.database.db.execute(
    sql`select id, status, is_callback, preferred_time, user_id, dial_code from enquiries where email = ${email.toLowerCase()}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

describe.each(TEST_DATABASES)("users/createenquiry/ (%s)", (kind) => {
  const t = useTestApp(kind);

  it("stores a verified enquiry as new, and tells the support team by email", async () => {
    const body = await verifiedEnquiry(t);
    const res = await enquire(t, body);
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual({
      enquiry_id: expect.any(Number),
      reference: `ENQ-${res.body.Data.enquiry_id}`,
      callback_due_at: null,
      Message: ENQUIRY_MESSAGES.received,
    });
    expect(await storedEnquiries(t, body.email)).toEqual([
      {
        id: res.body.Data.enquiry_id,
        status: "new",
        is_callback: false,
        preferred_time: null,
        user_id: null,
        dial_code: "+91",
      },
    ]);
    const mail = await teamMail(t, res.body.Data.enquiry_id);
    expect(mail.subject).toBe(`New enquiry ENQ-${res.body.Data.enquiry_id} from Meena Ghosh`);
    expect(mail.text).toContain(`Phone:     +91 ${body.phone} (verified)`);
    expect(mail.text).toContain("Location:  Kolkata, India");
    expect(mail.text).toContain("Callback:  No");
    expect(mail.text).toContain("needs help with hospital visits");
  });

  it.each([
    ["12:00:00", "12:00 PM"],
    ["00:00:00", "12:00 AM"],
    ["21:00:00", "9:00 PM"],
  ])("stores a callback at %s and tells the team %s", async (preferred_time, said) => {
    const body = await verifiedEnquiry(t, { is_callback: true, preferred_time });
    const res = await enquire(t, body);
    expect(res.status).toBe(200);
    expect(await storedEnquiries(t, body.email)).toEqual([
      expect.objectContaining({ is_callback: true, preferred_time }),
    ]);
    const mail = await teamMail(t, res.body.Data.enquiry_id);
    expect(mail.subject).toContain("(callback requested)");
    expect(mail.text).toContain(`Callback:  Yes, at ${said} (India time), first on `);
    // The day the family was told: the next such hour in India after they asked.
    const stored = (await t.database.db.execute(
      sql`select created_at from enquiries where id = ${res.body.Data.enquiry_id}`,
    )) as unknown as { rows: { created_at: Date | string }[] };
    const askedAt = new Date(stored.rows[0]?.created_at ?? Number.NaN);
    const due = callbackDueAt(askedAt, preferred_time) ?? "";
    expect(res.body.Data.callback_due_at).toBe(due);
    const first = new Date(due).toLocaleString("en-IN", {
      timeZone: "Asia/Kolkata",
      dateStyle: "medium",
      timeStyle: "short",
    });
    expect(mail.text).toContain(`first on ${first}`);
  });

  it("refuses an enquiry without proofs, or with a proof for another phone, and stores nothing", async () => {
    const person = newPerson();
    const base = {
      user_name: "Ravi Nair",
      phone: person.phone,
      email: person.email,
      user_message: "Please call me about my father.",
      ...(await placeIds(t, "Kolkata")),
    };
    const none = await enquire(t, base);
    expect(none.status).toBe(422);
    expect(none.body.Errors.Business_Errors[0]?.Message).toBe(M.phoneOtpInvalid);

    const other = newPerson();
    const someoneElses = await enquire(t, {
      ...base,
      phone_verification_token: await prove(t, "P", other.phone),
      email_verification_token: await prove(t, "E", person.email),
    });
    expect(someoneElses.status).toBe(422);
    expect(someoneElses.body.Errors.Business_Errors[0]?.Message).toBe(M.phoneOtpInvalid);
    const madeUp = await enquire(t, {
      ...base,
      phone_verification_token: "x".repeat(43),
      email_verification_token: "y".repeat(43),
    });
    expect(madeUp.status).toBe(422);
    expect(await storedEnquiries(t, person.email)).toEqual([]);
  });

  it.each([
    [{ user_name: "" }, 400, M.enquiryNameRequired],
    [{ user_message: "   " }, 400, M.messageRequired],
    [{ city_id: 0 }, 400, M.cityRequired],
    [{ preferred_time: "09:00:00" }, 400, "Preferred time is only for callback requests"],
    [{ status: "closed" }, 400, 'Unknown field: "status"'],
  ])("refuses a bad field %j with a 4xx and stores nothing", async (change, status, message) => {
    const body = await verifiedEnquiry(t, change);
    const res = await enquire(t, body);
    expect(res.status).toBe(status);
    expect(res.body.Errors.Business_Errors.map((e: { Message: string }) => e.Message)).toContain(message);
    expect(await storedEnquiries(t, body.email)).toEqual([]);
  });

  it("refuses a city outside the chosen country, and the proofs stay usable for the corrected enquiry", async () => {
    const body = await verifiedEnquiry(t);
    const london = await placeIds(t, "London");
    const wrong = await enquire(t, { ...body, city_id: london.city_id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.Errors.Business_Errors[0]?.Message).toBe(ENQUIRY_MESSAGES.cityNotInCountry);
    expect((await enquire(t, body)).status).toBe(200);
  });

  it("answers a retried submit, even many at once, with the same enquiry: one stored, one email", async () => {
    const body = await verifiedEnquiry(t);
    const first = await enquire(t, body);
    const retries = await Promise.all([1, 2, 3, 4].map(() => enquire(t, body)));
    for (const r of retries) {
      expect(r.status).toBe(200);
      expect(r.body.Data.enquiry_id).toBe(first.body.Data.enquiry_id);
    }
    expect(await storedEnquiries(t, body.email)).toHaveLength(1);
    const notes = (await t.database.db.execute(
      sql`select count(*)::int as n from notifications where kind = 'enquiry' and ref_id = ${first.body.Data.enquiry_id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(notes.rows[0]?.n).toBe(1);
  });

  it("refuses different content sent with proofs already used (409), keeping the first enquiry as sent", async () => {
    const body = await verifiedEnquiry(t);
    const first = await enquire(t, body);
    expect(first.status).toBe(200);
    const changed = await enquire(t, {
      ...body,
      user_message: "Actually, my father needs a companion on weekdays.",
    });
    expect(changed.status).toBe(409);
    expect(changed.body.Errors.Business_Errors).toEqual([
      { Code: "BE010", Message: ENQUIRY_MESSAGES.alreadySent },
    ]);
    const stored = await storedEnquiries(t, body.email);
    expect(stored).toHaveLength(1);
    // A plain retry of the first is still answered with the same enquiry.
    expect((await enquire(t, body)).body.Data.enquiry_id).toBe(first.body.Data.enquiry_id);
  });

  it("takes a +44 phone verified as +44, and refuses a proof of the same digits as an Indian number", async () => {
    // A UK mobile (07400 …) is also ten digits an Indian number may have.
    const ukMobile = () => `7400${newPerson().phone.slice(-6)}`;
    const uk = await verifiedEnquiry(t, {
      country_code: "+44",
      phone: ukMobile(),
      ...(await placeIds(t, "London")),
    });
    expect(t.outbox.sent.some((m) => m.to === `+44${uk.phone}`)).toBe(true);
    expect((await enquire(t, uk)).status).toBe(200);
    expect(await storedEnquiries(t, uk.email)).toEqual([expect.objectContaining({ dial_code: "+44" })]);

    const other = ukMobile();
    const mixed = await verifiedEnquiry(t, {
      country_code: "+44",
      phone: other,
      phone_verification_token: await prove(t, "P", other, "+91"),
    });
    expect((await enquire(t, mixed)).status).toBe(422);
    expect(await storedEnquiries(t, mixed.email)).toEqual([]);
  });

  it("lets a logged-in member enquire with their own phone and email without codes, and only those", async () => {
    const member = await registerMember(t);
    const place = await placeIds(t, "Kolkata");
    const own = {
      user_name: member.person.user_name,
      phone: member.person.phone,
      email: member.person.email,
      user_message: "We would like to add my father-in-law to our plan.",
      ...place,
      is_callback: true,
      preferred_time: "09:00:00",
    };
    const res = await enquire(t, own, { token: member.token });
    expect(res.status).toBe(200);
    expect(await storedEnquiries(t, member.person.email)).toEqual([
      expect.objectContaining({ user_id: member.userId, preferred_time: "09:00:00" }),
    ]);
    // Another email needs its own code; the registered phone is still proven by the session.
    const newEmail = `new.${member.person.email}`;
    const changed = { ...own, email: newEmail };
    const refused = await enquire(t, changed, { token: member.token });
    expect(refused.status).toBe(422);
    expect(refused.body.Errors.Business_Errors[0]?.Message).toBe(M.emailOtpInvalid);
    const proven = await enquire(
      t,
      { ...changed, email_verification_token: await prove(t, "E", newEmail) },
      { token: member.token },
    );
    expect(proven.status).toBe(200);
    // Without the session the same body needs both codes.
    expect((await enquire(t, { ...own, user_message: "Again" })).status).toBe(422);
  });
});

describe("when the team's email cannot be sent", () => {
  const clock = createTestClock();
  const t = useTestApp("pglite", {}, { now: clock.now });

  async function notification(enquiryId: number) {
    const res = (await t.database.db.execute(
      sql`select status, attempts from notifications where ref_id = ${enquiryId} and kind = 'enquiry'`,
    )) as unknown as { rows: { status: string; attempts: number }[] };
    return res.rows;
  }

  it("keeps the enquiry, and sends the email on a later try", async () => {
    const body = await verifiedEnquiry(t);
    t.outbox.failing.add("email");
    let enquiryId = 0;
    try {
      const res = await enquire(t, body);
      expect(res.status).toBe(200);
      enquiryId = res.body.Data.enquiry_id;
      for (let i = 0; i < 50 && (await notification(enquiryId))[0]?.attempts !== 1; i++) {
        await t.app.notifier.deliverDue();
      }
      expect(await notification(enquiryId)).toEqual([{ status: "pending", attempts: 1 }]);
      expect(await storedEnquiries(t, body.email)).toHaveLength(1);
    } finally {
      t.outbox.failing.delete("email");
    }
    clock.advance(60_000);
    expect((await teamMail(t, enquiryId)).text).toContain("Location:  Kolkata, India");
    expect(await notification(enquiryId)).toEqual([{ status: "sent", attempts: 2 }]);
  });
});

describe("enquiry limits per client address", () => {
  const t = useTestApp("pglite", { ENQUIRIES_PER_HOUR_PER_IP: 2 });

  it("takes 2 enquiries an hour from one address, then answers 429 with a clear message", async () => {
    for (let i = 0; i < 2; i++)
      expect((await enquire(t, await verifiedEnquiry(t), { ip: "198.51.100.7" })).status).toBe(200);
    const third = await verifiedEnquiry(t);
    const res = await enquire(t, third, { ip: "198.51.100.7" });
    expect(res.status).toBe(429);
    expect(res.body.Errors.Business_Errors[0]).toEqual({ Code: "BE009", Message: ENQUIRY_MESSAGES.limit });
    expect(await storedEnquiries(t, third.email)).toEqual([]);
    expect((await enquire(t, third, { ip: "198.51.100.8" })).status).toBe(200);
  });
});

describe.each(TEST_DATABASES)("enquiry limit under simultaneous submits (%s)", (kind) => {
  const LIMIT = 10;
  const t = useTestApp(kind, { ENQUIRIES_PER_HOUR_PER_IP: LIMIT });

  it(`stores at most ${LIMIT} of 100 different enquiries sent at once from one address`, async () => {
    const member = await registerMember(t);
    const place = await placeIds(t, "Kolkata");
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        enquire(
          t,
          {
            user_name: member.person.user_name,
            phone: member.person.phone,
            email: member.person.email,
            user_message: `Question number ${i + 1} about visits for my mother.`,
            ...place,
            is_callback: false,
          },
          { token: member.token, ip: "192.0.2.99" },
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(100 - LIMIT);
    expect(await storedEnquiries(t, member.person.email)).toHaveLength(LIMIT);
  });
});

describe("the team's notification over real SMTP", () => {
  let smtp: SmtpServerProcess;
  beforeAll(async () => {
    smtp = await startSmtpServerProcess();
  });
  afterAll(() => smtp?.stop());
  const t = useTestApp("pglite", {}, () => ({
    emailSender: createSmtpSender({ url: smtp.url, from: "SeniorCare Relief <no-reply@seniorcare.example>" }),
  }));

  it("reaches the support address through an SMTP server process", async () => {
    const body = await verifiedEnquiry(t, {
      email: "smtp.enquirer@example.com",
      email_verification_token: undefined,
    });
    // The enquirer's email code goes over SMTP too: read it from the server, then verify.
    await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "E", email: body.email, user_type: 1 },
    });
    const codeMail = await simpleParser((await smtp.waitFor(1, 10_000)).at(-1)?.raw ?? Buffer.alloc(0));
    const code = codeMail.text?.match(/\b\d{6}\b/)?.[0] ?? "";
    const checked = await t.call({
      method: "POST",
      url: "/api/shared/validateotp/",
      payload: { email_phn_flag: "E", user_name: "smtp.enquirer@example.com", otp: code, user_type: 1 },
    });
    body.email_verification_token = checked.body.Data.verification_token;
    const res = await enquire(t, body);
    expect(res.status).toBe(200);
    const [, notice] = await smtp.waitFor(2, 10_000);
    expect(notice?.rcptTo).toEqual([SUPPORT]);
    const parsed = await simpleParser(notice?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe(`New enquiry ENQ-${res.body.Data.enquiry_id} from Meena Ghosh`);
    expect(parsed.text).toContain("Location:  Kolkata, India");
  });
});
