import { z } from "zod";
import { BOOKING_RULES } from "./booking-time.ts";
import {
  CHECK_ALERT_DAYS,
  COMPANION_CHECK_FIELDS,
  COMPANION_CHECK_LABELS,
  COMPANION_CHECK_VALID_FIELDS,
  COMPANION_CHECKS,
  type CompanionCheck,
} from "./companions.ts";

/*
 * A companion's checks expire (issue 45, decision 0087): each check holds until its valid-until date.
 * Past it the companion is not suggested, assigned or held for a visit; the team is told 60, 30 and 7 days
 * before; the visits they hold after it are flagged on the dashboard. This file holds how the console and
 * the team's emails say so.
 */

/** A check lapsing within this many days is shown as lapsing soon in the console. */
export const CHECK_LAPSE_SOON_DAYS = 30;

/**
 * How many days ahead the dashboard looks for visits held by a companion whose check will have lapsed by
 * then: the booking window's default, so every visit a family can book is seen.
 */
export const LAPSED_VISIT_DAYS = BOOKING_RULES.windowDays;

/** Where a check stands on a day: lapsed (the day is past its valid-until date), lapsing soon, or valid. */
export type CheckStanding = "lapsed" | "soon" | "valid";

/** Calendar days from `from` to `to` (YYYY-MM-DD), negative backwards. */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where a check valid until `validUntil` stands on `today`: lapsed after that day, lapsing soon within
 * CHECK_LAPSE_SOON_DAYS of it, else valid. No valid-until date (a check not done, or a companion seeded
 * without one) never lapses: whether the check is done at all is said elsewhere ("Missing").
 */
export function checkStanding(validUntil: string | null, today: string): CheckStanding {
  if (validUntil === null) return "valid";
  if (validUntil < today) return "lapsed";
  return daysFrom(today, validUntil) <= CHECK_LAPSE_SOON_DAYS ? "soon" : "valid";
}

type CheckedCompanion = Partial<
  Record<
    (typeof COMPANION_CHECK_FIELDS)[CompanionCheck] | (typeof COMPANION_CHECK_VALID_FIELDS)[CompanionCheck],
    string | null
  >
>;

/** The worst standing of a companion's done checks on `today` (a check not done has no valid-until). */
export function checksStanding(c: CheckedCompanion, today: string): CheckStanding {
  const standings = COMPANION_CHECKS.filter((check) => c[COMPANION_CHECK_FIELDS[check]]).map((check) =>
    checkStanding(c[COMPANION_CHECK_VALID_FIELDS[check]] ?? null, today),
  );
  if (standings.includes("lapsed")) return "lapsed";
  return standings.includes("soon") ? "soon" : "valid";
}

/** A check as a sentence names it ("Anita Das's police verification"). */
export const COMPANION_CHECK_NOUNS: Record<CompanionCheck, string> = {
  identity: "identity verification",
  police: "police verification",
  training: "training",
};

/** What the team's reminder says: the companion, the check, its days (formatted by the caller). */
export interface CheckReminderFacts {
  companionName: string;
  /** As the team dials it, e.g. "+91 98300 12345". */
  phone: string;
  cityName: string;
  check: CompanionCheck;
  /** The day the check was done, and the last day it holds, e.g. "30 Jan 2027". */
  doneOn: string;
  validUntil: string;
  /** The first day the companion is no longer sent: the day after `validUntil`. */
  lapsesOn: string;
  /** Days from today to the last day it holds (0: today is its last day). */
  daysLeft: number;
  /** The companion's page in the console, where the renewed check is entered. */
  link: string;
}

const whenLeft = (validUntil: string, daysLeft: number) =>
  daysLeft <= 0
    ? `today, ${validUntil}, is its last day`
    : daysLeft === 1
      ? `it is valid until tomorrow, ${validUntil}`
      : `it is valid until ${validUntil}, ${daysLeft} days from today`;

