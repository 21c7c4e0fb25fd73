import { DEFAULT_COUNTRY_DIAL_CODE, EMAIL_PHONE_FLAG } from "@eldercare/contracts";
import type { Channel } from "../../integrations/delivery/types.ts";

export interface Identifier {
  channel: Channel;
  /** The stored form: "+91" + 10 digits for a phone, the lower-cased address for an email. */
  value: string;
  /** The form used to find a member: 10 digits, or the lower-cased address. */
  lookup: string;
}

/** The phone or email a code is for, normalised once so every lookup and limit agrees. */
export function toIdentifier(flag: "P" | "E", raw: string): Identifier {
  if (flag === EMAIL_PHONE_FLAG.phone) {
    const digits = raw.trim();
    return { channel: "sms", value: `${DEFAULT_COUNTRY_DIAL_CODE}${digits}`, lookup: digits };
  }
  const email = raw.trim().toLowerCase();
  return { channel: "email", value: email, lookup: email };
}
