import {
  AUTO_RENEWAL,
  type BeneficiaryCount,
  CANCELLATION_OPEN_STATUSES,
  type CancellationQuote,
  type CancellationStatus,
  type CreditNote,
  type Invoice,
  LIVE_MANDATE_STATES,
  MANDATE_METHODS,
  MANDATE_STATES,
  type MandateMethod,
  type MandateState,
  PAYMENT_IN_PROGRESS_STATES,
  type PaymentFrequency,
  type PaymentGatewayName,
  type PaymentState,
  type PlanTier,
  RENEWAL_CYCLE_DUE_STATES,
  RENEWAL_CYCLE_KINDS,
  RENEWAL_CYCLE_STATES,
  type RefundStatus,
  type RenewalCycleKind,
  type RenewalCycleState,
  type SubscriptionRequestStatus,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sqlList } from "../sql-list.ts";
import { users } from "./identity.ts";
import { states } from "./reference.ts";

/** The plan catalogue: one row per tier × beneficiaries × frequency. Money in integer paise. */
export const planTiers = pgTable(
  "plan_tiers",
  {
    id: serial("id").primaryKey(),
    tier: text("tier").$type<PlanTier>().notNull(),
    beneficiaries: text("beneficiaries").$type<Lowercase<BeneficiaryCount>>().notNull(),
    frequency: text("frequency").$type<Lowercase<PaymentFrequency>>().notNull(),
    planFeePaise: integer("plan_fee_paise").notNull(),
    tierSavingPercent: integer("tier_saving_percent").notNull().default(0),
    registrationFeePaise: integer("registration_fee_paise").notNull().default(0),
    registrationFeeWaived: boolean("registration_fee_waived").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    unique("plan_tiers_combination_uq").on(t.tier, t.beneficiaries, t.frequency),
    check("plan_tiers_tier_ck", sql`${t.tier} in ('bronze', 'silver', 'gold')`),
    check("plan_tiers_beneficiaries_ck", sql`${t.beneficiaries} in ('single', 'couple')`),
    check("plan_tiers_frequency_ck", sql`${t.frequency} in ('annual', 'quarterly')`),
    check("plan_tiers_amounts_ck", sql`${t.planFeePaise} > 0 and ${t.registrationFeePaise} >= 0`),
    check("plan_tiers_saving_ck", sql`${t.tierSavingPercent} between 0 and 100`),
  ],
);

/**
 * A member's request to buy one plan (users/subscription/create/). The price is fixed when the
 * request is made; at most one request per member is open at a time.
 */
