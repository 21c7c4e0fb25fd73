import {
  PAYMENT_MESSAGES,
  type PaymentResponse,
  type PlanInclusion,
  type PlanTierInclusions,
  type SubscriptionPlan,
} from "@eldercare/contracts";

/** A catalogue row for tests: bronze, single, annual as seeded, with any field overridden. */
export function planFixture(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    plan_tier_id: 1,
    plan_type_name: "bronze",
    beneficiary_count_dtls: "Single",
    frequency_of_payment_dtls: "Annual",
    plan_fee: 24000,
    plan_tier_amt: 23600,
    tier_saving: 10,
    net_saving: 2400,
    registration_fee: 2000,
    reg_fee_waived: 0,
    ...overrides,
  };
}

/** What each tier includes, as seeded (apps/server/src/db/seed/data/plan-inclusions.ts). */
export const INCLUSIONS_FIXTURE: PlanTierInclusions[] = (() => {
  const companion = (n: number): PlanInclusion => ({
    kind: "companion_visit",
    label: "Companion visits (up to 2 hours each)",
    detail: `${n} a month`,
    monthly_allowance: n,
  });
  const calls = (detail: string): PlanInclusion => ({
    kind: "wellness_call",
    label: "Wellness check-in calls",
    detail,
    monthly_allowance: null,
  });
  const emergency: PlanInclusion = {
    kind: "emergency_support",
    label: "24x7 emergency coordination",
    detail: null,
    monthly_allowance: null,
  };
  const doctor = (n: number): PlanInclusion => ({
    kind: "doctor_visit",
    label: "Doctor-visit accompaniment",
    detail: `${n} a month`,
    monthly_allowance: n,
  });
  const errands = (n: number): PlanInclusion => ({
    kind: "errand",
    label: "Errands, bills and bank visits",
    detail: `${n} a month`,
    monthly_allowance: n,
  });
  const reports = (detail: string): PlanInclusion => ({
    kind: "family_report",
    label: "Update report for the family",
    detail,
    monthly_allowance: null,
  });
  const manager: PlanInclusion = {
    kind: "care_manager",
    label: "Dedicated care manager",
    detail: null,
    monthly_allowance: null,
  };
  return [
    {
      plan_type_name: "bronze",
      items: [companion(2), calls("Weekly"), emergency, errands(1), reports("Monthly")],
    },
    {
      plan_type_name: "silver",
      items: [companion(4), calls("Twice a week"), emergency, doctor(1), errands(2), reports("Fortnightly")],
    },
    {
      plan_type_name: "gold",
      items: [companion(8), calls("Daily"), emergency, doctor(2), errands(4), reports("Weekly"), manager],
    },
  ];
})();

/** users/paymentprocess/'s answer for a payment the sandbox confirmed, with any field overridden. */
export const paymentFixture = (overrides: Partial<PaymentResponse> = {}): PaymentResponse => ({
  Message: PAYMENT_MESSAGES.succeeded,
  Success: true,
  payment_id: 31,
  status: "paid",
  gateway: "sandbox",
  checkout: null,
  subscription_id: 12,
  invoice_id: 41,
  ...overrides,
});
