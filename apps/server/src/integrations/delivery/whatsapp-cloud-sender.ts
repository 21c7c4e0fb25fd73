import { requestFailureReason } from "./request-failure.ts";
import { DeliveryError, type MessageSender } from "./types.ts";

/**
 * WhatsApp Business Cloud API (Meta), template messages only: a business may start a conversation only
 * with a template approved in advance, so every message is the one template (WHATSAPP_TEMPLATE) whose body
 * has two parameters, the subject ({{1}}) and the text ({{2}}):
 *
 *   POST <apiUrl>/<phoneNumberId>/messages
 *   Authorization: Bearer <token>
 *   { "messaging_product": "whatsapp", "recipient_type": "individual", "to": "919830012345",
 *     "type": "template", "template": { "name": "<template>", "language": { "code": "en" },
 *       "components": [{ "type": "body", "parameters": [{ "type": "text", "text": "..." }, ...] }] } }
 *
 * A 2xx answer carries the message's id (`messages[0].id`, a "wamid"), by which the webhook later reports
 * it delivered, read or failed. Anything else is a failure the outbox retries.
 */
export interface WhatsAppCloudOptions {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  template: string;
  language: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** WhatsApp's limit on one template parameter. */
const PARAMETER_MAX = 1024;

/**
 * A template parameter may hold no new lines, tabs or more than four spaces in a row (Meta refuses it):
 * lines are joined with " · ", runs of white space made one space, and the text cut to the limit.
 */
export function templateParameter(text: string): string {
  const flat = text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" · ");
  return flat.length > PARAMETER_MAX ? `${flat.slice(0, PARAMETER_MAX - 1)}…` : flat;
}

export function createWhatsAppCloudSender(options: WhatsAppCloudOptions): MessageSender {
  const { token, template, language, timeoutMs = 10_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, "");
  const url = `${base}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  if (!URL.canParse(url)) throw new Error("The WhatsApp API URL is not a valid absolute URL.");
  return {
    async send(message) {
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: message.to.replace(/^\+/, ""),
        type: "template",
        template: {
          name: template,
          language: { code: language },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: templateParameter(message.subject) },
                { type: "text", text: templateParameter(message.text) },
              ],
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = requestFailureReason(error, timeoutMs);
        throw new DeliveryError(`WhatsApp request failed: ${reason}`, "whatsapp", { cause: error });
      }
      const answer = (await response.json().catch(() => null)) as {
        messages?: { id?: unknown }[];
        error?: { message?: unknown; code?: unknown };
      } | null;
      if (!response.ok) {
        const detail =
          typeof answer?.error?.message === "string" ? `: ${answer.error.message.slice(0, 200)}` : "";
        throw new DeliveryError(`WhatsApp answered HTTP ${response.status}${detail}`, "whatsapp");
      }
      // Accepted: sent, even without a usable id (sending again would send it twice); its status then
      // simply never arrives.
      const id = answer?.messages?.[0]?.id;
      return typeof id === "string" && id.length > 0 && id.length <= 200 ? { providerMessageId: id } : {};
    },
  };
}
