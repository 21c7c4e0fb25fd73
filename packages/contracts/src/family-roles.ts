// The family circle's roles (decisions 0062 and 0063), apart from its schemas: the web's session reads
// a stored role on every page, and a page takes a whole module of the contracts when it takes one of its
// exports (docs/decisions/0064).

/** From least to most: a route needing `manager` admits a manager and the payer. */
export const FAMILY_ROLES = ["viewer", "manager", "payer"] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** Whether a session acting as `role` may do what needs at least `needed`. */
export function familyRoleAllows(role: FamilyRole, needed: FamilyRole): boolean {
  return FAMILY_ROLES.indexOf(role) >= FAMILY_ROLES.indexOf(needed);
}

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

/**
 * The words of the plan and bookings pages, for whoever reads them (issue 41): the payer reads their own
 * ("Your plan", "My bookings"); a circle member acting for a family reads the payer's, by name, and is
 * never told they booked or hold a plan. `payer` is null on one's own account.
 */
export function readerWords(payer: string | null) {
  if (payer === null) {
    return {
      plan: "Your plan",
      bookings: "My bookings",
      lead: "Your plan, the visits left this month, and the visits you have booked.",
      searchBookings: "Search your bookings",
      noBookings: "You have not booked any visits yet.",
      noPlan: "You have no plan running yet. A plan includes companion visits and more every month.",
      rescheduleRequests: "Your reschedule requests",
    };
  }
  return {
    plan: `${payer}'s plan`,
    bookings: `${payer}'s bookings`,
    lead: `${payer}'s plan, the visits left this month, and the visits booked for the family.`,
    searchBookings: `Search ${payer}'s bookings`,
    noBookings: "No visits have been booked for this family yet.",
    noPlan: `${payer} has no plan running yet.`,
    rescheduleRequests: "Reschedule requests",
  };
}
export type ReaderWords = ReturnType<typeof readerWords>;
