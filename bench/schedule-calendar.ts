// The calendar arithmetic of the schedule bench's planners: days as numbers, weekdays, which shifts of one
// day a companion can make one after another, and the start times a shift offers. Shift hours are the
// contracts' SHIFT_WINDOWS, so the plan agrees with what bookings_companion_no_overlap accepts.
import { BOOKING_RULES, SHIFT_WINDOWS, type ShiftType, type VisitKind } from "@eldercare/contracts";

/** Day numbers are days since 2000-01-01 (a Saturday): cheap to loop over and to key sets by. */
const EPOCH = Date.UTC(2000, 0, 1);
export const dayOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / 86_400_000);
export const dateOf = (day: number) => new Date(EPOCH + day * 86_400_000).toISOString().slice(0, 10);
/** ISO weekday, 1 Monday … 7 Sunday. */
export const isoWeekday = (day: number) => ((day + 5) % 7) + 1;

/** How visits fall over the shifts (as bench/generate-bookings.ts books them). */
export const SHIFT_WEIGHTS: ReadonlyArray<readonly [ShiftType, number]> = [
  [1, 40],
  [2, 30],
  [3, 15],
  [4, 7],
  [5, 8],
];

/** How visits fall over the kinds a companion makes. */
export const KIND_WEIGHTS: ReadonlyArray<readonly [VisitKind, number]> = [
  ["companion_visit", 60],
  ["errand", 25],
  ["doctor_visit", 15],
];

const overlaps = (a: ShiftType, b: ShiftType) =>
  SHIFT_WINDOWS[a].start < SHIFT_WINDOWS[b].end && SHIFT_WINDOWS[b].start < SHIFT_WINDOWS[a].end;

/**
 * The most shifts of one day's pattern a companion can make one after another (each visit holds its whole
 * shift): the earliest ending first, each kept unless it meets one kept before (which keeps the most).
 * [1, 2, 3] → [1, 2]; [3, 4] → [3].
 */
export function daySlots(shifts: readonly ShiftType[]): ShiftType[] {
  const kept: ShiftType[] = [];
  const byEnd = [...shifts].sort(
    (a, b) => SHIFT_WINDOWS[a].end - SHIFT_WINDOWS[b].end || SHIFT_WINDOWS[a].start - SHIFT_WINDOWS[b].start,
  );
  for (const s of byEnd) {
    if (kept.every((k) => !overlaps(k, s))) kept.push(s);
  }
  return kept;
}

/** The start times a shift offers (as shiftStartTimes does), in minutes after the visit date's midnight. */
export function startMinutes(shift: ShiftType): number[] {
  const w = SHIFT_WINDOWS[shift];
  const out: number[] = [];
  for (let m = w.start; m <= w.end - 60; m += BOOKING_RULES.slotMinutes) out.push(m);
  return out;
}
