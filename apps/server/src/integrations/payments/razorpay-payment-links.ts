import { z } from "zod";
import { type Caller, parseJson, pathId } from "./razorpay-http.ts";
import type { OrderStatus, PaymentGateway } from "./types.ts";

/**
 * Razorpay's payment links (decision 0102): a renewal that needs the payer's approval is a link they pay
 * in one tap on Razorpay's page.
 *
 *   POST /v1/payment_links              the link (reference_id unique: a second link for it is refused)
 *   GET  /v1/payment_links/{id}         created, partially_paid, paid, expired or cancelled, with payments
 *   POST /v1/payment_links/{id}/cancel  one not paid yet
 */
const linkSchema = z.object({ id: z.string().min(1), short_url: z.string().min(1) });
const linkStatusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  payments: z
    .array(z.object({ payment_id: z.string().min(1), amount: z.number().int(), status: z.string() }))
    .nullish(),
});

export function razorpayPaymentLinks(call: Caller): Pick<
  PaymentGateway,
  "createPaymentLink" | "cancelPaymentLink"
> & {
  linkStatus(linkId: string): Promise<OrderStatus>;
} {
  return {
    async createPaymentLink(input) {
      const link = await call("create payment link", "POST", "/v1/payment_links", linkSchema, {
        amount: input.amountPaise,
        currency: "INR",
        accept_partial: false,
        description: input.description,
        reference_id: input.reference,
        expire_by: Math.floor(input.expireBy.getTime() / 1000),
        customer: { name: input.customer.name, email: input.customer.email, contact: input.customer.phone },
        // We send the link ourselves, with the pre-debit notice, on the family's own channels.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: input.notes,
      });
      return { linkId: link.id, url: link.short_url };
    },

    async cancelPaymentLink(linkId) {
      const path = `/v1/payment_links/${pathId(linkId, "payment link")}/cancel`;
      await call("cancel payment link", "POST", path, z.unknown());
    },

    // Paid once a payment on it is captured; ended (expired, cancelled) is a failure; else still open.
    async linkStatus(linkId) {
      const path = `/v1/payment_links/${pathId(linkId, "payment link")}`;
      const link = await call("fetch payment link", "GET", path, linkStatusSchema);
      const captured = link.payments?.find((p) => p.status === "captured");
      if (captured)
        return { state: "paid", gatewayPaymentId: captured.payment_id, amountPaise: captured.amount };
      if (link.status === "expired" || link.status === "cancelled") {
        return { state: "failed", reason: `Payment link ${link.status}` };
      }
      return { state: "pending" };
    },
  };
}

/** A payment link paid, from a verified `payment_link.paid` body; null for anything else. */
export interface RazorpayPaymentLinkPaid {
  eventId?: string;
  linkId: string;
  paymentId: string;
  amountPaise: number;
}

const linkPaidSchema = z.object({
  event: z.literal("payment_link.paid"),
  payload: z.object({
    payment_link: z.object({ entity: z.object({ id: z.string().min(1) }) }),
    payment: z.object({
      entity: z.object({ id: z.string().min(1), amount: z.number().int().nonnegative() }),
    }),
  }),
});

export function parseRazorpayPaymentLinkWebhook(
  rawBody: string | Buffer,
  eventId?: string,
): RazorpayPaymentLinkPaid | null {
  const parsed = linkPaidSchema.safeParse(
    parseJson(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8")),
  );
  if (!parsed.success) return null;
  const { payment_link: link, payment } = parsed.data.payload;
  return {
    ...(eventId ? { eventId } : {}),
    linkId: link.entity.id,
    paymentId: payment.entity.id,
    amountPaise: payment.entity.amount,
  };
}