export const subscriptionRequests = pgTable(
  "subscription_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    planTierId: integer("plan_tier_id")
      .notNull()
      .references(() => planTiers.id),
    requestType: smallint("request_type").notNull().default(1),
    /** open → paid, or superseded (the member chose another plan before paying). */
    status: text("status").$type<SubscriptionRequestStatus>().notNull().default("open"),
    tier: text("tier").$type<PlanTier>().notNull(),
    beneficiaries: text("beneficiaries").$type<Lowercase<BeneficiaryCount>>().notNull(),
    frequency: text("frequency").$type<Lowercase<PaymentFrequency>>().notNull(),
    planFeePaise: integer("plan_fee_paise").notNull(),
    discountPaise: integer("discount_paise").notNull(),
    registrationFeePaise: integer("registration_fee_paise").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** The state of India billed to, chosen at payment by a member with no Indian address on record. */
    billingStateId: integer("billing_state_id").references(() => states.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_requests_one_open_uq").on(t.userId).where(sql`${t.status} = 'open'`),
    check("subscription_requests_status_ck", sql`${t.status} in ('open', 'paid', 'superseded')`),
    check("subscription_requests_amount_ck", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Payment attempts for a request. The database itself allows one attempt in progress and one paid
 * attempt per request, so retries, double clicks and two tabs can never charge twice.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => subscriptionRequests.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    paymentType: smallint("payment_type").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** What the gateway says it captured (a capture of another amount is refund_due, refunded as captured). */
    capturedPaise: integer("captured_paise"),
    gateway: text("gateway").$type<PaymentGatewayName>().notNull(),
    /** created (order being made) → pending (at the gateway) → paid | failed | expired; refund_due for a second capture. */
    status: text("status").$type<PaymentState>().notNull().default("created"),
    gatewayOrderId: text("gateway_order_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_one_in_progress_uq")
      .on(t.requestId)
      .where(sql`${t.status} in ${sqlList(PAYMENT_IN_PROGRESS_STATES)}`),
    uniqueIndex("payments_one_paid_uq").on(t.requestId).where(sql`${t.status} = 'paid'`),
    uniqueIndex("payments_gateway_order_uq").on(t.gateway, t.gatewayOrderId),
    uniqueIndex("payments_gateway_payment_uq").on(t.gateway, t.gatewayPaymentId),
    index("payments_user_idx").on(t.userId, t.createdAt),
    // The dashboard's revenue per month.
    index("payments_paid_idx").on(t.paidAt).where(sql`${t.status} = 'paid'`),
    check(
      "payments_status_ck",
      sql`${t.status} in ('created', 'pending', 'paid', 'failed', 'expired', 'refund_due')`,
    ),
    check("payments_type_ck", sql`${t.paymentType} in (1, 2)`),
    check("payments_amount_ck", sql`${t.amountPaise} > 0`),
  ],
);

/** A paid plan: one per request and per payment. Dates are calendar days in India. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    requestId: integer("request_id")
      .notNull()
      .references(() => subscriptionRequests.id),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    planTierId: integer("plan_tier_id")
      .notNull()
      .references(() => planTiers.id),
    tier: text("tier").$type<PlanTier>().notNull(),
    beneficiaries: text("beneficiaries").$type<Lowercase<BeneficiaryCount>>().notNull(),
    frequency: text("frequency").$type<Lowercase<PaymentFrequency>>().notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    /**
     * The first day no longer covered, once the team approved a cancellation (decision 0056); ends_on is
     * then the day before it, which is the day before starts_on for a plan cancelled before it began.
     */
    cancelledFrom: date("cancelled_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_request_uq").on(t.requestId),
    uniqueIndex("subscriptions_payment_uq").on(t.paymentId),
    index("subscriptions_user_idx").on(t.userId, t.endsOn),
    // Plans in force today (the dashboard).
    index("subscriptions_period_idx").on(t.endsOn, t.startsOn),
    // A plan cancelled before it began ends the day before its first day: it covers no day.
    check("subscriptions_period_ck", sql`${t.endsOn} >= ${t.startsOn} - 1`),
  ],
);

/**
 * A renewal reminder queued for a plan (issue 28, decision 0054): 30, 7 or 1 days before its last day.
 * The primary key is what makes each one exactly once, whichever sweep in whichever process claims it.
 */
export const planReminders = pgTable(
  "plan_reminders",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    daysBefore: smallint("days_before").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.daysBefore] }),
    check("plan_reminders_days_ck", sql`${t.daysBefore} in (30, 7, 1)`),
  ],
);

/**
 * A plan paused instead of cancelled (issue 47, decision 0095): 1 to 3 months from `from_date` to
 * `to_date`, the plan's end moved out by `days`. Once per plan year: `year_start` is the first day of the
 * member's plan year it starts in (12-month years counted from their first plan's first day), unique per
 * member. Two pauses of one plan never overlap: an exclusion constraint in the migration (btree_gist).
 */
export const subscriptionPauses = pgTable(
  "subscription_pauses",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    months: smallint("months").notNull(),
    /** The days the plan's end moved out by (to_date - from_date + 1). */
    days: integer("days").notNull(),
    yearStart: date("year_start", { mode: "string" }).notNull(),
    /** How many visits it cancelled. */
    cancelled: integer("cancelled").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_pauses_year_uq").on(t.userId, t.yearStart),
    index("subscription_pauses_plan_idx").on(t.subscriptionId, t.fromDate),
    check("subscription_pauses_span_ck", sql`${t.toDate} >= ${t.fromDate}`),
    check("subscription_pauses_months_ck", sql`${t.months} between 1 and 3`),
  ],
);

/**
 * A member's request to cancel a plan (issue 28, decision 0055), with the quote they confirmed, kept as
 * shown. At most one per plan is waiting or approved: the partial unique index is what makes twenty
 * simultaneous requests one; after a decline the member may ask again.
 */
