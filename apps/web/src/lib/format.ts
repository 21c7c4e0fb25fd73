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

const weekdayFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

const longDayFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

const timeFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  // h12, not hour12 (which en-GB reads as h11 and shows midnight as "0:00 am").
  hourCycle: "h12",
});

function instantOf(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
}

/** Joins the parts as "Tue, 15 Dec 2026" whatever separators the browser's locale data uses. */
function dayWithWeekday(formatter: Intl.DateTimeFormat, at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(at).find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

/** A day in India with its weekday: "2026-12-15" (or an instant) → "Tue, 15 Dec 2026". */
export function formatIndiaWeekday(value: string): string {
  const at = instantOf(value);
  return Number.isNaN(at.getTime()) ? value : dayWithWeekday(weekdayFormatter, at);
}

/** The same day in words, for screen readers and headings: "Tuesday, 15 December 2026". */
export function formatIndiaLongDay(value: string): string {
  const at = instantOf(value);
  return Number.isNaN(at.getTime()) ? value : dayWithWeekday(longDayFormatter, at);
}

/** An instant as a day and time in India: "Mon, 23 Nov 2026, 7:00 AM". */
export function formatIndiaDateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const time = timeFormatter.format(at).replace(/\s*(am|pm)$/i, (_m, s: string) => ` ${s.toUpperCase()}`);
  return `${dayWithWeekday(weekdayFormatter, at)}, ${time}`;
}
