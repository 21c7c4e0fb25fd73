import type { Db } from "../../db/client.ts";
import type { BookingMoves } from "../bookings/booking-moves.service.ts";
import { withBookings } from "./reschedule-items.ts";
import * as repo from "./reschedules.repo.ts";

/**
 * What the bookings module reads and closes of reschedule requests (it fits that module's
 * `RescheduleRecords` port, decision 0083; built once, handed over by app.ts): a booking's latest request
 * for its view, the open requests a cancellation or an erasure closes in its transaction, the reasons an
 * erasure blanks; and a request as the family's letters tell it (the booking-letters module's `LetterRows`).
 */
export function createRescheduleRecords(deps: { bookingMoves: Pick<BookingMoves, "shown"> }) {
  return {
    latestOf: repo.latestRescheduleOf,
    closeOpenOf: repo.closeOpenReschedule,
    closeOpenOfBookings: repo.closeOpenReschedules,
    closeOpenOfMember: repo.closeMemberOpenReschedules,
    scrubReasonsOf: repo.scrubMemberReasons,
    async letterOf(tx: Db, requestId: number) {
      const [row] = await withBookings(tx, await repo.findRequest(tx, requestId), deps.bookingMoves);
      return row ?? null;
    },
  };
}
export type RescheduleRecords = ReturnType<typeof createRescheduleRecords>;
