const CURRENCY_SIGN = "₹";

/**
 * Rupees with Indian digit grouping and 2 decimals: 120000 → "₹1,20,000.00" (spec §9), the same on the
 * web and in the server's emails. Written out rather than with Intl.NumberFormat, whose en-IN currency
 * data costs a phone over 100 ms to load on the first page, and which could differ between the server's
 * and the browser's ICU.
 */
export function formatInr(amount: number): string {
  const digits = paiseDigits(Math.abs(amount));
  const whole = digits.slice(0, -2);
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  const sign = amount < 0 ? "-" : "";
  return `${sign}${CURRENCY_SIGN}${rest ? `${rest},` : ""}${lastThree}.${digits.slice(-2)}`;
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
