import type { Faq } from "@eldercare/contracts";
import { BRAND_NAME, CONTACT, POSTAL_ADDRESS } from "../lib/brand.ts";
import type { PageMeta } from "../lib/use-page-meta.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON inside a <script>: nothing in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function organisation(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: BRAND_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: CONTACT.supportEmail,
    telephone: CONTACT.phoneHref.replace("tel:", ""),
    address: { "@type": "PostalAddress", ...POSTAL_ADDRESS },
  };
}

function faqPage(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/**
 * A public page's <head> additions: title, description, canonical link, Open Graph and Twitter card
 * tags, and structured data (the organisation; the FAQ page's questions on /faq).
 */
export function publicHead(meta: PageMeta, origin: string, path: string, faqs?: readonly Faq[]): string {
  const url = `${origin}${path}`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const structured = [organisation(origin), ...(faqs?.length ? [faqPage(faqs)] : [])];
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...structured.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join("\n    ");
}
