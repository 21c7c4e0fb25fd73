import { formatInr, formatWholeInr, TIME_ZONE } from "@eldercare/contracts";

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

/** Rupees as the spec writes them ("₹1,20,000.00"; without ".00" where whole rupees read better), as the server's emails do. */
export { formatInr, formatWholeInr };

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

/** India's offset from UTC in minutes at an instant in another zone's terms, via the zones' wall clocks. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The reader's own time zone, as the browser says it (issue 42); null when it cannot say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "Europe/London" → "London"; "America/New_York" → "New York". */
export const zoneCity = (timeZone: string) => (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");

/**
 * The same instant on the reader's clock, when their zone's clock differs from India's then (issue 42,
 * decision 0071): "11:36 PM Sat in London", the weekday only when their day is not India's. null when
 * the clocks agree (a reader in India, or no zone).
 */
export function readerTimeBeside(value: string, timeZone: string | null): string | null {
  const at = new Date(value);
  if (!timeZone || Number.isNaN(at.getTime())) return null;
  if (offsetMinutes(at, timeZone) === offsetMinutes(at, TIME_ZONE)) return null;
  const local = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, ...options }).format(at);
  const time = local({ hour: "numeric", minute: "2-digit", hourCycle: "h12" }).replace(
    /\s*(am|pm)$/i,
    (_m, s: string) => ` ${s.toUpperCase()}`,
  );
  const sameDay =
    local({ year: "numeric", month: "numeric", day: "numeric" }) ===
    new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "numeric",
      day: "numeric",
    }).format(at);
  return `${time}${sameDay ? "" : ` ${local({ weekday: "short" })}`} in ${zoneCity(timeZone)}`;
}

/**
 * A time shown to a member (issue 42): India's, said to be India's, with the reader's own beside it when
 * their clock differs: "5:06 AM India time (11:36 PM Sat in London)". `withDay`: India's day first.
 */
export function formatIndiaTimeFor(value: string, readerZone: string | null, withDay = false): string {
  const india = withDay ? formatIndiaDateTime(value) : formatIndiaTime(value);
  const beside = readerTimeBeside(value, readerZone);
  return `${india} India time${beside ? ` (${beside})` : ""}`;
}
