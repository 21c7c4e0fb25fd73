import { requestFailureReason } from "./request-failure.ts";
import { DeliveryError, type MessageSender } from "./types.ts";

/**
 * Provider contract (a generic JSON SMS gateway):
 *
 *   POST <url>
 *   Authorization: Bearer <apiKey>
 *   Content-Type: application/json
 *   { "sender": "<senderId>", "to": "+919830012345", "message": "<text>" }
 *
 * Any 2xx means the provider accepted the message; anything else is a failure. Most Indian providers
 * (MSG91, Gupshup, Twilio) can sit behind a thin proxy with this shape. DLT registration of the sender
 * ID and of the message template (TRAI rules) is the operator's job: the text sent must match it.
 */
export interface HttpSmsSenderOptions {
  url: string;
  apiKey: string;
  /** The DLT-registered sender ID (header), e.g. "SCRLIF". */
  senderId: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** A provider that does not answer must fail the request, not hold it. */
  timeoutMs?: number;
}

export function createHttpSmsSender(options: HttpSmsSenderOptions): MessageSender {
  const { url, apiKey, senderId, timeoutMs = 10_000 } = options;
  const doFetch = options.fetch ?? fetch;
  // Fail at start-up on a malformed URL rather than on someone's first login.
  if (!URL.canParse(url)) throw new Error("The SMS provider URL is not a valid absolute URL.");
  return {
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ sender: senderId, to: message.to, message: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = requestFailureReason(error, timeoutMs);
        throw new DeliveryError(`SMS provider request failed: ${reason}`, "sms", { cause: error });
      }
      // The body is not needed (and may echo the text, i.e. the code): discard it to free the connection.
      await response.body?.cancel().catch(() => {});
      if (!response.ok) {
        throw new DeliveryError(`SMS provider answered HTTP ${response.status}`, "sms");
      }
    },
  };
}

export const DEFAULT_SMS_TEMPLATE =
  "{code} is your {brand} verification code. It is valid for {minutes} minutes. Do not share it with anyone.";

/**
 * Fills `{code}`, `{minutes}` and `{brand}` (every occurrence); other text is left as it is. One pass
 * with a function, so a value containing `{code}` or `$&` is inserted literally.
 */
export function renderSmsTemplate(
  template: string,
  vars: { code: string; minutes: number; brand: string },
): string {
  const values = { code: vars.code, minutes: String(vars.minutes), brand: vars.brand };
  return template.replace(/\{(code|minutes|brand)\}/g, (_match, name: keyof typeof values) => values[name]);
}
