// Times, days and numbers in the companion's language (issue 46): Intl with en-IN, hi-IN, bn-IN or ta-IN,
// always on India's clock, whatever the phone's own zone.

const INDIA = "Asia/Kolkata";

/** An instant as a time of day in India: "7:05 am", "सुबह 7:05", "৭:০৫ AM"… */
export function timeIn(locale: string, instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return new Intl.DateTimeFormat(locale, { timeZone: INDIA, hour: "numeric", minute: "2-digit" }).format(at);
}

/** A start time "HH:MM" (India's wall clock) in the language. */
export function startTimeIn(locale: string, startTime: string): string {
  const [h = 0, m = 0] = startTime.split(":").map(Number);
  const at = new Date(Date.UTC(2000, 0, 1, h, m));
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(at);
}

/** A day "YYYY-MM-DD" with its weekday: "Monday, 30 November". */
export function longDayIn(locale: string, day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(at);
}
