/**
 * Renewal (issue 28, decision 0054): the family is reminded 30, 7 and 1 days before a plan's last day,
 * each once per plan and none once the next period is paid; renewing buys the next period to start the
 * day after the last paid day, with no second registration fee (REGISTRATION_FEE_RULE).
 */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;
/** Reminders (a visit's, the day before; a plan's) go out from this hour, India time, never in the night. */
export const REMINDERS_FROM_HOUR = 9;
export type RenewalReminderDays = (typeof RENEWAL_REMINDER_DAYS)[number];

/** "2027-11-24" plus n days, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function addCalendarDays(ymd: string, n: number): string {
  const [y, m, d] = ymd.split("-").map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/**
 * The first day of the next period a member buys: the day after their last paid day when a plan is
 * running or paid for, else today (India calendar days, YYYY-MM-DD).
 */
export function nextPlanStart(latestEnd: string | null, today: string): string {
  return latestEnd !== null && latestEnd >= today ? addCalendarDays(latestEnd, 1) : today;
}

export const RENEWAL_TEXT = {
  /** The button on the profile's plan tab and on My bookings. */
  renew: "Renew",
  /** Another tier, or a plan for someone new. */
  otherPlan: "Choose another plan",
  /** The plan dialog's line in renewal: "Renew Silver from 25 Nov 2027". */
  renewFrom: (tier: string, day: string) => `Renew ${tier} from ${day}`,
  /** A plan starting after the current one: "Silver from 25 Nov 2027". */
  startsFrom: (tier: string, day: string) => `${tier} from ${day}`,
  /** Under that line, when a plan is running or paid for: nothing paid for is lost. */
  noOverlap: "Your current plan runs to its last day; the new one starts the day after.",
} as const;
