import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js/core";
import { z } from "zod";
import {
  DEFAULT_COUNTRY_DIAL_CODE,
  DIAL_CODES,
  type DialCode,
  PHONE_COUNTRIES,
  PHONE_DIGITS,
} from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { PHONE_METADATA } from "./phone-metadata.ts";

/**
 * Member phones from India and abroad (decision 0040). An Indian number keeps spec §5's rule and
 * messages (exactly 10 digits); another country's must be one of its mobile numbers, as
 * libphonenumber-js knows them. Stored and sent in E.164 ("+919830012345", "+971501234567").
 */

const INDIAN_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** The longest national mobile number any of the countries has (Indian numbers stop at 10). */
const NATIONAL_MAX_DIGITS = 12;

function countryOf(dialCode: DialCode) {
  return PHONE_COUNTRIES.find((c) => c.code === dialCode) ?? PHONE_COUNTRIES[0];
}

export const PHONE_MESSAGES = {
  invalidForCountry: (country: string) => `Please enter a valid ${country} mobile number`,
} as const;

/** The message for a phone number that is not a mobile number of the chosen country. */
export const phoneInvalidFor = (dialCode: DialCode) =>
  dialCode === DEFAULT_COUNTRY_DIAL_CODE
    ? M.phoneInvalid
    : PHONE_MESSAGES.invalidForCountry(countryOf(dialCode).label);

/** The phone's dialling code (PHONE_COUNTRIES); +91 when not given. */
export const dialCodeSchema = z
  .enum(DIAL_CODES, { error: `country_code must be one of ${DIAL_CODES.join(", ")}` })
  .default(DEFAULT_COUNTRY_DIAL_CODE);

/** The first broken rule for a national number under this dialling code, or null. */
export function checkPhoneFor(dialCode: DialCode, value: string): string | null {
  if (value.length === 0) return M.phoneRequired;
  if (dialCode === DEFAULT_COUNTRY_DIAL_CODE) return INDIAN_PATTERN.test(value) ? null : M.phoneInvalid;
  if (!/^\d+$/.test(value) || value.length > NATIONAL_MAX_DIGITS) return phoneInvalidFor(dialCode);
  const valid = countryOf(dialCode).regions.some((region) =>
    isValidPhoneNumber(value, region, PHONE_METADATA),
  );
  return valid ? null : phoneInvalidFor(dialCode);
}

/** Checks `phone` (when sent) against `country_code`, for schemas that hold both. */
export function refinePhone(
  body: { phone?: string | undefined; country_code: DialCode },
  ctx: z.RefinementCtx,
) {
  if (body.phone === undefined) return;
  const problem = checkPhoneFor(body.country_code, body.phone);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["phone"] });
}

/**
 * With refinePhone: run the check even while other fields are wrong (zod skips an object's refinements
 * once a field failed), so every problem shows at once, whenever a phone and a known code are there.
 */
export const phoneCheckAlways = (codes: readonly DialCode[] = DIAL_CODES) => ({
  when: ({ value }: { value: unknown }) => {
    const { country_code, phone } = (value ?? {}) as Partial<Record<string, unknown>>;
    return typeof phone === "string" && (codes as readonly unknown[]).includes(country_code);
  },
});

/** E.164 of a national number that passed checkPhoneFor (a UK "07911…" loses its leading 0). */
export function toE164(dialCode: DialCode, national: string): string {
  if (dialCode === DEFAULT_COUNTRY_DIAL_CODE) return `${dialCode}${national}`;
  const region = countryOf(dialCode).regions[0];
  try {
    return parsePhoneNumberWithError(national, region, PHONE_METADATA).number;
  } catch {
    return `${dialCode}${national}`;
  }
}

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

/**
 * What a phone input keeps while typing: digits only. An Indian number stops at 10 digits and a pasted
 * "+91 98300 12345" or "098300…" loses its prefix; another country's loses a trunk 0 ("0412 345 678")
 * and a dialling code typed or pasted before it ("+971 50 123 4567", once the rest is a mobile number).
 */
export function sanitizePhoneInput(value: string, dialCode: DialCode = DEFAULT_COUNTRY_DIAL_CODE): string {
  const digits = value.replace(/\D/g, "");
  if (dialCode === DEFAULT_COUNTRY_DIAL_CODE) {
    if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
    if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
    return digits.slice(0, PHONE_DIGITS);
  }
  const national = digits.replace(/^0+/, "");
  const kept = national.slice(0, NATIONAL_MAX_DIGITS);
  const code = dialCode.slice(1);
  const rest = national.slice(code.length).replace(/^0+/, "");
  // No country's mobile numbers begin with its own dialling code, so a valid rest means it was typed.
  return national.startsWith(code) && checkPhoneFor(dialCode, rest) === null ? rest : kept;
}
