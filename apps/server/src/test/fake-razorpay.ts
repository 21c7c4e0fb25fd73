import { createHmac, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createRazorpayGateway, type RazorpayGateway } from "../integrations/payments/razorpay-gateway.ts";
import type { TestApp } from "./harness.ts";

/**
 * A local stand-in for Razorpay's REST API (the part we use), answering with its documented entity
 * and error shapes, plus controls a test uses to play the customer (capture, fail) and Razorpay's
 * webhook sender. State lives in memory for the life of the server.
 */
export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface FakeRazorpayRequest {
  method: string;
  /** Path as received, without the query string. */
  path: string;
  authorization: string | undefined;
  /** The X-Refund-Idempotency header, when sent. */
  idempotencyKey?: string | undefined;
  /** The parsed JSON body; undefined when there was none, the raw text when it was not JSON. */
  body: unknown;
}

export interface FakeRazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: "INR";
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: "authorized" | "captured" | "failed";
  order_id: string;
  invoice_id: null;
  international: false;
  method: "upi";
  amount_refunded: 0;
  refund_status: null;
  captured: boolean;
  description: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

/** A refund as Razorpay's Refunds API shows it (the fields we read, and a few more). */
export interface FakeRazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  speed_requested: "normal";
  created_at: number;
}

export type FakeRazorpayWebhookEvent = "payment.captured" | "payment.failed";

export interface FakeRazorpayWebhook {
  body: string;
  signature: string;
  /** Razorpay sends it as the X-Razorpay-Event-Id header (not in the body). */
  eventId: string;
  /** The headers Razorpay would send with `body`, ready to pass to a request. */
  headers: Record<string, string>;
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  refunds: Map<string, FakeRazorpayRefund>;
  requests: FakeRazorpayRequest[];
  /** Razorpay finishes a refund: processed (the money is on its way back) or failed. */
  settleRefund(refundId: string, status: "processed" | "failed"): void;
  /** The customer pays in full: a captured payment, the order paid, and Checkout's signature. */
  capture(orderId: string): { paymentId: string; signature: string };
  /**
   * The bank approved but the payment is not captured (auto-capture off, or the moment before it):
   * money is held, not received, and the order is not paid. Returns the payment id.
   */
  authorize(orderId: string): string;
  /** The customer's attempt fails; the order stays open for another attempt. Returns the payment id. */
  fail(orderId: string, description?: string): string;
  /** A signed webhook for the payment as it stands now, for the test to POST to our server. */
  webhook(event: FakeRazorpayWebhookEvent, paymentId: string): FakeRazorpayWebhook;
  /** A signed refund webhook (refund.processed or refund.failed) for the refund as it stands now. */
  refundWebhook(event: "refund.processed" | "refund.failed", refundId: string): FakeRazorpayWebhook;
  /** Customers made (POST /v1/customers), by id. */
  customers: Map<string, { id: string; name: string; email: string; contact: string }>;
  /** Registration links (mandates asked for) by invoice id, and the token once the payer approved. */
  mandates: Map<
    string,
    {
      customerId: string;
      maxAmount: number;
      method: string;
      status: "issued" | "paid" | "cancelled";
      token: string | null;
      /** The approval's payment, once paid. */
      paymentId: string | null;
    }
  >;
  /** Tokens (approved mandates) by id: their customer, whether deleted, and the bank's word on them. */
  tokens: Map<string, { customerId: string; deleted: boolean; status: FakeTokenStatus }>;
  /**
   * The payer approves a registration link: its approval payment names a token, which the bank
   * confirms at once unless told otherwise (`initiated`: still registering). Returns the token.
   */
  approveMandate(linkId: string, status?: FakeTokenStatus): string;
  /** The bank's later word on a token (confirmed, rejected, cancelled or paused). */
  setTokenStatus(tokenId: string, status: FakeTokenStatus): void;
  /** A signed token webhook (token.confirmed, token.rejected …) for the token as it stands now. */
  tokenWebhook(event: string, tokenId: string, options?: { withCustomer?: boolean }): FakeRazorpayWebhook;
  /** Payment links (POST /v1/payment_links) by id: what was asked, and how each stands. */
  paymentLinks: Map<
    string,
    {
      amount: number;
      reference: string;
      expireBy: number;
      status: "created" | "paid" | "expired" | "cancelled";
      paymentId: string | null;
    }
  >;
  /** The payer pays a payment link on Razorpay's page: a captured payment; returns its id. */
  payLink(linkId: string): string;
  /** A signed payment_link.paid webhook for a paid link. */
  paymentLinkWebhook(linkId: string): FakeRazorpayWebhook;
  /** The next request (any route) answers `status` with a Razorpay error body, or with `body`. */
  failNext(status: number, body?: string): void;
  /** The next request (any route) is never answered. */
  hangNext(): void;
  close(): Promise<void>;
}

