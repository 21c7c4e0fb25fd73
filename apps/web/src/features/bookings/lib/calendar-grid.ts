import { indiaToday } from "@eldercare/contracts";

/**
 * The month calendar of the booking form: which days sit in which week, and which months the member may
 * page between. Months are "YYYY-MM" and days "YYYY-MM-DD" on India's calendar, as the API sends them.
 */

/** Weekday names from Sunday, as the grid's column headings. */
/** `narrow`: a phone's column, which at 150% text has room for two letters, not three (issue 42). */
export const WEEKDAYS = [
  { narrow: "Su", short: "Sun", long: "Sunday" },
  { narrow: "Mo", short: "Mon", long: "Monday" },
  { narrow: "Tu", short: "Tue", long: "Tuesday" },
  { narrow: "We", short: "Wed", long: "Wednesday" },
  { narrow: "Th", short: "Thu", long: "Thursday" },
  { narrow: "Fr", short: "Fri", long: "Friday" },
  { narrow: "Sa", short: "Sat", long: "Saturday" },
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

function parseMonth(month: string): [year: number, monthIndex: number] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return [y, m - 1];
}

/** The month `n` months after `month` (n may be negative): addMonths("2026-12", 1) → "2027-01". */
export function addMonths(month: string, n: number): string {
  const [y, m] = parseMonth(month);
  const at = new Date(Date.UTC(y, m + n, 1));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
}

/** The day `n` days after `date`. */
export function addDays(date: string, n: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const [y, m] = parseMonth(month);
  return new Date(Date.UTC(y, m, 1)).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The weeks of a month, Sunday first: each week has seven places, a day ("YYYY-MM-DD") or null before
 * the 1st and after the last day.
 */
export function monthGrid(month: string): Array<Array<string | null>> {
  const [y, m] = parseMonth(month);
  const first = new Date(Date.UTC(y, m, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export interface BookingWindow {
  /** Today in India, by the server's clock. */
  today: string;
  /** The last day that can be booked today. */
  lastDay: string;
  /** The months the calendar may show: this month up to the last day's month. */
  firstMonth: string;
  lastMonth: string;
}

/**
 * The days a member may book, from the calendar's answer: the server's clock is the earliest start it
 * allows less the notice it asks for, so the window agrees with the server even if this device's clock
 * is wrong.
 */
export function bookingWindow(
  earliestStartAt: string,
  minNoticeHours: number,
  windowDays: number,
): BookingWindow {
  const serverNow = new Date(new Date(earliestStartAt).getTime() - minNoticeHours * 3_600_000);
  const today = indiaToday(Number.isNaN(serverNow.getTime()) ? new Date() : serverNow);
  const lastDay = addDays(today, windowDays);
  return { today, lastDay, firstMonth: today.slice(0, 7), lastMonth: lastDay.slice(0, 7) };
}

/** Moves a day by a key of the grid (arrows: a day or a week; Home/End: the week's ends), or null. */
export function dayForKey(date: string, key: string): string | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekday);
    case "End":
      return addDays(date, 6 - weekday);
    default:
      return null;
  }
}
