import type { Db } from "../../db/client.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { eraseMemberBookings } from "./booking-cancel.service.ts";

/** What the bookings module lends the members module (built in app.ts): a member's bookings at erasure. */
export function createBookingRecords(deps: { notifier: Notifier }) {
  return {
    /** Inside the erasure's transaction, before the loved ones are deleted. */
    erase: (tx: Db, userId: number, at: Date) => eraseMemberBookings(tx, deps.notifier, userId, at),
  };
}
export type BookingRecords = ReturnType<typeof createBookingRecords>;
