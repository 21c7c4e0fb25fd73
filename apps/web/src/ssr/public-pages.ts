import { DOCUMENT_SLUGS, documentPath } from "../features/site/documents/documents.ts";

/** The data a public page shows, read by the server before it renders the page. */
export type PageData = "plans" | "services" | "faqs" | "company" | "served";

export interface PublicPage {
  path: string;
  data: readonly PageData[];
  /** The page's own code (besides the entry), preloaded with the HTML so hydration does not wait for it. */
  modules: readonly string[];
}

/** What every page shows whatever its content: the footer's company details. */
const LAYOUT_DATA: readonly PageData[] = ["company"];

/** Each page's own data and code; the layout's data is added to every page below. */
const PAGES: readonly PublicPage[] = [
  { path: "/", data: ["plans", "served"], modules: ["src/features/site/pages/home-page.tsx"] },
  { path: "/aboutus", data: [], modules: ["src/features/site/pages/about-page.tsx"] },
  {
    path: "/services/consulting",
    data: ["services", "served"],
    modules: ["src/features/site/pages/services-page.tsx"],
  },
  { path: "/plandetails", data: ["plans"], modules: ["src/features/plans/pages/plan-details-page.tsx"] },
  { path: "/faq", data: ["faqs"], modules: ["src/features/faqs/pages/faq-page.tsx"] },
  ...DOCUMENT_SLUGS.map((slug) => ({
    path: documentPath(slug),
    data: [] as const,
    modules: ["src/features/site/pages/document-page.tsx", `src/features/site/documents/content/${slug}.tsx`],
  })),
];

/**
 * The public pages (spec §2) that the server renders to HTML with their data, lists in sitemap.xml and
 * lets search engines index. Every other page is sent as the app shell with `noindex`.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = PAGES.map((page) => ({
  ...page,
  data: [...page.data, ...LAYOUT_DATA],
}));
