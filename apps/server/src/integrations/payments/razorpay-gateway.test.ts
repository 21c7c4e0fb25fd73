import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeRazorpay, startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { createRazorpayGateway, parseRazorpayWebhook, type RazorpayGateway } from "./razorpay-gateway.ts";
import { GatewayError } from "./types.ts";

const KEYS = {
  keyId: "rzp_test_1DP5mmOlF5G5ag",
  keySecret: "thisIsTheKeySecret9f2c",
  webhookSecret: "thisIsTheWebhookSecret71ab",
};
const ORDER_INPUT = { amountPaise: 49_900, receipt: "pay_123", notes: { subscriptionId: "sub_42" } };

let fake: FakeRazorpay;
let gateway: RazorpayGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay(KEYS);
  gateway = createRazorpayGateway({ ...KEYS, apiUrl: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("createRazorpayGateway", () => {
  it("refuses missing credentials and a malformed API URL at creation", () => {
    expect(() => createRazorpayGateway({ ...KEYS, webhookSecret: "" })).toThrow(/webhook secret/);
    expect(() => createRazorpayGateway({ ...KEYS, apiUrl: "not a url" })).toThrow(/not a valid/);
    expect(gateway.name).toBe("razorpay");
    expect(gateway.keyId).toBe(KEYS.keyId);
  });
});

describe("createOrder", () => {
  it("POSTs the amount in paise, INR, receipt and notes with Basic auth, and returns the order id", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);

    expect(orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/v1/orders",
        authorization: `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")}`,
        body: { amount: 49_900, currency: "INR", receipt: "pay_123", notes: { subscriptionId: "sub_42" } },
      },
    ]);
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 49_900, status: "created", receipt: "pay_123" });
  });

  it("throws GatewayError naming the status, without the secret, when the key secret is wrong", async () => {
    const wrongSecret = "wrongSecretDoNotLeak123";
    const badGateway = createRazorpayGateway({ ...KEYS, keySecret: wrongSecret, apiUrl: fake.url });
    const ordersBefore = fake.orders.size;
    const error = await failure(badGateway.createOrder(ORDER_INPUT));
    expect(error.message).toContain("create order");
    expect(error.message).toContain("401");
    expect(error.message).toContain("Authentication failed");
    expect(error.message).not.toContain(wrongSecret);
    expect(fake.orders.size).toBe(ordersBefore);
  });

  it("passes Razorpay's error description through on a 400", async () => {
    const error = await failure(gateway.createOrder({ ...ORDER_INPUT, amountPaise: 50 }));
    expect(error.message).toMatch(/HTTP 400 \(The amount must be at least INR 1\.00\)/);
  });

  it("throws GatewayError on a 500", async () => {
    fake.failNext(500);
    const error = await failure(gateway.createOrder(ORDER_INPUT));
    expect(error.message).toContain("HTTP 500");
  });

  it("throws GatewayError on a 502 with a non-JSON body", async () => {
    fake.failNext(502, "<html>Bad Gateway</html>");
    const error = await failure(gateway.createOrder(ORDER_INPUT));
    expect(error.message).toBe("Razorpay create order failed: HTTP 502");
  });

  it("throws GatewayError on a 200 whose body lacks the order id, or is not JSON", async () => {
    fake.failNext(200);
    expect((await failure(gateway.createOrder(ORDER_INPUT))).message).toMatch(/unexpected body \(id\)/);
    fake.failNext(200, "OK");
    expect((await failure(gateway.createOrder(ORDER_INPUT))).message).toMatch(/unexpected body/);
  });

  it("throws GatewayError within the timeout when Razorpay does not answer", async () => {
    const impatient = createRazorpayGateway({ ...KEYS, apiUrl: fake.url, timeoutMs: 300 });
    fake.hangNext();
    const started = Date.now();
    const error = await failure(impatient.createOrder(ORDER_INPUT));
    expect(error.message).toContain("no answer within 300 ms");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fake.requests).toHaveLength(1);
  });

  it("throws GatewayError when Razorpay cannot be reached", async () => {
    const unreachable = createRazorpayGateway({ ...KEYS, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    const error = await failure(unreachable.createOrder(ORDER_INPUT));
    expect(error.message).toMatch(/create order failed: fetch failed/);
    expect(error.message).not.toContain(KEYS.keySecret);
  });
});

