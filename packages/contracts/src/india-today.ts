/*
 * Today's date in India, apart from the loved ones' schemas: the companion's app compares a visit's day
 * with it before the schemas load (docs/decisions/0096).
 */

/** Today's date in India (YYYY-MM-DD): ages are counted on the Indian calendar. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}
