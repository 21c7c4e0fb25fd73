import {
  MESSAGE_TOPICS,
  type MessageChoices,
  messageChoicesSchema,
  NOTIFICATION_PREFS_MESSAGES,
  type NotificationPrefs,
} from "@eldercare/contracts";
import { z } from "zod";

export interface MessagePrefsValues {
  channels: MessageChoices;
  whatsapp_consent: boolean;
}

/** Whether the member's WhatsApp opt-in stands (agreed, and not stopped since). */
export const whatsappAgreed = (prefs: NotificationPrefs) =>
  prefs.whatsapp.opted_in_at !== null && prefs.whatsapp.stopped_at === null;

export const choosesWhatsApp = (channels: MessageChoices) =>
  MESSAGE_TOPICS.some((t) => channels[t].includes("whatsapp"));

/**
 * The contract's choices, and its consent rule as the form can know it: WhatsApp chosen without an opt-in
 * that stands needs the box ticked (the server also asks again for a new phone number).
 */
export function messagePrefsSchema(agreed: boolean) {
  return z.object({ channels: messageChoicesSchema, whatsapp_consent: z.boolean() }).superRefine((v, ctx) => {
    if (choosesWhatsApp(v.channels) && !agreed && !v.whatsapp_consent) {
      ctx.addIssue({
        code: "custom",
        path: ["whatsapp_consent"],
        message: NOTIFICATION_PREFS_MESSAGES.consentRequired,
      });
    }
  });
}
