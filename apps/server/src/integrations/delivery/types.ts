import type { Channel } from "../../lib/channel.ts";

/** How a one-time code reaches a person. */
export type { Channel };

/** A file sent with an email (a receipt's invoice PDF). */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  channel: Channel;
  /** E.164 ("+919830012345") for sms; an email address for email. */
  to: string;
  /** Email subject; SMS providers ignore it. */
  subject: string;
  text: string;
  /** Email only. */
  attachments?: Attachment[];
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The one logger method delivery needs; Fastify's (pino's) logger fits. */
export interface DeliveryLogger {
  info(obj: object, msg: string): void;
}

/** Thrown when a message could not be handed to the provider; the caller tells the user and voids the code. */
export class DeliveryError extends Error {
  // A declared field rather than a parameter property, so the file is also valid erasable-only TypeScript.
  readonly channel: Channel;

  constructor(message: string, channel: Channel, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DeliveryError";
    this.channel = channel;
  }
}
