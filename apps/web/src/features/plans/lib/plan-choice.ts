import {
  type BeneficiaryCount,
  DEFAULT_PLAN,
  PAYMENT_TYPE,
  type PaymentFrequency,
  type PaymentType,
  type PlanTier,
  type SubscriptionPlan,
} from "@eldercare/contracts";
import { discountAmount } from "../../../lib/plan-tiers.ts";

/** What the member picks in the plan dialog (spec §4: default bronze, single, annual). */
export interface PlanChoice {
  tier: PlanTier;
  beneficiaries: BeneficiaryCount;
  frequency: PaymentFrequency;
}

export const DEFAULT_CHOICE: PlanChoice = { ...DEFAULT_PLAN };

/** The catalogue row for a choice; undefined when that combination is not offered. */
export function planFor(
  plans: readonly SubscriptionPlan[],
  choice: PlanChoice,
): SubscriptionPlan | undefined {
  return plans.find(
    (p) =>
      p.plan_type_name === choice.tier &&
      p.beneficiary_count_dtls === choice.beneficiaries &&
      p.frequency_of_payment_dtls === choice.frequency,
  );
}

/**
 * How the registration fee line reads (spec §9): hidden when zero, "Waived" when waived, else the fee;
 * "paid" for a member who paid it with an earlier plan (REGISTRATION_FEE_RULE: paid once).
 */
export type RegistrationLine =
  | { kind: "hidden" }
  | { kind: "waived"; amount: number }
  | { kind: "charged"; amount: number }
  | { kind: "paid"; amount: number };

export interface PriceBreakdown {
  planFee: number;
  /** tier_saving percent of plan_fee. */
  discount: number;
  discountPercent: number;
  netSaving: number;
  registration: RegistrationLine;
  /** What the member pays (plan_tier_amt). */
  total: number;
}

/** The plan's amounts for this reader: a member who already paid the registration fee pays it no more. */
export function priceBreakdown(plan: SubscriptionPlan, registrationPaid = false): PriceBreakdown {
  let registration: RegistrationLine = { kind: "hidden" };
  if (plan.registration_fee > 0) {
    if (plan.reg_fee_waived === 1) registration = { kind: "waived", amount: plan.registration_fee };
    else if (registrationPaid) registration = { kind: "paid", amount: plan.registration_fee };
    else registration = { kind: "charged", amount: plan.registration_fee };
  }
  return {
    planFee: plan.plan_fee,
    discount: discountAmount(plan),
    discountPercent: plan.tier_saving,
    netSaving: plan.net_saving,
    registration,
    total: registration.kind === "paid" ? plan.plan_tier_amt - registration.amount : plan.plan_tier_amt,
  };
}

/** payment_type of spec §9: 1 annual, 2 quarterly. */
export function paymentTypeOf(frequency: PaymentFrequency): PaymentType {
  return frequency === "Annual" ? PAYMENT_TYPE.annual : PAYMENT_TYPE.quarterly;
}
