import {
  BENEFICIARY_COUNTS,
  type BeneficiaryCount,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  PLAN_TIERS,
  type PlanTier,
  type SubscriptionPlan,
} from "@eldercare/contracts";

export interface BeneficiaryGroup {
  beneficiaries: BeneficiaryCount;
  /** One entry per payment frequency, in PAYMENT_FREQUENCIES order; undefined when not offered. */
  plans: Array<{ frequency: PaymentFrequency; plan: SubscriptionPlan | undefined }>;
  /** Spec §9: the registration fee row is hidden when the fee is zero (for every plan of the group). */
  showRegistrationFee: boolean;
}

export interface TierTable {
  tier: PlanTier;
  groups: BeneficiaryGroup[];
}

/** Arranges the catalogue as one table per tier (bronze, silver, gold), grouped Single/Couple × Annual/Quarterly. */
export function planTables(plans: readonly SubscriptionPlan[]): TierTable[] {
  return PLAN_TIERS.flatMap((tier) => {
    const ofTier = plans.filter((p) => p.plan_type_name === tier);
    if (ofTier.length === 0) return [];
    const groups = BENEFICIARY_COUNTS.flatMap((beneficiaries): BeneficiaryGroup[] => {
      const row = PAYMENT_FREQUENCIES.map((frequency) => ({
        frequency,
        plan: ofTier.find(
          (p) => p.beneficiary_count_dtls === beneficiaries && p.frequency_of_payment_dtls === frequency,
        ),
      }));
      const offered = row.flatMap((cell) => (cell.plan ? [cell.plan] : []));
      if (offered.length === 0) return [];
      return [
        { beneficiaries, plans: row, showRegistrationFee: offered.some((p) => p.registration_fee > 0) },
      ];
    });
    return [{ tier, groups }];
  });
}
