import { PAYMENT_MESSAGES } from "@eldercare/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRazorpayGateway, type RazorpayGateway } from "../../integrations/payments/razorpay-gateway.ts";
import { countRows, createRequest, findPlan, type Member, memberCall, pay } from "../../test/billing.ts";
import { type FakeRazorpay, postRazorpayWebhook, startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";

const KEYS = {
  keyId: "rzp_test_ELDERCARE",
  keySecret: "test-key-secret",
  webhookSecret: "test-webhook-secret",
};

describe.each(TEST_DATABASES)("paying with Razorpay (%s)", (kind) => {
  let fake: FakeRazorpay;
  let gateway: RazorpayGateway;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
    gateway = createRazorpayGateway({ ...KEYS, apiUrl: fake.url, timeoutMs: 2000 });
  });
  afterAll(() => fake?.close());
  const t = useTestApp(kind, { PAYMENT_GATEWAY: "razorpay" }, () => ({ gateway }));

  /** A member who pressed PAY NOW: the payment waits for Checkout. */
  async function startPayment(member?: Awaited<ReturnType<typeof registerMember>>) {
    const m = member ?? (await registerMember(t));
    const plan = await findPlan(t, "gold", "Couple", "Quarterly");
    const requestId = (await createRequest(t, m, plan.plan_tier_id)).body.Data.request_id;
    const res = await pay(t, m, requestId, plan);
    return { member: m, plan, requestId, res, data: res.body.Data };
  }

  const verify = (m: Member, paymentId: number, fields: object) =>
    memberCall(t, m, "paymentverify", { payment_id: paymentId, ...fields });

  const postWebhook = (body: string, headers: Record<string, string>) =>
    postRazorpayWebhook(t, { body, headers });

  it("PAY NOW makes an order in paise and hands the web app what Checkout needs", async () => {
    const { member, plan, data } = await startPayment();
    expect(data).toMatchObject({ Success: false, status: "pending", gateway: "razorpay" });
    const order = fake.orders.get(data.checkout.order_id);
    expect(order).toMatchObject({ amount: Math.round(plan.plan_tier_amt * 100), currency: "INR" });
    expect(data.checkout).toEqual({
      key_id: KEYS.keyId,
      order_id: order?.id,
      amount: Math.round(plan.plan_tier_amt * 100),
      currency: "INR",
      name: "SeniorCare Relief Private Limited",
      description: "Care plan subscription",
      prefill: {
        name: member.person.user_name,
        email: member.person.email,
        contact: `+91${member.person.phone}`,
      },
    });
  });

  it("a bad Checkout signature is refused and nothing is marked paid; the genuine one is accepted", async () => {
    const { member, data } = await startPayment();
    const { paymentId, signature } = fake.capture(data.checkout.order_id);
    const forged = await verify(member, data.payment_id, {
      razorpay_order_id: data.checkout.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: "0".repeat(64),
    });
    expect(forged.status).toBe(422);
    expect(forged.body.Errors.Business_Errors[0]?.Message).toBe(PAYMENT_MESSAGES.signatureInvalid);
    const otherOrder = await verify(member, data.payment_id, {
      razorpay_order_id: "order_SomeoneElses1",
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(otherOrder.status).toBe(422);
    expect(await countRows(t, "subscriptions", member.userId)).toBe(0);

    const genuine = await verify(member, data.payment_id, {
      razorpay_order_id: data.checkout.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(genuine.body.Data).toMatchObject({ Success: true, status: "paid", checkout: null });
    const invoice = await memberCall(t, member, "getinvoice", { invoice_id: genuine.body.Data.invoice_id });
    expect(invoice.body.Data.payment.reference).toBe(paymentId);
  });

  it("payment.captured by webhook marks the payment paid once; a replay changes nothing", async () => {
    const { member, data } = await startPayment();
    const { paymentId } = fake.capture(data.checkout.order_id);
    const event = fake.webhook("payment.captured", paymentId);
    const first = await postWebhook(event.body, event.headers);
    expect(first.status).toBe(200);
    expect(first.body.Data).toEqual({ received: true, handled: true });
    for (let i = 0; i < 3; i++) expect((await postWebhook(event.body, event.headers)).status).toBe(200);
    const status = await memberCall(t, member, "paymentstatus", { payment_id: data.payment_id });
    expect(status.body.Data.status).toBe("paid");
    expect(await countRows(t, "payments", member.userId)).toBe(1);
    expect(await countRows(t, "subscriptions", member.userId)).toBe(1);
    expect(await countRows(t, "invoices", member.userId)).toBe(1);
  });

  it("a webhook with a bad signature, or a body changed after signing, is refused and changes nothing", async () => {
    const { member, data } = await startPayment();
    const { paymentId } = fake.capture(data.checkout.order_id);
    const event = fake.webhook("payment.captured", paymentId);
    const unsigned = await postWebhook(event.body, {
      ...event.headers,
      "x-razorpay-signature": "f".repeat(64),
    });
    expect(unsigned.status).toBe(403);
    const tampered = await postWebhook(event.body.replace(/"amount":\d+/, '"amount":100'), event.headers);
    expect(tampered.status).toBe(403);
    const { "x-razorpay-signature": _dropped, ...noSignature } = event.headers;
    expect((await postWebhook(event.body, noSignature)).status).toBe(403);
    expect(await countRows(t, "subscriptions", member.userId)).toBe(0);
  });

  it("payment.failed keeps the order open: the member retries in Checkout and the capture counts", async () => {
    const { member, plan, requestId, data } = await startPayment();
    const failedId = fake.fail(data.checkout.order_id, "Payment declined by the bank");
    const failed = fake.webhook("payment.failed", failedId);
    expect((await postWebhook(failed.body, failed.headers)).status).toBe(200);
    const after = await memberCall(t, member, "paymentstatus", { payment_id: data.payment_id });
    expect(after.body.Data).toMatchObject({
      status: "pending",
      checkout: { order_id: data.checkout.order_id },
    });
    // PAY NOW again reuses the same order rather than making a second one.
    expect((await pay(t, member, requestId, plan)).body.Data.checkout.order_id).toBe(data.checkout.order_id);

    fake.capture(data.checkout.order_id);
    const settled = await memberCall(t, member, "paymentstatus", { payment_id: data.payment_id });
    expect(settled.body.Data).toMatchObject({ Success: true, status: "paid" });
  });

  it("lets the pages load Razorpay Checkout (script and payment window), and nothing else from outside", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
  });

  it("a payment the bank only authorised is not paid yet", async () => {
    const { member, data } = await startPayment();
    fake.authorize(data.checkout.order_id);
    const status = await memberCall(t, member, "paymentstatus", { payment_id: data.payment_id });
    expect(status.body.Data.status).toBe("pending");
    expect(await countRows(t, "subscriptions", member.userId)).toBe(0);
  });
});
