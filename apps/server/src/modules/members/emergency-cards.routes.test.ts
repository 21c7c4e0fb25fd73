import { EMERGENCY_CARD_MESSAGES, HEALTH_CONSENT } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authed, type Member, memberCall } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { addLovedOne, fixedClock } from "../../test/bookings.ts";
import { inviteToCircle, joinCircle } from "../../test/family.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { sendLoginCode } from "../../test/members.ts";

const NOW = "2026-12-01T04:30:00Z";

/** The card's contacts as answered: each number in E.164 (decision 0068). */
const SAVED_CONTACTS = [
  { name: "Ramesh Das", phone: "+919830098300", relation: "Son" },
  { name: "Mitali Roy", phone: "+919830011122", relation: "Neighbour" },
];

const CARD = {
  contacts: [
    { name: "Ramesh Das", phone: "9830098300", relation: "Son" },
    { name: "Mitali Roy", phone: "9830011122", relation: "Neighbour" },
  ],
  hospital_name: "AMRI Hospital, Dhakuria",
  hospital_address: "P-4 & 5, Gariahat Road, Kolkata 700029",
  hospital_phone: "033 6626 0000",
  allergies: "Penicillin",
  medicines: "Amlodipine 5 mg every morning",
  health_consent: true,
  emergency_notes: "Spare key with the neighbour at flat 2B.",
};

const call = (t: TestApp, m: Member, path: string, payload: object) =>
  t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });

const cardsOf = (t: TestApp, lovedOneId: number) =>
  query<{ n: number }>(
    t,
    sql`select count(*)::int as n from emergency_cards where loved_one_id = ${lovedOneId}`,
  );

