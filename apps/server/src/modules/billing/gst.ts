import { GST_RATE_PERCENT } from "@eldercare/contracts";
import { indiaClock } from "../../lib/india-date.ts";

/** Pure GST rules for tax invoices: the tax split, invoice numbers and words (state codes and GSTINs: lib/gstin.ts). */

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
