import { API_BASE, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { parseRazorpayWebhook, type RazorpayGateway } from "../../integrations/payments/razorpay-gateway.ts";
import { recordGatewayEvent } from "./payments.repo.ts";
import type { Payments } from "./payments.service.ts";

export const RAZORPAY_WEBHOOK_PATH = `${API_BASE}webhooks/razorpay/`;

/**
 * Razorpay's notifications. The signature is checked over the exact bytes received (so this route
 * keeps the raw body), before anything is read. Handling is idempotent: a replayed or retried event
 * finds the payment already settled and changes nothing. Events we do not act on are acknowledged.
 */
export async function razorpayWebhookRoutes(
  app: FastifyInstance,
  deps: { db: Db; payments: Payments; gateway: RazorpayGateway },
) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    RAZORPAY_WEBHOOK_PATH,
    {
      schema: {
        tags: ["webhooks"],
        summary: "Razorpay webhook (payment.captured, payment.failed); X-Razorpay-Signature required",
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      const signature = request.headers["x-razorpay-signature"];
      if (!deps.gateway.verifyWebhookSignature(raw, typeof signature === "string" ? signature : undefined)) {
        request.log.warn("Razorpay webhook with a bad signature refused");
        throw new AppError("BE003", "The webhook signature is not valid.");
      }
      const eventIdHeader = request.headers["x-razorpay-event-id"];
      const event = parseRazorpayWebhook(raw, typeof eventIdHeader === "string" ? eventIdHeader : undefined);
      if (!event) return okEnvelope({ received: true, handled: false });
      const known =
        event.event === "payment.captured"
          ? await deps.payments.capturedAtGateway(event.orderId, event.paymentId, event.amountPaise)
          : await deps.payments.failedAtGateway(event.orderId, event.errorDescription ?? "Payment failed");
      if (!known)
        request.log.warn({ orderId: event.orderId }, "Razorpay webhook for an order we did not make");
      await recordGatewayEvent(
        deps.db,
        "razorpay",
        event.eventId ?? `${event.event}:${event.paymentId}`,
        event.event,
      );
      return okEnvelope({ received: true, handled: known });
    },
  );
}
