import {
  appointmentOf,
  COMPANION_VISIT_DAYS,
  type CompanionVisit,
  type companionVisitsResponseSchema,
  firstNameOf,
  joinFamilyNotes,
  VISIT_CHECKIN_EARLY_MINUTES,
  VISIT_KINDS,
  type VisitKind,
  visitStartDay,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import type { BookingVisits, CompanionVisitRow } from "../bookings/booking-visits.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import * as checks from "./visit-checks.repo.ts";
import * as reports from "./visit-reports.repo.ts";

type CompanionVisitsResponse = z.input<typeof companionVisitsResponseSchema>;

const isVisitKind = (kind: string): kind is VisitKind => (VISIT_KINDS as readonly string[]).includes(kind);

/**
 * companion/getvisits/ (issue 26): the visits a companion holds, confirmed or made, from today in India
 * through the next COMPANION_VISIT_DAYS - 1 days (and yesterday's still confirmed: its report not yet filed), by start. Each with what the companion needs at the
 * door: the loved one's first name, the booking's address, the contact on site, languages, mobility and
 * the family's notes (the booking's and the loved one's), and on the day of the visit only the loved one's
 * emergency card (decision 0059). Never the family's payments, ID, the member's
 * contact, or other loved ones. The visits are read by the bookings module (`bookings`), their checks
 * here (visit_checks); the loved one's details come from the members module (`lovedOnes`).
 */
export function createCompanionVisits(deps: {
  db: Db;
  now: () => Date;
  lovedOnes: LovedOneAccess;
  bookings: Pick<BookingVisits, "companionVisitsBetween">;
}) {
  async function listFor(companionId: number): Promise<CompanionVisitsResponse> {
    const from = indiaDate(deps.now());
    const to = addDays(from, COMPANION_VISIT_DAYS - 1);
    const rows = await deps.bookings.companionVisitsBetween(
      deps.db,
      companionId,
      from,
      to,
      addDays(from, -1),
    );
    const ids = rows.map((r) => r.id);
    const checked = await checks.checksOf(deps.db, ids);
    const checkOf = (id: number) => checked.get(id) ?? { checkedInAt: null, checkedOutAt: null };
    /** Starts today in India (a night shift's small hours count on their own day), or is under way. */
    const onToday = (r: CompanionVisitRow) =>
      visitStartDay(r.visitDate, r.shiftType, r.startTime) === from ||
      (checkOf(r.id).checkedInAt !== null && checkOf(r.id).checkedOutAt === null);
    const lovedOneIds = (visits: typeof rows) =>
      visits.flatMap((r) => (r.lovedOneId === null ? [] : [r.lovedOneId]));
    const [door, cards, filed, photos] = await Promise.all([
      deps.lovedOnes.doorDetails(deps.db, lovedOneIds(rows)),
      // The emergency card is the day's only, and a visit's while it is under way (a night shift that
      // began yesterday): other days' visits never carry it.
      deps.lovedOnes.emergencyCards(deps.db, lovedOneIds(rows.filter(onToday))),
      reports.reportsOf(deps.db, ids),
      reports.photosOf(deps.db, ids),
    ]);
    const visits = rows.flatMap((r): CompanionVisit[] => {
      if (!isVisitKind(r.serviceKind)) return [];
      const at = r.lovedOneId === null ? undefined : door.get(r.lovedOneId);
      const firstName = firstNameOf(r.lovedOneName);
      return [
        {
          booking_id: r.id,
          service_name: r.serviceName,
          service_kind: r.serviceKind,
          visit_date: r.visitDate,
          shift_type: r.shiftType,
          shift_name: r.shiftName ?? `Shift ${r.shiftType}`,
          start_time: r.startTime,
          starts_at: r.startsAt.toISOString(),
          status: r.status,
          loved_one_first_name: firstName,
          address_line: r.addressLine,
          city_name: r.cityName,
          pincode: r.pincode,
          contact_name: at?.contactName ?? "",
          contact_phone: at?.contactPhone ?? "",
          languages: at?.languages ?? [],
          mobility: at?.mobility ?? "",
          family_notes: joinFamilyNotes(r.notes, at?.notes ?? "", firstName),
          checked_in_at: checkOf(r.id).checkedInAt?.toISOString() ?? null,
          checked_out_at: checkOf(r.id).checkedOutAt?.toISOString() ?? null,
          planned_minutes: r.plannedMinutes,
          appointment: appointmentOf({
            doctor_name: r.doctorName,
            clinic_name: r.clinicName,
            appointment_time: r.appointmentTime ?? "",
          }),
          check_in_from: new Date(r.startsAt.getTime() - VISIT_CHECKIN_EARLY_MINUTES * 60_000).toISOString(),
          report_filed_at: filed.get(r.id)?.filedAt.toISOString() ?? null,
          has_photo: photos.has(r.id),
          emergency_card: onToday(r) && r.lovedOneId !== null ? (cards.get(r.lovedOneId) ?? null) : null,
        },
      ];
    });
    return { from, to, visits };
  }

  return { listFor };
}
export type CompanionVisits = ReturnType<typeof createCompanionVisits>;