describe.each(TEST_DATABASES)("the emergency card (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 }, { now: clock.now });

  it("is empty until written; keeps allergies and medicines only with consent, recorded with its wording and time", async () => {
    const m = await registerMember(t);
    const lovedOneId = await addLovedOne(t, m);
    const empty = await call(t, m, "getemergencycard", { loved_one_id: lovedOneId });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    // No card yet, but the loved one's check-in code is there to print (decision 0093).
    expect(empty.body.Data).toEqual({
      card: null,
      check_in_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
    });

    const noConsent = await call(t, m, "saveemergencycard", {
      loved_one_id: lovedOneId,
      ...CARD,
      health_consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(JSON.stringify(noConsent.body.Errors)).toContain(EMERGENCY_CARD_MESSAGES.consentRequired);
    expect(await cardsOf(t, lovedOneId)).toEqual([{ n: 0 }]);

    const saved = await call(t, m, "saveemergencycard", { loved_one_id: lovedOneId, ...CARD });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data.Message).toBe(EMERGENCY_CARD_MESSAGES.saved);
    const { health_consent: _consent, ...shown } = CARD;
    expect(saved.body.Data.card).toEqual({
      loved_one_id: lovedOneId,
      loved_one_name: "Kamala Devi",
      ...shown,
      contacts: SAVED_CONTACTS,
      health_consent: { version: HEALTH_CONSENT.version, accepted_at: NOW.replace("Z", ".000Z") },
      health_withheld: false,
      updated_at: NOW.replace("Z", ".000Z"),
    });
    const read = await call(t, m, "getemergencycard", { loved_one_id: lovedOneId });
    expect(read.body.Data.card).toEqual(saved.body.Data.card);

    // Both cleared: no health data is kept, and no consent stands for it.
    const cleared = await call(t, m, "saveemergencycard", {
      loved_one_id: lovedOneId,
      ...CARD,
      allergies: "",
      medicines: "",
      health_consent: false,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.Data.card).toMatchObject({ allergies: "", medicines: "", health_consent: null });
  });

  // The consent says who sees allergies and medicines: the account holder and the companion on the day,
  // no one else in the family circle (issue 41, decision 0067).
  it.each(["viewer", "manager"] as const)(
    "a circle member (%s) reads the card without allergies, medicines or the consent record",
    async (role) => {
      const payer = await registerMember(t);
      const lovedOneId = await addLovedOne(t, payer);
      expect((await call(t, payer, "saveemergencycard", { loved_one_id: lovedOneId, ...CARD })).status).toBe(
        200,
      );
      const invited = await inviteToCircle(t, payer, role);
      const member = await joinCircle(t, invited.link, invited.person.phone);
      const read = await call(t, member, "getemergencycard", { loved_one_id: lovedOneId });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.Data.card).toMatchObject({
        contacts: SAVED_CONTACTS,
        hospital_name: CARD.hospital_name,
        emergency_notes: CARD.emergency_notes,
        allergies: "",
        medicines: "",
        health_consent: null,
        health_withheld: true,
      });
      expect(JSON.stringify(read.body)).not.toMatch(/Penicillin|Amlodipine/);
      // The account holder still reads all of it.
      const own = await call(t, payer, "getemergencycard", { loved_one_id: lovedOneId });
      expect(own.body.Data.card).toMatchObject({ allergies: CARD.allergies, health_withheld: false });
      // The circle member who may see the card sees the same check-in code as the account holder.
      expect(read.body.Data.check_in_code).toBe(own.body.Data.check_in_code);
    },
  );

  // Issue 42: the son in London typed his UK mobile under a fixed +91, and the field cut it to a number
  // that does not exist. A contact's number now comes with its country's code, or is refused whole.
  it("keeps a contact abroad with their country's code, in E.164, and refuses a number wrong for its country", async () => {
    const m = await registerMember(t);
    const lovedOneId = await addLovedOne(t, m);
    const son = { name: "Arjun Sen", country_code: "+44", phone: "07911234568", relation: "Son" };
    const saved = await call(t, m, "saveemergencycard", {
      loved_one_id: lovedOneId,
      ...CARD,
      contacts: [son],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data.card.contacts).toEqual([
      { name: "Arjun Sen", phone: "+447911234568", relation: "Son" },
    ]);
    const stored = await query<{ contacts: unknown }>(
      t,
      sql`select contacts from emergency_cards where loved_one_id = ${lovedOneId}`,
    );
    expect(stored).toEqual([{ contacts: [{ name: "Arjun Sen", phone: "+447911234568", relation: "Son" }] }]);

    for (const [bad, message] of [
      [{ ...son, country_code: "+91" }, "Please enter a valid 10-digit phone number"],
      [{ ...son, country_code: "+91", phone: "0791123456" }, "An Indian number does not start with 0"],
      [{ ...son, phone: "2079460000" }, "Please enter a valid UK mobile number"],
      [{ ...son, country_code: "+7" }, "country_code must be one of"],
    ] as const) {
      const res = await call(t, m, "saveemergencycard", {
        loved_one_id: lovedOneId,
        ...CARD,
        contacts: [bad],
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.body.Errors)).toContain(message);
    }
    const after = await call(t, m, "getemergencycard", { loved_one_id: lovedOneId });
    expect(after.body.Data.card.contacts).toEqual(saved.body.Data.card.contacts);
  });

  it("refuses bad cards whole: no contact, three contacts, a bad phone, markup in notes", async () => {
    const m = await registerMember(t);
    const lovedOneId = await addLovedOne(t, m);
    const contact = CARD.contacts[0];
    for (const bad of [
      { contacts: [] },
      { contacts: [contact, contact, contact] },
      { contacts: [{ ...contact, phone: "12345" }] },
      { hospital_phone: "call the hospital" },
      { emergency_notes: "x".repeat(501) },
      { emergency_notes: "ring \u0000 twice" },
    ]) {
      const res = await call(t, m, "saveemergencycard", { loved_one_id: lovedOneId, ...CARD, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await cardsOf(t, lovedOneId)).toEqual([{ n: 0 }]);
  });

  it("another member's loved one is not found, to read or to write; a user_id in the body is refused", async () => {
    const owner = await registerMember(t);
    const lovedOneId = await addLovedOne(t, owner);
    await call(t, owner, "saveemergencycard", { loved_one_id: lovedOneId, ...CARD });
    const stranger = await registerMember(t);
    for (const [path, payload] of [
      ["getemergencycard", { loved_one_id: lovedOneId }],
      ["saveemergencycard", { loved_one_id: lovedOneId, ...CARD, emergency_notes: "Hijacked" }],
    ] as const) {
      const res = await call(t, stranger, path, payload);
      expect(res.status).toBe(404);
      expect(res.body.Errors.Business_Errors[0]?.Message).toBe(EMERGENCY_CARD_MESSAGES.notFound);
      const named = await call(t, stranger, path, { ...payload, user_id: owner.userId });
      expect(named.status).toBe(403);
    }
    const still = await call(t, owner, "getemergencycard", { loved_one_id: lovedOneId });
    expect(still.body.Data.card.emergency_notes).toBe(CARD.emergency_notes);
  });

  it("twenty saves at once leave one card, one of those sent", async () => {
    const m = await registerMember(t);
    const lovedOneId = await addLovedOne(t, m);
    const notes = Array.from({ length: 20 }, (_, i) => `Note ${i}`);
    const results = await Promise.all(
      notes.map((n) =>
        call(t, m, "saveemergencycard", { loved_one_id: lovedOneId, ...CARD, emergency_notes: n }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await cardsOf(t, lovedOneId)).toEqual([{ n: 1 }]);
    const read = await call(t, m, "getemergencycard", { loved_one_id: lovedOneId });
    expect(notes).toContain(read.body.Data.card.emergency_notes);
  });

  it("is in the data export, and goes with its loved one and with the account's erasure", async () => {
    const m = await registerMember(t);
    const kept = await addLovedOne(t, m, "Kamala Devi");
    const removed = await addLovedOne(t, m, "Haren Das");
    await call(t, m, "saveemergencycard", { loved_one_id: kept, ...CARD });
    await call(t, m, "saveemergencycard", { loved_one_id: removed, ...CARD, allergies: "", medicines: "" });

    const exported = await t.app.inject({
      method: "POST",
      url: "/api/users/exportdata/",
      headers: authed(m),
      payload: { user_id: m.userId },
    });
    expect(
      JSON.parse(exported.payload).emergency_cards.map((c: { loved_one_name: string }) => c.loved_one_name),
    ).toEqual(["Kamala Devi", "Haren Das"]);

    const gone = await memberCall(t, m, "removelovedone", { loved_one_id: removed });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await cardsOf(t, removed)).toEqual([{ n: 0 }]);

    expect((await sendLoginCode(t, "P", m.person.phone)).status).toBe(200);
    const erased = await memberCall(t, m, "eraseaccount", {
      otp: t.outbox.latestCode(`+91${m.person.phone}`),
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await cardsOf(t, kept)).toEqual([{ n: 0 }]);
  });
});
