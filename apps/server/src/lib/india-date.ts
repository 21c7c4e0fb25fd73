/** Calendar dates in India (Asia/Kolkata is UTC+05:30 all year: no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface IndiaClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock in India at an instant. */
export function indiaClock(date: Date): IndiaClock {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid date");
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The India calendar date of an instant, as YYYY-MM-DD. */
export function indiaDate(date: Date): string {
  const c = indiaClock(date);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** "YYYY-MM-DD HH:mm" on the India wall clock. */
export function indiaDateTime(date: Date): string {
  const c = indiaClock(date);
  return `${indiaDate(date)} ${pad(c.hour)}:${pad(c.minute)}`;
}

function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function addDays(iso: string, days: number): string {
  const d = parseIsoDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (YYYY-MM-DD): 1 from one day to the next, negative backwards. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

/**
 * The last day of a period of whole months starting on `iso`: the day before the same date `months`
 * later. Where that date does not exist (31 January + 1 month), the period runs to the month's end.
 */
export function lastDayOfMonths(iso: string, months: number): string {
  const start = parseIsoDate(iso);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const day = start.getUTCDate();
  const daysInTarget = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  if (day > daysInTarget) return new Date(Date.UTC(y, m, daysInTarget)).toISOString().slice(0, 10);
  return addDays(new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10), -1);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-23" → "23 Nov 2026", unambiguous to readers used to either day or month first. */
export function formatIndiaDay(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : ymd;
}

/** Midnight in India at the start of a calendar day (YYYY-MM-DD). */
export function indiaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The next instant after `now` at which the India wall clock shows `hour`:00 (today's, or tomorrow's). */
export function nextIndiaHour(now: Date, hour: number): Date {
  const today = indiaDate(now);
  const at = new Date(indiaMidnight(today).getTime() + hour * 3_600_000);
  return at > now ? at : new Date(indiaMidnight(addDays(today, 1)).getTime() + hour * 3_600_000);
}

/** The instants bounding India calendar days `from` to `to`, both included: at or after `from`, before `before`. */
export function indiaDayRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: Date | null; before: Date | null } {
  return {
    from: from ? indiaMidnight(from) : null,
    before: to ? indiaMidnight(addDays(to, 1)) : null,
  };
}
