import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { quarterlyBronzeFamily, renewalSweepFor, turnOnAutoRenewal } from "../../test/auto-renewal.ts";
import { authed, createRequest, findPlan, type Member, pay } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { fixedClock, subscribedFamily } from "../../test/bookings.ts";
import { postRazorpayWebhook, useFakeRazorpay } from "../../test/fake-razorpay.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { RENEWAL_FAILED_KIND, RENEWAL_NOTICE_KIND } from "./auto-renewal-sweep.service.ts";

/* A renewal that needs the payer's approval goes as a one-tap payment link (issue 47, decision 0102). */

/** A family whose payer the gateway cannot make a mandate for (a phone outside +91): each renewal is a link. */
async function linkFamily(t: TestApp) {
  const f = await quarterlyBronzeFamily(t);
  const foreign = `+4477009${String(f.member.userId).padStart(5, "0")}`;
  await t.database.db.execute(sql`update users set phone = ${foreign} where id = ${f.member.userId}`);
  const on = await turnOnAutoRenewal(t, f);
  expect(on.mandate).toMatchObject({ method: "link", link_reason: "gateway_refused" });
  return f;
}
const cycleOf = async (t: TestApp, subscriptionId: number) => {
  const rows = await query<{ state: string; kind: string; link: string | null; payment: string | null }>(
    t,
    sql`select c.state, c.kind, p.gateway_order_id as link, p.status as payment
        from renewal_cycles c left join payments p on p.id = c.payment_id where c.subscription_id = ${subscriptionId}`,
  );
  return rows;
};
const plansOf = (t: TestApp, userId: number) =>
  query<{ starts_on: string; registration: number }>(
    t,
    sql`select s.starts_on::text, r.registration_fee_paise as registration from subscriptions s
        join subscription_requests r on r.id = s.request_id where s.user_id = ${userId} order by s.starts_on`,
  );
const lettersOf = (t: TestApp, subscriptionId: number, kind: string) =>
  query<{ body: string; channel: string }>(
    t,
    sql`select body, channel from notifications where kind = ${kind}
          and ref_id in (select id from renewal_cycles where subscription_id = ${subscriptionId}) order by id`,
  );
const emailOf = async (t: TestApp, subscriptionId: number, kind: string) => {
  const letter = (await lettersOf(t, subscriptionId, kind)).find((l) => l.channel === "email");
  if (!letter) throw new Error(`no ${kind} email`);
  return letter.body;
};

describe.each(TEST_DATABASES)("a renewal by payment link, in the sandbox (%s)", (kind) => {
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const gateway = createSandboxGateway({ confirmAfterMs: 0, now: clock.now });
  const t = useTestApp(kind, {}, { now: clock.now, gateway });
  const sweep = () => renewalSweepFor(t, gateway, clock.now);
  // The page answers with a redirect (no JSON body), so it is asked of the app directly.
  const openLink = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url: new URL(url).pathname });
    return { status: res.statusCode, headers: res.headers };
  };

  it("sends the link with the notice; paying it (20 opens at once) renews the plan once, with no debit", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await linkFamily(t);
    clock.set("2027-02-26T04:30:00Z");
    expect(await sweep().runOnce(clock.now())).toMatchObject({ noticed: 1, debited: 0 });
    const [cycle] = await cycleOf(t, f.subscriptionId);
    expect(cycle).toMatchObject({ state: "debiting", kind: "link", payment: "pending" });
    expect(cycle?.link).toMatch(/^sandbox_plink_/);
    const body = await emailOf(t, f.subscriptionId, RENEWAL_NOTICE_KIND);
    const url = /pay it in one tap by 28 Feb 2027: (\S+)/.exec(body)?.[1] ?? "";
    expect(url).toContain(`/dev/sandbox/paylink/${cycle?.link}`);

    // Nothing happens by itself: the sandbox's link waits for the payer, past the usual 30 minutes.
    clock.advance(6 * 3_600_000);
    expect(await sweep().runOnce(clock.now())).toMatchObject({ settled: 0 });
    expect(await plansOf(t, f.member.userId)).toHaveLength(1);

    const opened = await Promise.all(Array.from({ length: 20 }, () => openLink(url)));
    expect(opened.map((r) => r.status)).toEqual(Array(20).fill(303));
    expect(opened[0]?.headers.location).toBe("/user/profile?tab=plan");
    expect(await plansOf(t, f.member.userId)).toEqual([
      expect.objectContaining({ starts_on: "2026-12-01" }),
      { starts_on: "2027-03-01", registration: 0 },
    ]);
    expect(await sweep().runOnce(clock.now())).toMatchObject({ settled: 1 });
    expect((await cycleOf(t, f.subscriptionId))[0]).toMatchObject({ state: "renewed", payment: "paid" });
    expect((await openLink("http://x/dev/sandbox/paylink/sandbox_plink_nope")).status).toBe(404);
  });

  it("a link not paid by the plan's last day expires: the family and the team are told once, nothing is taken", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await linkFamily(t);
    clock.set("2027-02-26T04:30:00Z");
    await sweep().runOnce(clock.now());
    clock.set("2027-02-28T17:00:00Z"); // 22:30 in India on the last day: still payable
    expect(await sweep().runOnce(clock.now())).toMatchObject({ settled: 0 });
    clock.set("2027-03-01T04:30:00Z");
    await Promise.all(Array.from({ length: 5 }, () => sweep().runOnce(clock.now())));
    expect((await cycleOf(t, f.subscriptionId))[0]).toMatchObject({ state: "failed", payment: "expired" });
    expect(await emailOf(t, f.subscriptionId, RENEWAL_FAILED_KIND)).toContain(
      "The payment link for your plan's renewal was not paid",
    );
    const family = await lettersOf(t, f.subscriptionId, RENEWAL_FAILED_KIND);
    expect(family.filter((l) => l.channel === "email")).toHaveLength(1);
    expect(await lettersOf(t, f.subscriptionId, "auto_renewal_failed_team")).toHaveLength(1);
    expect(await plansOf(t, f.member.userId)).toHaveLength(1);
  });

  it("renewing in the app instead replaces the link quietly, and a mandate's debit is not taken after it", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await linkFamily(t);
    clock.set("2027-02-26T04:30:00Z");
    await sweep().runOnce(clock.now());
    // The family renews in the app: the link's payment never holds them up.
    const plan = await findPlan(t, "bronze", "Single", "Quarterly");
    const request = await createRequest(t, f.member, plan.plan_tier_id);
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    expect((await pay(t, f.member, request.body.Data.request_id, plan)).status).toBe(200);
    await sweep().runOnce(clock.now());
    expect((await cycleOf(t, f.subscriptionId))[0]).toMatchObject({ state: "cancelled", payment: "expired" });
    expect(await lettersOf(t, f.subscriptionId, RENEWAL_FAILED_KIND)).toEqual([]);
    expect(await plansOf(t, f.member.userId)).toHaveLength(2);

    // A UPI mandate's family who renewed in the app after the notice: no debit, the mandate moves on.
    clock.set("2026-12-01T04:30:00Z");
    const upi = await quarterlyBronzeFamily(t);
    await turnOnAutoRenewal(t, upi);
    clock.set("2027-02-26T04:30:00Z");
    expect(await sweep().runOnce(clock.now())).toMatchObject({ noticed: 1 });
    await renewInApp(t, upi.member);
    clock.set("2027-02-28T04:30:00Z");
    await sweep().runOnce(clock.now());
    expect(await plansOf(t, upi.member.userId)).toHaveLength(2);
    const [moved] = await query<{ ends_on: string; next: string }>(
      t,
      sql`select s.ends_on::text, m.next_debit_on::text as next from renewal_mandates m
          join subscriptions s on s.id = m.subscription_id where m.user_id = ${upi.member.userId}`,
    );
    expect(moved?.next).toBe(moved?.ends_on);
    expect(moved?.next).toBe("2027-05-31");
  });

  async function renewInApp(app: TestApp, member: Member) {
    const plan = await findPlan(app, "bronze", "Single", "Quarterly");
    const request = await createRequest(app, member, plan.plan_tier_id);
    expect((await pay(app, member, request.body.Data.request_id, plan)).status).toBe(200);
  }
});

