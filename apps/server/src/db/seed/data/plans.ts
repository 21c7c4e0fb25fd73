export type PlanTier = "bronze" | "silver" | "gold";

export interface SeedPlan {
  tier: PlanTier;
  beneficiaries: "single" | "couple";
  frequency: "annual" | "quarterly";
  /** List price for the period, integer paise. */
  planFeePaise: number;
  /** Discount percent on planFeePaise (integer 0–30). */
  tierSavingPercent: number;
  /** One-time registration fee, integer paise (may be 0). */
  registrationFeePaise: number;
  registrationFeeWaived: boolean;
}

/**
 * Plan price list: every tier × beneficiaries × frequency (12 rows). Prices are whole rupees × 100.
 * - Couple fee is about 1.67–1.69× the single fee; Gold couple annual is exactly ₹1,20,000.
 * - Quarterly fee = annual fee / 4 × 1.1, rounded to the nearest ₹100.
 * - Saving: annual 10% (Bronze), 12% (Silver), 15% (Gold); quarterly 0% (Bronze), 5% (Silver, Gold).
 * - Registration fee: REGISTRATION_FEE_RULE (contracts): Bronze ₹2,000, never waived; Silver ₹2,000,
 *   waived on annual only; Gold ₹2,500, always waived. Paid once, with a member's first plan.
 */
export const plans: SeedPlan[] = [
  // Bronze
  {
    tier: "bronze",
    beneficiaries: "single",
    frequency: "annual",
    planFeePaise: 2400000,
    tierSavingPercent: 10,
    registrationFeePaise: 200000,
    registrationFeeWaived: false,
  },
  {
    tier: "bronze",
    beneficiaries: "single",
    frequency: "quarterly",
    planFeePaise: 660000,
    tierSavingPercent: 0,
    registrationFeePaise: 200000,
    registrationFeeWaived: false,
  },
  {
    tier: "bronze",
    beneficiaries: "couple",
    frequency: "annual",
    planFeePaise: 4000000,
    tierSavingPercent: 10,
    registrationFeePaise: 200000,
    registrationFeeWaived: false,
  },
  {
    tier: "bronze",
    beneficiaries: "couple",
    frequency: "quarterly",
    planFeePaise: 1100000,
    tierSavingPercent: 0,
    registrationFeePaise: 200000,
    registrationFeeWaived: false,
  },
  // Silver
  {
    tier: "silver",
    beneficiaries: "single",
    frequency: "annual",
    planFeePaise: 4500000,
    tierSavingPercent: 12,
    registrationFeePaise: 200000,
    registrationFeeWaived: true,
  },
  {
    tier: "silver",
    beneficiaries: "single",
    frequency: "quarterly",
    planFeePaise: 1240000,
    tierSavingPercent: 5,
    registrationFeePaise: 200000,
    registrationFeeWaived: false,
  },
  {
    tier: "silver",
    beneficiaries: "couple",
    frequency: "annual",
    planFeePaise: 7600000,
    tierSavingPercent: 12,
    registrationFeePaise: 200000,
    registrationFeeWaived: true,
  },
  {
    tier: "silver",
    beneficiaries: "couple",
    frequency: "quarterly",
    planFeePaise: 2090000,
    tierSavingPercent: 5,
    registrationFeePaise: 200000,
    registrationFeeWaived: false,
  },
  // Gold
  {
    tier: "gold",
    beneficiaries: "single",
    frequency: "annual",
    planFeePaise: 7200000,
    tierSavingPercent: 15,
    registrationFeePaise: 250000,
    registrationFeeWaived: true,
  },
  {
    tier: "gold",
    beneficiaries: "single",
    frequency: "quarterly",
    planFeePaise: 1980000,
    tierSavingPercent: 5,
    registrationFeePaise: 250000,
    registrationFeeWaived: true,
  },
  {
    tier: "gold",
    beneficiaries: "couple",
    frequency: "annual",
    planFeePaise: 12000000,
    tierSavingPercent: 15,
    registrationFeePaise: 250000,
    registrationFeeWaived: true,
  },
  {
    tier: "gold",
    beneficiaries: "couple",
    frequency: "quarterly",
    planFeePaise: 3300000,
    tierSavingPercent: 5,
    registrationFeePaise: 250000,
    registrationFeeWaived: true,
  },
];