/**
 * The care team's email that a companion's check is lapsing (60, 30 and 7 days before, each once): who,
 * which check, until when, what happens after it, and where to enter the renewed check.
 */
export function checkReminderLetter(f: CheckReminderFacts): { subject: string; body: string } {
  const noun = COMPANION_CHECK_NOUNS[f.check];
  const days = f.daysLeft <= 0 ? "today" : f.daysLeft === 1 ? "tomorrow" : `in ${f.daysLeft} days`;
  return {
    subject: `Check to renew: ${f.companionName}'s ${noun} lapses after ${f.validUntil} (${days})`,
    body: [
      `${f.companionName}'s ${noun} (${COMPANION_CHECK_LABELS[f.check]}, done on ${f.doneOn}): ${whenLeft(f.validUntil, f.daysLeft)}.`,
      "",
      `From ${f.lapsesOn} they are not suggested, assigned or held for any visit until it is renewed, and the visits they hold from that day are flagged on the dashboard for another companion.`,
      "",
      `Companion: ${f.companionName}, ${f.phone}, ${f.cityName}`,
      "",
      "Once the check is renewed, enter its new date and valid-until date on their page in the console:",
      f.link,
      "",
      `The team is told ${CHECK_ALERT_DAYS.join(", ").replace(/, (\d+)$/, " and $1")} days before a check lapses, once each.`,
    ].join("\n"),
  };
}

const count = z.number().int().nonnegative();

/** A visit held by a companion whose check will have lapsed on its day (the dashboard's list). */
export const lapsedCheckVisitSchema = z.object({
  booking_id: z.number().int(),
  loved_one_name: z.string(),
  service_name: z.string(),
  visit_date: z.string(),
  starts_at: z.string(),
  status: z.string(),
  companion_id: z.number().int(),
  /** The companion's full name and phone (the console's view). */
  companion_name: z.string(),
  companion_phone: z.string(),
  /** The check that lapses first before the visit's day, and its last day. */
  check: z.enum(COMPANION_CHECKS),
  valid_until: z.string(),
});
export type LapsedCheckVisit = z.infer<typeof lapsedCheckVisitSchema>;

/**
 * The dashboard's visits after a check lapses (issue 45): requested or confirmed, not started, from today
 * to LAPSED_VISIT_DAYS ahead, held by a companion whose check's valid-until date is before the visit's
 * day; a coordinator's cities only. The count is whole; the list holds at most DASHBOARD_CARE_LIST_MAX,
 * soonest first. The next automatic assignment treats each as having no companion.
 */
export const lapsedChecksSchema = z.object({
  visits: count,
  list: z.array(lapsedCheckVisitSchema),
});
export type LapsedChecks = z.infer<typeof lapsedChecksSchema>;

/** The console's words for lapsing checks: the companion's badges and rows, and the dashboard. */
export const CHECK_EXPIRY_TEXT = {
  formIntro: "Each holds until its valid-until date; after it they are not sent until it is renewed.",
  validUntilLabel: "Valid until",
  validUntilHint: (months: number) =>
    `Its last day: ${months % 12 === 0 ? `${months / 12} ${months === 12 ? "year" : "years"}` : `${months} months`} after the check unless you change it.`,
  validUntil: (day: string) => `valid until ${day}`,
  lapsed: (day: string) => `Lapsed: valid until ${day}`,
  soon: (day: string) => `Lapses soon: valid until ${day}`,
  /** The companion's badge. */
  badgeLapsed: "A check has lapsed",
  badgeSoon: `A check lapses within ${CHECK_LAPSE_SOON_DAYS} days`,
  /** In place of "Can be sent on visits" while a check has lapsed. */
  notSentLapsed: "Not sent until the lapsed check is renewed",
  heading: "Visits after a companion's check lapses",
  none: "No visit is held by a companion whose check will have lapsed.",
  hint: "Give each visit to another companion, or renew the check.",
  lapsedLine: (check: CompanionCheck, day: string) => `${COMPANION_CHECK_LABELS[check]}: valid until ${day}`,
} as const;