/** A token's recurring status as Razorpay names it. */
export type FakeTokenStatus = "initiated" | "confirmed" | "rejected" | "cancelled" | "paused";

interface Reply {
  status: number;
  body: unknown;
}

type Mode = { kind: "fail"; status: number; body: string | undefined } | { kind: "hang" };

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 14; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Razorpay's error body; `field` only when one input is to blame. */
function razorpayError(status: number, description: string, field?: string): Reply {
  const reason = status === 401 ? "NA" : "input_validation_failed";
  return {
    status,
    body: {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: status === 401 ? "NA" : "business",
        step: status === 401 ? "NA" : "payment_initiation",
        reason,
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
  };
}

const notFound = () => razorpayError(400, "The id provided does not exist");

export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const { keyId, keySecret, webhookSecret } = options;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const accountId = randomId("acc_");
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments = new Map<string, FakeRazorpayPayment>();
  const refunds = new Map<string, FakeRazorpayRefund>();
  /** Idempotency key → refund id: a retried refund with the same key is the same refund. */
  const refundKeys = new Map<string, string>();
  const requests: FakeRazorpayRequest[] = [];
  let nextMode: Mode | undefined;
  const customers: FakeRazorpay["customers"] = new Map();
  const mandates: FakeRazorpay["mandates"] = new Map();
  const tokens: FakeRazorpay["tokens"] = new Map();
  const paymentLinks: FakeRazorpay["paymentLinks"] = new Map();
  /** Payment links: one per reference_id, like Razorpay's. */
  function paymentLinkRoute(method: string, path: string, body: unknown): Reply | null {
    const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    if (method === "POST" && path === "/v1/payment_links") {
      const { amount, reference_id: reference, expire_by: expireBy } = input;
      if (typeof amount !== "number" || amount < 100)
        return razorpayError(400, "The amount must be at least INR 1.00", "amount");
      if (typeof reference !== "string" || typeof expireBy !== "number")
        return razorpayError(400, "reference_id and expire_by are required");
      if ([...paymentLinks.values()].some((l) => l.reference === reference)) {
        return razorpayError(400, "Payment Link with the given reference_id already exists", "reference_id");
      }
      const id = randomId("plink_");
      paymentLinks.set(id, { amount, reference, expireBy, status: "created", paymentId: null });
      return {
        status: 200,
        body: { id, entity: "payment_link", status: "created", short_url: `https://rzp.io/l/${id}` },
      };
    }
    const linkPath = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    const link = linkPath ? paymentLinks.get(linkPath[1] ?? "") : undefined;
    if (!linkPath) return null;
    if (!link) return notFound();
    if (method === "POST" && linkPath[2]) {
      if (link.status === "paid") return razorpayError(400, "A paid payment link cannot be cancelled");
      link.status = "cancelled";
    }
    const paid = link.paymentId
      ? [{ payment_id: link.paymentId, amount: link.amount, status: "captured" }]
      : [];
    return {
      status: 200,
      body: { id: linkPath[1], status: link.status, amount: link.amount, payments: paid },
    };
  }
  /** Approval payments on registration links, by payment id: the token they made. */
  const approvals = new Map<string, Record<string, unknown>>();
  /** A token as GET /v1/customers/{c}/tokens/{t} and the token.* webhooks show it. */
  function tokenEntity(id: string, withCustomer = true) {
    const token = tokens.get(id);
    if (!token) throw new Error(`Fake Razorpay: no token ${id}`);
    const status = token.deleted ? "cancelled" : token.status;
    return {
      id,
      entity: "token",
      method: "upi",
      recurring: true,
      recurring_details: {
        status,
        failure_reason: status === "rejected" ? "Mandate rejected by the bank" : null,
      },
      ...(withCustomer ? { customer_id: token.customerId } : {}),
      created_at: nowSeconds(),
    };
  }
  /** Idempotency key → order id of a recurring payment already asked for. */
  const recurringKeys = new Map<string, string>();

  /** Recurring payments (decision 0097): customers, registration links, tokens and debits against them. */
  function mandateRoute(method: string, path: string, body: unknown, key?: string): Reply | null {
    const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    if (method === "POST" && path === "/v1/customers") {
      const known = [...customers.values()].find((c) => c.contact === input.contact);
      if (known) return { status: 200, body: { entity: "customer", ...known } };
      const customer = {
        id: randomId("cust_"),
        name: String(input.name ?? ""),
        email: String(input.email ?? ""),
        contact: String(input.contact ?? ""),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: { entity: "customer", ...customer } };
    }
    if (method === "POST" && path === "/v1/subscription_registration/auth_links") {
      const registration = input.subscription_registration as Record<string, unknown> | undefined;
      const maxAmount = registration?.max_amount;
      if (typeof maxAmount !== "number" || maxAmount < 100) {
        return razorpayError(400, "The max amount must be at least INR 1.00", "max_amount");
      }
      const contact = (input.customer as Record<string, unknown> | undefined)?.contact;
      const customer = [...customers.values()].find((c) => c.contact === contact);
      if (!customer) return razorpayError(400, "The customer does not exist");
      const id = randomId("inv_");
      const method = String(registration?.method ?? "");
      mandates.set(id, {
        customerId: customer.id,
        maxAmount,
        method,
        status: "issued",
        token: null,
        paymentId: null,
      });
      return {
        status: 200,
        body: { id, entity: "invoice", status: "issued", short_url: `https://rzp.io/i/${id}` },
      };
    }
    const cancelLink = /^\/v1\/invoices\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancelLink) {
      const mandate = mandates.get(cancelLink[1] ?? "");
      if (!mandate) return notFound();
      mandate.status = "cancelled";
      return { status: 200, body: { id: cancelLink[1], entity: "invoice", status: "cancelled" } };
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === "GET" && invoicePath) {
      const mandate = mandates.get(invoicePath[1] ?? "");
      if (!mandate) return notFound();
      const { status, paymentId, customerId } = mandate;
      const body = {
        id: invoicePath[1],
        entity: "invoice",
        status,
        payment_id: paymentId,
        customer_id: customerId,
      };
      return { status: 200, body };
    }
    const approvalPath = /^\/v1\/payments\/([^/]+)$/.exec(path);
    const approval = method === "GET" && approvalPath ? approvals.get(approvalPath[1] ?? "") : undefined;
    if (approval) return { status: 200, body: approval };
    const tokenPath = /^\/v1\/customers\/([^/]+)\/tokens\/([^/]+)$/.exec(path);
    if (method === "GET" && tokenPath) {
      const token = tokens.get(tokenPath[2] ?? "");
      if (!token || token.customerId !== tokenPath[1]) return notFound();
      return { status: 200, body: tokenEntity(tokenPath[2] ?? "") };
    }
    if (method === "DELETE" && tokenPath) {
      const token = tokens.get(tokenPath[2] ?? "");
      if (!token || token.customerId !== tokenPath[1]) return notFound();
      token.deleted = true;
      return { status: 200, body: { deleted: true } };
    }
    if (method === "POST" && path === "/v1/payments/create/recurring") {
      const again = key === undefined ? undefined : recurringKeys.get(key);
      if (again) return { status: 200, body: { razorpay_order_id: again } };
      const token = tokens.get(String(input.token ?? ""));
      if (!token || token.deleted || token.status !== "confirmed" || token.customerId !== input.customer_id) {
        return razorpayError(400, "The token is not valid for this customer", "token");
      }
      const order = orders.get(String(input.order_id ?? ""));
      if (!order || order.amount !== input.amount)
        return razorpayError(400, "The order does not match", "order_id");
      if (key !== undefined) recurringKeys.set(key, order.id);
      return { status: 200, body: { razorpay_order_id: order.id } };
    }
    return null;
  }

  function createOrder(body: unknown): Reply {
    const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    const { amount, currency, receipt, notes } = input;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
      return razorpayError(400, "The amount must be at least INR 1.00", "amount");
    }
    if (currency !== "INR") return razorpayError(400, "The currency provided is not supported", "currency");
    if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
      return razorpayError(400, "The receipt may not be greater than 40 characters.", "receipt");
    }
    if (notes !== undefined && !isNotes(notes)) {
      return razorpayError(400, "The notes must be an object of at most 15 string values.", "notes");
    }
    const order: FakeRazorpayOrder = {
      id: randomId("order_"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      receipt: receipt ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: notes ?? {},
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return { status: 200, body: order };
  }

  /** POST /v1/payments/{id}/refund: a captured payment's refund, at most what is left of it. */
  function createRefund(paymentId: string, body: unknown, key: string | undefined): Reply {
    const known = key === undefined ? undefined : refundKeys.get(key);
    const again = known === undefined ? undefined : refunds.get(known);
    if (again) return { status: 200, body: again };
    const payment = payments.get(paymentId);
    if (!payment) return notFound();
    if (payment.status !== "captured") {
      return razorpayError(400, "The payment has not been captured and cannot be refunded");
    }
    const input = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_id === paymentId && r.status !== "failed")
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = input.amount === undefined ? payment.amount - refunded : input.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
      return razorpayError(400, "The amount must be at least INR 1.00", "amount");
    }
    if (amount > payment.amount - refunded) {
      return razorpayError(400, "The refund amount provided is greater than amount captured", "amount");
    }
    const refund: FakeRazorpayRefund = {
      id: randomId("rfnd_"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: paymentId,
      receipt: typeof input.receipt === "string" ? input.receipt : null,
      notes: isNotes(input.notes) ? input.notes : {},
      status: "pending",
      speed_requested: "normal",
      created_at: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    if (key !== undefined) refundKeys.set(key, refund.id);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, body: unknown, key?: string): Reply {
    const orderMatch = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    const refundOfPayment = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === "POST" && refundOfPayment) {
      return createRefund(decodeURIComponent(refundOfPayment[1] ?? ""), body, key);
    }
    if (method === "GET" && refundMatch) {
      const refund = refunds.get(decodeURIComponent(refundMatch[1] ?? ""));
      return refund ? { status: 200, body: refund } : notFound();
    }
    const mandate = mandateRoute(method, path, body, key);
    if (mandate) return mandate;
    const linkReply = paymentLinkRoute(method, path, body);
    if (linkReply) return linkReply;
    if (method === "POST" && path === "/v1/orders") return createOrder(body);
    if (method === "GET" && orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1] ?? ""));
      if (!order) return notFound();
      if (!orderMatch[2]) return { status: 200, body: order };
      const items = [...payments.values()].filter((payment) => payment.order_id === order.id);
      return { status: 200, body: { entity: "collection", count: items.length, items } };
    }
    if (method === "GET" && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1] ?? ""));
      return payment ? { status: 200, body: payment } : notFound();
    }
    return razorpayError(400, "The requested URL was not found on the server");
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const parsed = raw === "" ? { ok: true, value: undefined } : parseJson(raw);
    const body = parsed.ok ? parsed.value : raw;
    const idempotencyKey = req.headers["x-refund-idempotency"] ?? req.headers["x-payment-idempotency"];
    const key = typeof idempotencyKey === "string" ? idempotencyKey : undefined;
    requests.push({
      method,
      path,
      authorization: req.headers.authorization,
      ...(key === undefined ? {} : { idempotencyKey: key }),
      body,
    });

    const mode = nextMode;
    nextMode = undefined;
    if (mode?.kind === "hang") return;
    if (mode?.kind === "fail") {
      const text = mode.body ?? JSON.stringify(razorpayError(mode.status, "Simulated failure").body);
      res.writeHead(mode.status, { "content-type": "application/json" }).end(text);
      return;
    }
    const reply =
      req.headers.authorization !== expectedAuth
        ? razorpayError(401, "Authentication failed")
        : !parsed.ok
          ? razorpayError(400, "The request body is not valid JSON")
          : route(method, path, body, key);
    res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function openOrder(orderId: string): FakeRazorpayOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`Fake Razorpay: no order ${orderId}`);
    // Razorpay accepts no payment once an order is paid.
    if (order.status === "paid") throw new Error(`Fake Razorpay: order ${orderId} is already paid`);
    order.attempts += 1;
    order.status = "attempted";
    return order;
  }

  function basePayment(order: FakeRazorpayOrder) {
    return {
      id: randomId("pay_"),
      entity: "payment" as const,
      amount: order.amount,
      currency: "INR" as const,
      order_id: order.id,
      invoice_id: null,
      international: false as const,
      method: "upi" as const,
      amount_refunded: 0 as const,
      refund_status: null,
      description: null,
      vpa: "success@razorpay",
      email: "void@razorpay.com",
      contact: "+919000090000",
      notes: {},
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: nowSeconds(),
    };
  }

  /** An event body as Razorpay signs and sends it, with its headers. */
  function signed(event: object): FakeRazorpayWebhook {
    const body = JSON.stringify(event);
    const signature = hmacHex(webhookSecret, body);
    const eventId = randomId("");
    const headers = {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      "x-razorpay-event-id": eventId,
    };
    return { body, signature, eventId, headers };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    requests,

    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`Fake Razorpay: no refund ${refundId}`);
      refund.status = status;
    },

    customers,
    mandates,
    tokens,
    approveMandate(linkId, status = "confirmed") {
      const mandate = mandates.get(linkId);
      if (!mandate) throw new Error(`no registration link ${linkId}`);
      const token = randomId("token_");
      tokens.set(token, { customerId: mandate.customerId, deleted: false, status });
      const paymentId = randomId("pay_");
      approvals.set(paymentId, {
        id: paymentId,
        entity: "payment",
        amount: 0,
        currency: "INR",
        status: "captured",
        order_id: randomId("order_"),
        invoice_id: linkId,
        customer_id: mandate.customerId,
        token_id: token,
        recurring: true,
      });
      Object.assign(mandate, { token, status: "paid", paymentId });
      return token;
    },
    paymentLinks,
    payLink(linkId) {
      const link = paymentLinks.get(linkId);
      if (link?.status !== "created") throw new Error(`Fake Razorpay: payment link ${linkId} cannot be paid`);
      link.paymentId = randomId("pay_");
      link.status = "paid";
      return link.paymentId;
    },
    paymentLinkWebhook(linkId) {
      const link = paymentLinks.get(linkId);
      if (!link?.paymentId) throw new Error(`Fake Razorpay: payment link ${linkId} is not paid`);
      return signed({
        entity: "event",
        account_id: accountId,
        event: "payment_link.paid",
        contains: ["payment_link", "order", "payment"],
        payload: {
          payment_link: {
            entity: { id: linkId, status: "paid", amount: link.amount, amount_paid: link.amount },
          },
          payment: {
            entity: {
              id: link.paymentId,
              entity: "payment",
              amount: link.amount,
              status: "captured",
              order_id: randomId("order_"),
              invoice_id: null,
            },
          },
        },
        created_at: nowSeconds(),
      });
    },
    setTokenStatus(tokenId, status) {
      const token = tokens.get(tokenId);
      if (!token) throw new Error(`Fake Razorpay: no token ${tokenId}`);
      token.status = status;
    },
    tokenWebhook(event, tokenId, options = {}) {
      return signed({
        entity: "event",
        account_id: accountId,
        event,
        contains: ["token"],
        payload: { token: { entity: tokenEntity(tokenId, options.withCustomer ?? true) } },
        created_at: nowSeconds(),
      });
    },
    capture(orderId) {
      const order = openOrder(orderId);
      const fee = Math.round(order.amount * 0.02);
      const payment: FakeRazorpayPayment = {
        ...basePayment(order),
        status: "captured",
        captured: true,
        fee,
        tax: Math.round(fee * 0.18),
      };
      payments.set(payment.id, payment);
      Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
      const signature = hmacHex(keySecret, `${order.id}|${payment.id}`);
      return { paymentId: payment.id, signature };
    },

    authorize(orderId) {
      const payment: FakeRazorpayPayment = {
        ...basePayment(openOrder(orderId)),
        status: "authorized",
        captured: false,
      };
      payments.set(payment.id, payment);
      return payment.id;
    },

    fail(orderId, description = "Payment was unsuccessful as the UPI request was declined.") {
      const order = openOrder(orderId);
      const payment: FakeRazorpayPayment = {
        ...basePayment(order),
        status: "failed",
        captured: false,
        error_code: "BAD_REQUEST_ERROR",
        error_description: description,
        error_source: "customer",
        error_step: "payment_authorization",
        error_reason: "payment_failed",
      };
      payments.set(payment.id, payment);
      return payment.id;
    },

    webhook(event, paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`Fake Razorpay: no payment ${paymentId}`);
      return signed({
        entity: "event",
        account_id: accountId,
        event,
        contains: ["payment"],
        payload: { payment: { entity: payment } },
        created_at: nowSeconds(),
      });
    },

    refundWebhook(event, refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`Fake Razorpay: no refund ${refundId}`);
      const payment = payments.get(refund.payment_id);
      return signed({
        entity: "event",
        account_id: accountId,
        event,
        contains: ["refund", "payment"],
        payload: { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) },
        created_at: nowSeconds(),
      });
    },

    failNext(status, body) {
      nextMode = { kind: "fail", status, body };
    },

    hangNext() {
      nextMode = { kind: "hang" };
    },

    async close() {
      // Hung requests hold their sockets open; drop them so close() resolves.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

function parseJson(raw: string): { ok: boolean; value: unknown } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, value: undefined };
  }
}

