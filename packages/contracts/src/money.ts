// Money, once for the server and the web (issue 43): the database keeps whole paise, the API and the
// screens speak rupees. No imports, so a public page may take it without the schemas (decision 0064).

const CURRENCY_SIGN = "₹";

/** Whole paise (as the database keeps money) → rupees (as the API gives them): 120050 → 1200.5. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees → whole paise, to the nearest paisa, so 0.1 + 0.2 style noise never reaches a sum: 1200.5 → 120050. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Rupees with Indian digit grouping and 2 decimals: 120000 → "₹1,20,000.00" (spec §9), the same on the
 * web and in the server's emails. Written out rather than with Intl.NumberFormat, whose en-IN currency
 * data costs a phone over 100 ms to load on the first page, and which could differ between the server's
 * and the browser's ICU.
 */
export function formatInr(amount: number): string {
  return `${amount < 0 ? "-" : ""}${CURRENCY_SIGN}${groupedPaise(paiseDigits(Math.abs(amount)))}`;
}

/** The same without its paise when there are none: 120000 → "₹1,20,000", 12.5 → "₹12.50". */
export function formatWholeInr(amount: number): string {
  return formatInr(amount).replace(/\.00$/, "");
}

/**
 * The same digits from whole paise, without the sign ₹: 10200000 → "1,02,000.00". For the invoice's PDF,
 * whose built-in font has no ₹ (its column says INR).
 */
export function formatIndianAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError("paise must be a whole number");
  return `${paise < 0 ? "-" : ""}${groupedPaise(String(Math.abs(paise)).padStart(3, "0"))}`;
}

/** Paise as digits (at least three) → rupees grouped the Indian way (last three digits, then pairs) and paise. */
function groupedPaise(digits: string): string {
  const whole = digits.slice(0, -2);
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${rest ? `${rest},` : ""}${lastThree}.${digits.slice(-2)}`;
}

/** The amount in paise, as digits (at least three), rounded half up on its decimal form as Intl does. */
function paiseDigits(amount: number): string {
  const text = String(amount);
  if (text.includes("e")) return amount.toFixed(2).replace(".", "").padStart(3, "0");
  const [whole = "0", fraction = ""] = text.split(".");
  const padded = `${fraction}000`;
  const paise = BigInt(`${whole}${padded.slice(0, 2)}`) + (Number(padded[2]) >= 5 ? 1n : 0n);
  return paise.toString().padStart(3, "0");
}
