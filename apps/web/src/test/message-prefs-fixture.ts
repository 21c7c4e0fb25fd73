import type { MessageDelivery, NotificationPrefs } from "@eldercare/contracts";

/** users/getnotificationprefs/'s answer for a member whose phone is `phone` (E.164), email on every topic. */
export function messagePrefsFixture(phone = "+919830012345"): {
  prefs: NotificationPrefs;
  delivery: MessageDelivery;
} {
  const channels = {
    visits: ["email"],
    reports: ["email"],
    plans: ["email"],
  } as NotificationPrefs["channels"];
  return {
    prefs: {
      channels,
      whatsapp: { opted_in_at: null, consent_version: null, stopped_at: null },
      updated_at: null,
    },
    delivery: { channels, has_email: true, phone },
  };
}
