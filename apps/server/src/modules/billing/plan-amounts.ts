import {
  type BeneficiaryCount,
  type PaymentFrequency,
  type PlanTier,
  paiseToRupees,
  type SubscriptionPlan,
} from "@eldercare/contracts";

export interface PlanRow {
  id: number;
  tier: PlanTier;
  beneficiaries: Lowercase<BeneficiaryCount>;
  frequency: Lowercase<PaymentFrequency>;
  planFeePaise: number;
  tierSavingPercent: number;
  registrationFeePaise: number;
  registrationFeeWaived: boolean;
}

export interface PlanAmountsPaise {
  planFee: number;
  discount: number;
  registrationFee: number;
  /** What the member pays: fee − discount + registration fee unless waived. */
  total: number;
  /** Discount plus a waived registration fee. */
  netSaving: number;
}

/** All plan money in integer paise; the discount rounds half up to the paisa. */
export function planAmountsPaise(row: PlanRow): PlanAmountsPaise {
  const discount = Math.round((row.planFeePaise * row.tierSavingPercent) / 100);
  const payableRegistration = row.registrationFeeWaived ? 0 : row.registrationFeePaise;
  const waivedRegistration = row.registrationFeeWaived ? row.registrationFeePaise : 0;
  return {
    planFee: row.planFeePaise,
    discount,
    registrationFee: row.registrationFeePaise,
    total: row.planFeePaise - discount + payableRegistration,
    netSaving: discount + waivedRegistration,
  };
}

/**
 * What one member pays for a plan: the catalogue's amounts, less the registration fee when they paid
 * it with an earlier plan (REGISTRATION_FEE_RULE: paid once).
 */
export function memberAmountsPaise(row: PlanRow, paidRegistrationBefore: boolean) {
  const a = planAmountsPaise(row);
  const registrationDue = row.registrationFeeWaived || paidRegistrationBefore ? 0 : row.registrationFeePaise;
  return { ...a, registrationDue, total: a.planFee - a.discount + registrationDue };
}

/** "single" → "Single": the stored lower-case values as the contract spells them. */
export const capitalize = <T extends string>(s: T) =>
  (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<T>;

/** The spec §3 plan record, amounts in rupees. */
export function toSubscriptionPlan(row: PlanRow): SubscriptionPlan {
  const a = planAmountsPaise(row);
  return {
    plan_tier_id: row.id,
    plan_type_name: row.tier,
    beneficiary_count_dtls: capitalize(row.beneficiaries),
    frequency_of_payment_dtls: capitalize(row.frequency),
    plan_fee: paiseToRupees(a.planFee),
    plan_tier_amt: paiseToRupees(a.total),
    tier_saving: row.tierSavingPercent,
    net_saving: paiseToRupees(a.netSaving),
    registration_fee: paiseToRupees(a.registrationFee),
    reg_fee_waived: row.registrationFeeWaived ? 1 : 0,
  };
}
