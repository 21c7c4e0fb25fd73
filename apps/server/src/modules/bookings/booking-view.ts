import type { Booking, BookingRules } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { cancelUntil, isMovable, memberMayCancel } from "./booking-actions.ts";
import type { BookingViewRow } from "./bookings.repo.ts";
import { latestRescheduleOf } from "./reschedules.repo.ts";

/**
 * Booking rows as the member sees them, with what they may still do (cancel before the cutoff, ask to
 * move a live upcoming visit that has no request waiting) and the latest reschedule request of each.
 */
export async function toBookingViews(
  db: Db,
  rows: BookingViewRow[],
  rules: BookingRules,
  now: Date,
): Promise<Booking[]> {
  const requests = await latestRescheduleOf(
    db,
    rows.map((r) => r.booking.id),
  );
  return rows.map(({ booking: b, ...names }) => {
    const request = requests.get(b.id) ?? null;
    return {
      booking_id: b.id,
      subscription_id: b.subscriptionId,
      service_id: b.serviceId,
      service_name: names.serviceName,
      service_kind: b.serviceKind,
      speciality_id: b.specialityId,
      speciality_name: names.specialityName,
      loved_one_id: b.lovedOneId,
      loved_one_name: b.lovedOneName,
      visit_date: b.visitDate,
      shift_type: b.shiftType,
      shift_name: names.shiftName ?? `Shift ${b.shiftType}`,
      start_time: b.startTime,
      starts_at: b.startsAt.toISOString(),
      duration_minutes: names.durationMinutes,
      address_line: b.addressLine,
      city_name: names.cityName,
      state_name: names.stateName,
      pincode: b.pincode,
      notes: b.notes,
      status: b.status,
      status_reason: b.statusReason,
      created_at: b.createdAt.toISOString(),
      can_cancel: memberMayCancel(b, now, rules),
      cancel_until: cancelUntil(b.startsAt, rules).toISOString(),
      can_reschedule: isMovable(b, now) && request?.status !== "open",
      reschedule: request
        ? {
            request_id: request.id,
            status: request.status,
            visit_date: request.visitDate,
            shift_type: request.shiftType,
            start_time: request.startTime,
          }
        : null,
    };
  });
}
