import { DEFAULT_COUNTRY_DIAL_CODE } from "@eldercare/contracts";
import type { Channel, OutgoingMessage } from "./types.ts";

export interface InboxMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601, UTC. */
  sent_at: string;
  /** Files sent with an email (names and sizes; the inbox keeps no content). */
  attachments?: { filename: string; content_type: string; bytes: number }[];
}

export interface DevInboxOptions {
  maxPerAddress?: number;
  maxAddresses?: number;
  now?: () => Date;
}

interface Entry extends InboxMessage {
  /** Orders messages recorded within the same millisecond. */
  seq: number;
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

/**
 * Development stand-in for a phone and a mailbox: keeps recent messages in memory so people and
 * browser tests can read the codes. Bounded, so a long-running dev server cannot grow without limit.
 */
export class DevInbox {
  readonly #maxPerAddress: number;
  readonly #maxAddresses: number;
  readonly #now: () => Date;
  // Map keeps insertion order: re-inserting on every record makes the first key the least recently used.
  readonly #byAddress = new Map<string, Entry[]>();
  #seq = 0;

  constructor(options: DevInboxOptions = {}) {
    this.#maxPerAddress = options.maxPerAddress ?? 20;
    this.#maxAddresses = options.maxAddresses ?? 500;
    this.#now = options.now ?? (() => new Date());
  }

  record(message: OutgoingMessage): void {
    const to = normaliseAddress(message.to);
    const entry: Entry = {
      channel: message.channel,
      to,
      subject: message.subject,
      text: message.text,
      sent_at: this.#now().toISOString(),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              content_type: a.contentType,
              bytes: a.content.length,
            })),
          }
        : {}),
      seq: this.#seq++,
    };
    const messages = [entry, ...(this.#byAddress.get(to) ?? [])].slice(0, this.#maxPerAddress);
    this.#byAddress.delete(to);
    this.#byAddress.set(to, messages);
    while (this.#byAddress.size > this.#maxAddresses) {
      const oldest = this.#byAddress.keys().next().value;
      if (oldest === undefined) break;
      this.#byAddress.delete(oldest);
    }
  }

  /** Newest first; one address, or every address when none is given. */
  list(address?: string): InboxMessage[] {
    const entries =
      address === undefined
        ? [...this.#byAddress.values()].flat().sort((a, b) => b.seq - a.seq)
        : (this.#byAddress.get(normaliseAddress(address)) ?? []);
    return entries.map(({ seq: _seq, ...message }) => message);
  }

  /** The last 6-digit number in the newest message to this address, or null. */
  latestCode(address: string): string | null {
    const newest = this.#byAddress.get(normaliseAddress(address))?.[0];
    if (!newest) return null;
    const codes = newest.text.match(CODE_PATTERN);
    return codes?.at(-1) ?? null;
  }
}
