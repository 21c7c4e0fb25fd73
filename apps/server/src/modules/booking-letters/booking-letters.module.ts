import type { Roster } from "../companions/roster.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { type BookingMessages, createBookingMessages } from "./booking-letters.service.ts";
import type { LetterRows } from "./ports.ts";

/**
 * What the letters take: the outbox, members' contacts and circles, the roster to name companions, and,
 * through their port (ports.ts), the bookings module's rows they tell of (decision 0082).
 */
export interface BookingLettersNeeds {
  notifier: Notifier;
  members: MemberDirectory;
  roster: Pick<Roster, "profiles">;
  bookingLetterRows: LetterRows;
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
  needs: ["notifier", "members", "roster", "bookingLetterRows"],
  provides: {
    bookingMessages: kit.service(["notifier", "members", "roster", "bookingLetterRows"], (deps) =>
      createBookingMessages({ ...deps, rows: deps.bookingLetterRows }),
    ),
  },
  routes: bookingLettersRoutes,
});
