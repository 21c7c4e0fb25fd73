import { DEFAULT_COUNTRY_DIAL_CODE, type DialCode, EMAIL_PHONE_FLAG } from "@eldercare/contracts";
import type { Channel } from "./channel.ts";

export interface Identifier {
  channel: Channel;
  /** The stored form: dialling code + 10 digits for a phone ("+919830012345"), the lower-cased address for an email. */
  value: string;
  /** The form used to find a member: 10 digits, or the lower-cased address (members' phones are Indian). */
  lookup: string;
}

/**
 * The phone or email a code is for, normalised once so every lookup, limit and proof agrees. The dialling
 * code is part of a phone's identity: a proof for +44 7911123456 is not one for +91 7911123456.
 */
export function toIdentifier(
  flag: "P" | "E",
  raw: string,
  dialCode: DialCode = DEFAULT_COUNTRY_DIAL_CODE,
): Identifier {
  if (flag === EMAIL_PHONE_FLAG.phone) {
    const digits = raw.trim();
    return { channel: "sms", value: `${dialCode}${digits}`, lookup: digits };
  }
  const email = raw.trim().toLowerCase();
  return { channel: "email", value: email, lookup: email };
}
