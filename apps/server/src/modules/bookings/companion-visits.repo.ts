import { VISIT_KINDS } from "@eldercare/contracts";
import { and, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, cities, domainData, services } from "../../db/schema/index.ts";

/** The statuses a companion's app lists: visits going ahead, and those already made. */
export const COMPANION_LISTED_STATUSES = ["confirmed", "completed"] as const;

/**
 * The visits a companion holds between two India dates (both included), and yesterday's still confirmed
 * (a night shift running into today, a visit whose report is not yet filed), by start: only what the
 * app shows of each (the booking's place, service and time, and the loved one's id for the door details).
 * Read along bookings_companion_idx.
 */
export function companionVisitsBetween(
  db: Db,
  companionId: number,
  from: string,
  to: string,
  yesterday: string,
) {
  return db
    .select({
      id: bookings.id,
      lovedOneId: bookings.lovedOneId,
      lovedOneName: bookings.lovedOneName,
      serviceName: services.name,
      serviceKind: bookings.serviceKind,
      plannedMinutes: services.durationMinutes,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      shiftName: domainData.value,
      startTime: bookings.startTime,
      startsAt: bookings.startsAt,
      status: bookings.status,
      addressLine: bookings.addressLine,
      cityName: cities.name,
      pincode: bookings.pincode,
      notes: bookings.notes,
      doctorName: bookings.doctorName,
      clinicName: bookings.clinicName,
      appointmentTime: bookings.appointmentTime,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(
      domainData,
      and(eq(domainData.domainType, "shift_type"), eq(domainData.code, sql`${bookings.shiftType}::int`)),
    )
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(
      and(
        eq(bookings.companionId, companionId),
        inArray(bookings.status, [...COMPANION_LISTED_STATUSES]),
        inArray(bookings.serviceKind, [...VISIT_KINDS]),
        or(
          and(gte(bookings.visitDate, from), lte(bookings.visitDate, to)),
          and(eq(bookings.visitDate, yesterday), eq(bookings.status, "confirmed")),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}
export type CompanionVisitRow = Awaited<ReturnType<typeof companionVisitsBetween>>[number];