describe("orderStatus", () => {
  it("is pending before payment and paid, with the payment id and amount, after capture", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    expect(await gateway.orderStatus(orderId)).toEqual({ state: "pending" });

    const { paymentId } = fake.capture(orderId);
    expect(await gateway.orderStatus(orderId)).toEqual({
      state: "paid",
      gatewayPaymentId: paymentId,
      amountPaise: 49_900,
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/orders/${orderId}/payments` });
  });

  it("stays pending after a failed attempt, and is paid when a retry on the same order succeeds", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    fake.fail(orderId, "UPI request declined");
    expect(await gateway.orderStatus(orderId)).toEqual({ state: "pending" });

    const { paymentId } = fake.capture(orderId);
    expect(await gateway.orderStatus(orderId)).toMatchObject({ state: "paid", gatewayPaymentId: paymentId });
  });

  it("stays pending while a payment is only authorized (money held, not captured)", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    fake.authorize(orderId);
    expect(await gateway.orderStatus(orderId)).toEqual({ state: "pending" });
  });

  it("throws GatewayError for an order Razorpay does not know", async () => {
    const error = await failure(gateway.orderStatus("order_DoesNotExist00"));
    expect(error.message).toContain("The id provided does not exist");
  });

  it("refuses an id that would change the URL path, without calling Razorpay", async () => {
    await failure(gateway.orderStatus(".."));
    await failure(gateway.orderStatus("order_x/../../payments"));
    expect(fake.requests).toHaveLength(0);
  });
});

describe("refund and refundStatus", () => {
  const captured = async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    return fake.capture(orderId).paymentId;
  };
  const input = (paymentId: string) => ({
    gatewayPaymentId: paymentId,
    amountPaise: 10_000,
    idempotencyKey: "refund-42-0f9e8d7c",
    receipt: "refund_42",
  });

  it("POSTs the amount with the idempotency key, and a retry with the key is the same refund", async () => {
    const paymentId = await captured();
    const first = await gateway.refund({ ...input(paymentId), idempotencyKey: `refund-${paymentId}` });
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_/), state: "pending" });
    const again = await gateway.refund({ ...input(paymentId), idempotencyKey: `refund-${paymentId}` });
    expect(again.refundId).toBe(first.refundId);
    expect(fake.refunds.size).toBeGreaterThanOrEqual(1);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/payments/${paymentId}/refund`,
      idempotencyKey: `refund-${paymentId}`,
      body: { amount: 10_000, speed: "normal", receipt: "refund_42" },
    });
    expect(await gateway.refundStatus(first.refundId)).toEqual({ state: "pending" });
    fake.settleRefund(first.refundId, "processed");
    expect(await gateway.refundStatus(first.refundId)).toEqual({ state: "processed" });
  });

  it("says a refund failed, and throws GatewayError for a refusal or a malformed id or key", async () => {
    const paymentId = await captured();
    const made = await gateway.refund({ ...input(paymentId), idempotencyKey: `other-${paymentId}` });
    fake.settleRefund(made.refundId, "failed");
    expect(await gateway.refundStatus(made.refundId)).toMatchObject({ state: "failed" });
    const tooMuch = await failure(
      gateway.refund({ ...input(paymentId), amountPaise: 10_000_000, idempotencyKey: `big-${paymentId}` }),
    );
    expect(tooMuch.message).toContain("greater than amount captured");
    await failure(gateway.refund({ ...input(paymentId), idempotencyKey: "short" }));
    await failure(gateway.refundStatus("rfnd_../../v1/orders"));
  });
});

