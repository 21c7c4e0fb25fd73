import type { Roster } from "../companions/roster.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type BookingMessages, createBookingMessages } from "./booking-letters.service.ts";
import type { LetterRows } from "./ports.ts";

/**
 * What the letters take: the outbox, members' contacts and circles, the roster to name companions, and,
 * through their port (ports.ts), the bookings and reschedules modules' rows they tell of (decision 0082).
 */
export interface BookingLettersNeeds {
  notifier: Notifier;
  members: MemberDirectory;
  roster: Pick<Roster, "profiles">;
  bookingLetterRows: Omit<LetterRows, "rescheduleItem">;
  /** A reschedule request as its letters tell it (the reschedules module's, decision 0083). */
  rescheduleRecords: { letterOf: LetterRows["rescheduleItem"] };
}

/** What they lend: the family's (and companions') letters about bookings, to bookings, visits and schedules. */
export interface BookingLettersProvides {
  bookingMessages: BookingMessages;
}

/** The letters own no table and no route: they are written in the transactions of those who send them. */
async function bookingLettersRoutes() {}

const kit = moduleKit<BookingLettersNeeds, BookingLettersProvides>();

export const bookingLettersModule = kit.define({
  name: "booking-letters",
  needs: ["notifier", "members", "roster", "bookingLetterRows", "rescheduleRecords"],
  provides: {
    bookingMessages: kit.service(
      ["notifier", "members", "roster", "bookingLetterRows", "rescheduleRecords"],
      (deps) =>
        createBookingMessages({
          ...deps,
          rows: { ...deps.bookingLetterRows, rescheduleItem: deps.rescheduleRecords.letterOf },
        }),
    ),
  },
  routes: bookingLettersRoutes,
});
