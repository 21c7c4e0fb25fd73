import type { DevInbox } from "./dev-inbox.ts";
import type { DeliveryLogger, MessageSender } from "./types.ts";

/** The message with every run of 4 or more digits masked (codes, and any number quoted with them). */
export function redactCodes(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => "*".repeat(digits.length));
}

/**
 * Development: the log line and the inbox carry the code itself, so nobody needs a phone or a mailbox
 * to sign in locally. With `redact` (production that allowed console delivery) the log shows the
 * message with its code masked and nothing is kept: a code in clear never reaches a production log.
 */
export function createConsoleSender(
  log: DeliveryLogger,
  inbox: DevInbox | null,
  { redact = false }: { redact?: boolean } = {},
): MessageSender {
  return {
    async send(message) {
      const text = redact ? redactCodes(message.text) : message.text;
      log.info({ channel: message.channel, to: message.to, text }, "development message");
      if (!redact) await inbox?.record(message);
    },
  };
}
