import type { SubscriptionPlan } from "@eldercare/contracts";

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
