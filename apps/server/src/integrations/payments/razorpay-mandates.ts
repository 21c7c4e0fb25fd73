import { z } from "zod";
import { type Caller, IDEMPOTENCY_KEY, parseJson, pathId } from "./razorpay-http.ts";
import { GatewayError, type MandateStatus, type PaymentGateway } from "./types.ts";

/**
 * Razorpay's recurring payments (decisions 0097 and 0101):
 *
 *   POST   /v1/customers                               the payer (the same one again for a known payer)
 *   POST   /v1/subscription_registration/auth_links    a registration link (an invoice) the payer approves
 *   GET    /v1/invoices/{id}                           the link: issued, paid (approved) or ended
 *   GET    /v1/payments/{id}                           the approval's payment, which names the token
 *   GET    /v1/customers/{c}/tokens/{t}                the token: initiated, confirmed, rejected …
 *   POST   /v1/orders + /v1/payments/create/recurring  a debit against a confirmed token
 *   DELETE /v1/customers/{c}/tokens/{t}                turning it off (or POST /v1/invoices/{id}/cancel)
 */
const customerSchema = z.object({ id: z.string().min(1) });
const authLinkSchema = z.object({ id: z.string().min(1), short_url: z.string().optional() });
const orderSchema = z.object({ id: z.string().min(1) });
const invoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  payment_id: z.string().nullish(),
});
const authPaymentSchema = z.object({ id: z.string().min(1), token_id: z.string().nullish() });
const tokenSchema = z.object({
  id: z.string().min(1),
  recurring_details: z.object({ status: z.string(), failure_reason: z.string().nullish() }).nullish(),
});

/** A token's recurring status as Razorpay names it, as the mandate stands here. */
function tokenState(token: z.infer<typeof tokenSchema>): MandateStatus {
  const status = token.recurring_details?.status ?? "initiated";
  if (status === "confirmed") return { state: "active", mandateId: token.id };
  if (status === "initiated") return { state: "created" };
  const why = token.recurring_details?.failure_reason;
  return { state: "ended", reason: `Token ${status} at the bank${why ? `: ${why}` : ""}` };
}

type MandateCalls = Pick<
  PaymentGateway,
  "createMandate" | "chargeMandate" | "mandateStatus" | "cancelMandate"
>;

export function razorpayMandates(call: Caller): MandateCalls {
  async function tokenStatus(customerId: string, tokenId: string): Promise<MandateStatus> {
    const path = `/v1/customers/${pathId(customerId, "customer")}/tokens/${pathId(tokenId, "token")}`;
    return tokenState(await call("fetch token", "GET", path, tokenSchema));
  }

  return {
    // A customer, then a registration link for a UPI or card mandate of at most maxAmountPaise: the payer
    // approves it at their bank; until then the link's invoice id stands for the mandate, and asking
    // mandateStatus (on the token.confirmed webhook, or the sweep's check) finds the token it became.
    async createMandate({ customer, maxAmountPaise, receipt, method = "upi" }) {
      const made = await call("create customer", "POST", "/v1/customers", customerSchema, {
        name: customer.name,
        email: customer.email,
        contact: customer.phone,
        fail_existing: "0",
      });
      const body = {
        customer: { name: customer.name, email: customer.email, contact: customer.phone },
        type: "link",
        amount: method === "card" ? 100 : 0,
        currency: "INR",
        description: "Automatic renewal of your plan",
        receipt,
        subscription_registration: { method, max_amount: maxAmountPaise, frequency: "as_presented" },
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
        method,
        customerId: made.id,
        mandateId: link.id,
        ...(link.short_url ? { approvalUrl: link.short_url } : {}),
      };
    },

    // The registration link until the payer approves it, then its token.
    async mandateStatus({ customerId, mandateId }) {
      if (mandateId.startsWith("token_")) return tokenStatus(customerId, mandateId);
      const path = `/v1/invoices/${pathId(mandateId, "invoice")}`;
      const link = await call("fetch registration link", "GET", path, invoiceSchema);
      if (link.status === "issued" || link.status === "partially_paid") return { state: "created" };
      if (link.status !== "paid" || !link.payment_id) {
        return { state: "ended", reason: `Registration link ${link.status}` };
      }
      const paymentPath = `/v1/payments/${pathId(link.payment_id, "payment")}`;
      const payment = await call("fetch approval payment", "GET", paymentPath, authPaymentSchema);
      // Paid but the token not named yet: the bank is still registering it.
      if (!payment.token_id) return { state: "created" };
      return tokenStatus(customerId, payment.token_id);
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
  };
}

/** What a recurring-payments webhook tells us: which mandate to ask the gateway about again. */
export interface RazorpayMandateEvent {
  eventId?: string;
  event: string;
  /** The token (token.* events) or the registration link's invoice (the approval's payment events). */
  gatewayIds: string[];
  /** The token's customer, when the body names it. */
  customerId: string | null;
}

const tokenWebhookSchema = z.object({
  event: z.string().startsWith("token."),
  payload: z.object({
    token: z.object({ entity: z.object({ id: z.string().min(1), customer_id: z.string().nullish() }) }),
  }),
});
const approvalWebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        invoice_id: z.string().min(1),
        token_id: z.string().nullish(),
        customer_id: z.string().nullish(),
      }),
    }),
  }),
});

/**
 * A token's event (token.confirmed, .rejected, .cancelled, .paused) or a payment on a registration link
 * (the approval), from a verified body; null for anything else. Only a hint: the mandate is then asked
 * of the gateway, so the body's words never change a mandate by themselves.
 */
export function parseRazorpayMandateWebhook(rawBody: string | Buffer, eventId?: string) {
  const json = parseJson(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
  const ids = (event: string, gatewayIds: string[], customerId: string | null | undefined) =>
    ({
      ...(eventId ? { eventId } : {}),
      event,
      gatewayIds,
      customerId: customerId ?? null,
    }) satisfies RazorpayMandateEvent;
  const token = tokenWebhookSchema.safeParse(json);
  if (token.success) {
    const entity = token.data.payload.token.entity;
    return ids(token.data.event, [entity.id], entity.customer_id);
  }
  const approval = approvalWebhookSchema.safeParse(json);
  if (approval.success) {
    const payment = approval.data.payload.payment.entity;
    const gatewayIds = [payment.invoice_id, ...(payment.token_id ? [payment.token_id] : [])];
    return ids(approval.data.event, gatewayIds, payment.customer_id);
  }
  return null;
}
