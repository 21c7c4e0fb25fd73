import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { GatewayError, type OrderStatus, type PaymentGateway, type RefundState } from "./types.ts";

/**
 * Razorpay (India) behind the PaymentGateway interface, using its REST API directly:
 *
 *   POST /v1/orders                  create an order (amount in paise, INR)
 *   GET  /v1/orders/{id}/payments    every attempt on an order (authorized, captured or failed)
 *   GET  /v1/payments/{id}           one payment
 *
 * All calls use HTTP Basic auth (key id : key secret). Checkout hands the browser a payment id and a
 * signature over "order_id|payment_id" (key secret); webhooks are signed over the raw body (webhook
 * secret). Both are verified here so no caller has to get the HMAC details right.
 */
export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Default "https://api.razorpay.com"; tests point it at the fake server. */
  apiUrl?: string;
  /** Razorpay not answering must fail the request, not hold it. Default 10 s. */
  timeoutMs?: number;
}

export interface RazorpayPayment {
  id: string;
  orderId: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  amountPaise: number;
}

export interface RazorpayGateway extends PaymentGateway {
  readonly name: "razorpay";
  /** Public: the web app passes it to Checkout. */
  readonly keyId: string;
  verifyCheckoutSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  verifyWebhookSignature(rawBody: string | Buffer, signature: string | undefined): boolean;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
}

export interface RazorpayWebhookEvent {
  /** From the X-Razorpay-Event-Id header (the body carries no event id); stable across retries. */
  eventId?: string;
  event: string;
  paymentId: string;
  orderId: string;
  amountPaise: number;
  status: string;
  errorDescription: string | null;
}

const DEFAULT_API_URL = "https://api.razorpay.com";

// Only the fields we use are required; everything else Razorpay sends is ignored.
const orderSchema = z.object({ id: z.string().min(1) });
const paymentSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  status: z.string(),
  amount: z.number().int().nonnegative(),
});
const orderPaymentsSchema = z.object({
  items: z.array(paymentSchema.extend({ order_id: z.string().nullish() })),
});
const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "processed", "failed"]),
});
const customerSchema = z.object({ id: z.string().min(1) });
const authLinkSchema = z.object({ id: z.string().min(1), short_url: z.string().optional() });
const errorBodySchema = z.object({ error: z.object({ description: z.string().optional() }) });

const webhookSchema = z.object({
  event: z.enum(["payment.captured", "payment.failed"]),
  payload: z.object({
    payment: z.object({
      entity: paymentSchema.extend({ error_description: z.string().nullish() }),
    }),
  }),
});

