import { DEFAULT_COUNTRY_DIAL_CODE } from "@eldercare/contracts";
import type { OutboxChannel, OutgoingMessage } from "./types.ts";

export interface InboxMessage {
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601, UTC. */
  sent_at: string;
  /** Files sent with an email (names and sizes; the inbox keeps no content). */
  attachments?: { filename: string; content_type: string; bytes: number }[];
}

/**
 * Emails are case-insensitive in practice; people and tests type them either way. A phone number may be
 * typed as people write it in India ("98300 12311", "919830012311"): read as the +91 number it was sent to.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase();
  const digits = trimmed.replace(/[\s-]/g, "");
  const india = DEFAULT_COUNTRY_DIAL_CODE.slice(1);
  if (/^\d{10}$/.test(digits)) return `${DEFAULT_COUNTRY_DIAL_CODE}${digits}`;
  if (new RegExp(`^${india}\\d{10}$`).test(digits)) return `+${digits}`;
  return digits;
}

// Six digits not part of a longer number, so a phone number in the text is never taken for a code.
const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/g;

/** The last 6-digit number in a message's text, or null. */
export function lastCodeIn(text: string): string | null {
  return text.match(CODE_PATTERN)?.at(-1) ?? null;
}

/** What an email's attachments are called and weigh (the inbox keeps no content). */
export function attachmentsOf(message: OutgoingMessage): InboxMessage["attachments"] {
  if (!message.attachments?.length) return undefined;
  return message.attachments.map((a) => ({
    filename: a.filename,
    content_type: a.contentType,
    bytes: a.content.length,
  }));
}

/**
 * Development stand-in for a phone and a mailbox: people and browser tests read the codes there. Kept in
 * the database (modules/notifications/dev-inbox.service.ts), so every server process shows every message.
 */
export interface DevInbox {
  record(message: OutgoingMessage): Promise<void>;
  /** Newest first; one address, or the newest messages to anyone when none is given. */
  list(address?: string): Promise<InboxMessage[]>;
  /** The last 6-digit number in the newest message to this address, or null. */
  latestCode(address: string): Promise<string | null>;
}