describe.each(TEST_DATABASES)("a renewal by payment link, with Razorpay (%s)", (kind) => {
  const razorpay = useFakeRazorpay();
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const t = useTestApp(kind, { PAYMENT_GATEWAY: "razorpay" }, () => ({
    gateway: razorpay.gateway,
    now: clock.now,
  }));
  const postWebhook = (hook: { body: string; headers: Record<string, string> }) =>
    postRazorpayWebhook(t, hook);

  it("over ₹15,000: Razorpay's link in the notice, paid, and payment_link.paid 20 times renews once", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await subscribedFamily(t, {
      tier: "gold",
      startsOn: "2026-12-01",
      endsOn: "2027-11-30",
      lovedOnes: 0,
    });
    const on = await t.call({
      method: "POST",
      url: "/api/users/setautorenew/",
      headers: authed(f.member),
      payload: { subscription_id: f.subscriptionId, enabled: true },
    });
    expect(on.body.Data.mandate).toMatchObject({ method: "link", link_reason: "over_limit" });
    clock.set("2027-11-28T04:30:00Z");
    expect(await renewalSweepFor(t, razorpay.gateway, clock.now).runOnce(clock.now())).toMatchObject({
      noticed: 1,
    });
    const [cycle] = await cycleOf(t, f.subscriptionId);
    const link = razorpay.fake.paymentLinks.get(cycle?.link ?? "");
    expect(link).toMatchObject({ status: "created", reference: `renewal_${f.subscriptionId}_2027-11-30` });
    // Payable to the end of the last day in India.
    expect(link?.expireBy).toBe(Date.parse("2027-12-01T00:00:00+05:30") / 1000);
    expect(await emailOf(t, f.subscriptionId, RENEWAL_NOTICE_KIND)).toContain(
      `https://rzp.io/l/${cycle?.link}`,
    );

    razorpay.fake.payLink(cycle?.link ?? "");
    const hook = razorpay.fake.paymentLinkWebhook(cycle?.link ?? "");
    const replies = await Promise.all(Array.from({ length: 20 }, () => postWebhook(hook)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await plansOf(t, f.member.userId)).toHaveLength(2);
    expect(await renewalSweepFor(t, razorpay.gateway, clock.now).runOnce(clock.now())).toMatchObject({
      settled: 1,
    });
    expect((await cycleOf(t, f.subscriptionId))[0]).toMatchObject({ state: "renewed", payment: "paid" });
    expect(razorpay.fake.requests.some((r) => r.path === "/v1/payments/create/recurring")).toBe(false);
  });
});
