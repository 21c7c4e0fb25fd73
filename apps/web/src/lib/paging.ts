/**
 * "Showing 1–10 of 23" for a page of a list (page_index from 0); "Showing 0 of 0" when it is empty.
 * `capped`: the server stopped counting at `total` ("Showing 11–20 of 1,000+", decision 0050).
 */
export function pageRangeText(pageIndex: number, pageSize: number, total: number, capped = false): string {
  if (capped) {
    const from = pageIndex * pageSize + 1;
    return `Showing ${from}–${from + pageSize - 1} of ${total.toLocaleString("en-IN")}+`;
  }
  if (total <= 0) return "Showing 0 of 0";
  const from = Math.min(pageIndex * pageSize + 1, total);
  const to = Math.min((pageIndex + 1) * pageSize, total);
  return `Showing ${from}–${to} of ${total}`;
}
