/** Lookup values for dropdowns and labels, keyed by (domainType, code). */
export interface SeedDomainEntry {
  domainType: "id_type" | "shift_type" | "assistance_type" | "relationship" | "faq_category";
  code: number;
  value: string;
  displayOrder: number;
}

export const domainData: SeedDomainEntry[] = [
  // ID proof types
  { domainType: "id_type", code: 1, value: "Aadhaar", displayOrder: 1 },
  { domainType: "id_type", code: 2, value: "PAN", displayOrder: 2 },
  { domainType: "id_type", code: 3, value: "Passport", displayOrder: 3 },
  { domainType: "id_type", code: 4, value: "Voter ID", displayOrder: 4 },
  // A family abroad holds another country's passport (issue 42, decision 0068).
  { domainType: "id_type", code: 5, value: "Passport (other country)", displayOrder: 5 },
  // Service shifts
  { domainType: "shift_type", code: 1, value: "Morning (7 AM – 1 PM)", displayOrder: 1 },
  { domainType: "shift_type", code: 2, value: "Afternoon (1 PM – 7 PM)", displayOrder: 2 },
  { domainType: "shift_type", code: 3, value: "Evening (5 PM – 11 PM)", displayOrder: 3 },
  { domainType: "shift_type", code: 4, value: "Night (10 PM – 7 AM)", displayOrder: 4 },
  { domainType: "shift_type", code: 5, value: "Full day (24 hours)", displayOrder: 5 },
  // Assistance types
  { domainType: "assistance_type", code: 1, value: "General", displayOrder: 1 },
  { domainType: "assistance_type", code: 2, value: "Emergency", displayOrder: 2 },
  { domainType: "assistance_type", code: 3, value: "Medical", displayOrder: 3 },
  { domainType: "assistance_type", code: 4, value: "Geriatric", displayOrder: 4 },
  { domainType: "assistance_type", code: 5, value: "Logistics", displayOrder: 5 },
  { domainType: "assistance_type", code: 6, value: "Convenience", displayOrder: 6 },
  // Relationships to the member
  { domainType: "relationship", code: 1, value: "Self", displayOrder: 1 },
  { domainType: "relationship", code: 2, value: "Spouse", displayOrder: 2 },
  { domainType: "relationship", code: 3, value: "Father", displayOrder: 3 },
  { domainType: "relationship", code: 4, value: "Mother", displayOrder: 4 },
  { domainType: "relationship", code: 5, value: "Other", displayOrder: 5 },
  // FAQ categories (same names as faqs.ts)
  { domainType: "faq_category", code: 1, value: "General", displayOrder: 1 },
  { domainType: "faq_category", code: 2, value: "Plans & Payments", displayOrder: 2 },
  { domainType: "faq_category", code: 3, value: "Services & Bookings", displayOrder: 3 },
  { domainType: "faq_category", code: 4, value: "Registration & Account", displayOrder: 4 },
  { domainType: "faq_category", code: 5, value: "Cancellations & Refunds", displayOrder: 5 },
];
