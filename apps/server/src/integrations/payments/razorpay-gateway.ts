import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { createCaller, IDEMPOTENCY_KEY, parseJson, pathId } from "./razorpay-http.ts";
import { razorpayMandates } from "./razorpay-mandates.ts";
import { razorpayPaymentLinks } from "./razorpay-payment-links.ts";
import {
  GatewayError,
  isPaymentLinkId,
  type OrderStatus,
  type PaymentGateway,
  type RefundState,
} from "./types.ts";

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

const webhookSchema = z.object({
  event: z.enum(["payment.captured", "payment.failed"]),
  payload: z.object({
    payment: z.object({
      entity: paymentSchema.extend({ error_description: z.string().nullish() }),
    }),
  }),
});

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

  const links = razorpayPaymentLinks(call);

  return {
    name: "razorpay",
    keyId,

    async createOrder(input) {
      const body = { amount: input.amountPaise, currency: "INR", receipt: input.receipt, notes: input.notes };
      const order = await call("create order", "POST", "/v1/orders", orderSchema, body);
      return { orderId: order.id };
    },

    // A payment link's id stands for its order (decision 0102).
    async orderStatus(orderId) {
      if (isPaymentLinkId(orderId)) return links.linkStatus(orderId);
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

    ...razorpayMandates(call),
    createPaymentLink: links.createPaymentLink,
    cancelPaymentLink: links.cancelPaymentLink,

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

function refundState(status: "pending" | "processed" | "failed"): RefundState {
  return status === "failed" ? { state: "failed", reason: "Refused by Razorpay" } : { state: status };
}

/** Timing-safe HMAC-SHA256 check; a missing, short or non-hex signature is simply "no match". */
function hmacMatches(secret: string, message: string | Buffer, signature: string | undefined): boolean {
  if (typeof signature !== "string" || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
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
