// The family circle's roles (decisions 0062 and 0063), apart from its schemas: the web's session reads
// a stored role on every page, and a page takes a whole module of the contracts when it takes one of its
// exports (docs/decisions/0064).

/** From least to most: a route needing `manager` admits a manager and the payer. */
export const FAMILY_ROLES = ["viewer", "manager", "payer"] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** The roles the payer gives a circle member. */
export const CIRCLE_ROLES = ["manager", "viewer"] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

/**
 * Above every family page a circle member opens (issue 41): whose family it is and what their role lets
 * them do. Here, apart from the schemas, as every member page shows it (decision 0064).
 */
export const familyBanner = (payer: string, role: CircleRole) =>
  `${payer}'s family: you can ${
    role === "viewer"
      ? "see plans, bookings and visit reports"
      : "see plans and visit reports, and book, cancel and move visits"
  }`;
