import { nextPlanStart, type PaymentFrequency, type SubscriptionStatus } from "@eldercare/contracts";
import { lastDayOfMonths } from "../../lib/india-date.ts";

const MONTHS: Record<Lowercase<PaymentFrequency>, number> = { annual: 12, quarterly: 3 };

/**
 * When a newly paid plan runs (docs/decisions/0015-subscriptions-and-payments.md): from today, or, if
 * the member already has a plan running or paid for, from the day after the last one ends, so nothing
 * paid for is lost. 12 months for annual, 3 for quarterly; India calendar days.
 */
export function nextPeriod(
  today: string,
  latestEnd: string | null,
  frequency: Lowercase<PaymentFrequency>,
): { startsOn: string; endsOn: string } {
  const startsOn = nextPlanStart(latestEnd, today);
  return { startsOn, endsOn: lastDayOfMonths(startsOn, MONTHS[frequency]) };
}

export function subscriptionStatus(
  startsOn: string,
  endsOn: string,
  today: string,
  cancelledFrom: string | null = null,
): SubscriptionStatus {
  // Cancelled once the cancellation took effect, or at once for a plan cancelled before it began.
  if (cancelledFrom !== null && (today >= cancelledFrom || endsOn < startsOn)) return "cancelled";
  if (today < startsOn) return "upcoming";
  return today > endsOn ? "expired" : "active";
}