describe("fetchPayment", () => {
  it("returns the payment's id, order, status and amount", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    const { paymentId } = fake.capture(orderId);
    expect(await gateway.fetchPayment(paymentId)).toEqual({
      id: paymentId,
      orderId,
      status: "captured",
      amountPaise: 49_900,
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/payments/${paymentId}` });
  });

  it("throws GatewayError for an unknown payment", async () => {
    await failure(gateway.fetchPayment("pay_DoesNotExist0000"));
  });
});

describe("verifyCheckoutSignature", () => {
  let orderId: string;
  let paymentId: string;
  let signature: string;
  beforeAll(async () => {
    ({ orderId } = await gateway.createOrder(ORDER_INPUT));
    ({ paymentId, signature } = fake.capture(orderId));
  });

  it("accepts the signature Checkout returns", () => {
    expect(gateway.verifyCheckoutSignature({ orderId, paymentId, signature })).toBe(true);
  });

  it("rejects a tampered payment id or order id", () => {
    expect(gateway.verifyCheckoutSignature({ orderId, paymentId: `${paymentId}x`, signature })).toBe(false);
    expect(gateway.verifyCheckoutSignature({ orderId: "order_Other000000000", paymentId, signature })).toBe(
      false,
    );
  });

  it("rejects a signature made with the webhook secret instead of the key secret", () => {
    const wrong = createHmac("sha256", KEYS.webhookSecret).update(`${orderId}|${paymentId}`).digest("hex");
    expect(gateway.verifyCheckoutSignature({ orderId, paymentId, signature: wrong })).toBe(false);
  });

  it("returns false, without throwing, for a wrong-length, non-hex or empty signature", () => {
    for (const bad of [signature.slice(0, -2), `${signature}00`, `${signature.slice(0, -1)}z`, "", "zz"]) {
      expect(gateway.verifyCheckoutSignature({ orderId, paymentId, signature: bad })).toBe(false);
    }
  });
});

describe("verifyWebhookSignature", () => {
  let webhook: ReturnType<FakeRazorpay["webhook"]>;
  beforeAll(async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    webhook = fake.webhook("payment.captured", fake.capture(orderId).paymentId);
  });

  it("accepts the signature over the raw body, as a string or a Buffer", () => {
    expect(gateway.verifyWebhookSignature(webhook.body, webhook.signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(Buffer.from(webhook.body), webhook.signature)).toBe(true);
    expect(webhook.headers["x-razorpay-signature"]).toBe(webhook.signature);
  });

  it("rejects the body with one byte changed", () => {
    const tampered = webhook.body.replace('"amount":49900', '"amount":49901');
    expect(tampered).not.toBe(webhook.body);
    expect(gateway.verifyWebhookSignature(tampered, webhook.signature)).toBe(false);
  });

  it("rejects a re-serialised body (the check is over the exact bytes received)", () => {
    const reformatted = JSON.stringify(JSON.parse(webhook.body), null, 2);
    expect(gateway.verifyWebhookSignature(reformatted, webhook.signature)).toBe(false);
  });

  it("rejects a missing, empty or malformed header and a signature made with the key secret", () => {
    expect(gateway.verifyWebhookSignature(webhook.body, undefined)).toBe(false);
    expect(gateway.verifyWebhookSignature(webhook.body, "")).toBe(false);
    expect(gateway.verifyWebhookSignature(webhook.body, "not-a-signature")).toBe(false);
    const withKeySecret = createHmac("sha256", KEYS.keySecret).update(webhook.body).digest("hex");
    expect(gateway.verifyWebhookSignature(webhook.body, withKeySecret)).toBe(false);
  });
});

describe("parseRazorpayWebhook", () => {
  it("reads a payment.captured body, with the event id from the header", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    const { paymentId } = fake.capture(orderId);
    const { body, eventId } = fake.webhook("payment.captured", paymentId);
    expect(parseRazorpayWebhook(body, eventId)).toEqual({
      eventId,
      event: "payment.captured",
      paymentId,
      orderId,
      amountPaise: 49_900,
      status: "captured",
      errorDescription: null,
    });
    expect(parseRazorpayWebhook(Buffer.from(body))).not.toHaveProperty("eventId");
  });

  it("reads a payment.failed body with its error description", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    const paymentId = fake.fail(orderId, "UPI request declined");
    expect(parseRazorpayWebhook(fake.webhook("payment.failed", paymentId).body)).toEqual({
      event: "payment.failed",
      paymentId,
      orderId,
      amountPaise: 49_900,
      status: "failed",
      errorDescription: "UPI request declined",
    });
  });

  it("returns null for garbage, other events and bodies missing the fields we use", async () => {
    const { orderId } = await gateway.createOrder(ORDER_INPUT);
    const { body } = fake.webhook("payment.captured", fake.capture(orderId).paymentId);
    const event = JSON.parse(body) as { event: string; payload: { payment: { entity: object } } };

    expect(parseRazorpayWebhook("not json")).toBeNull();
    expect(parseRazorpayWebhook("")).toBeNull();
    expect(parseRazorpayWebhook("null")).toBeNull();
    expect(parseRazorpayWebhook(JSON.stringify({ ...event, event: "order.paid" }))).toBeNull();
    const noOrder = {
      ...event,
      payload: { payment: { entity: { ...event.payload.payment.entity, order_id: null } } },
    };
    expect(parseRazorpayWebhook(JSON.stringify(noOrder))).toBeNull();
    const noAmount = { ...event, payload: { payment: { entity: { id: "pay_x", order_id: orderId } } } };
    expect(parseRazorpayWebhook(JSON.stringify(noAmount))).toBeNull();
  });
});

describe("recurring payments (automatic renewal, decision 0097)", () => {
  const customer = { name: "Anita Das", email: "anita@example.com", phone: "+919830012345" };

  it("makes a customer and a UPI registration link, debits the approved token once per key, and cancels it", async () => {
    const made = await gateway.createMandate({ customer, maxAmountPaise: 660_000, receipt: "mandate_7" });
    expect(made).toMatchObject({ state: "created", method: "upi" });
    if (made.state === "refused") throw new Error("refused");
    expect(made.customerId).toMatch(/^cust_/);
    expect(made.approvalUrl).toContain(made.mandateId);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/customers",
      "POST /v1/subscription_registration/auth_links",
    ]);
    expect(fake.requests[1]?.body).toMatchObject({
      type: "link",
      amount: 0,
      currency: "INR",
      receipt: "mandate_7",
      subscription_registration: { method: "upi", max_amount: 660_000 },
    });
    // The same payer again is the same customer.
    const again = await gateway.createMandate({ customer, maxAmountPaise: 660_000, receipt: "mandate_8" });
    expect(again.state !== "refused" && again.customerId).toBe(made.customerId);

    const token = fake.approveMandate(made.mandateId);
    fake.requests.length = 0;
    const charge = {
      customerId: made.customerId,
      mandateId: token,
      amountPaise: 660_000,
      idempotencyKey: "renewal_12_1",
      receipt: "renewal_12_1",
      notes: { user_id: "7" },
      customer: { email: customer.email, phone: customer.phone },
    };
    const { orderId } = await gateway.chargeMandate(charge);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/orders",
      "POST /v1/payments/create/recurring",
    ]);
    expect(fake.requests[1]).toMatchObject({
      idempotencyKey: "renewal_12_1",
      body: { order_id: orderId, customer_id: made.customerId, token, recurring: "1", amount: 660_000 },
    });
    expect(await gateway.orderStatus(orderId)).toEqual({ state: "pending" });
    const { paymentId } = fake.capture(orderId);
    expect(await gateway.orderStatus(orderId)).toEqual({
      state: "paid",
      gatewayPaymentId: paymentId,
      amountPaise: 660_000,
    });

    await gateway.cancelMandate({ customerId: made.customerId, mandateId: token });
    expect(fake.tokens.get(token)?.deleted).toBe(true);
    // A debit against a deleted token is refused.
    const refused = await failure(gateway.chargeMandate({ ...charge, idempotencyKey: "renewal_12_2" }));
    expect(refused.message).toContain("create recurring payment");
    // A link never approved is cancelled as a link.
    if (again.state === "refused") throw new Error("refused");
    await gateway.cancelMandate({ customerId: again.customerId, mandateId: again.mandateId });
    expect(fake.mandates.get(again.mandateId)?.status).toBe("cancelled");
  });

  it("refuses a malformed idempotency key before calling Razorpay", async () => {
    const error = await failure(
      gateway.chargeMandate({
        customerId: "cust_1",
        mandateId: "token_1",
        amountPaise: 660_000,
        idempotencyKey: "short",
        receipt: "r",
        notes: {},
        customer: { email: "", phone: "" },
      }),
    );
    expect(error.message).toContain("idempotency key");
    expect(fake.requests).toEqual([]);
  });
});
