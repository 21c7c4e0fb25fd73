import { z } from "zod";
import { calendarDate, ISO_DATE_MESSAGE } from "./list.ts";
import { paiseToRupees, rupeesToPaise } from "./money.ts";
import { addCalendarDays } from "./plan-renewal.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/**
 * Cancelling a plan (issue 28, decision 0055). The legal terms: at least 15 days' written notice; before
 * the service starts, everything back less the administrative charge; after it starts, the unused part
 * pro rata less the charge, which never exceeds 20% of the total fees; one-time services (the
 * registration fee) are not refunded once used. The server's configuration may change the numbers
 * (CANCELLATION_NOTICE_DAYS, CANCELLATION_CHARGE_PERCENT, CANCELLATION_CHARGE_CAP_PERCENT); these are
 * the terms' values, the defaults.
 */
export const CANCELLATION_POLICY_DEFAULTS = {
  notice_days: 15,
  /** The administrative charge, a percentage of the total fees paid for the plan (our choice: decision 0055). */
  charge_percent: 10,
  /** The terms' ceiling on the charge: the configured rate is never applied above it. */
  charge_cap_percent: 20,
} as const;

export type CancellationPolicy = { [K in keyof typeof CANCELLATION_POLICY_DEFAULTS]: number };

export const CANCELLATION_STATUSES = ["requested", "approved", "declined"] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];
/**
 * A plan's open cancellation: waiting for the team or approved (a declined one is no longer the plan's).
 * A plan has at most one (a partial unique index), and the plan card shows it.
 */
export const CANCELLATION_OPEN_STATUSES = [
  "requested",
  "approved",
] as const satisfies readonly CancellationStatus[];
export type OpenCancellationStatus = (typeof CANCELLATION_OPEN_STATUSES)[number];
/** True for a cancellation still the plan's: waiting for the team or approved. */
export const isOpenCancellation = (status: CancellationStatus): status is OpenCancellationStatus =>
  (CANCELLATION_OPEN_STATUSES as readonly CancellationStatus[]).includes(status);

/** An approved cancellation's refund at the gateway (decision 0057). */
export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: "Refund on its way",
  processed: "Refunded",
  failed: "Refund failed",
};

export const CANCELLATION_MESSAGES = {
  planNotFound: "Plan not found",
  planEnded: "This plan has already ended.",
  /** The plan's last day comes before the notice would let a cancellation take effect. */
  endsBeforeNotice: (lastDay: string, noticeDays: number) =>
    `Your plan ends on ${lastDay}, before a cancellation could take effect (${noticeDays} days' notice). It simply ends then, with nothing more to pay.`,
  quoteChanged:
    "The figures have changed since you saw them. Please look at the new quote and confirm again.",
  reasonRequired: "Please tell us why you are cancelling",
  reasonMax: "Reason cannot exceed 500 characters",
  requested: "We have your cancellation request. Our team will confirm it within 2 working days.",
} as const;

/** users/getcancellationquote/: what cancelling one of the member's plans today would mean. */
export const cancellationQuoteRequestSchema = z.strictObject({
  subscription_id: positiveIdSchema("subscription_id is required"),
});
export type CancellationQuoteRequest = z.infer<typeof cancellationQuoteRequestSchema>;

/**
 * The quote. Amounts in rupees (2 decimals), GST included as paid; dates YYYY-MM-DD in India. The plan
 * is covered up to the day before `effective_date`; `started` says whether that is after its first day.
 */
