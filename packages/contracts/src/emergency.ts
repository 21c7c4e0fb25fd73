import type { ServiceKind } from "./billing.ts";

/**
 * Emergencies are a call, never a calendar slot (issue 25): the helpline number comes from the server's
 * configuration (HELPLINE_PHONE, shared/company/), and the emergency kinds of service are described and
 * lead to the call. A medical emergency goes to the public services first.
 */

/** Kinds of service that are a call to the helpline, not a visit booked ahead. */
export const EMERGENCY_KINDS: readonly ServiceKind[] = ["emergency_support"];

/** Whether a service of this kind can be booked as a visit on the calendar. */
export function isBookableKind(kind: ServiceKind): boolean {
  return !EMERGENCY_KINDS.includes(kind);
}

/** A phone number as a tap-to-call link: "+91 33 4000 1234" → "tel:+913340001234". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export const EMERGENCY_TEXT = {
  /** The link's label wherever the number is shown. */
  helpline: "Emergency helpline (24x7)",
  /** A short label where space is tight (the desktop header). */
  short: "Emergency",
  /** What to do first in a medical emergency. */
  medicalFirst:
    "In a medical emergency, first call 112 (national emergency number) or 108 (ambulance). Then call us and we will alert the family and help until your parent is safe.",
  /** Beside an emergency service: not booked, called. */
  callInstead: "Emergency help is not booked ahead: call us at any hour.",
  /** The server's refusal of an emergency service as a visit. */
  notBookable: (phone: string) =>
    `Emergency help is not booked as a visit. Call our 24x7 emergency helpline on ${phone}; in a medical emergency call 112 or 108 first.`,
} as const;
