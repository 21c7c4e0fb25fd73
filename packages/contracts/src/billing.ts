import { z } from "zod";
import {
  BENEFICIARY_COUNTS,
  CURRENCY,
  PAYMENT_FREQUENCIES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE,
  PLAN_TIERS,
  REQUEST_TYPE,
} from "./constants.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { REFUND_STATUSES } from "./plan-cancellation.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/**
 * A plan row (spec §3). Amounts are rupees with 2 decimals (stored as paise).
 * plan_tier_amt = plan_fee − discount + registration fee unless waived; discount = tier_saving % of plan_fee;
 * net_saving = discount + the registration fee when it is waived. See docs/decisions/0006-plan-amounts.md.
 */
export const subscriptionPlanSchema = z.object({
  plan_tier_id: z.number().int(),
  plan_type_name: z.enum(PLAN_TIERS),
  beneficiary_count_dtls: z.enum(BENEFICIARY_COUNTS),
  frequency_of_payment_dtls: z.enum(PAYMENT_FREQUENCIES),
  plan_fee: z.number(),
  plan_tier_amt: z.number(),
  tier_saving: z.number(),
  net_saving: z.number(),
  registration_fee: z.number(),
  reg_fee_waived: z.union([z.literal(0), z.literal(1)]),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/**
 * The kinds of service a plan includes. Each bookable service belongs to one kind, and a booking uses one visit
 * of its kind from the month's allowance (issue 12). Order here is not display order (that is seeded).
 */
export const SERVICE_KINDS = [
  "companion_visit",
  "wellness_call",
  "emergency_support",
  "doctor_visit",
  "errand",
  "family_report",
  "care_manager",
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/**
 * One thing a tier includes. detail: the tier's text ("4 a month", "Weekly"), null when it is simply included;
 * monthly_allowance: visits a month, null when not a countable visit (or unlimited). A kind missing from a
 * tier's list is not included in that tier.
 */
export const planInclusionSchema = z.object({
  kind: z.enum(SERVICE_KINDS),
  label: z.string(),
  detail: z.string().nullable(),
  monthly_allowance: z.number().int().nonnegative().nullable(),
});
export type PlanInclusion = z.infer<typeof planInclusionSchema>;

/** What one tier includes, in display order; the same for single and couple, annual and quarterly. */
export const planTierInclusionsSchema = z.object({
  plan_type_name: z.enum(PLAN_TIERS),
  items: z.array(planInclusionSchema),
});
export type PlanTierInclusions = z.infer<typeof planTierInclusionsSchema>;

export const fetchSubscriptionPlansResponseSchema = z.object({
  plans: z.array(subscriptionPlanSchema),
  /** One entry per tier (PLAN_TIERS order). */
  inclusions: z.array(planTierInclusionsSchema),
});
export type SubscriptionCatalogue = z.infer<typeof fetchSubscriptionPlansResponseSchema>;

export const createSubscriptionRequestSchema = z.strictObject({
  plan_tier_id: positiveIdSchema("Please choose a plan"),
  request_type: z.literal(REQUEST_TYPE.subscription, { error: "request_type must be 1" }),
  user_id: positiveIdSchema("user_id is required"),
  /**
   * The state of India the invoice is billed to, for a member whose profile has no Indian address (it
   * decides the place of supply); ignored when the profile has one.
   */
  billing_state_id: positiveIdSchema(PAYMENT_MESSAGES.billingStateUnknown).optional(),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;
/**
 * amount: what the member pays for this request in rupees (the plan's total, less the registration
 * fee when they paid it with an earlier plan: REGISTRATION_FEE_RULE); payment_amount must equal it.
 */
export const createSubscriptionResponseSchema = z.object({
  request_id: z.number().int(),
  amount: z.number(),
});

export const paymentRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  request_id: positiveIdSchema("request_id is required"),
  payment_type: z.union([z.literal(PAYMENT_TYPE.annual), z.literal(PAYMENT_TYPE.quarterly)], {
    error: "payment_type must be 1 (annual) or 2 (quarterly)",
  }),
  payment_ref_no: plainText(z.string().max(100), "payment_ref_no").nullable(),
  payment_amount: z
    .number({ error: "payment_amount is required" })
    .positive("payment_amount must be positive"),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
/** What the web app needs to open Razorpay Checkout for an order (amount in paise). */
export const razorpayCheckoutSchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal(CURRENCY),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;

/**
 * users/paymentprocess/ and the calls that follow a payment: Message and Success as the spec names
 * them (Success is true once the payment is confirmed), and how the payment stands. `checkout` is set
 * while a Razorpay payment waits for the member to pay.
 */
export const paymentResponseSchema = z.object({
  Message: z.string(),
  Success: z.boolean(),
  payment_id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  gateway: z.enum(PAYMENT_GATEWAYS),
  checkout: razorpayCheckoutSchema.nullable(),
  subscription_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** users/paymentstatus/: how one of the member's payments stands (asks the gateway while pending). */
export const paymentStatusRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  payment_id: positiveIdSchema("payment_id is required"),
});

/** users/paymentverify/: what Razorpay Checkout hands back after the member pays. */
export const paymentVerifyRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  payment_id: positiveIdSchema("payment_id is required"),
  razorpay_order_id: plainText(
    z.string().min(1, "razorpay_order_id is required").max(64),
    "razorpay_order_id",
  ),
  razorpay_payment_id: plainText(
    z.string().min(1, "razorpay_payment_id is required").max(64),
    "razorpay_payment_id",
  ),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, "razorpay_signature must be 64 hex characters"),
});

/** One payment in the member's history (amount in rupees; times ISO 8601). */
export const memberPaymentSchema = z.object({
  payment_id: z.number().int(),
  request_id: z.number().int(),
  plan_type_name: z.enum(PLAN_TIERS),
  beneficiary_count_dtls: z.enum(BENEFICIARY_COUNTS),
  frequency_of_payment_dtls: z.enum(PAYMENT_FREQUENCIES),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  invoice_id: z.number().int().nullable(),
  invoice_no: z.string().nullable(),
  /** The payment's refund once one is made (issue 28), with its GST credit note once processed. */
  refund: z
    .object({
      amount: z.number(),
      status: z.enum(REFUND_STATUSES),
      credit_note_id: z.number().int().nullable(),
      credit_note_no: z.string().nullable(),
    })
    .nullable(),
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

/** users/getpayments/: the member's payments, newest first. */
export const memberPaymentsRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
});
export const memberPaymentsResponseSchema = z.object({ payments: z.array(memberPaymentSchema) });

/** users/getinvoice/ and users/invoicepdf/: one of the member's invoices. */
export const invoiceRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  invoice_id: positiveIdSchema("invoice_id is required"),
});

