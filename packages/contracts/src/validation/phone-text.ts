/*
 * How a stored phone is read back and shown, apart from the checks (libphonenumber-js, zod): the companion's
 * app shows numbers before those load (docs/decisions/0096).
 */
import { DEFAULT_COUNTRY_DIAL_CODE, type DialCode, PHONE_COUNTRIES, PHONE_DIGITS } from "../constants.ts";

/** A stored E.164 number read back as the form holds it: dialling code and national digits. */
export function splitE164(e164: string): { country_code: DialCode; phone: string } {
  // Longest code first, so +971… is not read as +9 or +97.
  const codes = [...PHONE_COUNTRIES].sort((a, b) => b.code.length - a.code.length);
  const match = codes.find((c) => e164.startsWith(c.code));
  if (!match) return { country_code: DEFAULT_COUNTRY_DIAL_CODE, phone: e164.replace(/\D/g, "") };
  return { country_code: match.code, phone: e164.slice(match.code.length) };
}

/** How a number is shown: an Indian one in two fives ("+91 98300 12345"), another as "+971 501234567". */
export function phoneText(dialCode: DialCode, national: string): string {
  if (dialCode === DEFAULT_COUNTRY_DIAL_CODE && national.length === PHONE_DIGITS) {
    return `${dialCode} ${national.slice(0, 5)} ${national.slice(5)}`;
  }
  return `${dialCode} ${national}`;
}

/** A stored E.164 number as phoneText shows it (an erased account's placeholder as it is). */
export function displayPhone(e164: string): string {
  if (!e164.startsWith("+")) return e164;
  const { country_code, phone } = splitE164(e164);
  return phoneText(country_code, phone);
}
