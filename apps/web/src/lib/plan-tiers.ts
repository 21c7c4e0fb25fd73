import type { PlanTier, SubscriptionPlan } from "@eldercare/contracts";

/** Discount in rupees: tier_saving percent of plan_fee (spec §9), rounded to the paisa. */
export function discountAmount(plan: Pick<SubscriptionPlan, "plan_fee" | "tier_saving">): number {
  return Math.round(plan.plan_fee * plan.tier_saving) / 100;
}

/** "Gold" for gold: how a tier is named wherever plans are shown. */
export function tierLabel(tier: PlanTier): string {
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)}`;
}
