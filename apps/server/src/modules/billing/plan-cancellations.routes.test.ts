import { CANCELLATION_MESSAGES, ISO_DATE_MESSAGE } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { askToCancel, authed, type Member } from "../../test/billing.ts";
import { booked, emailOf, expectError, mailTo, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

const quoteOf = (t: TestApp, m: Member, subscriptionId: number) =>
  t.call({
    method: "POST",
    url: "/api/users/getcancellationquote/",
    headers: authed(m),
    payload: { subscription_id: subscriptionId },
  });
const cancel = (t: TestApp, m: Member, payload: object) =>
  t.call({ method: "POST", url: "/api/users/cancelsubscription/", headers: authed(m), payload });

const requestsFor = (t: TestApp, subscriptionId: number) =>
  query<{ status: string; reason: string; refund_paise: number }>(
    t,
    sql`select status, reason, refund_paise from plan_cancellations where subscription_id = ${subscriptionId}`,
  );

describe.each(TEST_DATABASES)("cancelling a plan (%s)", (kind) => {
  // 1 December 2026, 10:00 in India: a cancellation asked today stops the plan on 16 December.
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let service: number;

  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
  });

  it("quotes the plan's unused days less the charge, and counts the visits either side of the date", async () => {
    const f = await subscribedFamily(t, YEAR);
    const [lovedOne] = f.lovedOnes as [number];
    await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-10" }));
    await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-16" }));
    await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-20" }));
    const [paid] = await query<{ amount_paise: number }>(
      t,
      sql`select r.amount_paise from subscriptions s join subscription_requests r on r.id = s.request_id where s.id = ${f.subscriptionId}`,
    );
    const paidPaise = paid?.amount_paise ?? 0;
    const res = await quoteOf(t, f.member, f.subscriptionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refundable = Math.round((paidPaise * (365 - 15)) / 365);
    const charge = Math.round(paidPaise / 10);
    expect(res.body.Data).toEqual({
      cancellation: null,
      quote: expect.objectContaining({
        subscription_id: f.subscriptionId,
        requested_on: "2026-12-01",
        effective_date: "2026-12-16",
        started: true,
        days_total: 365,
        days_used: 15,
        amount_paid: paidPaise / 100,
        refundable: refundable / 100,
        admin_charge: charge / 100,
        refund: (refundable - charge) / 100,
        visits_before: 1,
        visits_after: 2,
        policy: { notice_days: 15, charge_percent: 10, charge_cap_percent: 20 },
      }),
    });
  });

  it("takes the request with a reason, tells the family with the quote, and shows it when asked again", async () => {
    const f = await subscribedFamily(t, YEAR);
    const { res } = await askToCancel(t, f.member, f.subscriptionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(CANCELLATION_MESSAGES.requested);
    expect(res.body.Data.cancellation).toMatchObject({ status: "requested", reason: "Moving abroad" });
    const mail = await mailTo(t, await emailOf(t, f.member.userId), "request to cancel");
    expect(mail.subject).toBe("We have your request to cancel your Silver plan");
    expect(mail.text).toContain("Your refund:");
    expect(mail.text).toContain("16 Dec 2026");

    // A day later the quote would differ; the request keeps the one confirmed.
    clock.set("2026-12-02T04:30:00Z");
    try {
      const again = await quoteOf(t, f.member, f.subscriptionId);
      expect(again.body.Data.cancellation).toMatchObject({ status: "requested" });
      expect(again.body.Data.quote.effective_date).toBe("2026-12-16");
    } finally {
      clock.set(NOW);
    }
  });

  it("lists the plan on the profile with its request waiting, and without one when there is none (issue 41)", async () => {
    const f = await subscribedFamily(t, YEAR);
    const profile = async () =>
      (
        await t.call({
          method: "POST",
          url: "/api/users/getprofiledata/",
          headers: authed(f.member),
          payload: { user_id: f.member.userId },
        })
      ).body.Data.subscriptions as Array<{ subscription_id: number; cancellation: unknown }>;
    expect(await profile()).toEqual([
      expect.objectContaining({ subscription_id: f.subscriptionId, cancellation: null }),
    ]);
    const { res } = await askToCancel(t, f.member, f.subscriptionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await profile()).toEqual([
      expect.objectContaining({
        subscription_id: f.subscriptionId,
        cancellation: {
          status: "requested",
          requested_at: res.body.Data.cancellation.requested_at,
          effective_date: "2026-12-16",
        },
      }),
    ]);
  });

  it("refuses a quote that has changed since the member saw it, writing nothing", async () => {
    const f = await subscribedFamily(t, YEAR);
    const q = (await quoteOf(t, f.member, f.subscriptionId)).body.Data.quote;
    const stale = { subscription_id: f.subscriptionId, effective_date: q.effective_date, reason: "Costs" };
    expectError(
      await cancel(t, f.member, { ...stale, refund: q.refund + 1 }),
      409,
      CANCELLATION_MESSAGES.quoteChanged,
      "BE010",
    );
    clock.set("2026-12-02T04:30:00Z");
    try {
      expectError(
        await cancel(t, f.member, { ...stale, refund: q.refund }),
        409,
        CANCELLATION_MESSAGES.quoteChanged,
      );
    } finally {
      clock.set(NOW);
    }
    expect(await requestsFor(t, f.subscriptionId)).toEqual([]);
  });

  it("never quotes or cancels another member's plan", async () => {
    const owner = await subscribedFamily(t, YEAR);
    const other = await subscribedFamily(t, YEAR);
    expectError(
      await quoteOf(t, other.member, owner.subscriptionId),
      404,
      CANCELLATION_MESSAGES.planNotFound,
      "BE004",
    );
    const q = (await quoteOf(t, owner.member, owner.subscriptionId)).body.Data.quote;
    const res = await cancel(t, other.member, {
      subscription_id: owner.subscriptionId,
      effective_date: q.effective_date,
      refund: q.refund,
      reason: "Not mine",
    });
    expectError(res, 404, CANCELLATION_MESSAGES.planNotFound);
    // A user_id in the body is the caller's or refused before anything else.
    const spoofed = await cancel(t, other.member, {
      user_id: owner.member.userId,
      subscription_id: owner.subscriptionId,
    });
    expect(spoofed.status).toBe(403);
    expect(await requestsFor(t, owner.subscriptionId)).toEqual([]);
  });

  it("says a plan ending within the notice simply ends, and refuses one already over", async () => {
    const ending = await subscribedFamily(t, { startsOn: "2026-01-01", endsOn: "2026-12-10" });
    expectError(
      await quoteOf(t, ending.member, ending.subscriptionId),
      422,
      CANCELLATION_MESSAGES.endsBeforeNotice("10 Dec 2026", 15),
    );
    const over = await subscribedFamily(t, { startsOn: "2025-12-01", endsOn: "2026-11-30" });
    expectError(await quoteOf(t, over.member, over.subscriptionId), 422, CANCELLATION_MESSAGES.planEnded);
  });

  it("refuses a request without a reason or with a bad date as 400, writing nothing", async () => {
    const f = await subscribedFamily(t, YEAR);
    const q = (await quoteOf(t, f.member, f.subscriptionId)).body.Data.quote;
    const base = { subscription_id: f.subscriptionId, effective_date: q.effective_date, refund: q.refund };
    expectError(
      await cancel(t, f.member, { ...base, reason: "   " }),
      400,
      CANCELLATION_MESSAGES.reasonRequired,
    );
    expect((await cancel(t, f.member, { ...base, reason: "x", effective_date: "16/12/2026" })).status).toBe(
      400,
    );
    expect((await cancel(t, f.member, { ...base, reason: "x", refund: -1 })).status).toBe(400);
    expect(await requestsFor(t, f.subscriptionId)).toEqual([]);
  });

  it("answers a date that is not a real date (2026-13-45, 2026-02-30) as bad input naming the field, writing nothing", async () => {
    const f = await subscribedFamily(t, YEAR);
    const q = (await quoteOf(t, f.member, f.subscriptionId)).body.Data.quote;
    for (const effective_date of ["2026-13-45", "2026-02-30"]) {
      const res = await cancel(t, f.member, {
        subscription_id: f.subscriptionId,
        effective_date,
        refund: q.refund,
        reason: "Moving abroad",
      });
      expectError(res, 400, `effective_date: ${ISO_DATE_MESSAGE}`, "BE001");
    }
    expect(await requestsFor(t, f.subscriptionId)).toEqual([]);
  });

  it("makes one request of twenty sent at once", async () => {
    const f = await subscribedFamily(t, YEAR);
    const q = (await quoteOf(t, f.member, f.subscriptionId)).body.Data.quote;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cancel(t, f.member, {
          subscription_id: f.subscriptionId,
          effective_date: q.effective_date,
          refund: q.refund,
          reason: `Reason ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.body.Data.cancellation.cancellation_id));
    expect(ids.size).toBe(1);
    const rows = await requestsFor(t, f.subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.refund_paise).toBe(Math.round(q.refund * 100));
    const [mails] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'plan_cancellation_requested' and ref_id = ${[...ids][0]}`,
    );
    expect(mails?.n).toBe(1);
  });
});
