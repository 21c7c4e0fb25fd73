import {
  appointmentOf,
  type Booking,
  type BookingCompanion,
  type BookingRules,
  isConfirmedBooking,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CompanionProfile, Roster } from "../companions/roster.service.ts";
import { cancelUntil, isMovable, memberMayCancel } from "./booking-actions.ts";
import type { BookingViewRow } from "./bookings.repo.ts";
import type { VisitRecords } from "./ports.ts";
import { latestRescheduleOf } from "./reschedules.repo.ts";

/** A companion as the family sees them: first name, languages and the dates of their checks. */
export function companionForFamily(p: CompanionProfile | undefined): BookingCompanion | null {
  if (!p?.identityVerifiedOn || !p.policeVerifiedOn || !p.trainingCompletedOn) return null;
  return {
    first_name: p.fullName.trim().split(/\s+/)[0] ?? "",
    languages: p.languages,
    identity_verified_on: p.identityVerifiedOn,
    police_verified_on: p.policeVerifiedOn,
    training_completed_on: p.trainingCompletedOn,
    has_photo: p.hasPhoto,
  };
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
  {
    rules,
    roster,
    visits,
  }: {
    rules: BookingRules;
    roster: Pick<Roster, "profiles">;
    visits: Pick<VisitRecords, "reportsOf" | "incidentsOf" | "checksOf">;
  },
  now: Date,
): Promise<Booking[]> {
  const shown = rows.filter((r) => isConfirmedBooking(r.booking.status));
  const ids = rows.map((r) => r.booking.id);
  const [requests, profiles, reports, incidents, checks] = await Promise.all([
    latestRescheduleOf(db, ids),
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
