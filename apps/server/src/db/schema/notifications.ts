import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages to send (an outbox): written in the same transaction as what they announce, then delivered
 * by a worker that retries with growing waits, so a mail outage delays a notification but never loses it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    /** What it is about, e.g. "enquiry". */
    kind: text("kind").notNull(),
    /** The id of that record. */
    refId: integer("ref_id").notNull(),
    /** "email", or "sms" (to an E.164 number; the subject is not sent). */
    channel: text("channel").$type<"email" | "sms">().notNull().default("email"),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_due_idx").on(t.status, t.nextAttemptAt),
    index("notifications_ref_idx").on(t.kind, t.refId),
    check("notifications_status_ck", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("notifications_channel_ck", sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * The development inbox (console delivery outside production): what would have been sent, kept in the
 * database so every server process shows every code (issue 27). Never written in production.
 */
export const devInboxMessages = pgTable(
  "dev_inbox_messages",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    /** Normalised: an email in lower case, a phone number as +91… */
    address: text("address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Names and sizes of the files sent with an email (no content). */
    attachments: jsonb("attachments").$type<{ filename: string; content_type: string; bytes: number }[]>(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_inbox_messages_address_idx").on(t.address, t.id)],
);
