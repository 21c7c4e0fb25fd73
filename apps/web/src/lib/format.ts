import { CURRENCY, TIME_ZONE } from "@eldercare/contracts";

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

const dayFormatter = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * A day in India: "2026-11-23" (a calendar date) or an ISO instant → "23 Nov 2026". Day first, month in
 * words, so nobody misreads it.
 */
export function formatIndiaDay(value: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return Number.isNaN(at.getTime()) ? value : dayFormatter.format(at);
}
