import { GST_RATE_PERCENT, type Invoice } from "@eldercare/contracts";
import { indiaClock } from "../../lib/india-date.ts";

/** Pure GST rules for tax invoices: state codes, GSTINs, the tax split, invoice numbers and words. */

export interface GstState {
  /** Two-digit code as the first two characters of a GSTIN. */
  code: string;
  name: string;
}

/**
 * GST state and union-territory codes in force. Retired codes are left out on purpose: 25 (Daman and Diu,
 * merged into 26 in 2020) and 28 (undivided Andhra Pradesh, now 37). 97 is "Other Territory"; 99 (Centre
 * Jurisdiction) is not a place of supply and is not listed.
 */
export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
  { code: "97", name: "Other Territory" },
];

/** "Tamil  Nadu", "tamil nadu" and "Andaman & Nicobar Islands" all compare equal. */
const normalizeStateName = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Former names still common in addresses people type. */
const STATE_NAME_ALIASES: Record<string, string> = {
  orissa: "21",
  pondicherry: "34",
  uttaranchal: "05",
  chattisgarh: "22",
  "nct of delhi": "07",
  "new delhi": "07",
};

const NAME_BY_CODE = new Map(GST_STATES.map((s) => [s.code, s.name]));
const CODE_BY_NAME = new Map<string, string>([
  ...GST_STATES.map((s) => [normalizeStateName(s.name), s.code] as const),
  ...Object.entries(STATE_NAME_ALIASES),
]);

/** The state for a GST code; "9" and "09" both work. */
export function gstStateName(code: string): string | undefined {
  const trimmed = code.trim();
  return NAME_BY_CODE.get(/^\d$/.test(trimmed) ? `0${trimmed}` : trimmed);
}

/** The two-digit GST code for a state name, case-insensitive and tolerant of "&" for "and". */
export function gstStateCodeByName(name: string): string | undefined {
  return CODE_BY_NAME.get(normalizeStateName(name));
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The 15th GSTIN character from the first 14: each character's base-36 value is multiplied by 1 and 2
 * alternately, each product is folded to quotient + remainder of division by 36, and the check value
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new Error("A GSTIN body is 14 upper-case letters or digits");
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** State code, PAN (5 letters, 4 digits, letter), entity 1-9/A-Z, "Z", check character. */
const GSTIN_PATTERN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Upper case only: callers normalise user input before asking, so stored GSTINs stay canonical. */
export function isValidGstin(gstin: string): boolean {
  const match = GSTIN_PATTERN.exec(gstin);
  if (!match?.[1] || !NAME_BY_CODE.has(match[1])) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

export interface GstSplitPaise {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

function assertPaise(paise: number, what: string): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${what} must be whole paise ≥ 0`);
}

/**
 * Splits a GST-inclusive price. The tax is what is left after rounding the taxable value, so the parts
 * always add up to the price the member paid; the odd paisa of an intra-state split goes to SGST.
 */
export function splitInclusiveGst(totalPaise: number, intraState: boolean): GstSplitPaise {
  assertPaise(totalPaise, "totalPaise");
  // 100·total is even and 118/2 is odd, so the quotient never lands on .5 and Math.round is unambiguous.
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
    totalPaise,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** India's financial year (1 April – 31 March, India time), e.g. startYear 2026 → "26-27". */
export function financialYearOf(date: Date): { startYear: number; label: string } {
  const { year, month } = indiaClock(date);
  const startYear = month >= 4 ? year : year - 1;
  return { startYear, label: `${pad(startYear % 100)}-${pad((startYear + 1) % 100)}` };
}

const INVOICE_SEQ_DIGITS = 6;
/** CGST Rules, rule 46(b): at most 16 characters of letters, digits, hyphen and slash. */
const INVOICE_NO_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** "SCR/26-27/000042"; throws rather than issue a number the GST rules would reject. */
export function formatInvoiceNo(prefix: string, fyLabel: string, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1 || seq >= 10 ** INVOICE_SEQ_DIGITS) {
    throw new RangeError(`Invoice sequence must be 1 to ${10 ** INVOICE_SEQ_DIGITS - 1}, got ${seq}`);
  }
  if (!prefix || !fyLabel) throw new Error("Invoice prefix and financial year are required");
  const invoiceNo = `${prefix}/${fyLabel}/${pad(seq, INVOICE_SEQ_DIGITS)}`;
  if (!INVOICE_NO_PATTERN.test(invoiceNo)) {
    throw new Error(`"${invoiceNo}" is not a valid GST invoice number (≤ 16 letters, digits, "-", "/")`);
  }
  return invoiceNo;
}

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99, hyphenated as in "Thirty-Four". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return TENS[Math.floor(n / 10)]! + (unit ? `-${ONES[unit]!}` : "");
}

/** Indian grouping: crore (10^7), lakh (10^5), thousand, hundred; crores above 99 recurse. */
function indianWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (hundred) parts.push(`${ONES[hundred]!} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** "Rupees One Lakh Two Thousand Only", "… and Eighty-Nine Paise Only"; the words printed on an invoice. */
export function amountInWords(paise: number): string {
  assertPaise(paise, "paise");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees === 0 ? "Zero" : indianWords(rupees);
  return rest === 0
    ? `Rupees ${rupeeWords} Only`
    : `Rupees ${rupeeWords} and ${belowHundred(rest)} Paise Only`;
}

/** "1,02,000.00": Indian digit grouping (last three digits, then pairs) with two decimals. */
export function formatIndianAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError("paise must be a whole number");
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const head = rupees.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${rupees.slice(-3)}` : rupees;
  return `${sign}${grouped}.${pad(abs % 100)}`;
}

/**
 * Development supplier only. The PAN AAACS0000X is made up (the serial 0000 is never issued), so this
 * GSTIN cannot belong to a real taxpayer; its check character is computed with gstinCheckCharacter.
 * Production must supply the company's registered details instead.
 */
export const DEV_SUPPLIER = {
  name: "SeniorCare Relief Private Limited",
  address: "71 Park Street, Kolkata 700016, West Bengal",
  gstin: "19AAACS0000X1Z2",
  state: "West Bengal",
  state_code: "19",
} as const satisfies Invoice["supplier"];
