import { PAYMENT_MESSAGES } from "@eldercare/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { parseRazorpayWebhook, type RazorpayGateway } from "../../integrations/payments/razorpay-gateway.ts";
import { recordGatewayEvent } from "./payments.repo.ts";
import type { Payments } from "./payments.service.ts";

export interface WebhookHeaders {
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * Razorpay's notifications. The signature is checked over the exact bytes received, before anything is
 * read. Handling is idempotent: a replayed or retried event finds the payment already settled and
 * changes nothing. Events we do not act on are acknowledged.
 */
export function createRazorpayWebhooks(deps: { db: Db; payments: Payments; gateway: RazorpayGateway }) {
  /** Logs go to the request's logger, so they carry its id. */
  async function receive(raw: Buffer, headers: WebhookHeaders, log: FastifyBaseLogger) {
    if (!deps.gateway.verifyWebhookSignature(raw, headers.signature)) {
      log.warn("Razorpay webhook with a bad signature refused");
      throw new AppError("BE003", PAYMENT_MESSAGES.webhookSignatureInvalid);
    }
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

  return { receive };
}
export type RazorpayWebhooks = ReturnType<typeof createRazorpayWebhooks>;
