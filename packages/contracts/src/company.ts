import { z } from "zod";

/**
 * Corporate Identity Number: listing (L/U), 5-digit industry code, state, year, company type, 6-digit
 * registration number, e.g. U85300WB2024PTC000000.
 */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

/**
 * shared/company/: who stands behind the service, as an Indian family checks before paying. The legal
 * details come from the server's configuration (the same as the tax invoice's supplier).
 */
export const companyDetailsSchema = z.object({
  legal_name: z.string(),
  cin: z.string(),
  gstin: z.string(),
  registered_office: z.string(),
  /** The grievance officer (Consumer Protection (E-Commerce) Rules, 2020): name, email, optional phone. */
  grievance_officer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** The 24x7 emergency helpline (HELPLINE_PHONE), as shown: "+91 33 4000 1234". */
  helpline_phone: z.string(),
  /** Who processes payments ("Razorpay"); null: test payments, no money is taken. */
  payment_processor: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

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
