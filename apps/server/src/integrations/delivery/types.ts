import type { Channel } from "../../lib/channel.ts";

/** How a one-time code reaches a person. */
export type { Channel };

/** How an outbox message reaches a person: a code's channels, and WhatsApp (issue 29). */
export type OutboxChannel = Channel | "whatsapp";

/** A file sent with an email (a receipt's invoice PDF). */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** E.164 ("+919830012345") for sms and whatsapp; an email address for email. */
  to: string;
  /** Email subject; SMS providers ignore it. */
  subject: string;
  text: string;
  /** Email only. */
  attachments?: Attachment[];
}

/** What a provider said on accepting a message: its id for it, when it gives one (WhatsApp's wamid). */
export interface SendReceipt {
  providerMessageId?: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<SendReceipt | undefined | void>;
}

/** The one logger method delivery needs; Fastify's (pino's) logger fits. */
export interface DeliveryLogger {
  info(obj: object, msg: string): void;
}

/** Thrown when a message could not be handed to the provider; the caller tells the user and voids the code. */
export class DeliveryError extends Error {
  // A declared field rather than a parameter property, so the file is also valid erasable-only TypeScript.
  readonly channel: OutboxChannel;

  constructor(message: string, channel: OutboxChannel, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DeliveryError";
    this.channel = channel;
  }
}
