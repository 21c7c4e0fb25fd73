import { formatInr, TIME_ZONE } from "@eldercare/contracts";

/**
 * A formatter made on first use: making one (above all with a time zone) loads locale data and costs a
 * phone tens of milliseconds, which should not hold up the first page, most of which formats no dates.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** Rupees as the spec writes them (contracts: the server's emails use the same). */
export { formatInr };

const dayFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      timeZone: TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
    }),
);

/**
 * A day in India: "2026-11-23" (a calendar date) or an ISO instant → "23 Nov 2026". Day first, month in
 * words, so nobody misreads it.
 */
export function formatIndiaDay(value: string): string {
  const at = instantOf(value);
  return Number.isNaN(at.getTime()) ? value : dayFormatter().format(at);
}

/** An en-GB date formatter in India's time zone, made on first use. */
const indiaFormatter = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, ...options }));

const weekdayFormatter = indiaFormatter({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const longDayFormatter = indiaFormatter({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
// h12, not hour12 (which en-GB reads as h11 and shows midnight as "0:00 am").
const timeFormatter = indiaFormatter({ hour: "numeric", minute: "2-digit", hourCycle: "h12" });

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
  return Number.isNaN(at.getTime()) ? value : dayWithWeekday(weekdayFormatter(), at);
}

/** The same day in words, for screen readers and headings: "Tuesday, 15 December 2026". */
export function formatIndiaLongDay(value: string): string {
  const at = instantOf(value);
  return Number.isNaN(at.getTime()) ? value : dayWithWeekday(longDayFormatter(), at);
}

/** An instant as a time of day in India: "7:05 AM". */
export function formatIndiaTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return timeFormatter()
    .format(at)
    .replace(/\s*(am|pm)$/i, (_m, s: string) => ` ${s.toUpperCase()}`);
}

/** An instant as a day and time in India: "Mon, 23 Nov 2026, 7:00 AM". */
export function formatIndiaDateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return `${dayWithWeekday(weekdayFormatter(), at)}, ${formatIndiaTime(value)}`;
}
