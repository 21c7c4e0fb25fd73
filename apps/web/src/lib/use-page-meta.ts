import { createContext, useContext, useEffect } from "react";
import { BRAND_NAME } from "./brand.ts";

export const DEFAULT_DESCRIPTION =
  "SeniorCare Relief arranges companionship, wellness monitoring, daily assistance and emergency coordination for elderly parents in India.";

export interface PageMeta {
  /** The full document title: "<page> | SeniorCare Relief". */
  title: string;
  description: string;
}

/**
 * The prerendering server (entry-server.tsx) provides one of these to learn the page's title and
 * description while it renders, for the <head> it sends. The browser has none.
 */
export const PageMetaCollector = createContext<{ meta: PageMeta | null } | null>(null);

/** Sets `document.title` ("<page> | SeniorCare Relief") and the meta description while the page is shown. */
export function usePageMeta(page: string, description: string = DEFAULT_DESCRIPTION): void {
  const title = `${page} | ${BRAND_NAME}`;
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = { title, description };
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
