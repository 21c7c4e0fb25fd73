/** Whether a booking is still to come and can be acted on: waiting or confirmed, and not started. */
export function isUpcoming(b: { status: string; starts_at: string }, now: Date): boolean {
  return (
    (b.status === "requested" || b.status === "confirmed") && new Date(b.starts_at).getTime() > now.getTime()
  );
}
