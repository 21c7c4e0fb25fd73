import { DOCUMENTS_LAST_UPDATED, RELATED_DOCUMENTS_MAX } from "@eldercare/contracts";

/** The seven legal documents of spec §2, in footer order. */
export const DOCUMENT_SLUGS = [
  "terms-and-conditions",
  "privacy-policy",
  "safety-security-policy",
  "cookie-policy",
  "disclaimer",
  "partner-privacy-policy",
  "cancellation-refund",
] as const;

export type DocumentSlug = (typeof DOCUMENT_SLUGS)[number];

/** A legal document entry (spec §3): its text lives in `content/<slug>.tsx`, loaded on demand. */
export interface LegalDocument {
  slug: DocumentSlug;
  title: string;
  /** One sentence: the page's lead and its meta description. */
  description: string;
  lastUpdated: string;
  /**
   * Other documents worth reading next, most relevant first. The Privacy Policy and the Terms and
   * Conditions are linked from every document page anyway (KEY_DOCUMENTS), so they are not listed here.
   */
  related: readonly DocumentSlug[];
}

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  {
    slug: "terms-and-conditions",
    title: "Terms and Conditions",
    description:
      "The terms that apply when you register with us, subscribe to a care plan and book non-medical care services for your loved ones.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["cancellation-refund", "disclaimer", "safety-security-policy", "cookie-policy"],
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description:
      "How we collect, use, share and protect your personal data and that of your loved ones, and the rights you have under Indian law.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["cookie-policy", "safety-security-policy", "partner-privacy-policy"],
  },
  {
    slug: "safety-security-policy",
    title: "Safety and Security Policy",
    description:
      "How we keep members safe during care visits, what to do in an emergency, and how we protect your account and data.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["partner-privacy-policy", "disclaimer", "cookie-policy"],
  },
  {
    slug: "cookie-policy",
    title: "Cookie Policy",
    description:
      "Our website uses no advertising or tracking cookies; this policy explains the one essential item we keep in your browser.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["safety-security-policy", "partner-privacy-policy"],
  },
  {
    slug: "disclaimer",
    title: "Disclaimer",
    description:
      "Important limits of our service: we arrange non-medical care and coordinate emergencies, but we do not provide medical treatment.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["safety-security-policy", "cancellation-refund"],
  },
  {
    slug: "partner-privacy-policy",
    title: "Partner Privacy Policy",
    description:
      "How we handle the personal data of partner caregivers and agencies, and the rules partners must follow with members' data.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["safety-security-policy", "cookie-policy"],
  },
  {
    slug: "cancellation-refund",
    title: "Cancellation and Refund Policy",
    description:
      "How to cancel a subscription or service, how much is refunded, and when and how refunds reach you.",
    lastUpdated: DOCUMENTS_LAST_UPDATED,
    related: ["disclaimer"],
  },
];

/** Linked from every document page (spec §2: "links to privacy and terms"). */
export const KEY_DOCUMENTS = [
  "privacy-policy",
  "terms-and-conditions",
] as const satisfies readonly DocumentSlug[];

export function documentPath(slug: string): string {
  return `/documents/${slug}`;
}

export function findDocument(slug: string | undefined): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((doc) => doc.slug === slug);
}

/**
 * The document's related documents: known, never itself nor a key document (those have their own links),
 * no repeats, at most RELATED_DOCUMENTS_MAX.
 */
export function relatedDocuments(doc: LegalDocument): LegalDocument[] {
  const seen = new Set<string>([doc.slug, ...KEY_DOCUMENTS]);
  const result: LegalDocument[] = [];
  for (const slug of doc.related) {
    const other = findDocument(slug);
    if (!other || seen.has(other.slug)) continue;
    seen.add(other.slug);
    result.push(other);
  }
  return result.slice(0, RELATED_DOCUMENTS_MAX);
}
