import {
  BOOKING_MESSAGES,
  type Booking,
  type bookingListRequestSchema,
  type bookingListResponseSchema,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import type { Availability } from "../availability/availability.service.ts";
import { type BookingViewSources, toBookingViews, viewSources } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";
import type { RescheduleRecords } from "./ports.ts";

type ListRequest = z.output<typeof bookingListRequestSchema>;
type ListResponse = z.input<typeof bookingListResponseSchema>;

/** One of the member's bookings as shown; another member's is "not found" (404), as if it did not exist. */
export async function memberBookingView(
  db: Db,
  userId: number,
  bookingId: number,
  sources: BookingViewSources,
  now: Date,
): Promise<Booking> {
  const row = await repo.findMemberBookingView(db, userId, bookingId);
  const [booking] = row ? await toBookingViews(db, [row], sources, now) : [];
  if (!booking) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
  return booking;
}

/**
 * users/getallbookings/: the caller's own bookings, upcoming first (soonest first), then past (latest
 * first). The list is two runs of bookings_user_date_idx, one each side of now: the counts say where the
 * page falls, then each part is read in index order (visit date, start, id), so neither a deep page nor a
 * member with thousands of bookings sorts more than a page. Within a part, a night shift's small hours
 * stay with the visit date they were booked under, as the list shows them.
 */
export function createBookingList(
  deps: AppDeps & {
    availability: Availability;
    visitRecords: BookingViewSources["visits"];
    reschedules: RescheduleRecords;
  },
) {
  const { db, now } = deps;
  const sources = viewSources(deps.availability, deps.visitRecords, deps.reschedules);

  async function list(userId: number, r: ListRequest): Promise<ListResponse> {
    const at = now();
    const today = indiaDate(at);
    const filter: repo.MemberBookingFilter = {
      userId,
      subscriptionId: r.subscription_id,
      status: r.status,
      search: r.search_string.trim(),
    };
    const { total, upcoming } = await repo.countMemberBookings(db, filter, at);
    const offset = r.page_index * r.page_size;
    const ids: number[] = [];
    if (offset < upcoming) {
      // A visit that starts now or later has a visit date no earlier than yesterday (a night shift).
      const part = { upcoming: true as const, now: at, fromDate: addDays(today, -1) };
      ids.push(...(await repo.pageMemberBookingIds(db, filter, part, offset, r.page_size)));
    }
    const left = r.page_size - ids.length;
    if (left > 0 && offset + ids.length < total) {
      // A visit that started before now has a visit date no later than today.
      const part = { upcoming: false as const, now: at, toDate: today };
      const pastOffset = Math.max(0, offset - upcoming);
      ids.push(...(await repo.pageMemberBookingIds(db, filter, part, pastOffset, left)));
    }
    const items = await toBookingViews(db, await repo.bookingViewsByIds(db, ids), sources, at);
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  return { list };
}
export type BookingList = ReturnType<typeof createBookingList>;
