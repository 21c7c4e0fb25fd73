import {
  isShiftType,
  type ServiceCalendar,
  type ShiftType,
  shiftStartTimes,
  startOffsetMinutes,
  visitStartsAt,
} from "@eldercare/contracts";

type Day = ServiceCalendar["days"][number];
type Shift = Day["shifts"][number];

/** A day, a shift and a start time: what the form books. */
export interface Slot {
  visit_date: string;
  shift_type: number;
  start_time: string;
}

/** When a shift's first bookable start begins, in milliseconds (for ordering), or null if it cannot be booked. */
function firstStartMs(date: string, shift: Shift): number | null {
  if (shift.state !== "open" || !shift.first_start || !isShiftType(shift.shift_type)) return null;
  return visitStartsAt(date, shift.shift_type, shift.first_start)?.getTime() ?? null;
}

/** The round-the-clock shift: a default only when no shorter shift is open that day. */
const FULL_DAY_SHIFT = 5;

function earliestSlot(day: Day, shifts: readonly Shift[]): Slot | null {
  let best: { slot: Slot; at: number } | null = null;
  for (const shift of shifts) {
    const at = firstStartMs(day.date, shift);
    if (at === null || !shift.first_start) continue;
    // Equal starts: the lower shift type (the domain list's order) wins.
    if (!best || at < best.at) {
      best = {
        slot: { visit_date: day.date, shift_type: shift.shift_type, start_time: shift.first_start },
        at,
      };
    }
  }
  return best?.slot ?? null;
}

/**
 * A day's open shift that starts first (a night shift's small hours belong to the day before), or null.
 * A visit of a few hours defaults to a regular shift; the full-day shift only when it is the only one open.
 */
export function firstSlotOfDay(day: Day): Slot | null {
  const regular = day.shifts.filter((s) => s.shift_type !== FULL_DAY_SHIFT);
  return earliestSlot(day, regular) ?? earliestSlot(day, day.shifts);
}

/**
 * The form's default (spec §2: a date and time stamp defaulting to the current time): now, moved on to
 * the first moment that can still be booked, i.e. the open shift with the earliest first start.
 */
export function firstBookableSlot(days: readonly Day[]): Slot | null {
  let best: { slot: Slot; at: number } | null = null;
  for (const day of days) {
    const slot = firstSlotOfDay(day);
    if (!slot || !isShiftType(slot.shift_type)) continue;
    const at = visitStartsAt(slot.visit_date, slot.shift_type, slot.start_time)?.getTime();
    if (at !== undefined && (!best || at < best.at)) best = { slot, at };
  }
  return best?.slot ?? null;
}

/** The start times a shift offers from its first bookable one on ("HH:MM"), in the shift's order. */
export function startTimesFrom(shift: ShiftType, firstStart: string | null): string[] {
  const all = shiftStartTimes(shift);
  if (firstStart === null) return [];
  const from = startOffsetMinutes(shift, firstStart);
  if (from === null) return [];
  return all.filter((t) => (startOffsetMinutes(shift, t) ?? -1) >= from);
}

/** Whether the slot can be booked by this calendar: its day and shift open, its start not before the first. */
export function isSlotBookable(days: readonly Day[], slot: Slot): boolean {
  if (!isShiftType(slot.shift_type)) return false;
  const shift = days
    .find((d) => d.date === slot.visit_date)
    ?.shifts.find((s) => s.shift_type === slot.shift_type);
  if (shift?.state !== "open") return false;
  return startTimesFrom(slot.shift_type, shift.first_start).includes(slot.start_time);
}
