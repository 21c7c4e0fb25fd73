import { PAYMENT_MESSAGES } from "@eldercare/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  parseRazorpayRefundWebhook,
  parseRazorpayWebhook,
  type RazorpayGateway,
  type RazorpayRefundEvent,
} from "../../integrations/payments/razorpay-gateway.ts";
import {
  parseRazorpayMandateWebhook,
  type RazorpayMandateEvent,
} from "../../integrations/payments/razorpay-mandates.ts";
import {
  parseRazorpayPaymentLinkWebhook,
  type RazorpayPaymentLinkPaid,
} from "../../integrations/payments/razorpay-payment-links.ts";
import type { MandateApprovals } from "./auto-renewal-approval.service.ts";
import { recordGatewayEvent } from "./payments.repo.ts";
import type { Payments } from "./payments.service.ts";
import { findByGatewayId } from "./refunds.repo.ts";
import type { Refunds } from "./refunds.service.ts";

export interface WebhookHeaders {
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * Razorpay's notifications. The signature is checked over the exact bytes received, before anything is
 * read. Handling is idempotent: a replayed or retried event finds the payment already settled and
 * changes nothing. Events we do not act on are acknowledged.
 */
export function createRazorpayWebhooks(deps: {
  db: Db;
  now: () => Date;
  payments: Payments;
  refunds: Pick<Refunds, "settle">;
  gateway: RazorpayGateway;
  /** Mandates to ask the gateway about when a token or registration-link event arrives (decision 0101). */
  approvals: Pick<MandateApprovals, "onGatewayEvent">;
}) {
  /** Logs go to the request's logger, so they carry its id. */
  async function receive(raw: Buffer, headers: WebhookHeaders, log: FastifyBaseLogger) {
    if (!deps.gateway.verifyWebhookSignature(raw, headers.signature)) {
      log.warn("Razorpay webhook with a bad signature refused");
      throw new AppError("BE003", PAYMENT_MESSAGES.webhookSignatureInvalid);
    }
    const refund = parseRazorpayRefundWebhook(raw, headers.eventId);
    if (refund) return refundEvent(refund, log);
    const linkPaid = parseRazorpayPaymentLinkWebhook(raw, headers.eventId);
    if (linkPaid) return paymentLinkPaid(linkPaid, log);
    const mandate = parseRazorpayMandateWebhook(raw, headers.eventId);
    if (mandate) return mandateEvent(mandate, log);
    const event = parseRazorpayWebhook(raw, headers.eventId);
    if (!event) return { received: true, handled: false };
    const known =
      event.event === "payment.captured"
        ? await deps.payments.capturedAtGateway(event.orderId, event.paymentId, event.amountPaise)
        : await deps.payments.failedAtGateway(event.orderId, event.errorDescription ?? "Payment failed");
    if (!known) log.warn({ orderId: event.orderId }, "Razorpay webhook for an order we did not make");
    await recordGatewayEvent(
      deps.db,
      "razorpay",
      event.eventId ?? `${event.event}:${event.paymentId}`,
      event.event,
    );
    return { received: true, handled: known };
  }

  /**
   * A refund settled at Razorpay (decision 0057): settled here once, whatever arrives twice; one we have
   * not recorded as sent yet (its send still committing) is left to the status check.
   */
  async function refundEvent(event: RazorpayRefundEvent, log: FastifyBaseLogger) {
    const refund = await findByGatewayId(deps.db, event.refundId);
    if (!refund) {
      log.warn({ refundId: event.refundId }, "Razorpay refund webhook for a refund not recorded as sent");
      return { received: true, handled: false };
    }
    const processed = event.event === "refund.processed";
    await deps.refunds.settle(
      refund.id,
      processed ? "processed" : "failed",
      processed ? null : "Refund failed at Razorpay",
      deps.now(),
    );
    await recordGatewayEvent(
      deps.db,
      "razorpay",
      event.eventId ?? `${event.event}:${event.refundId}`,
      event.event,
    );
    return { received: true, handled: true };
  }

  /** A renewal's payment link paid (decision 0102): its payment confirmed once, as any capture. */
  async function paymentLinkPaid(event: RazorpayPaymentLinkPaid, log: FastifyBaseLogger) {
    const known = await deps.payments.capturedAtGateway(event.linkId, event.paymentId, event.amountPaise);
    if (!known)
      log.warn({ linkId: event.linkId }, "Razorpay payment link webhook for a link we did not make");
    await recordGatewayEvent(
      deps.db,
      "razorpay",
      event.eventId ?? `payment_link.paid:${event.paymentId}`,
      "payment_link.paid",
    );
    return { received: true, handled: known };
  }

  /**
   * A token's event or the approval payment on a registration link: the mandates it may be about are
   * asked of the gateway (the body only says whom to ask about), once per event id.
   */
  async function mandateEvent(event: RazorpayMandateEvent, log: FastifyBaseLogger) {
    const found = await deps.approvals.onGatewayEvent(event.gatewayIds, event.customerId);
    if (found === 0) log.warn({ event: event.event }, "Razorpay mandate webhook for no live mandate of ours");
    await recordGatewayEvent(
      deps.db,
      "razorpay",
      event.eventId ?? `${event.event}:${event.gatewayIds.join(",")}`,
      event.event,
    );
    return { received: true, handled: found > 0 };
  }

  return { receive };
}
export type RazorpayWebhooks = ReturnType<typeof createRazorpayWebhooks>;
