import { useEffect } from "react";
import { BRAND_NAME } from "./brand.ts";

/** Sets `document.title` to "<page> | SeniorCare Relief" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${BRAND_NAME}`;
  }, [page]);
}
