import { createConsoleSender } from "./console-sender.ts";
import type { DevInbox } from "./dev-inbox.ts";
import { createHttpSmsSender } from "./http-sms-sender.ts";
import { createSmtpSender } from "./smtp-sender.ts";
import type { DeliveryLogger, MessageSender } from "./types.ts";
import { createWhatsAppCloudSender, type WhatsAppCloudOptions } from "./whatsapp-cloud-sender.ts";

export interface SendersOptions {
  smsProvider: "console" | "http";
  emailProvider: "console" | "smtp";
  smtpUrl?: string;
  mailFrom: string;
  smsHttpUrl?: string;
  smsApiKey?: string;
  smsSenderId: string;
  /** WhatsApp (issue 29): the Cloud API, the console (the development inbox), or none (the default). */
  whatsappProvider?: "off" | "console" | "cloud";
  whatsapp?: Omit<WhatsAppCloudOptions, "fetch" | "timeoutMs">;
  log: DeliveryLogger;
  /** Production: console delivery (if allowed at all) masks codes and keeps no inbox. */
  production?: boolean;
  /** Where console delivery keeps what it "sent" outside production (the database's, in the app). */
  inbox?: DevInbox;
}

export interface Senders {
  sms: MessageSender;
  email: MessageSender;
  whatsapp?: MessageSender;
  /** Present only when a provider is "console" outside production: the development inbox. */
  inbox: DevInbox | null;
  close(): Promise<void>;
}

function required(value: string | undefined, name: string, provider: string): string {
  if (!value?.trim()) throw new Error(`${name} is required when ${provider} is selected.`);
  return value;
}

/** Chooses the SMS and email senders from configuration; fails at start-up naming a missing option. */
export function createSenders(options: SendersOptions): Senders {
  const whatsappProvider = options.whatsappProvider ?? "off";
  const usesConsole =
    options.smsProvider === "console" ||
    options.emailProvider === "console" ||
    whatsappProvider === "console";
  const inbox = usesConsole && !options.production ? (options.inbox ?? null) : null;
  const consoleSender = usesConsole
    ? createConsoleSender(options.log, inbox, { redact: options.production === true })
    : null;

  const sms =
    options.smsProvider === "http"
      ? createHttpSmsSender({
          url: required(options.smsHttpUrl, "smsHttpUrl", 'smsProvider "http"'),
          apiKey: required(options.smsApiKey, "smsApiKey", 'smsProvider "http"'),
          senderId: required(options.smsSenderId, "smsSenderId", 'smsProvider "http"'),
        })
      : consoleSender;

  const smtp =
    options.emailProvider === "smtp"
      ? createSmtpSender({
          url: required(options.smtpUrl, "smtpUrl", 'emailProvider "smtp"'),
          from: required(options.mailFrom, "mailFrom", 'emailProvider "smtp"'),
        })
      : null;
  const email = smtp ?? consoleSender;

  const whatsapp =
    whatsappProvider === "cloud"
      ? createWhatsAppCloudSender({
          apiUrl: required(options.whatsapp?.apiUrl, "whatsapp.apiUrl", 'whatsappProvider "cloud"'),
          phoneNumberId: required(
            options.whatsapp?.phoneNumberId,
            "whatsapp.phoneNumberId",
            'whatsappProvider "cloud"',
          ),
          token: required(options.whatsapp?.token, "whatsapp.token", 'whatsappProvider "cloud"'),
          template: required(options.whatsapp?.template, "whatsapp.template", 'whatsappProvider "cloud"'),
          language: required(options.whatsapp?.language, "whatsapp.language", 'whatsappProvider "cloud"'),
        })
      : whatsappProvider === "console"
        ? consoleSender
        : null;

  // Unreachable: a console provider always creates the console sender. Narrows the types honestly.
  if (!sms || !email || (whatsappProvider !== "off" && !whatsapp))
    throw new Error("No sender could be created for the chosen providers.");
  return {
    sms,
    email,
    ...(whatsapp ? { whatsapp } : {}),
    inbox,
    async close() {
      smtp?.close();
    },
  };
}
