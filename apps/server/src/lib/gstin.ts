/** GST state codes and GSTIN checks: pure rules shared by configuration (the supplier) and invoices. */

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
