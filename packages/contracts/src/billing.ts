import { z } from "zod";
import {
  BENEFICIARY_COUNTS,
  PAYMENT_FREQUENCIES,
  PAYMENT_TYPE,
  PLAN_TIERS,
  REQUEST_TYPE,
} from "./constants.ts";
import { positiveIdSchema } from "./validation/fields.ts";

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
export const fetchSubscriptionPlansResponseSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

export const createSubscriptionRequestSchema = z.strictObject({
  plan_tier_id: positiveIdSchema("Please choose a plan"),
  request_type: z.literal(REQUEST_TYPE.subscription, { error: "request_type must be 1" }),
  user_id: positiveIdSchema("user_id is required"),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;
export const createSubscriptionResponseSchema = z.object({ request_id: z.number().int() });

export const paymentRequestSchema = z.strictObject({
  user_id: positiveIdSchema("user_id is required"),
  request_id: positiveIdSchema("request_id is required"),
  payment_type: z.union([z.literal(PAYMENT_TYPE.annual), z.literal(PAYMENT_TYPE.quarterly)], {
    error: "payment_type must be 1 (annual) or 2 (quarterly)",
  }),
  payment_ref_no: z.string().max(100).nullable(),
  payment_amount: z
    .number({ error: "payment_amount is required" })
    .positive("payment_amount must be positive"),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentResponseSchema = z.object({
  Message: z.string(),
  Success: z.boolean(),
  payment_id: z.number().int().optional(),
});
