import { firstNameOf, type VisitReport } from "@eldercare/contracts";
import type { BookingViewRow } from "../bookings/booking-visits.service.ts";
import type { CompanionProfile } from "../companions/roster.service.ts";
import type * as checks from "./visit-checks.repo.ts";
import type * as repo from "./visit-reports.repo.ts";

/** A report as the family, the companion and the team read it (the companion by first name). */
export function shown(
  row: repo.ReportRow,
  visit: BookingViewRow,
  check: checks.VisitCheckTimes | undefined,
  profile: CompanionProfile | undefined,
): VisitReport {
  const b = visit.booking;
  return {
    booking_id: row.bookingId,
    service_name: visit.serviceName,
    loved_one_name: b.lovedOneName,
    visit_date: b.visitDate,
    shift_name: visit.shiftName ?? `Shift ${b.shiftType}`,
    companion_first_name: firstNameOf(profile?.fullName ?? ""),
    checked_in_at: check?.checkedInAt?.toISOString() ?? null,
    checked_out_at: check?.checkedOutAt?.toISOString() ?? null,
    filed_at: row.filedAt.toISOString(),
    tasks: row.tasks,
    mood: row.mood,
    concern: row.concern,
    concern_note: row.concernNote,
    family_note: row.familyNote,
    has_photo: row.hasPhoto,
    rating:
      row.stars === null || row.ratedAt === null
        ? null
        : {
            stars: row.stars,
            comment: row.comment ?? "",
            preference: row.preference ?? null,
            rated_at: row.ratedAt.toISOString(),
          },
  };
}
