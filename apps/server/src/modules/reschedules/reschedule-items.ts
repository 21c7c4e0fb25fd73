import type { RescheduleItem } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { BookingMoves, RequestedBooking } from "../bookings/booking-moves.service.ts";
import type { RequestRow } from "./reschedules.repo.ts";

/** A reschedule request as shown: the request, its booking, and the names of their shifts, service and city. */
export interface RescheduleItemRow {
  request: RequestRow["request"];
  booking: RequestedBooking;
  serviceName: string;
  cityName: string;
  fromShiftName: string | null;
  toShiftName: string | null;
}

/**
 * Requests, in their order, with their bookings (one read of them, by the bookings module); a request
 * whose booking is not found is left out (none is: its foreign key is not null).
 */
export async function withBookings(
  db: Db,
  rows: readonly RequestRow[],
  bookings: Pick<BookingMoves, "shown">,
): Promise<RescheduleItemRow[]> {
  const shown = await bookings.shown(db, [...new Set(rows.map((r) => r.request.bookingId))]);
  return rows.flatMap((r) => {
    const booking = shown.get(r.request.bookingId);
    if (!booking) return [];
    return [{ ...r, booking, serviceName: booking.serviceName, cityName: booking.cityName }];
  });
}

const shiftNameOf = (name: string | null, shift: number) => name ?? `Shift ${shift}`;

/** A request as the member's and the console's lists show it. */
export function toItem(r: RescheduleItemRow): RescheduleItem {
  const q = r.request;
  return {
    request_id: q.id,
    booking_id: r.booking.id,
    service_name: r.serviceName,
    loved_one_name: r.booking.lovedOneName,
    from: {
      visit_date: q.fromVisitDate,
      shift_type: q.fromShiftType,
      shift_name: shiftNameOf(r.fromShiftName, q.fromShiftType),
      start_time: q.fromStartTime,
    },
    to: {
      visit_date: q.visitDate,
      shift_type: q.shiftType,
      shift_name: shiftNameOf(r.toShiftName, q.shiftType),
      start_time: q.startTime,
    },
    reason: q.reason,
    status: q.status,
    decision_note: q.decisionNote,
    created_at: q.createdAt.toISOString(),
    decided_at: q.decidedAt?.toISOString() ?? null,
  };
}
