/** "Showing 1–10 of 23" for a page of a list (page_index from 0); "Showing 0 of 0" when it is empty. */
export function pageRangeText(pageIndex: number, pageSize: number, total: number): string {
  if (total <= 0) return "Showing 0 of 0";
  const from = Math.min(pageIndex * pageSize + 1, total);
  const to = Math.min((pageIndex + 1) * pageSize, total);
  return `Showing ${from}–${to} of ${total}`;
}