function isNotes(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= 15 && entries.every(([, v]) => typeof v === "string" && v.length <= 256);
}

/** Test keys for the fake and the gateway that talks to it. */
export const TEST_RAZORPAY_KEYS = {
  keyId: "rzp_test_ELDERCARE",
  keySecret: "test-key-secret",
  webhookSecret: "test-webhook-secret",
};

/**
 * A fake Razorpay for a test file, with the gateway pointed at it: started before the file's tests, closed
 * after. Read `fake` and `gateway` inside tests (they are set once the file starts).
 */
export function useFakeRazorpay(): { fake: FakeRazorpay; gateway: RazorpayGateway } {
  const state = {} as { fake: FakeRazorpay; gateway: RazorpayGateway };
  beforeAll(async () => {
    state.fake = await startFakeRazorpay(TEST_RAZORPAY_KEYS);
    state.gateway = createRazorpayGateway({ ...TEST_RAZORPAY_KEYS, apiUrl: state.fake.url, timeoutMs: 2000 });
  });
  afterAll(() => state.fake?.close());
  return state;
}

/** Delivers a signed event to the app's Razorpay webhook, as Razorpay would (its body and headers untouched). */
export function postRazorpayWebhook(
  t: Pick<TestApp, "call">,
  hook: Pick<FakeRazorpayWebhook, "body" | "headers">,
) {
  return t.call({
    method: "POST",
    url: "/api/webhooks/razorpay/",
    payload: hook.body,
    headers: hook.headers,
  });
}
