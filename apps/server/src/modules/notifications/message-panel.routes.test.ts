import type { MessageDelivery } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { NOW, query, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { circleMember } from "../../test/family.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

/*
 * The Messages panel says what the outbox does (issue 42): a circle member's panel showed Email ticked
 * while every visit message reached her by SMS (her light account has no email). The panel's `delivery`
 * and the outbox come from one function; here, for the payer, a manager and a viewer, with and without an
 * email, the channels the panel names for visits are the channels a booking's message was queued on.
 */

type Who = "payer" | "manager" | "viewer";

const panel = (t: TestApp, m: Member) =>
  t.call({ method: "POST", url: "/api/users/getnotificationprefs/", headers: authed(m), payload: {} });

const setChoices = (t: TestApp, m: Member, visits: string[]) =>
  t.call({
    method: "POST",
    url: "/api/users/setnotificationprefs/",
    headers: authed(m),
    payload: { channels: { visits, reports: ["email"], plans: ["email"] }, whatsapp_consent: false },
  });

describe.each(TEST_DATABASES)("the Messages panel against the outbox (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, () => ({ now: clock.now }));
  let service: number;
  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
  });

  /** A family with a plan, and the person whose panel is read: the payer or a circle member. */
  async function person(who: Who, withEmail: boolean) {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    // A circle member's session carries the family's user_id: their own account is found by phone.
    const circle = who === "payer" ? null : await circleMember(t, f.member, who);
    const m = circle ? circle.session : f.member;
    const [row] = circle
      ? await query<{ id: number; phone: string }>(
          t,
          sql`select id, phone from users where phone = ${`+91${circle.person.phone}`}`,
        )
      : await query<{ id: number; phone: string }>(
          t,
          sql`select id, phone from users where id = ${m.userId}`,
        );
    const ownId = row?.id ?? 0;
    const email = withEmail ? `panel.${ownId}@example.com` : "";
    await query(t, sql`update users set email = ${email} where id = ${ownId}`);
    return { f, m, ownId, email, phone: row?.phone ?? "" };
  }

  /** The channels a visit message about this booking was queued on, to this person's addresses. */
  async function queuedTo(bookingId: number, p: { email: string; phone: string }) {
    const rows = await query<{ channel: string; to_address: string }>(
      t,
      sql`select channel, to_address from notifications
          where ref_id = ${bookingId} and kind = 'booking_received' and fallback_of is null order by id`,
    );
    const mine = rows.filter((r) => r.to_address === p.phone || (p.email && r.to_address === p.email));
    return [...new Set(mine.map((r) => r.channel))].sort();
  }

  const cases: [Who, boolean][] = [
    ["payer", true],
    ["payer", false],
    ["manager", true],
    ["manager", false],
    ["viewer", true],
    ["viewer", false],
  ];

  it.each(cases)(
    "%s (with an email: %s): the panel's visit channels are what the outbox used",
    async (who, withEmail) => {
      const p = await person(who, withEmail);
      const got = await panel(t, p.m);
      expect(got.status, JSON.stringify(got.body)).toBe(200);
      const delivery = got.body.Data.delivery as MessageDelivery;
      // Nothing chosen yet: email, or with no email SMS to the account's phone; the panel says which.
      expect(got.body.Data.prefs.channels.visits).toEqual(["email"]);
      expect(delivery).toEqual({
        channels: withEmail
          ? { visits: ["email"], reports: ["email"], plans: ["email"] }
          : { visits: ["sms"], reports: ["sms"], plans: ["sms"] },
        has_email: withEmail,
        phone: p.phone,
      });
      const res = await book(t, p.f.member, bookingBody(p.f.lovedOnes[0] as number, service));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const bookingId = res.body.Data.booking.booking_id as number;
      await t.app.notifier.settled();
      expect(await queuedTo(bookingId, p)).toEqual([...delivery.channels.visits].sort());
    },
  );

  it.each(["payer", "viewer"] as const)(
    "%s choosing email and SMS: with no email, the panel and the outbox both say SMS only",
    async (who) => {
      const p = await person(who, false);
      const set = await setChoices(t, p.m, ["email", "sms"]);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.Data.prefs.channels.visits).toEqual(["email", "sms"]);
      expect(set.body.Data.delivery.channels.visits).toEqual(["sms"]);
      const res = await book(t, p.f.member, bookingBody(p.f.lovedOnes[0] as number, service));
      const bookingId = res.body.Data.booking.booking_id as number;
      await t.app.notifier.settled();
      expect(await queuedTo(bookingId, p)).toEqual(["sms"]);

      // With an email again, both go by email and SMS.
      const email = `panel.again.${p.ownId}@example.com`;
      await query(t, sql`update users set email = ${email} where id = ${p.ownId}`);
      const again = await panel(t, p.m);
      expect(again.body.Data.delivery.channels.visits).toEqual(["email", "sms"]);
      const second = await book(
        t,
        p.f.member,
        bookingBody(p.f.lovedOnes[0] as number, service, { visit_date: "2026-12-16" }),
      );
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      await t.app.notifier.settled();
      expect(await queuedTo(second.body.Data.booking.booking_id as number, { ...p, email })).toEqual([
        "email",
        "sms",
      ]);
    },
  );
});