/** One side of a tax invoice: a state by name and its two-digit GST state code. */
const gstStateSchema = z.object({ state: z.string(), state_code: z.string() });

/**
 * A GST tax invoice for one successful payment (docs/decisions/0016-gst-invoices.md). Amounts in rupees
 * with 2 decimals; the plan price includes GST, so taxable_value + taxes = total. Intra-state supplies
 * carry CGST + SGST (9% + 9%), inter-state IGST (18%); the other rates and amounts are 0.
 */
export const invoiceSchema = z.object({
  invoice_id: z.number().int(),
  /** Unique within the financial year, at most 16 characters (e.g. SCR/26-27/000042). */
  invoice_no: z.string().max(16),
  /** YYYY-MM-DD in India time. */
  invoice_date: z.string(),
  supplier: z
    .object({ name: z.string(), address: z.string(), gstin: z.string() })
    .extend(gstStateSchema.shape),
  recipient: z.object({ name: z.string(), email: z.string(), phone: z.string() }).extend({
    state: z.string().nullable(),
    state_code: z.string().nullable(),
    /** The postal address from the profile when the invoice was issued (absent on older invoices). */
    address: z.string().nullable().optional(),
  }),
  place_of_supply: gstStateSchema,
  description: z.string(),
  sac: z.string(),
  taxable_value: z.number(),
  cgst_rate: z.number(),
  cgst_amount: z.number(),
  sgst_rate: z.number(),
  sgst_amount: z.number(),
  igst_rate: z.number(),
  igst_amount: z.number(),
  total: z.number(),
  /** The total in Indian English words, e.g. "Rupees One Lakh Two Thousand Only". */
  total_in_words: z.string(),
  payment: z.object({ payment_id: z.number().int(), reference: z.string(), paid_at: z.string() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
