import { z } from "zod";

/*
 * Messages where families read them (issue 29, decision 0061): each person chooses, per kind of message,
 * whether it comes by email, SMS and WhatsApp. Email is the default. WhatsApp needs an explicit opt-in,
 * recorded with its time and wording; replying STOP on WhatsApp ends it at once.
 */

export const MESSAGE_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: "Email",
  sms: "SMS",
  whatsapp: "WhatsApp",
};

/** The kinds of message a person chooses for. */
export const MESSAGE_TOPICS = ["visits", "reports", "plans"] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];
export const MESSAGE_TOPIC_LABELS: Record<MessageTopic, string> = {
  visits: "Visits: booked, confirmed with the companion's name, reminders, arrival and changes",
  reports: "Visit reports: when a report is ready",
  plans: "Plans: renewal reminders",
};

/** What a person gets before they choose: everything by email. */
export const DEFAULT_MESSAGE_CHANNELS: Record<MessageTopic, MessageChannel[]> = {
  visits: ["email"],
  reports: ["email"],
  plans: ["email"],
};

/** The opt-in's wording, recorded with its version and the time it was given. */
export const WHATSAPP_CONSENT = {
  version: "2026-11-27",
  text: "I agree to receive messages about my family's visits, reports and plans from SeniorCare Relief on WhatsApp, on the phone number I registered. I can stop them at any time by replying STOP.",
} as const;

/** What a reply of these words (case and spaces aside) does: ends WhatsApp messages. */
export const WHATSAPP_STOP_WORDS = ["STOP", "UNSUBSCRIBE", "STOP ALL"] as const;

export const NOTIFICATION_PREFS_MESSAGES = {
  saved: "Your message choices have been saved.",
  consentRequired: "Please agree to receive WhatsApp messages, or choose email or SMS only",
  channelInvalid: `Choose from: ${MESSAGE_CHANNELS.join(", ")}`,
  channelTwice: "Each way may be chosen once",
  channelRequired: "Choose at least one way for each kind of message",
  whatsappOff: "WhatsApp messages are not available yet. Please choose email or SMS.",
} as const;

const channelList = z
  .array(z.enum(MESSAGE_CHANNELS, { error: NOTIFICATION_PREFS_MESSAGES.channelInvalid }), {
    error: NOTIFICATION_PREFS_MESSAGES.channelInvalid,
  })
  .min(1, NOTIFICATION_PREFS_MESSAGES.channelRequired)
  .max(MESSAGE_CHANNELS.length, NOTIFICATION_PREFS_MESSAGES.channelTwice)
  .refine((c) => new Set(c).size === c.length, NOTIFICATION_PREFS_MESSAGES.channelTwice);

export const messageChoicesSchema = z.strictObject({
  visits: channelList,
  reports: channelList,
  plans: channelList,
});
export type MessageChoices = z.infer<typeof messageChoicesSchema>;

/** users/setnotificationprefs/: the person's choices whole; WhatsApp anywhere needs `whatsapp_consent`. */
export const setNotificationPrefsRequestSchema = z.strictObject({
  channels: messageChoicesSchema,
  /** Ticked to agree to WHATSAPP_CONSENT (needed when WhatsApp is chosen and not yet agreed). */
  whatsapp_consent: z.boolean({ error: "whatsapp_consent must be true or false" }).default(false),
});
export type SetNotificationPrefsRequest = z.input<typeof setNotificationPrefsRequestSchema>;

export const notificationPrefsRequestSchema = z.strictObject({});

/** The person's choices as kept, with the WhatsApp opt-in's record. */
export const notificationPrefsSchema = z.object({
  channels: messageChoicesSchema,
  whatsapp: z.object({
    /** When they agreed, and to which wording; null if never (or since STOP, until they agree again). */
    opted_in_at: z.string().nullable(),
    consent_version: z.string().nullable(),
    /** When STOP ended it, if it did. */
    stopped_at: z.string().nullable(),
  }),
  updated_at: z.string().nullable(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/**
 * How messages reach the person now, per kind (issue 42): worked out by the same function the outbox
 * uses, from their choices and what their account holds. A choice they cannot be reached on (email with
 * no email address, WhatsApp not agreed for this number) is left out; a kind left with nothing goes by
 * email, or with no email by SMS.
 */
export const messageDeliverySchema = z.object({
  channels: z.object({
    visits: z.array(z.enum(MESSAGE_CHANNELS)),
    reports: z.array(z.enum(MESSAGE_CHANNELS)),
    plans: z.array(z.enum(MESSAGE_CHANNELS)),
  }),
  /** Whether the account holds an email address (a circle member's light account often does not). */
  has_email: z.boolean(),
  /** The account's phone (E.164) SMS and WhatsApp go to; null if none. */
  phone: z.string().nullable(),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

export const notificationPrefsResponseSchema = z.object({
  prefs: notificationPrefsSchema,
  delivery: messageDeliverySchema,
});
export const setNotificationPrefsResponseSchema = z.object({
  prefs: notificationPrefsSchema,
  delivery: messageDeliverySchema,
  Message: z.string(),
});

/** An outgoing message's state in the outbox: waiting to be sent (or retried), sent, or given up on. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The per-message delivery states a provider reports (WhatsApp's webhook). */
export const DELIVERY_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
};

export const NOTIFICATION_PREFS_TEXT = {
  heading: "Messages",
  intro: "Choose how we tell you about visits, reports and your plan. Email is always available.",
  introNoEmail: "Choose how we tell you about visits, reports and your plan.",
  /** A person with no email address on their account (a circle member's light account). */
  noEmail: (phone: string) =>
    `We have no email address for you, so your messages come by SMS to ${phone}. Email cannot be chosen.`,
  /** Beside a kind whose messages go otherwise than ticked. */
  sentBy: (channels: string) => `Sent by: ${channels}`,
  whatsappConsentLabel: WHATSAPP_CONSENT.text,
  whatsappStopped: (when: string) => `WhatsApp messages were stopped on ${when} after you replied STOP.`,
  whatsappOn: (when: string) => `You agreed to WhatsApp messages on ${when}.`,
  save: "Save choices",
} as const;
