import {
  type DeliveryStatus,
  INCIDENT_ONCE_KINDS,
  type MessageChannel,
  type MessageChoices,
  type OutboxStatus,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sqlList } from "../sql-list.ts";
import { users } from "./identity.ts";

/** Where a message goes if it fails on its channel: the next channels, in order (decision 0061). */
export type Fallback = { channel: "sms" | "email"; to: string };

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
    /** "email", "sms" or "whatsapp" (both to an E.164 number; SMS does not send the subject). */
    channel: text("channel").$type<MessageChannel>().notNull().default("email"),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The provider's id of the message (WhatsApp's wamid), by which its webhook reports on it. */
    providerMessageId: text("provider_message_id"),
    /** What the provider last reported: sent, delivered, read or failed. */
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>(),
    deliveryUpdatedAt: timestamp("delivery_updated_at", { withTimezone: true }),
    /** Where it goes next if it fails on this channel (a WhatsApp message: SMS, then email). */
    fallbacks: jsonb("fallbacks").$type<Fallback[]>(),
    /** The message this one stands in for: one fallback per failed message, whatever reports the failure. */
    fallbackOf: integer("fallback_of"),
  },
  (t) => [
    index("notifications_due_idx").on(t.status, t.nextAttemptAt),
    index("notifications_ref_idx").on(t.kind, t.refId),
    uniqueIndex("notifications_provider_id_uq")
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex("notifications_fallback_of_uq").on(t.fallbackOf).where(sql`${t.fallbackOf} is not null`),
    // A message sent once per record and address (an incident's to the family, decision 0069): whatever
    // reports, processes or retries queue it, the second insert does nothing. Fallbacks are apart.
    uniqueIndex("notifications_once_uq")
      .on(t.kind, t.refId, t.channel, t.to)
      .where(sql`${t.kind} in ${sqlList(INCIDENT_ONCE_KINDS)} and ${t.fallbackOf} is null`),
    // A person's pending WhatsApp messages, ended at once by their STOP.
    index("notifications_whatsapp_to_idx")
      .on(t.to)
      .where(sql`${t.channel} = 'whatsapp' and ${t.status} = 'pending'`),
    check("notifications_status_ck", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("notifications_channel_ck", sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check(
      "notifications_delivery_ck",
      sql`${t.deliveryStatus} is null or ${t.deliveryStatus} in ('sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/**
 * Each person's choice of how messages reach them (issue 29, decision 0061): per kind of message, email,
 * SMS and WhatsApp. No row: email for everything. WhatsApp needs the opt-in recorded here (its time,
 * its wording's version and the number it was given for); STOP ends it (stopped_at) at once.
 */
export const notificationPrefs = pgTable(
  "notification_prefs",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    channels: jsonb("channels").$type<MessageChoices>().notNull(),
    whatsappPhone: text("whatsapp_phone"),
    whatsappOptedInAt: timestamp("whatsapp_opted_in_at", { withTimezone: true }),
    whatsappConsentVersion: text("whatsapp_consent_version"),
    whatsappStoppedAt: timestamp("whatsapp_stopped_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("notification_prefs_whatsapp_phone_idx").on(t.whatsappPhone),
    check(
      "notification_prefs_optin_ck",
      sql`(${t.whatsappOptedInAt} is null) = (${t.whatsappConsentVersion} is null) and (${t.whatsappOptedInAt} is null) = (${t.whatsappPhone} is null)`,
    ),
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
    channel: text("channel").$type<MessageChannel>().notNull(),
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
