/**
 * When a visit can start (decision 0024). Shifts are the domain lookup's shift_type codes; their hours are
 * fixed here so the server's rules and the booking form agree. Times are India wall-clock (UTC+05:30 all
 * year), a night shift's small hours belonging to the next calendar day.
 */

/** The rules' defaults; the server may be configured otherwise and serves what it uses (calendar `rules`). */
export const BOOKING_RULES = {
  /** A visit must start at least this long after the booking is made. */
  minNoticeHours: 12,
  /** And at most this many days ahead (counted from today in India). */
  windowDays: 90,
  /** A member may cancel until this long before the visit starts. */
  cancelCutoffHours: 24,
  /** Start times are offered on this grid. */
  slotMinutes: 30,
} as const;

export const SHIFT_TYPES = [1, 2, 3, 4, 5] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

interface ShiftWindow {
  /** Minutes after the visit date's midnight. */
  start: number;
  /** Minutes after the visit date's midnight; past 1440 runs into the next day. */
  end: number;
}

/** The hours of each shift type, matching the domain lookup's names (Morning 7 AM – 1 PM, …). */
export const SHIFT_WINDOWS: Readonly<Record<ShiftType, ShiftWindow>> = {
  1: { start: 7 * 60, end: 13 * 60 },
  2: { start: 13 * 60, end: 19 * 60 },
  3: { start: 17 * 60, end: 23 * 60 },
  4: { start: 22 * 60, end: 31 * 60 },
  5: { start: 0, end: 24 * 60 },
};

export function isShiftType(value: number): value is ShiftType {
  return (SHIFT_TYPES as readonly number[]).includes(value);
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;

/** Start times offered in a shift ("HH:MM"): every slot from its start until an hour before its end. */
export function shiftStartTimes(shift: ShiftType): string[] {
  const w = SHIFT_WINDOWS[shift];
  const times: string[] = [];
  for (let m = w.start; m <= w.end - 60; m += BOOKING_RULES.slotMinutes) times.push(hhmm(m));
  return times;
}

/** Minutes after the visit date's midnight at which `startTime` falls in the shift, or null if it does not. */
export function startOffsetMinutes(shift: ShiftType, startTime: string): number | null {
  const index = shiftStartTimes(shift).indexOf(startTime);
  return index < 0 ? null : SHIFT_WINDOWS[shift].start + index * BOOKING_RULES.slotMinutes;
}

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The instant a visit starts: the visit date's midnight in India plus the start's offset in the shift. */
export function visitStartsAt(visitDate: string, shift: ShiftType, startTime: string): Date | null {
  const offset = startOffsetMinutes(shift, startTime);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(visitDate);
  if (offset === null || !m) return null;
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(midnightUtc + (offset - IST_OFFSET_MINUTES) * 60_000);
}

/**
 * The India date a visit starts on: its visit date, or the next day for a night shift's start after
 * midnight (a visit dated Saturday that starts at 2 AM starts on Sunday). What a person is shown beside
 * the start time, and the day a companion's visit belongs to (issue 41).
 */
export function visitStartDay(visitDate: string, shift: number, startTime: string): string {
  const offset = isShiftType(shift) ? startOffsetMinutes(shift, startTime) : null;
  if (offset === null || offset < 24 * 60) return visitDate;
  const d = new Date(`${visitDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + Math.floor(offset / (24 * 60)));
  return d.toISOString().slice(0, 10);
}

/**
 * The whole of a shift on a date, from its first start to its end (a night shift ends the next morning):
 * what a companion is held for by one visit (decision 0044). Null for a date that is not YYYY-MM-DD.
 */
export function shiftWindow(visitDate: string, shift: ShiftType): { start: Date; end: Date } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(visitDate);
  if (!m) return null;
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const w = SHIFT_WINDOWS[shift];
  return {
    start: new Date(midnightUtc + (w.start - IST_OFFSET_MINUTES) * 60_000),
    end: new Date(midnightUtc + (w.end - IST_OFFSET_MINUTES) * 60_000),
  };
}

/** The latest instant a shift on a date can still start (its last offered start time). */
export function shiftLastStart(visitDate: string, shift: ShiftType): Date | null {
  const times = shiftStartTimes(shift);
  const last = times[times.length - 1];
  return last === undefined ? null : visitStartsAt(visitDate, shift, last);
}

/** "07:30" → "7:30 AM", "00:00" → "12:00 AM". */
export function formatStartTime(startTime: string): string {
  const [h = 0, m = 0] = startTime.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${suffix}`;
}
