import { useState } from "react";

/**
 * A console list's filters and page: any change of the filters goes back to the first page, so a
 * narrower search never opens on a page that no longer exists.
 */
export function useListFilters<F extends object>(initial: F | (() => F)) {
  const [filters, setFilters] = useState<F>(initial);
  const [pageIndex, setPageIndex] = useState(0);
  /** New filters, from the first page. */
  const change = (next: F) => {
    setFilters(next);
    setPageIndex(0);
  };
  /** Some filters changed, from the first page. */
  const patch = (changed: Partial<F>) => change({ ...filters, ...changed });
  return { filters, pageIndex, setPageIndex, change, patch };
}