export const planCancellations = pgTable(
  "plan_cancellations",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<CancellationStatus>().notNull().default("requested"),
    reason: text("reason").notNull(),
    quote: jsonb("quote").$type<CancellationQuote>().notNull(),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    /** The refund promised: the quote's until the team decides, then the one approved. */
    refundPaise: integer("refund_paise").notNull(),
    /** The administrative charge approved (at most the quote's); null until approved. */
    chargePaise: integer("charge_paise"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id),
    decisionNote: text("decision_note"),
  },
  (t) => [
    uniqueIndex("plan_cancellations_one_open_uq")
      .on(t.subscriptionId)
      .where(sql`${t.status} in ${sqlList(CANCELLATION_OPEN_STATUSES)}`),
    index("plan_cancellations_user_idx").on(t.userId),
    index("plan_cancellations_waiting_idx").on(t.requestedAt).where(sql`${t.status} = 'requested'`),
    check("plan_cancellations_status_ck", sql`${t.status} in ('requested', 'approved', 'declined')`),
    check("plan_cancellations_refund_ck", sql`${t.refundPaise} >= 0`),
  ],
);

/**
 * The refund of an approved plan cancellation (decision 0057): one per request, ever (the unique
 * cancellation), sent to the gateway with a fixed idempotency key so a retry is the same refund there.
 * pending (made, then sent: gateway_refund_id set) → processed | failed, each once.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    /** The approved cancellation refunded; null for a payment captured twice, returned whole. */
    cancellationId: integer("cancellation_id").references(() => planCancellations.id),
    // No member column: the request names the member, and an approval never locks their account.
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    gatewayRefundId: text("gateway_refund_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_cancellation_uq").on(t.cancellationId),
    // A payment is refunded once, ever: a cancelled plan's, or a second capture's.
    uniqueIndex("refunds_payment_uq").on(t.paymentId),
    uniqueIndex("refunds_idempotency_uq").on(t.idempotencyKey),
    uniqueIndex("refunds_gateway_uq").on(t.gatewayRefundId),
    index("refunds_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    check("refunds_status_ck", sql`${t.status} in ('pending', 'processed', 'failed')`),
    check("refunds_amount_ck", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Plans in force, as changes per day (decision 0050): +1 on a plan's first day and -1 the day after its
 * last, per tier and frequency, so the plans in force on a day are the sum up to it. Kept by a
 * statement-level trigger on `subscriptions` (migration 0028).
 */
export const planTallies = pgTable(
  "plan_tallies",
  {
    day: date("day", { mode: "string" }).notNull(),
    tier: text("tier").$type<PlanTier>().notNull(),
    frequency: text("frequency").$type<Lowercase<PaymentFrequency>>().notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ name: "plan_tallies_pk", columns: [t.day, t.tier, t.frequency] })],
);

/**
 * Paid amounts (paise) per India month (its first day), kept by a statement-level trigger on `payments`
 * (migration 0028; decision 0050).
 */
export const revenueTallies = pgTable("revenue_tallies", {
  month: date("month", { mode: "string" }).primaryKey(),
  paise: bigint("paise", { mode: "number" }).notNull(),
});

/** GST tax invoices, one per paid payment; the document is kept as issued. */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    financialYear: text("financial_year").notNull(),
    invoiceNo: text("invoice_no").notNull(),
    invoiceDate: date("invoice_date").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** The invoice exactly as issued (contract `Invoice`), so later edits elsewhere never change it. */
    document: jsonb("document").$type<Omit<Invoice, "invoice_id">>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_payment_uq").on(t.paymentId),
    uniqueIndex("invoices_number_uq").on(t.financialYear, t.invoiceNo),
    index("invoices_user_idx").on(t.userId),
    check("invoices_number_length_ck", sql`length(${t.invoiceNo}) <= 16`),
  ],
);

/** The last invoice serial issued in each financial year (gap-free, taken inside the payment's transaction). */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});

/**
 * GST credit notes (decision 0058): one per processed refund of an invoiced payment, numbered without gaps
 * within the financial year in a series of their own, written in the refund's settling transaction and
 * kept as issued.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    financialYear: text("financial_year").notNull(),
    creditNoteNo: text("credit_note_no").notNull(),
    creditNoteDate: date("credit_note_date").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** The credit note exactly as issued (contract `CreditNote`). */
    document: jsonb("document").$type<Omit<CreditNote, "credit_note_id">>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_notes_refund_uq").on(t.refundId),
    uniqueIndex("credit_notes_number_uq").on(t.financialYear, t.creditNoteNo),
    index("credit_notes_user_idx").on(t.userId),
    check("credit_notes_number_length_ck", sql`length(${t.creditNoteNo}) <= 16`),
    check("credit_notes_total_ck", sql`${t.totalPaise} > 0`),
  ],
);

