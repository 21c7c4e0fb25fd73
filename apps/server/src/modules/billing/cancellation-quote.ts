import {
  addCalendarDays,
  CANCELLATION_MESSAGES,
  type CancellationPolicy,
  type CancellationQuote,
  paiseToRupees,
} from "@eldercare/contracts";
import { AppError } from "../../http/app-error.ts";
import { daysBetween, formatIndiaDay } from "../../lib/india-date.ts";

/** What the quote is computed from: the plan, what was paid for it, today, and the visits either side. */
export interface QuoteFacts {
  plan: { id: number; tier: string; startsOn: string; endsOn: string };
  /** The payment for the plan, GST included, and the registration fee within it (0 when none). */
  paidPaise: number;
  registrationPaise: number;
  /** India's date of the request. */
  today: string;
  policy: CancellationPolicy;
  /** The plan's visits going ahead before the effective date, and those from it on. */
  visits: { before: number; after: number };
}

/** The day a cancellation asked for today takes effect: the plan covers up to the day before. */
export const effectiveDateOf = (today: string, policy: CancellationPolicy) =>
  addCalendarDays(today, policy.notice_days);

/**
 * The cancellation quote (decision 0055, with worked examples). In paise, GST included as paid:
 *   effective = today + notice days; the plan covers the days before it.
 *   not started (effective ≤ first day): refundable = everything paid, registration fee included;
 *   started: refundable = plan fee × unused days ÷ plan days (rounded to the paisa); the registration
 *            fee, a one-time service, was used;
 *   charge = rate% of the plan fee (the registration fee left out: issue 41), never more than cap% of
 *            everything paid (the policy's ceiling) nor the refundable amount;
 *   refund = refundable − charge.
 * Refuses a plan already over, and one whose last day comes before the notice runs out.
 */
export function quoteCancellation(f: QuoteFacts): CancellationQuote {
  const { plan, policy, today } = f;
  if (plan.endsOn < today) throw new AppError("BE011", CANCELLATION_MESSAGES.planEnded);
  const effective = effectiveDateOf(today, policy);
  if (effective > plan.endsOn) {
    throw new AppError(
      "BE011",
      CANCELLATION_MESSAGES.endsBeforeNotice(formatIndiaDay(plan.endsOn), policy.notice_days),
    );
  }
  const daysTotal = daysBetween(plan.startsOn, plan.endsOn) + 1;
  const started = effective > plan.startsOn;
  const daysUsed = started ? daysBetween(plan.startsOn, effective) : 0;
  const planPaise = f.paidPaise - f.registrationPaise;
  const refundable = started ? Math.round((planPaise * (daysTotal - daysUsed)) / daysTotal) : f.paidPaise;
  // The charge is worked from the plan's fee, never the registration fee the family does not get back
  // (issue 41), and stays under the policy's ceiling of the cap's share of the total fees.
  const charge = Math.min(
    Math.round((planPaise * policy.charge_percent) / 100),
    Math.round((f.paidPaise * policy.charge_cap_percent) / 100),
    refundable,
  );
  return {
    subscription_id: plan.id,
    plan_type_name: plan.tier.charAt(0).toUpperCase() + plan.tier.slice(1),
    start_date: plan.startsOn,
    end_date: plan.endsOn,
    requested_on: today,
    effective_date: effective,
    started,
    amount_paid: paiseToRupees(f.paidPaise),
    registration_fee: paiseToRupees(f.registrationPaise),
    plan_amount: paiseToRupees(planPaise),
    days_total: daysTotal,
    days_used: daysUsed,
    refundable: paiseToRupees(refundable),
    admin_charge: paiseToRupees(charge),
    refund: paiseToRupees(refundable - charge),
    visits_before: f.visits.before,
    visits_after: f.visits.after,
    policy: { ...policy },
  };
}
