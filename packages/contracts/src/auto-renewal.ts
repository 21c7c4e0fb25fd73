import { z } from "zod";
import { addCalendarDays } from "./plan-renewal.ts";
import { positiveIdSchema } from "./validation/fields.ts";

/**
 * Automatic renewal with a gateway mandate (issue 47, "Auto-renewal", decision 0097). The family turns
 * it on for a plan; the gateway holds a mandate (Razorpay recurring payments; the sandbox in development)
 * and the plan is renewed on its last day after a pre-debit notice. All rules and words are here, once.
 */
export const AUTO_RENEWAL = {
  /** The pre-debit notice goes out this many days before the debit date (the plan's last day). */
  noticeDaysBefore: 2,
  /** No debit is attempted earlier than this many hours after the cycle's recorded notice. */
  minNoticeHours: 24,
  /** A debit above this (paise: ₹15,000) needs the customer's approval: a one-tap payment link instead. */
  approvalLimitPaise: 1_500_000,
  /** A cycle's debit is tried at most this many times… */
  maxAttempts: 3,
  /** …this many hours apart (the gateway's retry spacing). */
  retryHours: 24,
} as const;

export const MANDATE_STATES = ["created", "active", "cancelled", "failed"] as const;
export type MandateState = (typeof MANDATE_STATES)[number];
/** A mandate the gateway holds or is making: at most one per plan. */
export const LIVE_MANDATE_STATES = ["created", "active"] as const satisfies readonly MandateState[];
/** upi / card: a silent debit under the mandate; link: a one-tap payment link sent with each notice. */
export const MANDATE_METHODS = ["upi", "card", "link"] as const;
export type MandateMethod = (typeof MANDATE_METHODS)[number];

export const RENEWAL_CYCLE_STATES = [
  "noticed",
  "debiting",
  "renewed",
  "failed",
  "moved",
  "cancelled",
] as const;
export type RenewalCycleState = (typeof RENEWAL_CYCLE_STATES)[number];
/** Cycles the sweep still has to act on (a debit to try, or one on its way). */
export const RENEWAL_CYCLE_DUE_STATES = [
  "noticed",
  "debiting",
] as const satisfies readonly RenewalCycleState[];
/** debit: under the mandate; link: a payment link sent with the notice. */
export const RENEWAL_CYCLE_KINDS = ["debit", "link"] as const;
export type RenewalCycleKind = (typeof RENEWAL_CYCLE_KINDS)[number];

/** The date of a cycle's debit for a plan ending `endsOn`: its last day (the renewal starts the day after, 0054). */
export const debitDateFor = (endsOn: string) => endsOn;
/** When the pre-debit notice for a debit on `debitOn` goes out. */
export const noticeDateFor = (debitOn: string) => addCalendarDays(debitOn, -AUTO_RENEWAL.noticeDaysBefore);
/** Whether a debit of this amount goes as a payment link rather than a silent debit. */
export const needsApproval = (amountPaise: number) => amountPaise > AUTO_RENEWAL.approvalLimitPaise;

export const AUTO_RENEWAL_MESSAGES = {
  planNotFound: "Plan not found",
  planEnded: "This plan has ended, so it cannot renew automatically.",
  planCancelled: "This plan is cancelled or being cancelled, so it cannot renew automatically.",
  nextPlanPaid: "You have already paid for the plan after this one. Turn on automatic renewal for that plan.",
  turnedOn: "Automatic renewal is on.",
  turnedOff: "Automatic renewal is off. Nothing will be debited.",
  alreadyOff: "Automatic renewal was already off.",
} as const;

/** How the family may approve a mandate (a payment link is never chosen: it follows from the amount). */
export const MANDATE_CHOICES = ["upi", "card"] as const satisfies readonly MandateMethod[];
export type MandateChoice = (typeof MANDATE_CHOICES)[number];

