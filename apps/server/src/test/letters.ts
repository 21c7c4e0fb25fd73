import { createBookingMessages } from "../modules/booking-letters/booking-letters.service.ts";
import { createBookingLetterRows } from "../modules/bookings/booking-letter-rows.service.ts";
import { createBookingMoves } from "../modules/bookings/booking-moves.service.ts";
import { createMemberDirectory } from "../modules/members/member-directory.service.ts";
import type { Notifier } from "../modules/notifications/notifier.service.ts";
import { createRescheduleRecords } from "../modules/reschedules/reschedule-records.service.ts";
import { createVisitRecords } from "../modules/visits/visit-records.service.ts";

/** The rows the letters read, as the composer hands them over: bookings' and a request's (reschedules'). */
export function letterRows() {
  const reschedules = createRescheduleRecords({
    bookingMoves: createBookingMoves({ visits: createVisitRecords() }),
  });
  return { ...createBookingLetterRows(), rescheduleItem: reschedules.letterOf };
}

/** The family's letters as the app builds them, for tests that call them inside their own transactions. */
export function bookingLetters(notifier: Notifier) {
  return createBookingMessages({ notifier, members: createMemberDirectory(), rows: letterRows() });
}
