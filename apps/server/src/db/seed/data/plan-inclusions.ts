import type { PlanTier, ServiceKind } from "@eldercare/contracts";

/** A tier's share of one kind: its text (null: simply included) and visits a month (null: not counted). */
interface TierInclusion {
  detail: string | null;
  monthlyAllowance: number | null;
}

interface SeedKind {
  kind: ServiceKind;
  label: string;
  /** Tiers that include it; a tier left out does not. */
  tiers: Partial<Record<PlanTier, TierInclusion>>;
}

const visits = (n: number): TierInclusion => ({ detail: `${n} a month`, monthlyAllowance: n });
const text = (detail: string): TierInclusion => ({ detail, monthlyAllowance: null });
const included: TierInclusion = { detail: null, monthlyAllowance: null };

/**
 * What each tier includes, in display order: the same for single and couple (a couple shares the visits and
 * calls) and for annual and quarterly payment. All of it is non-medical: we accompany, coordinate and support.
 */
const KINDS: SeedKind[] = [
  {
    kind: "companion_visit",
    label: "Companion visits (up to 2 hours each)",
    tiers: { bronze: visits(2), silver: visits(4), gold: visits(8) },
  },
  {
    kind: "wellness_call",
    label: "Wellness check-in calls",
    tiers: { bronze: text("Weekly"), silver: text("Twice a week"), gold: text("Daily") },
  },
  {
    kind: "emergency_support",
    label: "24x7 emergency coordination",
    tiers: { bronze: included, silver: included, gold: included },
  },
  {
    kind: "doctor_visit",
    label: "Doctor-visit accompaniment",
    tiers: { silver: visits(1), gold: visits(2) },
  },
  {
    kind: "errand",
    label: "Errands, bills and bank visits",
    tiers: { bronze: visits(1), silver: visits(2), gold: visits(4) },
  },
  {
    kind: "family_report",
    label: "Update report for the family",
    tiers: { bronze: text("Monthly"), silver: text("Fortnightly"), gold: text("Weekly") },
  },
  {
    kind: "care_manager",
    label: "Dedicated care manager",
    tiers: { gold: included },
  },
];

export interface SeedPlanInclusion {
  tier: PlanTier;
  kind: ServiceKind;
  label: string;
  detail: string | null;
  displayOrder: number;
  monthlyAllowance: number | null;
}

/** One row per tier × kind it includes (natural key: tier + kind). */
export const planInclusions: SeedPlanInclusion[] = KINDS.flatMap((k, index) =>
  (Object.entries(k.tiers) as [PlanTier, TierInclusion][]).map(([tier, share]) => ({
    tier,
    kind: k.kind,
    label: k.label,
    detail: share.detail,
    displayOrder: (index + 1) * 10,
    monthlyAllowance: share.monthlyAllowance,
  })),
);
