import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quarterlyBronzeFamily, renewalSweepFor, turnOnAutoRenewal } from "../../test/auto-renewal.ts";
import { authed } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { postRazorpayWebhook, useFakeRazorpay } from "../../test/fake-razorpay.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { MANDATE_ENDED_KIND } from "./auto-renewal-approval.service.ts";

/** The plan's mandate as stored: state, the gateway's id for it, and the approval link. */
const mandateOf = async (t: TestApp, subscriptionId: number) => {
  const [row] = await query<{
    state: string;
    gateway_id: string;
    approval_url: string | null;
    method: string;
  }>(
    t,
    sql`select state, gateway_mandate_id as gateway_id, approval_url, method from renewal_mandates
        where subscription_id = ${subscriptionId} order by id desc limit 1`,
  );
  if (!row) throw new Error("no mandate");
  return row;
};
const endedLetters = (t: TestApp, userId: number) =>
  query<{ subject: string }>(
    t,
    sql`select subject from notifications where kind = ${MANDATE_ENDED_KIND}
          and ref_id in (select id from renewal_mandates where user_id = ${userId})`,
  );

describe.each(TEST_DATABASES)("a mandate's approval at the payer's bank, with Razorpay (%s)", (kind) => {
  const razorpay = useFakeRazorpay();
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const t = useTestApp(kind, { PAYMENT_GATEWAY: "razorpay" }, () => ({
    gateway: razorpay.gateway,
    now: clock.now,
  }));
  const postWebhook = (hook: { body: string; headers: Record<string, string> }) =>
    postRazorpayWebhook(t, hook);
  const getAutoRenew = (f: { member: Parameters<typeof authed>[0]; subscriptionId: number }) =>
    t.call({
      method: "POST",
      url: "/api/users/getautorenew/",
      headers: authed(f.member),
      payload: { subscription_id: f.subscriptionId },
    });

  it("waits for the bank with the approval link, and 20 token.confirmed webhooks at once make it active once", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await quarterlyBronzeFamily(t);
    const on = await turnOnAutoRenewal(t, f);
    const link = (await mandateOf(t, f.subscriptionId)).gateway_id;
    expect(on.mandate).toMatchObject({ state: "created", approval_url: `https://rzp.io/i/${link}` });

    // A forged event changes nothing; a token the bank has not confirmed yet leaves it waiting.
    const token = razorpay.fake.approveMandate(link, "initiated");
    const early = razorpay.fake.tokenWebhook("token.confirmed", token);
    const forged = await postWebhook({
      ...early,
      headers: { ...early.headers, "x-razorpay-signature": "0".repeat(64) },
    });
    expect(forged.status).toBe(403);
    expect((await postWebhook(early)).status).toBe(200);
    expect(await mandateOf(t, f.subscriptionId)).toMatchObject({ state: "created", gateway_id: link });

    // The bank confirms: Razorpay says so 20 times at once (this body names no customer).
    razorpay.fake.setTokenStatus(token, "confirmed");
    const confirmed = razorpay.fake.tokenWebhook("token.confirmed", token, { withCustomer: false });
    const replies = await Promise.all(Array.from({ length: 20 }, () => postWebhook(confirmed)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await mandateOf(t, f.subscriptionId)).toMatchObject({
      state: "active",
      gateway_id: token,
      approval_url: null,
    });
    const shown = await getAutoRenew(f);
    expect(shown.body.Data).toMatchObject({
      enabled: true,
      mandate: { state: "active", method: "upi", approval_url: null },
    });

    // The first debit goes to the confirmed token, after its notice.
    const sweep = renewalSweepFor(t, razorpay.gateway, clock.now);
    clock.set("2027-02-26T04:30:00Z");
    expect(await sweep.runOnce(clock.now())).toMatchObject({ noticed: 1, debited: 0 });
    clock.set("2027-02-28T04:30:00Z");
    expect(await sweep.runOnce(clock.now())).toMatchObject({ debited: 1 });
    const recurring = razorpay.fake.requests.filter((r) => r.path === "/v1/payments/create/recurring");
    expect(recurring.at(-1)?.body).toMatchObject({ token });
  });

  it("without any webhook, the sweep asks the gateway about a waiting mandate every 15 minutes", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await quarterlyBronzeFamily(t);
    await turnOnAutoRenewal(t, f);
    const link = (await mandateOf(t, f.subscriptionId)).gateway_id;
    const sweep = renewalSweepFor(t, razorpay.gateway, clock.now);
    expect(await sweep.runOnce(clock.now())).toMatchObject({ approved: 0 });

    const token = razorpay.fake.approveMandate(link);
    const asked = () => razorpay.fake.requests.filter((r) => r.path === `/v1/invoices/${link}`).length;
    const before = asked();
    clock.advance(14 * 60_000);
    expect(await sweep.runOnce(clock.now())).toMatchObject({ approved: 0 });
    expect(asked()).toBe(before);
    clock.advance(60_000);
    expect(await sweep.runOnce(clock.now())).toMatchObject({ approved: 1 });
    expect(await mandateOf(t, f.subscriptionId)).toMatchObject({ state: "active", gateway_id: token });
  });

  it("a bank's rejection, and later a cancelled token, end the mandate and tell the payer once each", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await quarterlyBronzeFamily(t);
    await turnOnAutoRenewal(t, f);
    const link = (await mandateOf(t, f.subscriptionId)).gateway_id;
    const rejected = razorpay.fake.approveMandate(link, "rejected");
    const hook = razorpay.fake.tokenWebhook("token.rejected", rejected);
    await Promise.all(Array.from({ length: 5 }, () => postWebhook(hook)));
    expect(await mandateOf(t, f.subscriptionId)).toMatchObject({ state: "failed" });
    expect((await getAutoRenew(f)).body.Data).toMatchObject({ enabled: false, mandate: null });
    const first = await endedLetters(t, f.member.userId);
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first.map((l) => l.subject))).toEqual(new Set(["Automatic renewal of your plan is off"]));

    // Turned on again, by card this time; approved; later the payer cancels the token at their bank.
    const again = await turnOnAutoRenewal(t, f, "card");
    expect(again.mandate).toMatchObject({ state: "created", method: "card" });
    const second = await mandateOf(t, f.subscriptionId);
    expect(razorpay.fake.mandates.get(second.gateway_id)).toMatchObject({ method: "card" });
    const token = razorpay.fake.approveMandate(second.gateway_id);
    await postWebhook(razorpay.fake.tokenWebhook("token.confirmed", token));
    expect(await mandateOf(t, f.subscriptionId)).toMatchObject({ state: "active", method: "card" });
    razorpay.fake.setTokenStatus(token, "cancelled");
    const cancelled = razorpay.fake.tokenWebhook("token.cancelled", token);
    await Promise.all(Array.from({ length: 5 }, () => postWebhook(cancelled)));
    expect(await mandateOf(t, f.subscriptionId)).toMatchObject({ state: "failed" });
    expect((await endedLetters(t, f.member.userId)).length).toBe(first.length * 2);
  });

  it("refuses a method that is neither UPI nor card, writing nothing", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await quarterlyBronzeFamily(t);
    const bad = await t.call({
      method: "POST",
      url: "/api/users/setautorenew/",
      headers: authed(f.member),
      payload: { subscription_id: f.subscriptionId, enabled: true, method: "link" },
    });
    expect(bad.status).toBe(400);
    const rows = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from renewal_mandates where subscription_id = ${f.subscriptionId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
