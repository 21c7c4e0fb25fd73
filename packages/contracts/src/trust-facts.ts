// Plain words, no schema code: public pages import them, and a page takes a whole module of the
// contracts when it takes one of its exports (docs/decisions/0064).

/**
 * What we tell families about the people and the payments they trust us with: plain facts, kept here in
 * one place so that the business edits them once (the home and About pages and the plan dialog show them).
 */
export const TRUST_FACTS = {
  companionsTitle: "How we choose our companions",
  companions: [
    {
      title: "Interviewed and referenced",
      text: "Every companion is interviewed in person by a care coordinator, and we speak to their references before they join.",
    },
    {
      title: "Identity and police verification",
      text: "We check a government photo ID and their home address, and a police verification is completed before their first visit.",
    },
    {
      title: "Trained before the first visit",
      text: "Companions are trained in respectful company, safety at home, recognising an emergency and basic first aid, and in what they must not do: no medical treatment and no handling of your parents' money.",
    },
    {
      title: "Supervised",
      text: "A care coordinator introduces the companion, stays your point of contact and checks in with your parents and with you.",
    },
  ],
  companyTitle: "The company behind the service",
  grievanceTitle: "Grievance officer",
  grievanceText:
    "If a complaint is not resolved by our support team, write to our grievance officer. We acknowledge every complaint within 48 hours and resolve it within one month.",
  paymentSecure: (processor: string) =>
    `Payments are processed by ${processor} over an encrypted connection. Your card, UPI or net-banking details go to ${processor} directly and never reach us.`,
  paymentTest:
    "Test payments: no money is taken. Card, UPI and bank details are never asked for here and never reach us.",
} as const;
