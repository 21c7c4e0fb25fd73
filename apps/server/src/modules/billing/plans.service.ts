import { PLAN_TIERS, type SubscriptionCatalogue } from "@eldercare/contracts";
import type { CachedReadDeps } from "../../app-deps.ts";
import { cached } from "../../lib/cached.ts";
import { toSubscriptionPlan } from "./plan-amounts.ts";
import { listActivePlans, listPlanInclusions } from "./plans.repo.ts";

/**
 * shared/fetchsubscriptionplans/: the plan catalogue (prices, and what each tier includes), read through
 * the reference cache.
 */
export function createPlans(deps: CachedReadDeps) {
  const options = { droppedBy: deps.publicData };
  const catalogue = cached(
    deps.config.REFERENCE_CACHE_TTL_MS,
    async (): Promise<SubscriptionCatalogue> => {
      const [plans, inclusions] = await Promise.all([listActivePlans(deps.db), listPlanInclusions(deps.db)]);
      return {
        plans: plans.map(toSubscriptionPlan),
        inclusions: PLAN_TIERS.map((tier) => ({
          plan_type_name: tier,
          items: inclusions
            .filter((row) => row.tier === tier)
            .map((row) => ({
              kind: row.kind,
              label: row.label,
              detail: row.detail,
              monthly_allowance: row.monthlyAllowance,
            })),
        })),
      };
    },
    options,
  );
  return { catalogue: (): Promise<SubscriptionCatalogue> => catalogue.get() };
}
export type Plans = ReturnType<typeof createPlans>;
