import { createHmac, timingSafeEqual } from "node:crypto";
import { DELIVERY_STATUSES, type DeliveryStatus, WHATSAPP_STOP_WORDS } from "@eldercare/contracts";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import type { Notifier } from "./notifier.service.ts";

/** Only what we act on is read; everything else in Meta's payload is ignored. */
const webhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z
                    .array(z.object({ id: z.string().min(1).max(200), status: z.string().max(40) }))
                    .max(1000)
                    .optional(),
                  messages: z
                    .array(
                      z.object({
                        from: z.string().regex(/^\d{8,15}$/),
                        type: z.string().max(40),
                        text: z.object({ body: z.string().max(4096) }).optional(),
                      }),
                    )
                    .max(1000)
                    .optional(),
                })
                .optional(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export const WHATSAPP_WEBHOOK_MESSAGES = {
  signatureInvalid: "The webhook's signature is missing or does not match.",
  notJson: "The webhook's body is not the expected JSON.",
  verifyRefused: "The verify token does not match.",
} as const;

const isStatus = (s: string): s is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(s);
const isStop = (text: string) =>
  (WHATSAPP_STOP_WORDS as readonly string[]).includes(text.trim().replace(/\s+/g, " ").toUpperCase());

/** X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the exact bytes received, keyed by the app secret. */
export function whatsappSignatureValid(
  raw: Buffer,
  header: string | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || !header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * WhatsApp Cloud API's webhook (issue 29, decision 0061): delivery statuses of the messages we sent
 * (kept per message, only forwards; a failure sends the message by the next channel, once), and replies
 * of STOP, which end WhatsApp for that number at once. The signature is checked over the raw body first.
 */
export function createWhatsAppWebhooks(deps: {
  notifier: Pick<Notifier, "recordStatus" | "stopWhatsApp" | "kick">;
  appSecret: string | undefined;
  verifyToken: string | undefined;
}) {
  async function receive(raw: Buffer, signature: string | undefined, log: FastifyBaseLogger) {
    if (!whatsappSignatureValid(raw, signature, deps.appSecret)) {
      log.warn("WhatsApp webhook with a bad signature refused");
      throw new AppError("BE003", WHATSAPP_WEBHOOK_MESSAGES.signatureInvalid);
    }
    let parsed: z.infer<typeof webhookSchema>;
    try {
      parsed = webhookSchema.parse(JSON.parse(raw.toString("utf8")));
    } catch {
      throw new AppError("BE001", WHATSAPP_WEBHOOK_MESSAGES.notJson);
    }
    let statuses = 0;
    let stops = 0;
    for (const entry of parsed.entry) {
      for (const change of entry.changes) {
        for (const s of change.value?.statuses ?? []) {
          if (isStatus(s.status) && (await deps.notifier.recordStatus(s.id, s.status))) statuses += 1;
        }
        for (const m of change.value?.messages ?? []) {
          if (m.type === "text" && m.text && isStop(m.text.body)) {
            stops += await deps.notifier.stopWhatsApp(`+${m.from}`);
          }
        }
      }
    }
    deps.notifier.kick();
    return { received: true, statuses, stops };
  }

  /** Meta's subscription check: the challenge echoed when the verify token matches. */
  function verify(query: Record<string, unknown>): string {
    const token = deps.verifyToken;
    if (query["hub.mode"] !== "subscribe" || !token || query["hub.verify_token"] !== token) {
      throw new AppError("BE003", WHATSAPP_WEBHOOK_MESSAGES.verifyRefused);
    }
    const challenge = query["hub.challenge"];
    return typeof challenge === "string" ? challenge.slice(0, 200) : "";
  }

  return { receive, verify };
}
export type WhatsAppWebhooks = ReturnType<typeof createWhatsAppWebhooks>;
