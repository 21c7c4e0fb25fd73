import { DEFAULT_COUNTRY_DIAL_CODE, type DialCode, EMAIL_PHONE_FLAG, toE164 } from "@eldercare/contracts";
import type { Channel } from "./channel.ts";

export interface Identifier {
  channel: Channel;
  /**
   * The stored form, used for every lookup, limit and proof: E.164 for a phone ("+919830012345",
   * "+447400123456"), the lower-cased address for an email.
   */
  value: string;
}

/**
 * The phone or email a code is for, normalised once so every lookup, limit and proof agrees. The dialling
 * code is part of a phone's identity: a proof for +44 7400123456 is not one for +91 7400123456.
 */
export function toIdentifier(
  flag: "P" | "E",
  raw: string,
  dialCode: DialCode = DEFAULT_COUNTRY_DIAL_CODE,
): Identifier {
  if (flag === EMAIL_PHONE_FLAG.phone) return { channel: "sms", value: toE164(dialCode, raw.trim()) };
  return { channel: "email", value: raw.trim().toLowerCase() };
}

/** A stored phone that is already E.164 (a member's registered number) as an identifier. */
export const storedPhoneIdentifier = (e164: string): Identifier => ({ channel: "sms", value: e164 });
