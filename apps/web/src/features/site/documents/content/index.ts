import type { DocumentSlug } from "../documents.ts";
import type { DocumentContentModule } from "./types.ts";

/**
 * Each document's text is a chunk of its own, fetched when its page opens: the footer on every page needs
 * only the titles in `documents.ts`, not some 6,000 words of legal text.
 */
export const DOCUMENT_CONTENT: Record<DocumentSlug, () => Promise<DocumentContentModule>> = {
  "terms-and-conditions": () => import("./terms-and-conditions.tsx"),
  "privacy-policy": () => import("./privacy-policy.tsx"),
  "safety-security-policy": () => import("./safety-security-policy.tsx"),
  "cookie-policy": () => import("./cookie-policy.tsx"),
  disclaimer: () => import("./disclaimer.tsx"),
  "partner-privacy-policy": () => import("./partner-privacy-policy.tsx"),
  "cancellation-refund": () => import("./cancellation-refund.tsx"),
};
