import { type DomainEntry, formatStartTime, isShiftType, SHIFT_WINDOWS } from "@eldercare/contracts";

const hhmm = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A shift's name from the domain lookup ("Morning (7 AM – 1 PM)"); while the lookup is missing, its
 * hours from the contract ("7:00 AM – 1:00 PM").
 */
export function shiftNameOf(entries: readonly DomainEntry[], shift: number): string {
  const named = entries.find((e) => e.domain_code === shift)?.domain_value;
  if (named) return named;
  if (!isShiftType(shift)) return `Shift ${shift}`;
  const w = SHIFT_WINDOWS[shift];
  if (w.end - w.start >= 1440) return "24 hours";
  return `${formatStartTime(hhmm(w.start))} – ${formatStartTime(hhmm(w.end))}`;
}
