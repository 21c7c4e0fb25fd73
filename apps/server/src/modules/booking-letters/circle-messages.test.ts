import type { MessageChoices } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { booked, emailOf, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { circleMember, familyCall, inviteToCircle, joinCircle } from "../../test/family.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, newPerson, registerMember } from "../../test/identity.ts";
import { eraseAccount, loginBy } from "../../test/members.ts";
import { createPlanReminders, PLAN_REMINDER_KIND } from "../billing/plan-reminders.service.ts";
import { createBookingRecords } from "../bookings/booking-records.service.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";

/*
 * Booking messages reach the family circle (issue 29, decisions 0061 and 0063): each active member of the
 * payer's circle gets the visit and report messages on the channels they chose, at their own account's
 * email and phone (a light account has no email), each once; a removed or erased member gets nothing more;
 * plan reminders stay the payer's.
 */

const VISIT_DAY = "2026-12-15";
const silentLog = { error: () => undefined };

type Row = { kind: string; channel: string; to_address: string; body: string };

describe.each(TEST_DATABASES)("booking messages to the family circle (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let service: number;
  let admin: string;
  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
    admin = (await loginNewAdmin(t)).token;
  });

  /** The circle member's own choices, saved with their session (the route reads the person, not the family). */
  async function choose(m: Member, channels: Partial<MessageChoices>) {
    const res = await t.call({
      method: "POST",
      url: "/api/users/setnotificationprefs/",
      headers: authed(m),
      payload: { channels: { visits: ["email"], reports: ["email"], plans: ["email"], ...channels } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  async function book(f: { member: Member; lovedOnes: number[] }, day = VISIT_DAY) {
    const b = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service, { visit_date: day }));
    return b.booking_id;
  }
  /** The outbox rows about a booking, oldest first. */
  const rowsAbout = (bookingId: number) =>
    query<Row>(
      t,
      sql`select kind, channel, to_address, body from notifications
          where ref_id = ${bookingId} and kind like 'booking_%' order by id`,
    );
  const to = (rows: Row[], address: string) =>
    rows.filter((r) => r.to_address === address).map((r) => [r.kind, r.channel]);
  const deliver = async () => {
    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();
  };

  it("sends a viewer who chose SMS the booking's messages by SMS (no email without one); the payer's as before", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const payerEmail = await emailOf(t, f.member.userId);
    const viewer = await circleMember(t, f.member, "viewer");
    const phone = `+91${viewer.person.phone}`;
    // Email too, but a light account has none: SMS only.
    await choose(viewer.session, { visits: ["sms", "email"], reports: ["sms"] });

    const bookingId = await book(f);
    const confirmed = await adminCall(t, admin, "takeaction", { booking_id: bookingId, action: "confirm" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const rows = await rowsAbout(bookingId);
    expect(to(rows, phone)).toEqual([
      ["booking_received", "sms"],
      ["booking_confirmed", "sms"],
    ]);
    expect(to(rows, payerEmail)).toEqual([
      ["booking_received", "email"],
      ["booking_confirmed", "email"],
    ]);
    // Nobody else: the payer chose nothing (email), and the viewer has no email.
    expect(rows).toHaveLength(4);

    await deliver();
    // Past the invitation and its code: the visit's messages.
    const texts = t.outbox.sent
      .filter((m) => m.to === phone && m.channel === "sms" && m.text.includes("Kamala Devi"))
      .map((m) => m.text);
    expect(texts).toEqual([
      expect.stringMatching(/^We have your booking for Kamala Devi on 15 Dec 2026/),
      expect.stringMatching(/^Confirmed: /),
    ]);
    expect(texts[1]).toContain("Your companion: ");
    // The viewer's choices are their own: the payer's stay email, with no note about a circle.
    const payerMail = t.outbox.sent.filter((m) => m.to === payerEmail && m.subject.startsWith("Confirmed: "));
    expect(payerMail).toHaveLength(1);
    expect(payerMail[0]?.text).not.toContain("family circle");
  });

  it("emails a circle member only at their own account's email, greeted by name; a light account that never chose gets SMS", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const payerEmail = await emailOf(t, f.member.userId);
    // A registered person (with an email) joins as manager and chooses email and SMS.
    const ravi = await registerMember(t, { ...newPerson(), user_name: "Ravi Sen" });
    const invited = await inviteToCircle(t, f.member, "manager", ravi.person);
    await choose(await joinCircle(t, invited.link, ravi.person.phone), { visits: ["email", "sms"] });
    // A light account (no email) that never chose: email is its default, so it gets SMS rather than nothing.
    const quiet = await circleMember(t, f.member, "viewer");

    const bookingId = await book(f);
    const rows = await rowsAbout(bookingId);
    expect(to(rows, ravi.person.email)).toEqual([["booking_received", "email"]]);
    expect(to(rows, `+91${ravi.person.phone}`)).toEqual([["booking_received", "sms"]]);
    expect(to(rows, `+91${quiet.person.phone}`)).toEqual([["booking_received", "sms"]]);
    expect(to(rows, payerEmail)).toEqual([["booking_received", "email"]]);
    expect(rows).toHaveLength(4);

    const mail = rows.find((r) => r.to_address === ravi.person.email);
    expect(mail?.body).toMatch(/^Dear Ravi Sen,\n/);
    expect(mail?.body).toContain("You get this message as a member of Anita Sen's family circle.");
    expect(rows.find((r) => r.to_address === payerEmail)?.body).toMatch(/^Dear Anita Sen,\n/);
  });

  it("tells the payer and a manager how to cancel a confirmed visit, and a viewer, who may not, only that it is confirmed", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const payerEmail = await emailOf(t, f.member.userId);
    const ravi = await registerMember(t, { ...newPerson(), user_name: "Ravi Sen" });
    const invited = await inviteToCircle(t, f.member, "manager", ravi.person);
    await joinCircle(t, invited.link, ravi.person.phone);
    const meera = await registerMember(t, { ...newPerson(), user_name: "Meera Sen" });
    const asViewer = await inviteToCircle(t, f.member, "viewer", meera.person);
    await joinCircle(t, asViewer.link, meera.person.phone);

    const bookingId = await book(f);
    const confirmed = await adminCall(t, admin, "takeaction", { booking_id: bookingId, action: "confirm" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const rows = (await rowsAbout(bookingId)).filter(
      (r) => r.kind === "booking_confirmed" && r.channel === "email",
    );
    const body = (address: string) => rows.find((r) => r.to_address === address)?.body ?? "";
    for (const address of [payerEmail, ravi.person.email, meera.person.email]) {
      expect(body(address)).toContain("Our companion will arrive at the start time.");
    }
    expect(body(payerEmail)).toContain("You can cancel from My bookings");
    expect(body(ravi.person.email)).toContain("You can cancel from My bookings");
    expect(body(meera.person.email)).not.toContain("cancel");
  });

  it("sends a removed member, and one who erased their account, nothing more; the payer still gets theirs", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const payerEmail = await emailOf(t, f.member.userId);
    const removed = await circleMember(t, f.member, "viewer");
    const erased = await circleMember(t, f.member, "manager");
    await choose(removed.session, { visits: ["sms"] });
    await choose(erased.session, { visits: ["sms"] });
    const phones = [`+91${removed.person.phone}`, `+91${erased.person.phone}`];

    const before = await book(f);
    const first = await rowsAbout(before);
    for (const phone of phones) expect(to(first, phone)).toEqual([["booking_received", "sms"]]);

    const res = await familyCall(t, f.member, "removefamily", { membership_id: removed.membershipId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The manager erases their own (light) account: their membership ends with it.
    const own = await loginBy(t, "P", erased.person.phone);
    clock.advance(3 * 60_000); // past the code's resend wait
    const gone = await eraseAccount(t, { userId: own.body.Data.user_id, token: own.body.Token as string });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    const after = await book(f, "2026-12-16");
    const confirmed = await adminCall(t, admin, "takeaction", { booking_id: after, action: "confirm" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const rows = await rowsAbout(after);
    expect(rows.map((r) => r.to_address)).toEqual([payerEmail, payerEmail]);
    expect(to(rows, payerEmail)).toEqual([
      ["booking_received", "email"],
      ["booking_confirmed", "email"],
    ]);
  });

  it("tells the circle an incident's resolution too, each where they chose", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const payerEmail = await emailOf(t, f.member.userId);
    const viewer = await circleMember(t, f.member, "viewer");
    await choose(viewer.session, { visits: ["sms"] });
    const bookingId = await book(f);
    const confirmed = await adminCall(t, admin, "takeaction", { booking_id: bookingId, action: "confirm" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    clock.set(`${VISIT_DAY}T05:00:00Z`);
    try {
      const reported = await t.call({
        method: "POST",
        url: "/api/users/reportincident/",
        headers: authed(f.member),
        payload: { booking_id: bookingId, severity: "minor", what_happened: "The gate was left open." },
      });
      expect(reported.status, JSON.stringify(reported.body)).toBe(200);
      const id = reported.body.Data.incident.incident_id as number;
      const closed = await adminCall(t, admin, "closeincident", {
        incident_id: id,
        resolution: "We fixed the latch.",
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      const rows = await query<Row>(
        t,
        sql`select kind, channel, to_address, body from notifications
            where kind = 'incident_closed' and ref_id = ${id} order by id`,
      );
      expect(to(rows, `+91${viewer.person.phone}`)).toEqual([["incident_closed", "sms"]]);
      expect(to(rows, payerEmail)).toEqual([["incident_closed", "email"]]);
      expect(rows.find((r) => r.to_address === payerEmail)?.body).toContain("We fixed the latch.");
    } finally {
      clock.set(NOW);
    }
  });

  it("keeps plan renewal reminders the payer's, whatever the circle chose for plans", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, { startsOn: "2026-01-01", endsOn: "2026-12-31" });
    const viewer = await circleMember(t, f.member, "viewer");
    const manager = await circleMember(t, f.member, "manager");
    await choose(viewer.session, { plans: ["sms"] });
    await choose(manager.session, { plans: ["sms", "email"] });

    const reminders = createPlanReminders({
      db: t.database.db,
      notifier: t.app.notifier,
      members: createMemberDirectory(),
      visits: createBookingRecords({
        notifier: t.app.notifier,
        lovedOnes: {} as never,
        planCover: {} as never,
        reschedules: {} as never,
      }),
      config: { publicUrl: "https://care.example" },
      log: silentLog,
    });
    await reminders.queueReminders(new Date("2026-12-01T04:30:00Z"));
    const rows = await query<{ channel: string; to_address: string }>(
      t,
      sql`select channel, to_address from notifications
          where kind = ${PLAN_REMINDER_KIND} and ref_id = ${f.subscriptionId} order by id`,
    );
    expect(rows).toEqual([{ channel: "email", to_address: await emailOf(t, f.member.userId) }]);
  });

  it("queues one message to several people once per person and address", async () => {
    const message = {
      kind: "booking_received",
      refId: 2_000_000_000,
      topic: "visits" as const,
      subject: "Shared",
      body: "Body",
      short: "Short",
    };
    const shared = { email: "shared.circle@example.com", phone: "+919000000001" };
    await t.database.db.transaction((tx) =>
      t.app.notifier.enqueueForEach(tx, [
        { ...message, userId: 2_000_000_001, ...shared },
        // Another person on the same address, and the first named again: nothing more.
        { ...message, userId: 2_000_000_002, ...shared },
        { ...message, userId: 2_000_000_001, email: "other.circle@example.com", phone: null },
        // No email and no choices: the SMS, once, for a phone nobody else has.
        { ...message, userId: 2_000_000_003, email: null, phone: "+919000000002" },
      ]),
    );
    const rows = await query<{ channel: string; to_address: string }>(
      t,
      sql`select channel, to_address from notifications where ref_id = ${message.refId} order by id`,
    );
    expect(rows).toEqual([
      { channel: "email", to_address: shared.email },
      { channel: "sms", to_address: "+919000000002" },
    ]);
  });
});
