import { type BookingStatus, isLiveBooking } from "@eldercare/contracts";

/** Whether a booking is still to come and can be acted on: live (waiting or confirmed), and not started. */
export function isUpcoming(b: { status: BookingStatus; starts_at: string }, now: Date): boolean {
  return isLiveBooking(b.status) && new Date(b.starts_at).getTime() > now.getTime();
}
