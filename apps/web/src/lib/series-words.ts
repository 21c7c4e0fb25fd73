import { formatStartTime, weekdaysInWords } from "@eldercare/contracts";

/** A schedule's pattern in words: "Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM". */
export function patternInWords(
  series: { weekdays: readonly number[]; shift_type: number; start_time: string },
  shiftName: (shift: number) => string,
): string {
  return `${weekdaysInWords(series.weekdays)}, ${shiftName(series.shift_type)} from ${formatStartTime(series.start_time)}`;
}
