import {
  DEFAULT_MESSAGE_CHANNELS,
  MESSAGE_TOPICS,
  type MessageChannel,
  type MessageChoices,
  type MessageDelivery,
  type MessageTopic,
  NOTIFICATION_PREFS_MESSAGES,
  type NotificationPrefs,
  type SetNotificationPrefsRequest,
  WHATSAPP_CONSENT,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import * as repo from "./notification-prefs.repo.ts";
import type { AccountPhones } from "./ports.ts";

/** Whether WhatsApp may go to this person now: opted in for this very number, and not stopped since. */
export function whatsappOpen(prefs: repo.PrefsRow | null, phone: string | null): boolean {
  return Boolean(
    prefs?.whatsappOptedInAt && !prefs.whatsappStoppedAt && phone && prefs.whatsappPhone === phone,
  );
}

/** Where a person can be reached: their account's email and phone (E.164); "" or null for none. */
export interface Reach {
  email: string | null;
  phone: string | null;
}

/**
 * The one answer to "which channels does a message of this kind go to this person on" (issue 42): the
 * outbox queues by it (notifier's queueFor) and the Messages panel shows it (`delivery`), so the two
 * cannot differ. The choices they can be reached on (email only with an address, SMS only with a phone,
 * WhatsApp only while the opt-in for this very number stands); if none, email, or with no email SMS,
 * so nobody with an address goes unheard; nothing for nobody reachable (an erased member).
 */
export function channelsFor(
  prefs: repo.PrefsRow | null,
  reach: Reach,
  topic: MessageTopic,
): MessageChannel[] {
  const email = reach.email || null;
  const phone = reach.phone || null;
  const chosen = (prefs?.channels ?? DEFAULT_MESSAGE_CHANNELS)[topic];
  const reachable = chosen.filter((c) =>
    c === "email" ? email !== null : c === "sms" ? phone !== null : whatsappOpen(prefs, phone),
  );
  if (reachable.length > 0) return reachable;
  return email ? ["email"] : phone ? ["sms"] : [];
}

/** The panel's "how your messages come now", from the same function the outbox uses. */
export function toDeliveryView(prefs: repo.PrefsRow | null, reach: Reach): MessageDelivery {
  return {
    channels: {
      visits: channelsFor(prefs, reach, "visits"),
      reports: channelsFor(prefs, reach, "reports"),
      plans: channelsFor(prefs, reach, "plans"),
    },
    has_email: Boolean(reach.email),
    phone: reach.phone || null,
  };
}

/** The choices without WhatsApp; a kind left with nothing gets email (STOP never silences a family). */
export function withoutWhatsApp(channels: MessageChoices): MessageChoices {
  const out = {} as MessageChoices;
  for (const topic of MESSAGE_TOPICS) {
    const kept = channels[topic].filter((c) => c !== "whatsapp");
    out[topic] = kept.length > 0 ? kept : ["email"];
  }
  return out;
}

export function toPrefsView(row: repo.PrefsRow | null): NotificationPrefs {
  return {
    channels: row?.channels ?? DEFAULT_MESSAGE_CHANNELS,
    whatsapp: {
      opted_in_at: row?.whatsappOptedInAt?.toISOString() ?? null,
      consent_version: row?.whatsappConsentVersion ?? null,
      stopped_at: row?.whatsappStoppedAt?.toISOString() ?? null,
    },
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * users/getnotificationprefs/ and users/setnotificationprefs/ (issue 29, decision 0061): each person's
 * choice of email, SMS and WhatsApp per kind of message. Choosing WhatsApp needs the opt-in, recorded
 * with its wording's version, its time and the number it was given for; a new number or a STOP needs a
 * new one.
 */
export function createNotificationPrefs(deps: {
  db: Db;
  now: () => Date;
  members: AccountPhones;
  config: Pick<AppConfig, "whatsappProvider">;
}) {
  const { db } = deps;

  /** The choices as kept, and how messages reach the person now (their account's email and phone). */
  async function get(userId: number) {
    const [row, who] = await Promise.all([repo.findPrefs(db, userId), deps.members.contact(db, userId)]);
    if (!who) throw new AppError("BE002");
    return { prefs: toPrefsView(row), delivery: toDeliveryView(row, who) };
  }

  async function set(userId: number, body: SetNotificationPrefsRequest & { channels: MessageChoices }) {
    const at = deps.now();
    const wantsWhatsApp = MESSAGE_TOPICS.some((t) => body.channels[t].includes("whatsapp" as MessageChannel));
    let optIn: { phone: string; version: string } | null = null;
    if (wantsWhatsApp) {
      if ((deps.config.whatsappProvider ?? "console") === "off")
        throw new AppError("BE011", NOTIFICATION_PREFS_MESSAGES.whatsappOff);
      const who = await deps.members.contact(db, userId);
      if (!who) throw new AppError("BE002");
      const current = await repo.findPrefs(db, userId);
      if (!whatsappOpen(current, who.phone)) {
        if (!body.whatsapp_consent) throw new AppError("BE011", NOTIFICATION_PREFS_MESSAGES.consentRequired);
        optIn = { phone: who.phone, version: WHATSAPP_CONSENT.version };
      }
    }
    await repo.savePrefs(db, userId, body.channels, optIn, at);
    return { ...(await get(userId)), Message: NOTIFICATION_PREFS_MESSAGES.saved };
  }

  return { get, set };
}
export type NotificationPrefsService = ReturnType<typeof createNotificationPrefs>;
