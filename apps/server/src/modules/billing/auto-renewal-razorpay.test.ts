import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRazorpayGateway, type RazorpayGateway } from "../../integrations/payments/razorpay-gateway.ts";
import { quarterlyBronzeFamily, renewalSweepFor } from "../../test/auto-renewal.ts";
import { authed, countRows } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { type FakeRazorpay, postRazorpayWebhook, startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

const KEYS = {
  keyId: "rzp_test_ELDERCARE",
  keySecret: "test-key-secret",
  webhookSecret: "test-webhook-secret",
};

describe.each(TEST_DATABASES)("automatic renewal with Razorpay (%s)", (kind) => {
  let fake: FakeRazorpay;
  let gateway: RazorpayGateway;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
    gateway = createRazorpayGateway({ ...KEYS, apiUrl: fake.url, timeoutMs: 2000 });
  });
  afterAll(() => fake?.close());
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const t = useTestApp(kind, { PAYMENT_GATEWAY: "razorpay" }, () => ({ gateway, now: clock.now }));

  const sweep = () => renewalSweepFor(t, gateway, clock.now);
  const postWebhook = (body: string, headers: Record<string, string>) =>
    postRazorpayWebhook(t, { body, headers });

  it("asks for a mandate, debits the approved token after the notice, and a webhook replayed 20 times renews once", async () => {
    const f = await quarterlyBronzeFamily(t);
    const on = await t.call({
      method: "POST",
      url: "/api/users/setautorenew/",
      headers: authed(f.member),
      payload: { subscription_id: f.subscriptionId, enabled: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    // Waiting for the payer's approval at their bank (Razorpay's registration link).
    expect(on.body.Data.mandate).toMatchObject({ state: "created", method: "upi" });
    const [mandate] = await query<{ id: number; link: string }>(
      t,
      sql`select id, gateway_mandate_id as link from renewal_mandates where subscription_id = ${f.subscriptionId}`,
    );
    expect(fake.mandates.get(mandate?.link ?? "")).toMatchObject({ maxAmount: 660_000, status: "issued" });

    // The payer approves; the token's confirmation (the token.confirmed webhook, decision 0101) makes it active.
    const token = fake.approveMandate(mandate?.link ?? "");
    const confirmed = fake.tokenWebhook("token.confirmed", token);
    expect((await postWebhook(confirmed.body, confirmed.headers)).status).toBe(200);

    const s = sweep();
    clock.set("2027-02-26T04:30:00Z");
    expect(await s.runOnce(clock.now())).toMatchObject({ noticed: 1, debited: 0 });
    clock.set("2027-02-28T04:30:00Z");
    expect(await s.runOnce(clock.now())).toMatchObject({ debited: 1, settled: 0 });
    const [payment] = await query<{ order: string }>(
      t,
      sql`select p.gateway_order_id as order from payments p join renewal_cycles c on c.payment_id = p.id where c.subscription_id = ${f.subscriptionId}`,
    );
    const recurring = fake.requests.filter((r) => r.path === "/v1/payments/create/recurring");
    expect(recurring.at(-1)?.body).toMatchObject({ order_id: payment?.order, token, amount: 660_000 });

    // The bank debits; Razorpay's webhook arrives 20 times at once, and a forged one too.
    const { paymentId } = fake.capture(payment?.order ?? "");
    const event = fake.webhook("payment.captured", paymentId);
    const forged = await postWebhook(event.body, {
      ...event.headers,
      "x-razorpay-signature": "f".repeat(64),
    });
    expect(forged.status).toBe(403);
    expect(await countRows(t, "subscriptions", f.member.userId)).toBe(1);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(event.body, event.headers)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await countRows(t, "subscriptions", f.member.userId)).toBe(2);
    // The granted plan had none: the renewal's GST invoice is the one.
    expect(await countRows(t, "invoices", f.member.userId)).toBe(1);

    expect(await s.runOnce(clock.now())).toMatchObject({ settled: 1 });
    const [cycle] = await query<{ state: string; renewed: number | null }>(
      t,
      sql`select state, renewed_subscription_id as renewed from renewal_cycles where subscription_id = ${f.subscriptionId}`,
    );
    expect(cycle?.state).toBe("renewed");
    expect(cycle?.renewed).not.toBeNull();

    // The mandate went on to the renewed plan; turning it off there deletes the token at Razorpay at once.
    const off = await t.call({
      method: "POST",
      url: "/api/users/setautorenew/",
      headers: authed(f.member),
      payload: { subscription_id: cycle?.renewed, enabled: false },
    });
    expect(off.status).toBe(200);
    expect(fake.tokens.get(token)?.deleted).toBe(true);
  });
});
