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
import { checkPhone as checkIndianPhone } from "./fields.ts";
import { PHONE_METADATA } from "./phone-metadata.ts";

/**
 * Member phones from India and abroad (decision 0040). An Indian number keeps spec §5's rule and
 * messages (exactly 10 digits); another country's must be one of its mobile numbers, as
 * libphonenumber-js knows them. Stored and sent in E.164 ("+919830012345", "+971501234567").
 */

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
  if (dialCode === DEFAULT_COUNTRY_DIAL_CODE) return checkIndianPhone(value);
  if (!/^\d+$/.test(value) || value.length > NATIONAL_MAX_DIGITS) return phoneInvalidFor(dialCode);
  const valid = countryOf(dialCode).regions.some((region) =>
    isValidPhoneNumber(value, region, PHONE_METADATA),
  );
  return valid ? null : phoneInvalidFor(dialCode);
}

/**
 * Every phone field that may hold a number from abroad is a pair: a dialling code and the national number
 * (decision 0068). `phoneRule` names the pair's keys and answers its refinement and, with it, the option
 * that runs the check even while other fields are wrong (zod skips an object's refinements once a field
 * failed), so every problem shows at once. `optional`: an empty number is left to the caller.
 */
export function phoneRule(
  keys: { code: string; phone: string } = { code: "country_code", phone: "phone" },
  codes: readonly DialCode[] = DIAL_CODES,
  optional = false,
) {
  const pair = (value: unknown) => {
    const v = (value ?? {}) as Partial<Record<string, unknown>>;
    return { code: v[keys.code], phone: v[keys.phone] };
  };
  return {
    refine(body: object, ctx: z.RefinementCtx) {
      const { code, phone } = pair(body);
      if (typeof phone !== "string" || (optional && phone === "")) return;
      const problem = checkPhoneFor(code as DialCode, phone);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: [keys.phone] });
    },
    always: {
      when: ({ value }: { value: unknown }) => {
        const { code, phone } = pair(value);
        return typeof phone === "string" && (codes as readonly unknown[]).includes(code);
      },
    },
  };
}

const memberPhone = phoneRule();

/** Checks `phone` (when sent) against `country_code`, for schemas that hold both. */
export const refinePhone = memberPhone.refine;

/** With refinePhone: run the check even while other fields are wrong (phoneRule). */
export const phoneCheckAlways = (codes: readonly DialCode[] = DIAL_CODES) =>
  phoneRule(undefined, codes).always;

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

/**
 * What a phone input keeps while typing: digits only, never fewer than were typed (decision 0068: a number
 * too long, or an Indian one with a leading 0, is refused beside the field, never cut). Only what is
 * certainly not the number goes: the chosen country's own dialling code typed or pasted before a number
 * that is complete without it ("+91 98300 12345", "971 50 123 4567"), and another country's trunk 0
 * ("0412 345 678": the same number).
 */
export function sanitizePhoneInput(value: string, dialCode: DialCode = DEFAULT_COUNTRY_DIAL_CODE): string {
  const digits = value.replace(/\D/g, "");
  const code = dialCode.slice(1);
  const withoutCode = (national: string) => {
    const rest = national.slice(code.length).replace(/^0+/, "");
    // No country's numbers begin with its own dialling code, so a complete rest means it was typed.
    return national.startsWith(code) && checkPhoneFor(dialCode, rest) === null ? rest : national;
  };
  if (dialCode === DEFAULT_COUNTRY_DIAL_CODE)
    return digits.length > PHONE_DIGITS ? withoutCode(digits) : digits;
  const national = digits.replace(/^0+/, "");
  return national.length > 0 ? withoutCode(national) : digits;
}
