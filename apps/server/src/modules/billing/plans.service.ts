import type { SubscriptionPlan } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { cached } from "../../lib/cached.ts";
import { toSubscriptionPlan } from "./plan-amounts.ts";
import { listActivePlans } from "./plans.repo.ts";

/** subscription/fetchplans/: the plan catalogue, read through the reference cache. */
export function createPlans(deps: { db: Db; config: Pick<AppConfig, "REFERENCE_CACHE_TTL_MS"> }) {
  const catalogue = cached(deps.config.REFERENCE_CACHE_TTL_MS, async () =>
    (await listActivePlans(deps.db)).map(toSubscriptionPlan),
  );
  return { list: (): Promise<SubscriptionPlan[]> => catalogue.get() };
}
export type Plans = ReturnType<typeof createPlans>;
