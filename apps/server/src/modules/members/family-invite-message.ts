import {
  type CircleRole,
  FAMILY_INVITE_DAYS,
  FAMILY_ROLE_HINTS,
  FAMILY_ROLE_LABELS,
} from "@eldercare/contracts";
import { BRAND_NAME } from "../../lib/brand.ts";

/** The invitation: by SMS (short, the link) and, when the payer gave an address, by email. */
export function inviteMessage(m: { payerName: string; inviteeName: string; role: CircleRole; link: string }) {
  const role = FAMILY_ROLE_LABELS[m.role].toLowerCase();
  return {
    subject: `${m.payerName} invites you to their family circle on ${BRAND_NAME}`,
    short: `${m.payerName} invites you to follow your family's care visits on ${BRAND_NAME} as a ${role}. Join within ${FAMILY_INVITE_DAYS} days: ${m.link}`,
    body: [
      `Dear ${m.inviteeName},`,
      "",
      `${m.payerName} has invited you to their family circle on ${BRAND_NAME}, as a ${role}: ${FAMILY_ROLE_HINTS[m.role].toLowerCase()}.`,
      "",
      `To join, open this link within ${FAMILY_INVITE_DAYS} days and enter the code we send to your phone:`,
      m.link,
      "",
      "If you were not expecting this, you can ignore this message.",
    ].join("\n"),
  };
}
