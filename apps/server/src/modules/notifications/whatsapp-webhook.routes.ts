import { API_BASE, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { WhatsAppWebhooks } from "./whatsapp-webhook.service.ts";

export const WHATSAPP_WEBHOOK_PATH = `${API_BASE}webhooks/whatsapp/`;

/** Registered in a context of its own: it keeps the raw body, which the signature is computed over. */
export async function whatsappWebhookRoutes(app: FastifyInstance, deps: { webhooks: WhatsAppWebhooks }) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  app.get(
    WHATSAPP_WEBHOOK_PATH,
    { schema: { tags: ["webhooks"], summary: "WhatsApp webhook subscription check (hub.verify_token)" } },
    async (request, reply) =>
      reply.type("text/plain").send(deps.webhooks.verify(request.query as Record<string, unknown>)),
  );
  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ["webhooks"],
        summary: "WhatsApp webhook: delivery statuses and STOP replies; X-Hub-Signature-256 required",
      },
    },
    async (request) => {
      const signature = request.headers["x-hub-signature-256"];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return okEnvelope(
        await deps.webhooks.receive(raw, typeof signature === "string" ? signature : undefined, request.log),
      );
    },
  );
}
