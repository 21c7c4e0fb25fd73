import { appointmentOf, type Booking, type BookingRules, isConfirmedBooking } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { companionForFamily, type Roster } from "../companions/roster.service.ts";
import { cancelUntil, isMovable, memberMayCancel } from "./booking-actions.ts";
import type { BookingViewRow } from "./bookings.repo.ts";
import type { RescheduleRecords, VisitRecords } from "./ports.ts";

/** What a booking's view reads besides its row: the rules, the roster, its visit's records, its requests. */
export interface BookingViewSources {
  rules: BookingRules;
  roster: Pick<Roster, "profiles">;
  visits: Pick<VisitRecords, "reportsOf" | "incidentsOf" | "checksOf">;
  /** The latest reschedule request of each booking (the reschedules module's, through its port). */
  reschedules: Pick<RescheduleRecords, "latestOf">;
}

/** The sources of a booking's view: the availability rules and roster, its visit's records, its requests. */
export function viewSources(
  availability: Pick<BookingViewSources, "rules" | "roster">,
  visits: BookingViewSources["visits"],
  reschedules: BookingViewSources["reschedules"],
): BookingViewSources {
  return { rules: availability.rules, roster: availability.roster, visits, reschedules };
}

/**
 * Booking rows as the member sees them, with what they may still do (cancel before the cutoff, ask to
 * move a live upcoming visit that has no request waiting), the latest reschedule request of each, who
 * makes the visit once the team has confirmed it, when they arrived, and whether its report is ready
 * (users/getvisitreport/) and rated.
 */
export async function toBookingViews(
  db: Db,
  rows: BookingViewRow[],
  { rules, roster, visits, reschedules }: BookingViewSources,
  now: Date,
): Promise<Booking[]> {
  const shown = rows.filter((r) => isConfirmedBooking(r.booking.status));
  const ids = rows.map((r) => r.booking.id);
  const [requests, profiles, reports, incidents, checks] = await Promise.all([
    reschedules.latestOf(db, ids),
    roster.profiles(
      db,
      shown.flatMap((r) => (r.booking.companionId === null ? [] : [r.booking.companionId])),
    ),
    visits.reportsOf(db, ids),
    visits.incidentsOf(db, ids),
    visits.checksOf(db, ids),
  ]);
  return rows.map(({ booking: b, ...names }) => {
    const request = requests.get(b.id) ?? null;
    const report = reports.get(b.id);
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
      companion:
        isConfirmedBooking(b.status) && b.companionId !== null
          ? companionForFamily(profiles.get(b.companionId))
          : null,
      checked_in_at: checks.get(b.id)?.checkedInAt?.toISOString() ?? null,
      report_ready: report !== undefined,
      rated: report?.rated ?? false,
      incidents: incidents.get(b.id) ?? [],
      appointment: appointmentOf({
        doctor_name: b.doctorName,
        clinic_name: b.clinicName,
        appointment_time: b.appointmentTime ?? "",
      }),
    };
  });
}
