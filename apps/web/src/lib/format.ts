import { CURRENCY } from "@eldercare/contracts";

const inrFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with Indian digit grouping and 2 decimals: 120000 → "₹1,20,000.00" (spec §9). */
export function formatInr(amount: number): string {
  return inrFormatter.format(amount);
}