/** Razorpay ids are "<prefix>_<alphanumerics>"; anything else must not reach a URL path. */
const ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function createRazorpayGateway(options: RazorpayGatewayOptions): RazorpayGateway {
  const { keyId, keySecret, webhookSecret, apiUrl = DEFAULT_API_URL, timeoutMs = 10_000 } = options;
  // Fail at start-up on missing credentials rather than on someone's first payment.
  if (!keyId || !keySecret || !webhookSecret) {
    throw new Error("Razorpay needs a key id, a key secret and a webhook secret.");
  }
  if (!URL.canParse(apiUrl)) throw new Error("The Razorpay API URL is not a valid absolute URL.");
  const call = createCaller({
    baseUrl: apiUrl.replace(/\/+$/, ""),
    authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`,
    timeoutMs,
  });

  return {
    name: "razorpay",
    keyId,

    async createOrder(input) {
      const body = { amount: input.amountPaise, currency: "INR", receipt: input.receipt, notes: input.notes };
      const order = await call("create order", "POST", "/v1/orders", orderSchema, body);
      return { orderId: order.id };
    },

    async orderStatus(orderId) {
      const path = `/v1/orders/${pathId(orderId, "order")}/payments`;
      const { items } = await call("fetch order payments", "GET", path, orderPaymentsSchema);
      return statusFromPayments(items);
    },

    // POST /v1/payments/{id}/refund with X-Refund-Idempotency: a retry after a lost answer is the same refund.
    async refund(input) {
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw new GatewayError("A refund's idempotency key must be 10 to 64 letters, digits, - or _");
      }
      const path = `/v1/payments/${pathId(input.gatewayPaymentId, "payment")}/refund`;
      const body = { amount: input.amountPaise, speed: "normal", receipt: input.receipt };
      const refund = await call("create refund", "POST", path, refundSchema, body, {
        "x-refund-idempotency": input.idempotencyKey,
      });
      return { refundId: refund.id, ...refundState(refund.status) };
    },

    async refundStatus(refundId) {
      const refund = await call(
        "fetch refund",
        "GET",
        `/v1/refunds/${pathId(refundId, "refund")}`,
        refundSchema,
      );
      return refundState(refund.status);
    },

    // A customer (the same one again for a known payer), then a registration link for a UPI mandate
    // of at most maxAmountPaise: the payer approves it at their bank, and the token.confirmed webhook
    // (or fetching the link's order) makes the mandate active. Until then the link's invoice is the mandate.
    async createMandate({ customer, maxAmountPaise, receipt }) {
      const made = await call("create customer", "POST", "/v1/customers", customerSchema, {
        name: customer.name,
        email: customer.email,
        contact: customer.phone,
        fail_existing: "0",
      });
      const body = {
        customer: { name: customer.name, email: customer.email, contact: customer.phone },
        type: "link",
        amount: 0,
        currency: "INR",
        description: "Automatic renewal of your plan",
        receipt,
        subscription_registration: { method: "upi", max_amount: maxAmountPaise, frequency: "as_presented" },
        sms_notify: 0,
        email_notify: 0,
      };
      const link = await call(
        "create registration link",
        "POST",
        "/v1/subscription_registration/auth_links",
        authLinkSchema,
        body,
      );
      return {
        state: "created" as const,
        method: "upi" as const,
        customerId: made.id,
        mandateId: link.id,
        approvalUrl: link.short_url,
      };
    },

    // An order for the customer, then POST /v1/payments/create/recurring against the token (the mandate),
    // with the idempotency key: the order is then followed as any other (orderStatus, webhook).
    async chargeMandate(input) {
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw new GatewayError("A debit's idempotency key must be 10 to 64 letters, digits, - or _");
      }
      const order = await call("create recurring order", "POST", "/v1/orders", orderSchema, {
        amount: input.amountPaise,
        currency: "INR",
        receipt: input.receipt,
        notes: input.notes,
        customer_id: input.customerId,
        payment_capture: 1,
      });
      await call(
        "create recurring payment",
        "POST",
        "/v1/payments/create/recurring",
        z.object({}).passthrough(),
        {
          email: input.customer.email,
          contact: input.customer.phone,
          amount: input.amountPaise,
          currency: "INR",
          order_id: order.id,
          customer_id: input.customerId,
          token: input.mandateId,
          recurring: "1",
          notes: input.notes,
        },
        { "x-payment-idempotency": input.idempotencyKey },
      );
      return { orderId: order.id };
    },

    // An approved mandate is a token (DELETE it); one still waiting is the registration link (cancel it).
    async cancelMandate({ customerId, mandateId }) {
      if (mandateId.startsWith("token_")) {
        const path = `/v1/customers/${pathId(customerId, "customer")}/tokens/${pathId(mandateId, "token")}`;
        await call("cancel token", "DELETE", path, z.unknown());
      } else {
        await call(
          "cancel registration link",
          "POST",
          `/v1/invoices/${pathId(mandateId, "invoice")}/cancel`,
          z.unknown(),
        );
      }
    },

    async fetchPayment(paymentId) {
      const path = `/v1/payments/${pathId(paymentId, "payment")}`;
      const payment = await call("fetch payment", "GET", path, paymentSchema);
      return {
        id: payment.id,
        orderId: payment.order_id,
        status: payment.status,
        amountPaise: payment.amount,
      };
    },

    verifyCheckoutSignature({ orderId, paymentId, signature }) {
      return hmacMatches(keySecret, `${orderId}|${paymentId}`, signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      return hmacMatches(webhookSecret, rawBody, signature);
    },
  };
}

/**
 * A failed attempt does not end a Razorpay order (the customer can retry in the same Checkout), so
 * the order is paid once any attempt is captured and pending until then. "authorized" is not paid:
 * the money is only held, and Razorpay refunds it if it is never captured.
 */
function statusFromPayments(
  items: ReadonlyArray<{ id: string; status: string; amount: number }>,
): OrderStatus {
  const captured = items.find((item) => item.status === "captured");
  if (!captured) return { state: "pending" };
  return { state: "paid", gatewayPaymentId: captured.id, amountPaise: captured.amount };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;

function refundState(status: "pending" | "processed" | "failed"): RefundState {
  return status === "failed" ? { state: "failed", reason: "Refused by Razorpay" } : { state: status };
}

function pathId(id: string, what: string): string {
  if (!ID_PATTERN.test(id))
    throw new GatewayError(`Not a Razorpay ${what} id: ${JSON.stringify(id.slice(0, 80))}`);
  return id;
}

/** Timing-safe HMAC-SHA256 check; a missing, short or non-hex signature is simply "no match". */
function hmacMatches(secret: string, message: string | Buffer, signature: string | undefined): boolean {
  if (typeof signature !== "string" || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

interface CallerConfig {
  baseUrl: string;
  authorization: string;
  timeoutMs: number;
}

type Caller = <T>(
  label: string,
  method: "GET" | "POST" | "DELETE",
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<T>;

/** One JSON request to Razorpay; every way it can go wrong becomes a GatewayError naming the call. */
function createCaller({ baseUrl, authorization, timeoutMs }: CallerConfig): Caller {
  return async (label, method, path, schema, body, extraHeaders) => {
    const headers: Record<string, string> = { ...extraHeaders, authorization, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    let status: number;
    let text: string;
    try {
      // The timeout signal covers reading the body too, not just the headers.
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new GatewayError(`Razorpay ${label} failed: ${networkReason(error, timeoutMs)}`, {
        cause: error,
      });
    }
    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const description = errorBodySchema.safeParse(json).data?.error.description;
      throw new GatewayError(
        `Razorpay ${label} failed: HTTP ${status}${description ? ` (${description})` : ""}`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "(body)").join(", ");
      throw new GatewayError(`Razorpay ${label} failed: HTTP ${status} with an unexpected body (${fields})`);
    }
    return parsed.data;
  };
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  // undici reports "fetch failed" and puts the useful part (ECONNREFUSED, DNS…) in the cause.
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The fields we act on from a `payment.captured` or `payment.failed` webhook body; null for other
 * events, payments outside an order, or anything malformed. Verify the signature first. Razorpay
 * sends the event id in the X-Razorpay-Event-Id header, not the body: pass it to get it back.
 */
/** A refund's notification: `refund.processed` or `refund.failed`, with the refund it is about. */
export interface RazorpayRefundEvent {
  eventId?: string;
  event: "refund.processed" | "refund.failed";
  refundId: string;
  paymentId: string;
  amountPaise: number;
}

const refundWebhookSchema = z.object({
  event: z.enum(["refund.processed", "refund.failed"]),
  payload: z.object({
    refund: z.object({
      entity: z.object({ id: z.string().min(1), payment_id: z.string().min(1), amount: z.number().int() }),
    }),
  }),
});

/** Reads a refund event from a verified webhook body; null for any other event or shape. */
export function parseRazorpayRefundWebhook(
  rawBody: string | Buffer,
  eventId?: string,
): RazorpayRefundEvent | null {
  const text = typeof rawBody === "string" ? rawBody : rawBody.toString("utf8");
  const parsed = refundWebhookSchema.safeParse(parseJson(text));
  if (!parsed.success) return null;
  const refund = parsed.data.payload.refund.entity;
  return {
    ...(eventId ? { eventId } : {}),
    event: parsed.data.event,
    refundId: refund.id,
    paymentId: refund.payment_id,
    amountPaise: refund.amount,
  };
}

export function parseRazorpayWebhook(
  rawBody: string | Buffer,
  eventId?: string,
): RazorpayWebhookEvent | null {
  const text = typeof rawBody === "string" ? rawBody : rawBody.toString("utf8");
  const parsed = webhookSchema.safeParse(parseJson(text));
  if (!parsed.success) return null;
  const payment = parsed.data.payload.payment.entity;
  return {
    ...(eventId ? { eventId } : {}),
    event: parsed.data.event,
    paymentId: payment.id,
    orderId: payment.order_id,
    amountPaise: payment.amount,
    status: payment.status,
    errorDescription: payment.error_description ?? null,
  };
}
