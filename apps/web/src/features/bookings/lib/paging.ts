/** "Showing 1–10 of 23" for a page of a list (page_index from 0); "Showing 0 of 0" when it is empty. */
export function pageRangeText(pageIndex: number, pageSize: number, total: number): string {
  if (total <= 0) return "Showing 0 of 0";
  const from = Math.min(pageIndex * pageSize + 1, total);
  const to = Math.min((pageIndex + 1) * pageSize, total);
  return `Showing ${from}–${to} of ${total}`;
}

/** Whether a booking is still to come and can be acted on: waiting or confirmed, and not started. */
export function isUpcoming(b: { status: string; starts_at: string }, now: Date): boolean {
  return (
    (b.status === "requested" || b.status === "confirmed") && new Date(b.starts_at).getTime() > now.getTime()
  );
}