/**
 * users/setautorenew/: turn automatic renewal of one of the member's plans on or off; `method` (when
 * turning on) is how the payer approves the mandate, UPI AutoPay unless they choose a card.
 */
export const setAutoRenewRequestSchema = z.strictObject({
  subscription_id: positiveIdSchema("subscription_id is required"),
  enabled: z.boolean({ error: "enabled must be true or false" }),
  method: z.enum(MANDATE_CHOICES, { error: "method must be upi or card" }).optional(),
});
export type SetAutoRenewRequest = z.infer<typeof setAutoRenewRequestSchema>;

/** users/getautorenew/: how automatic renewal of one of the member's plans stands. */
export const getAutoRenewRequestSchema = z.strictObject({
  subscription_id: positiveIdSchema("subscription_id is required"),
});
export type GetAutoRenewRequest = z.infer<typeof getAutoRenewRequestSchema>;

/** A plan's mandate as the family sees it. Dates YYYY-MM-DD in India; amount in rupees. */
export const autoRenewalSchema = z.object({
  subscription_id: z.number().int(),
  enabled: z.boolean(),
  mandate: z
    .object({
      mandate_id: z.number().int(),
      state: z.enum(MANDATE_STATES),
      method: z.enum(MANDATE_METHODS),
      /** The plan's last day: the next renewal is debited (or its link sent) then. */
      next_debit_date: z.string(),
      /** What the renewal costs (no registration fee), rupees. */
      amount: z.number(),
      /** When the pre-debit notice goes out. */
      notice_date: z.string(),
      /** Why a payment link rather than a silent debit, when it is one. */
      link_reason: z.enum(["over_limit", "gateway_refused"]).nullable(),
      /** Where the payer approves the mandate at their bank, while it waits for that (state created). */
      approval_url: z.string().nullable(),
    })
    .nullable(),
});
export type AutoRenewal = z.infer<typeof autoRenewalSchema>;

export const setAutoRenewResponseSchema = autoRenewalSchema.extend({ Message: z.string() });
export type SetAutoRenewResponse = z.infer<typeof setAutoRenewResponseSchema>;

/** The plan card's words. */
export const AUTO_RENEWAL_TEXT = {
  heading: "Automatic renewal",
  off: "Off: you renew this plan yourself.",
  turnOn: "Turn on automatic renewal",
  turnOff: "Turn off automatic renewal",
  confirmTitle: "Renew this plan automatically?",
  confirmBody: (date: string, notice: string) =>
    `We will renew this plan on its last day, ${date}, with the same plan and no registration fee. We tell you the amount on ${notice}, at least a day before anything is taken, and you can turn this off at any time.`,
  overLimit:
    "Renewals above ₹15,000 need your approval each time: we send a one-tap payment link with the notice.",
  payBy: "Pay renewals by",
  payByHint: "You approve it once: in your UPI app, or with your card's bank.",
  choiceLabels: { upi: "UPI AutoPay", card: "Debit or credit card" } satisfies Record<MandateChoice, string>,
  waitingForBank:
    "Your bank has not approved the mandate yet. Approve it to start automatic renewal; until then you renew yourself.",
  approve: "Approve at your bank",
  confirm: "Turn on",
  cancel: "Not now",
  offTitle: "Turn off automatic renewal?",
  offBody:
    "The mandate is cancelled with the bank at once. Your plan still ends on its date unless you renew it.",
  confirmOff: "Turn off",
  stateLabels: {
    created: "Waiting for the bank",
    active: "Active",
    cancelled: "Cancelled",
    failed: "Could not be set up",
  } satisfies Record<MandateState, string>,
  methodLabels: { upi: "UPI AutoPay", card: "Card", link: "Payment link each time" } satisfies Record<
    MandateMethod,
    string
  >,
  method: "Method",
  nextDebit: "Next renewal",
  amount: "Amount",
  notice: "Notice on",
  state: "State",
} as const;
