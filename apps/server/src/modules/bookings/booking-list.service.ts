import type { BookingListRequest } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { BookingMessages } from "./booking-messages.ts";

/** users/getallbookings/ (filled in by the list issue slice). */
export function createBookingList(_deps: AppDeps & { messages: BookingMessages }) {
  async function list(_userId: number, r: BookingListRequest) {
    return { items: [], total_count: 0, page_index: r.page_index ?? 0, page_size: r.page_size ?? 10 };
  }
  return { list };
}
export type BookingList = ReturnType<typeof createBookingList>;
