/** The seven legal documents of spec §2, in footer order. */
export const LEGAL_DOCUMENTS = [
  { slug: "terms-and-conditions", title: "Terms and Conditions" },
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "safety-security-policy", title: "Safety and Security Policy" },
  { slug: "cookie-policy", title: "Cookie Policy" },
  { slug: "disclaimer", title: "Disclaimer" },
  { slug: "partner-privacy-policy", title: "Partner Privacy Policy" },
  { slug: "cancellation-refund", title: "Cancellation and Refund Policy" },
] as const;

export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function documentPath(slug: string): string {
  return `/documents/${slug}`;
}

export function findDocument(slug: string | undefined): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((doc) => doc.slug === slug);
}
