import { useEffect } from "react";
import { BRAND_NAME } from "./brand.ts";

const DEFAULT_DESCRIPTION =
  "SeniorCare Relief arranges companionship, wellness monitoring, daily assistance and emergency coordination for elderly parents in India.";

/** Sets `document.title` ("<page> | SeniorCare Relief") and the meta description while the page is shown. */
export function usePageMeta(page: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = `${page} | ${BRAND_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [page, description]);
}
