import { COPYRIGHT_YEAR, INITIALS_FALLBACK } from "@eldercare/contracts";

/** The product's name, shown in the header, footer and every page title. Initials match INITIALS_FALLBACK ("SR"). */
export const BRAND_NAME = "SeniorCare Relief";
export const BRAND_INITIALS = INITIALS_FALLBACK;

/**
 * The spec's 2025 copyright line, running to the current year (issue 42, decision 0071): "© 2025–2026"
 * beside 2026 invoices. The year is the runtime's (the server renders public pages as it starts, the
 * browser on load), never a year frozen at build time.
 */
export function copyrightLine(now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const years = year > COPYRIGHT_YEAR ? `${COPYRIGHT_YEAR}–${year}` : String(COPYRIGHT_YEAR);
  return `© ${years} ${BRAND_NAME}. All rights reserved.`;
}

export const COPYRIGHT_LINE = copyrightLine();

export const CONTACT = {
  phoneDisplay: "+91 33 4000 1234",
  phoneHref: "tel:+913340001234",
  supportEmail: "support@seniorcare.example",
  addressLines: ["4th Floor, Park Plaza", "71 Park Street", "Kolkata, West Bengal 700016", "India"],
} as const;

/** The same address as parts, for search engines' structured data (ssr/head.ts). */
export const POSTAL_ADDRESS = {
  streetAddress: "4th Floor, Park Plaza, 71 Park Street",
  addressLocality: "Kolkata",
  addressRegion: "West Bengal",
  postalCode: "700016",
  addressCountry: "IN",
} as const;
