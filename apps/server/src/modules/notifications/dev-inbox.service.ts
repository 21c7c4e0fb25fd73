import type { Db } from "../../db/client.ts";
import {
  attachmentsOf,
  type DevInbox,
  type InboxMessage,
  lastCodeIn,
  normaliseAddress,
} from "../../integrations/delivery/dev-inbox.ts";
import {
  type DevInboxRow,
  insertInboxMessage,
  listInboxMessages,
  newestInboxMessage,
} from "./dev-inbox.repo.ts";

export interface DevInboxOptions {
  /** Messages kept per address (the newest). */
  maxPerAddress?: number;
  /** Messages kept in all, so a long-running development database cannot grow without limit. */
  maxMessages?: number;
  /** Messages the page lists when no address is asked for. */
  listAll?: number;
  now?: () => Date;
}

function toMessage(row: DevInboxRow): InboxMessage {
  return {
    channel: row.channel,
    to: row.address,
    subject: row.subject,
    text: row.body,
    sent_at: row.sentAt.toISOString(),
    ...(row.attachments?.length ? { attachments: row.attachments } : {}),
  };
}

/** The development inbox in the database: a code sent through one server process is read through any. */
export function createDevInbox(db: Db, options: DevInboxOptions = {}): DevInbox {
  const bounds = { perAddress: options.maxPerAddress ?? 20, total: options.maxMessages ?? 10_000 };
  const now = options.now ?? (() => new Date());
  return {
    async record(message) {
      await insertInboxMessage(
        db,
        {
          channel: message.channel,
          address: normaliseAddress(message.to),
          subject: message.subject,
          body: message.text,
          attachments: attachmentsOf(message) ?? null,
          sentAt: now(),
        },
        bounds,
      );
    },
    async list(address) {
      const rows = await listInboxMessages(
        db,
        address === undefined ? undefined : normaliseAddress(address),
        address === undefined ? (options.listAll ?? 500) : bounds.perAddress,
      );
      return rows.map(toMessage);
    },
    async latestCode(address) {
      const newest = await newestInboxMessage(db, normaliseAddress(address));
      return newest ? lastCodeIn(newest.body) : null;
    },
  };
}
