import { formatStartTime, WEEKDAY_LABELS, type Weekday } from "@eldercare/contracts";

/** "Tuesdays", "Tuesdays and Fridays", "Mondays, Wednesdays and Fridays"; every day of the week: "Every day". */
export function weekdaysInWords(weekdays: readonly number[]): string {
  if (weekdays.length === 7) return "Every day";
  const names = [...weekdays]
    .sort((a, b) => a - b)
    .map((d) => `${WEEKDAY_LABELS[d as Weekday] ?? `Day ${d}`}s`);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A schedule's pattern in words: "Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM". */
export function patternInWords(
  series: { weekdays: readonly number[]; shift_type: number; start_time: string },
  shiftName: (shift: number) => string,
): string {
  return `${weekdaysInWords(series.weekdays)}, ${shiftName(series.shift_type)} from ${formatStartTime(series.start_time)}`;
}
