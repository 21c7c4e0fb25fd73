import type { AdminBooking, BookingStatus } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as figures from "./booking-figures.repo.ts";
import * as list from "./booking-list.repo.ts";

/** The console's search and filters of bookings (the search text trimmed, "" for none), and the caller's cities. */
export type BookingFilter = Omit<list.AdminBookingFilter, "memberIds" | "today" | "cities"> & {
  /** The caller's cities (a coordinator's), null for every city: a condition of the query itself. */
  cities: CityScope;
};

/** A booking as the console's CSV export writes it. */
export interface BookingExportView {
  id: number;
  createdAt: Date;
  userName: string;
  phone: string;
  email: string;
  lovedOneName: string;
  service: string;
  visitDate: string;
  startTime: string;
  city: string;
  pincode: string;
  status: BookingStatus;
  statusReason: string | null;
  notes: string;
}

export interface BookingConsoleDeps extends AppDeps {
  members: MemberDirectory;
  /** Bookings as the console shows them, by id (the bookings module's, lent). */
  bookingAdmin: { byIds(tx: Db, ids: number[]): Promise<AdminBooking[]> };
}

const NO_MEMBER = { name: "", phone: "", email: "" };
/** Rows the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

/**
 * The console's bookings (decision 0085): the list found, paged and counted, the CSV export, the searches
 * other lists share, and the dashboard's figures. It reads the bookings its owner lends it to read; each
 * booking is shown as the bookings module shows it (`bookingAdmin.byIds`), and the team acts on one there.
 */
export function createBookingConsole(deps: BookingConsoleDeps) {
  const { db, now, members } = deps;

  /** The search's member ids (found by the members module), for the filters the repository takes. */
  async function repoFilter(f: BookingFilter): Promise<list.AdminBookingFilter> {
    const memberIds = f.search === "" ? [] : await members.idsMatching(db, f.search);
    return { ...f, memberIds: await list.membersBookedIn(db, { ...f, memberIds }), today: indiaDate(now()) };
  }

  async function page(f: BookingFilter, offset: number, limit: number) {
    const { ids, total, capped } = await list.pageBookingIds(db, await repoFilter(f), offset, limit);
    return { items: await deps.bookingAdmin.byIds(db, ids), total, capped };
  }

  /** Every matching booking in the list's order, in keyset batches, with its member's name and contacts. */
  async function* all(f: BookingFilter): AsyncGenerator<BookingExportView> {
    const filter = await repoFilter(f);
    let cursor: list.ExportCursor = { segment: 0, last: null };
    for (;;) {
      const batch = await list.exportBookingsAfter(db, filter, cursor, EXPORT_BATCH);
      if (!batch) return;
      const contacts = await members.contacts(
        db,
        batch.rows.map((b) => b.userId),
      );
      for (const { userId, startsAt: _key, ...b } of batch.rows) {
        const c = contacts.get(userId) ?? NO_MEMBER;
        yield { ...b, userName: c.name, phone: c.phone, email: c.email };
      }
      cursor = batch.next;
    }
  }

  return {
    page,
    all,
    /** The bookings a console search matches, as a sub-select (the request list's); undefined for no search. */
    searched: list.searchedBookings,
    /**
     * The dashboard's figures of bookings (decision 0026): every city's from the tallies, or those of
     * `cities` (a coordinator's: issue 43 item 4) from their bookings.
     */
    figures: async (
      tx: Db,
      b: { today: string; upcomingEnd: string; chartFrom: Date; cities?: CityScope },
    ) => {
      const { cities } = b;
      const [counts, perDay] = await Promise.all(
        cities
          ? ([
              figures.bookingCountsIn(tx, cities, b),
              figures.bookingsMadeByDayIn(tx, cities, b.chartFrom),
            ] as const)
          : ([figures.bookingCounts(tx, b), figures.bookingsMadeByDay(tx, b.chartFrom)] as const),
      );
      return { ...counts, perDay };
    },
  };
}
export type BookingConsole = ReturnType<typeof createBookingConsole>;
