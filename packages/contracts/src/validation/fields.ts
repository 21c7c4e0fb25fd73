import { z } from "zod";
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  RELATIONSHIP_MAX,
  RELATIONSHIPS,
} from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";

/**
 * Field rules of spec §5. Each rule is a pure `check*` function returning the first broken rule's
 * message (or null) so forms can show one message per field, and a zod schema built on it for the API.
 */

const PHONE_PATTERN = /^\d{10}$/;
// Standard shape: one @, no spaces, a dot in the domain, a 2+ letter top-level domain.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;
const NAME_PATTERN = /^[A-Za-z ]+$/;

/** Builds a zod string schema from a check function; the required message covers a missing value. */
export function ruleString(check: (value: string) => string | null, requiredMessage: string) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

/**
 * The one rule of an Indian number (spec §5's 10 digits, and never a leading 0: decision 0068), for every
 * phone field that takes +91, whether alone or under a country code (phone.ts's checkPhoneFor).
 */
export function checkPhone(value: string): string | null {
  if (value.length === 0) return M.phoneRequired;
  if (!PHONE_PATTERN.test(value)) return M.phoneInvalid;
  return value.startsWith("0") ? M.phoneStartsWithZero : null;
}

export function checkEmail(value: string): string | null {
  if (value.trim().length === 0) return M.emailRequired;
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) ? null : M.emailInvalid;
}

export function checkOtp(value: string): string | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value) ? null : M.otpInvalidFormat;
}

/** Full-name rules in the order a person fixes them: empty, blank, edges, inner spaces, letters, length. */
export function checkFullName(value: string, requiredMessage: string = M.nameRequired): string | null {
  if (value.length === 0) return requiredMessage;
  if (value.trim().length === 0) return M.nameOnlySpaces;
  if (value !== value.trim()) return M.nameEdgeSpaces;
  if (/ {2,}/.test(value)) return M.nameConsecutiveSpaces;
  if (!NAME_PATTERN.test(value)) return M.nameLettersOnly;
  if (value.length < NAME_MIN_LENGTH) return M.nameMin;
  if (value.length > NAME_MAX_LENGTH) return M.nameMax;
  return null;
}

/** What name inputs do while typing: drop non-letters, collapse runs of spaces. */
export function sanitizeNameInput(value: string): string {
  return value.replace(/[^A-Za-z ]/g, "").replace(/ {2,}/g, " ");
}

export const phoneSchema = ruleString(checkPhone, M.phoneRequired);
export const emailSchema = ruleString(checkEmail, M.emailRequired);
export const otpSchema = ruleString(checkOtp, M.otpInvalidFormat);
export const fullNameSchema = ruleString((v) => checkFullName(v), M.nameRequired);

export const relationshipSchema = z.enum(RELATIONSHIPS, { error: M.relationshipRequired });
export const relationshipsSchema = z
  .array(relationshipSchema, { error: M.relationshipRequired })
  .min(1, M.relationshipRequired)
  .max(RELATIONSHIP_MAX, M.relationshipMax)
  .refine((list) => new Set(list).size === list.length, M.relationshipRequired);

/**
 * The largest value of a PostgreSQL `integer` column (every id and count): a bigger number is refused
 * as a bad request here, never left to fail in the database.
 */
export const PG_INT_MAX = 2_147_483_647;

export const positiveIdSchema = (requiredMessage: string) =>
  z.number({ error: requiredMessage }).int(requiredMessage).positive(requiredMessage).max(PG_INT_MAX);

/** A whole number from 0 up to the column's range (page indexes, display order). */
export const countSchema = z.number().int().min(0).max(PG_INT_MAX);

// Control characters have no business in a name, a message or a note (and NUL cannot be stored at
// all). Multi-line text keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const controlCharactersMessage = (label: string) =>
  `${label} contains characters that are not allowed`;

/**
 * True when the text has no control characters (line breaks allowed when `multiline`) and is well-formed
 * Unicode: a lone surrogate ("\ud800") cannot be stored as UTF-8, and PostgreSQL refuses it.
 */
export function isPlainText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/** Refuses control characters in a free-text field, naming the field. */
export function plainText<T extends z.ZodString>(schema: T, label: string, multiline = false): T {
  return schema.refine((v) => isPlainText(v, multiline), controlCharactersMessage(label)) as T;
}

/** What a one-time-code input keeps: digits only, at most `length`. */
export function sanitizeOtpInput(value: string, length: number): string {
  return value.replace(/\D/g, "").slice(0, length);
}
