import type { PlanTier, ServiceKind } from "@eldercare/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planInclusions, planTiers } from "../../db/schema/index.ts";

const tierOrder = (tier: typeof planTiers.tier | typeof planInclusions.tier) =>
  sql`case ${tier} when 'bronze' then 1 when 'silver' then 2 when 'gold' then 3 end`;
const TIER_ORDER = tierOrder(planTiers.tier);

/** Active plans in display order: tier, then single before couple, annual before quarterly. */
export function listActivePlans(db: Db) {
  return db
    .select()
    .from(planTiers)
    .where(eq(planTiers.isActive, true))
    .orderBy(TIER_ORDER, desc(planTiers.beneficiaries), asc(planTiers.frequency));
}

export async function findActivePlan(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(planTiers)
    .where(and(eq(planTiers.id, id), eq(planTiers.isActive, true)));
  return row ?? null;
}

/** What every tier includes: tier order, then display order. */
export function listPlanInclusions(db: Db) {
  return db
    .select()
    .from(planInclusions)
    .orderBy(tierOrder(planInclusions.tier), asc(planInclusions.displayOrder), asc(planInclusions.kind));
}

/** What a tier includes of one kind of service; null when that kind is not included. */
export async function findInclusion(db: Db, tier: PlanTier, kind: ServiceKind) {
  const [row] = await db
    .select()
    .from(planInclusions)
    .where(and(eq(planInclusions.tier, tier), eq(planInclusions.kind, kind)));
  return row ?? null;
}

/** What a tier includes, in display order. */
export function listTierInclusions(db: Db, tier: PlanTier) {
  return db
    .select()
    .from(planInclusions)
    .where(eq(planInclusions.tier, tier))
    .orderBy(asc(planInclusions.displayOrder));
}
