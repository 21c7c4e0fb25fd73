import type { PlanTier } from "@eldercare/contracts";

/** true: included; false: not included; text: how much of it (for example "4 a month"). */
export type PlanFeatureValue = boolean | string;

export interface PlanFeature {
  id: string;
  label: string;
  values: Record<PlanTier, PlanFeatureValue>;
}

/**
 * What each tier includes, the same for single and couple (a couple shares the visits and calls) and for
 * annual and quarterly payment. All of it is non-medical: we accompany, coordinate and support.
 */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  {
    id: "companion-visits",
    label: "Companion visits (up to 2 hours each)",
    values: { bronze: "2 a month", silver: "4 a month", gold: "8 a month" },
  },
  {
    id: "wellness-calls",
    label: "Wellness check-in calls",
    values: { bronze: "Weekly", silver: "Twice a week", gold: "Daily" },
  },
  {
    id: "emergency-coordination",
    label: "24x7 emergency coordination",
    values: { bronze: true, silver: true, gold: true },
  },
  {
    id: "doctor-visits",
    label: "Doctor-visit accompaniment",
    values: { bronze: false, silver: "1 a month", gold: "2 a month" },
  },
  {
    id: "errands",
    label: "Errands, bills and bank visits",
    values: { bronze: "1 a month", silver: "2 a month", gold: "4 a month" },
  },
  {
    id: "family-updates",
    label: "Update report for the family",
    values: { bronze: "Monthly", silver: "Fortnightly", gold: "Weekly" },
  },
  {
    id: "care-manager",
    label: "Dedicated care manager",
    values: { bronze: false, silver: false, gold: true },
  },
];
