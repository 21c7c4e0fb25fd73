import { API_BASE, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { RazorpayWebhooks } from "./razorpay-webhook.service.ts";

export const RAZORPAY_WEBHOOK_PATH = `${API_BASE}webhooks/razorpay/`;

const header = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** Registered in a context of its own: it keeps the raw body, which the signature is computed over. */
export async function razorpayWebhookRoutes(app: FastifyInstance, deps: { webhooks: RazorpayWebhooks }) {
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
      const headers = {
        signature: header(request.headers["x-razorpay-signature"]),
        eventId: header(request.headers["x-razorpay-event-id"]),
      };
      return okEnvelope(await deps.webhooks.receive(request.body as Buffer, headers, request.log));
    },
  );
}