/** The last credit-note serial issued in each financial year (gap-free, like invoice_counters). */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});

/** Gateway notifications already handled (a replayed webhook is recognised by its event id). */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    id: serial("id").primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("gateway_events_event_uq").on(t.gateway, t.eventId)],
);

/**
 * Automatic renewal of a plan (issue 47, decision 0097): the mandate the gateway holds for it. At most
 * one live (created or active) per plan, by the partial unique index: two requests at once make one.
 * `next_debit_on` is the plan's last day, moved with it by a pause (RenewalSchedule.planEndMoved).
 */
export const renewalMandates = pgTable(
  "renewal_mandates",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    gateway: text("gateway").$type<PaymentGatewayName>().notNull(),
    /** created (asked of the gateway) → active | failed; cancelled when turned off or the plan is cancelled. */
    state: text("state").$type<MandateState>().notNull().default("created"),
    method: text("method").$type<MandateMethod>().notNull(),
    /** Why each renewal goes as a payment link (over the approval limit, or the gateway refused a mandate). */
    linkReason: text("link_reason").$type<"over_limit" | "gateway_refused">(),
    amountPaise: integer("amount_paise").notNull(),
    nextDebitOn: date("next_debit_on", { mode: "string" }).notNull(),
    gatewayCustomerId: text("gateway_customer_id"),
    gatewayMandateId: text("gateway_mandate_id"),
    /** Where the payer approves the mandate at their bank, while it is created (Razorpay's registration link). */
    approvalUrl: text("approval_url"),
    /** When the gateway was last asked how a created mandate stands (decision 0101). */
    gatewayCheckedAt: timestamp("gateway_checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the gateway confirmed the cancellation (null while it is still to be told). */
    gatewayCancelledAt: timestamp("gateway_cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("renewal_mandates_live_uq")
      .on(t.subscriptionId)
      .where(sql`${t.state} in ${sqlList(LIVE_MANDATE_STATES)}`),
    index("renewal_mandates_due_idx").on(t.nextDebitOn).where(sql`${t.state} = 'active'`),
    index("renewal_mandates_waiting_idx").on(t.gatewayCheckedAt).where(sql`${t.state} = 'created'`),
    index("renewal_mandates_gateway_idx").on(t.gatewayMandateId),
    check("renewal_mandates_state_ck", sql`${t.state} in ${sqlList(MANDATE_STATES)}`),
    check("renewal_mandates_method_ck", sql`${t.method} in ${sqlList(MANDATE_METHODS)}`),
    check("renewal_mandates_amount_ck", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * One renewal cycle of a mandate: the pre-debit notice (recorded before any debit may be tried), then the
 * debit or the payment link, its attempts, and the plan it made. One per plan and debit date (unique).
 */
export const renewalCycles = pgTable(
  "renewal_cycles",
  {
    id: serial("id").primaryKey(),
    mandateId: integer("mandate_id")
      .notNull()
      .references(() => renewalMandates.id),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    debitOn: date("debit_on", { mode: "string" }).notNull(),
    kind: text("kind").$type<RenewalCycleKind>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }).notNull(),
    state: text("state").$type<RenewalCycleState>().notNull().default("noticed"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The renewal's payment (its request and payment rows, as any payment), once a debit is tried. */
    paymentId: integer("payment_id").references(() => payments.id),
    /** The plan the renewal made, once paid. */
    renewedSubscriptionId: integer("renewed_subscription_id").references(() => subscriptions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("renewal_cycles_plan_date_uq").on(t.subscriptionId, t.debitOn),
    index("renewal_cycles_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ${sqlList(RENEWAL_CYCLE_DUE_STATES)}`),
    check("renewal_cycles_state_ck", sql`${t.state} in ${sqlList(RENEWAL_CYCLE_STATES)}`),
    check("renewal_cycles_kind_ck", sql`${t.kind} in ${sqlList(RENEWAL_CYCLE_KINDS)}`),
    check(
      "renewal_cycles_attempts_ck",
      sql`${t.attempts} between 0 and ${sql.raw(String(AUTO_RENEWAL.maxAttempts))}`,
    ),
  ],
);