export const cancellationQuoteSchema = z.object({
  subscription_id: z.number().int(),
  plan_type_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  requested_on: z.string(),
  effective_date: z.string(),
  started: z.boolean(),
  amount_paid: z.number(),
  /** The one-time registration fee paid with this plan (0 when none was). */
  registration_fee: z.number(),
  /** The plan's own fee: amount_paid less the registration fee. */
  plan_amount: z.number(),
  days_total: z.number().int(),
  /** Days covered before the effective date (0 before the plan starts). */
  days_used: z.number().int(),
  /** What is refundable before the charge: all of it before the start, else the plan's unused days. */
  refundable: z.number(),
  admin_charge: z.number(),
  refund: z.number(),
  /** Visits on or before the day before `effective_date`: they go ahead. */
  visits_before: z.number().int(),
  /** Visits from `effective_date` on: cancelled when the team approves, giving nothing back. */
  visits_after: z.number().int(),
  policy: z.object({
    notice_days: z.number().int(),
    charge_percent: z.number(),
    charge_cap_percent: z.number(),
  }),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const cancellationSchema = z.object({
  cancellation_id: z.number().int(),
  subscription_id: z.number().int(),
  status: z.enum(CANCELLATION_STATUSES),
  reason: z.string(),
  requested_at: z.string(),
  quote: cancellationQuoteSchema,
  /** Once approved: the refund decided (rupees) and where it stands at the gateway (null: none to pay). */
  refund: z.number().optional(),
  refund_status: z.enum(REFUND_STATUSES).nullable().optional(),
});
export type PlanCancellation = z.infer<typeof cancellationSchema>;

export const cancellationQuoteResponseSchema = z.object({
  quote: cancellationQuoteSchema,
  /** The plan's cancellation already asked for (waiting or approved), else null. */
  cancellation: cancellationSchema.nullable(),
});
export type CancellationQuoteResponse = z.infer<typeof cancellationQuoteResponseSchema>;

/** What the member types in the dialog. */
export const cancelSubscriptionFormSchema = z.strictObject({
  reason: plainText(
    z
      .string({ error: CANCELLATION_MESSAGES.reasonRequired })
      .trim()
      .min(1, CANCELLATION_MESSAGES.reasonRequired)
      .max(500, CANCELLATION_MESSAGES.reasonMax),
    "Reason",
    true,
  ),
});

/**
 * users/cancelsubscription/: asks to cancel, with the quote's date and refund as the member saw them, so a
 * quote that has changed since (a day has passed, a visit was booked) is refused rather than signed.
 */
export const cancelSubscriptionRequestSchema = z.strictObject({
  subscription_id: positiveIdSchema("subscription_id is required"),
  effective_date: calendarDate(`effective_date: ${ISO_DATE_MESSAGE}`),
  refund: z.number().min(0).max(10_000_000),
  ...cancelSubscriptionFormSchema.shape,
});
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;
export const cancelSubscriptionResponseSchema = z.object({
  cancellation: cancellationSchema,
  Message: z.string(),
});

/** How money and days are written where the quote is explained (the web's and the emails' formatters). */
export interface QuoteFormat {
  inr: (rupees: number) => string;
  day: (ymd: string) => string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
const daysApart = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The plan's last day of cover: the day before the cancellation takes effect. */
export const lastDayOfCover = (q: Pick<CancellationQuote, "effective_date">) =>
  addCalendarDays(q.effective_date, -1);

/**
 * What the family reads first (issue 41): what they get back, the last day of cover, and plainly what
 * happens to visits until then and after.
 */
export function cancellationSummary(q: CancellationQuote, f: QuoteFormat) {
  const last = f.day(lastDayOfCover(q));
  return {
    refund: f.inr(q.refund),
    lastDay: `Your plan covers you until ${last}, its last day.`,
    visitsUntil:
      q.visits_before === 0
        ? `Until then visits go ahead as usual, and you can still book them.`
        : `Until then visits go ahead as usual: the ${plural(q.visits_before, "visit")} booked up to ${last} will take place.`,
    visitsAfter:
      q.visits_after === 0
        ? `No visits are booked after ${last}.`
        : `${plural(q.visits_after, "visit")} booked after ${last} will be cancelled when our team approves.`,
  };
}

/**
 * The quote's breakdown, each figure worked from ones shown above it, in the Cancellation and Refund
 * Policy's words: the dialog's folded details and the email's lines.
 */
export function cancellationLines(
  q: CancellationQuote,
  f: QuoteFormat,
): { label: string; amount: string; why: string }[] {
  const paid =
    q.registration_fee > 0
      ? `Plan fee ${f.inr(q.plan_amount)} and registration fee ${f.inr(q.registration_fee)}, GST included`
      : `The plan fee, GST included`;
  const lines = [
    {
      label: "Amount paid",
      amount: f.inr(q.amount_paid),
      why: `${paid}: ${q.plan_type_name}, ${f.day(q.start_date)} to ${f.day(q.end_date)} (${q.days_total} days).`,
    },
  ];
  if (q.started) {
    // The days covered: those before the request, then the notice the policy asks for.
    const notice = `the ${q.policy.notice_days} days' notice the policy asks for: your plan runs until ${f.day(lastDayOfCover(q))}.`;
    const before = daysApart(q.start_date, q.requested_on);
    lines.push({
      label: "Days covered",
      amount: `${q.days_used} of ${q.days_total}`,
      why:
        before > 0 ? `${plural(before, "day")} before your request, then ${notice}` : `All within ${notice}`,
    });
    if (q.registration_fee > 0) {
      lines.push({
        label: "Registration fee",
        amount: f.inr(q.registration_fee),
        why: "A one-time service, used once the plan started: not refunded, as the policy says.",
      });
    }
  }
  const unused = q.days_total - q.days_used;
  const cents = (rupees: number) => paiseToRupees(rupeesToPaise(rupees));
  const full = cents((q.plan_amount * q.policy.charge_percent) / 100);
  const chargeLimit =
    q.admin_charge >= full
      ? "."
      : q.admin_charge === q.refundable
        ? ", but never more than is refundable."
        : q.admin_charge === cents((q.amount_paid * q.policy.charge_cap_percent) / 100)
          ? `, but never more than ${q.policy.charge_cap_percent}% of the total fees, as the policy promises.`
          : `, lowered by our team from ${f.inr(full)}.`;
  lines.push(
    {
      label: "Refundable",
      amount: f.inr(q.refundable),
      why: q.started
        ? `The plan fee for the ${plural(unused, "day")} after your plan stops: ${f.inr(q.plan_amount)} × ${unused} ÷ ${q.days_total}.`
        : "Everything you paid: your plan has not started by the day it stops.",
    },
    {
      label: "Administrative charge",
      amount: f.inr(q.admin_charge),
      why: `For the work already done for you (registration, identity checks, care planning, payment processing): ${q.policy.charge_percent}% of the plan fee of ${f.inr(q.plan_amount)}${chargeLimit}`,
    },
    {
      label: "Your refund",
      amount: f.inr(q.refund),
      why: "In INR to the way you paid, within 15 working days of our team's approval, with a GST credit note.",
    },
  );
  return lines;
}

export const CANCELLATION_TEXT = {
  button: "Cancel plan",
  title: "Cancel your plan?",
  /** Above the refund, the dialog's first line. */
  refundLabel: "Your refund",
  /** The folded breakdown's summary. */
  howWorkedOut: "How we worked this out",
  confirm: "Ask to cancel",
  keep: "Keep my plan",
  waiting: (day: string) => `Cancellation requested: your plan stops on ${day} once our team approves.`,
  approved: (day: string) => `Cancellation approved: your plan stops on ${day}.`,
  /**
   * The plan card once the team approved (issue 42): its last day of cover (the day before it stops),
   * the same date as its "Ends" line; no Cancel plan and no Renew beside it.
   */
  cancelledCoverEnds: (lastDay: string) => `Cancelled: cover ends on ${lastDay}. No visits after that day.`,
  /** The plan card once a cancellation is asked for (issue 41): when, and what happens next. */
  /** In place of Cancel plan once one is asked for: opens the request as the dialog shows it. */
  seeRequest: "See the cancellation request",
  requestedOn: (requested: string) => `Cancellation requested on ${requested}: waiting for our team`,
  whatNext: (stops: string) =>
    `Our team will confirm it within 2 working days and email you. Your plan stops on ${stops} once they approve it; until then nothing changes.`,
  /** The team approved a lower charge than quoted (decision 0056). */
  chargeLowered: (from: string, to: string) =>
    `Our team lowered the administrative charge from ${from} to ${to}.`,
  /** The approved refund's line: "Refund of ₹18,352.33: Refunded". */
  refundLine: (amount: string, status: RefundStatus) =>
    `Refund of ${amount}: ${REFUND_STATUS_LABELS[status]}`,
} as const;

/**
 * The quote as the team decided it: the refund approved, and the charge that makes it (the refundable
 * amount less the refund), so the lines the member reads add up to what they get back.
 */
export function decidedQuote(q: CancellationQuote, refund: number): CancellationQuote {
  const charge = paiseToRupees(Math.max(0, rupeesToPaise(q.refundable) - rupeesToPaise(refund)));
  return { ...q, refund, admin_charge: charge };
}
