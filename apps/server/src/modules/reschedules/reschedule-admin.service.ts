import type { AdminRescheduleItem, RescheduleStatus } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { BookingConsole } from "../booking-console/booking-console.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingMoves } from "../bookings/booking-moves.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { openRescheduleCount, pageRescheduleIds } from "./reschedule-admin.repo.ts";
import { createRescheduleDecision } from "./reschedule-decision.service.ts";
import { toItem, withBookings } from "./reschedule-items.ts";
import { requestsByIds } from "./reschedules.repo.ts";

const NO_MEMBER = { name: "", phone: "", email: "" };

/**
 * What the reschedules module lends the admin console (decision 0083), as view types: the requests found
 * and paged, searched as the console's bookings are; the team's decision, run inside the console's
 * transaction under the locks of decision 0033 and returning what its audit row records; the dashboard's
 * count of requests waiting; and the family's emails sent once the decision commits.
 */
export function createRescheduleAdmin(
  deps: AppDeps & {
    bookings: BookingMoves;
    /** The bookings a console search matches (the console's bookings' own search, decision 0085). */
    bookingConsole: Pick<BookingConsole, "searched">;
    members: MemberDirectory;
    availability: Availability;
    planCover: PlanCoverService;
    messages: BookingMessages;
    notifier: Notifier;
  },
) {
  const { db, members } = deps;
  const decision = createRescheduleDecision(deps);

  /** Reschedule requests as the console shows them, in the order of `ids`. */
  async function byIds(tx: Db, ids: number[]): Promise<AdminRescheduleItem[]> {
    const shown = await withBookings(tx, await requestsByIds(tx, ids), deps.bookings);
    const contacts = await members.contacts(
      tx,
      shown.map((r) => r.request.userId),
    );
    return shown.map((r) => {
      const c = contacts.get(r.request.userId) ?? NO_MEMBER;
      return {
        ...toItem(r),
        user_id: r.request.userId,
        user_name: c.name,
        user_phone: c.phone,
        booking_status: r.booking.status,
      };
    });
  }

  async function page(
    f: { search: string; status?: RescheduleStatus | null | undefined; cities: CityScope },
    offset: number,
    limit: number,
  ) {
    const memberIds = f.search === "" ? [] : await members.idsMatching(db, f.search);
    const searched = deps.bookingConsole.searched(db, { search: f.search, memberIds });
    const { ids, total } = await pageRescheduleIds(db, { ...f, searched }, offset, limit);
    return { items: await byIds(db, ids), total };
  }

  return {
    page,
    byIds,
    /** The team's decision on an open reschedule request, in the console's transaction. */
    decide: decision.decide,
    /** The dashboard's requests waiting for the team: every city's, or those of `cities` (a coordinator's). */
    openCount: (tx: Db, cities?: CityScope) => openRescheduleCount(tx, cities),
    /** Delivers the emails queued by a committed decision now. */
    kick: () => deps.notifier.kick(),
  };
}
export type RescheduleAdmin = ReturnType<typeof createRescheduleAdmin>;
