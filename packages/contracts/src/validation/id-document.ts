import { ID_TYPE } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { controlCharactersMessage, isPlainText } from "./fields.ts";

/** Verhoeff tables: the check-digit scheme UIDAI uses for Aadhaar numbers. */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = digits.split("").reverse();
  for (let i = 0; i < reversed.length; i++) {
    c = D[c]![P[i % 8]![Number(reversed[i])]!]!;
  }
  return c === 0;
}

/** Appends the Verhoeff check digit (used to make valid test numbers). */
export function withVerhoeffDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(digits + d)) return digits + d;
  throw new Error("unreachable: one digit always completes a Verhoeff number");
}

/**
 * Max input length per ID type (spec §5): Aadhaar 12, PAN 10, Passport 8, Voter ID 10, others 20; a
 * passport of another country 9 (ICAO 9303's document number).
 */
export function idNumberMaxLength(idType: number): number {
  switch (idType) {
    case ID_TYPE.aadhaar:
      return 12;
    case ID_TYPE.pan:
      return 10;
    case ID_TYPE.passport:
      return 8;
    case ID_TYPE.voterId:
      return 10;
    case ID_TYPE.foreignPassport:
      return 9;
    default:
      return 20;
  }
}

/** Aadhaar may be typed with spaces (XXXX XXXX XXXX); everything else is taken as typed. */
export function normalizeIdNumber(idType: number, value: string): string {
  return idType === ID_TYPE.aadhaar ? value.replace(/\s+/g, "") : value.trim();
}

/** The first broken ID-number rule for this type (spec §5), or null. Expects a normalized value. */
export function checkIdNumber(idType: number, value: string): string | null {
  switch (idType) {
    case ID_TYPE.aadhaar:
      if (!/^\d{12}$/.test(value)) return M.aadhaarFormat;
      // UIDAI never issues numbers starting 0 or 1, and the last digit is a Verhoeff check digit.
      return /^[2-9]/.test(value) && verhoeffValid(value) ? null : M.aadhaarInvalid;
    case ID_TYPE.pan:
      return /^[A-Z]{5}\d{4}[A-Z]$/.test(value) ? null : M.panFormat;
    case ID_TYPE.passport:
      return /^[A-Z]\d{7}$/.test(value) ? null : M.passportFormat;
    case ID_TYPE.voterId:
      return /^[A-Z]{3}\d{7}$/.test(value) ? null : M.voterIdFormat;
    case ID_TYPE.foreignPassport:
      // A UK passport is 9 digits, a US one 9 characters, a UAE one a letter and 7 digits.
      return /^[A-Z0-9]{6,9}$/.test(value) ? null : M.foreignPassportFormat;
    default:
      if (!isPlainText(value)) return controlCharactersMessage("ID number");
      return value.length >= 3 && value.length <= idNumberMaxLength(idType) ? null : M.idMin;
  }
}

/** The only form of an ID number that leaves the server: all but the last 4 characters masked. */
export function maskIdNumber(value: string): string {
  const last4 = value.slice(-4);
  if (/^\d{12}$/.test(value)) return `XXXX XXXX ${last4}`;
  return `${"X".repeat(Math.max(value.length - 4, 0))}${last4}`;
}
