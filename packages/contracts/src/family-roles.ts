// The family circle's roles (decisions 0062 and 0063), apart from its schemas: the web's session reads
// a stored role on every page, and a page takes a whole module of the contracts when it takes one of its
// exports (docs/decisions/0064).

/** From least to most: a route needing `manager` admits a manager and the payer. */
export const FAMILY_ROLES = ["viewer", "manager", "payer"] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** The roles the payer gives a circle member. */
export const CIRCLE_ROLES = ["manager", "viewer"] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];
