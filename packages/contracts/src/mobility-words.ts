/*
 * A loved one's mobility, its levels and words, apart from the schemas: the companion's app shows them
 * before the schemas load (docs/decisions/0064, 0096).
 */

/** How the person gets about: what a companion must plan for. */
export const MOBILITY_LEVELS = ["walks_unaided", "walks_with_support", "wheelchair", "bedridden"] as const;

export type MobilityLevel = (typeof MOBILITY_LEVELS)[number];

export const MOBILITY_LABELS: Record<MobilityLevel, string> = {
  walks_unaided: "Walks unaided",
  walks_with_support: "Walks with support",
  wheelchair: "Uses a wheelchair",
  bedridden: "Bedridden",
};
