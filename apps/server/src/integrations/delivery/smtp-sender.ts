import { createTransport } from "nodemailer";
import { escapeHtml } from "./escape-html.ts";
import { DeliveryError, type MessageSender, type OutgoingMessage } from "./types.ts";

export interface SmtpSenderOptions {
  /** e.g. `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  url: string;
  /** e.g. `SeniorCare Relief <no-reply@example.com>`. */
  from: string;
}

// A dead or silent mail server must fail the request in seconds, not hold it for nodemailer's minutes.
const TIMEOUT_MS = 10_000;

/** Plain text first; a minimal HTML part with no external assets, so nothing is fetched or tracked. */
function toHtml(message: OutgoingMessage): string {
  const body = escapeHtml(message.text).replace(/\r?\n/g, "<br>\n");
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>`,
    `<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937">`,
    `<p>${body}</p>`,
    "</body></html>",
  ].join("\n");
}

export function createSmtpSender(options: SmtpSenderOptions): MessageSender & { close(): void } {
  // Timeouts given in the URL's query (`?socketTimeout=…`) take precedence over these.
  const transport = createTransport({
    url: options.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: toHtml(message),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
        });
      } catch (error) {
        // The URL (and its password) never goes into the message; nodemailer's own text is technical.
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(`SMTP delivery failed: ${reason}`, "email", { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
