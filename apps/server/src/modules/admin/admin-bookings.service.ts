import {
  ADMIN_MESSAGES,
  type adminBookingListRequestSchema,
  type assignCompanionRequestSchema,
  BOOKING_STATUS_LABELS,
  SERIES_REGULAR_MESSAGES,
  type TakeActionRequest,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { CsvResult } from "../../http/route.ts";
import { indiaDate, indiaDateTime } from "../../lib/india-date.ts";
import type { Assignments } from "../assignments/assignment.service.ts";
import type { BookingConsole, BookingFilter } from "../booking-console/booking-console.service.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { Audit } from "./audit.service.ts";

type ListRequest = z.output<typeof adminBookingListRequestSchema>;
type AssignCompanionRequestBody = z.output<typeof assignCompanionRequestSchema>;

/** The list request's search and filters, within the caller's cities (null: every city). */
function filterOf(r: ListRequest, cities: CityScope): BookingFilter {
  return {
    cities,
    search: r.search_string.trim(),
    status: r.status,
    serviceId: r.service_id,
    cityId: r.city_id,
    shiftType: r.shift_type,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    sort: r.sort,
  };
}

const BOOKING_EXPORT_HEADER = [
  "Booking ID",
  "Requested on (IST)",
  "Member",
  "Phone",
  "Email",
  "Loved one",
  "Service",
  "Visit date",
  "Start time (IST)",
  "City",
  "Pincode",
  "Status",
  "Reason",
  "Notes",
] as const;

/**
 * admin/getallservicebooking/, admin/takeaction/ and admin/exportservicebookings/ (decision 0023): every
 * member's bookings, and the team's actions on one. The bookings module's rules decide an action
 * (`bookingAdmin.act`, under the booking's row lock); here it runs in one transaction with its audit row,
 * so the change, the audit and the family's email commit together or not at all. Each call takes the
 * caller's cities (`citiesOf`: a coordinator's, null for an administrator): lists and the export hold only
 * bookings there, and a booking elsewhere answers as a missing one.
 */
export function createAdminBookings(
  deps: AppDeps & {
    bookingAdmin: BookingAdmin;
    bookingConsole: BookingConsole;
    assignments: Assignments;
    audit: Audit;
  },
) {
  const { db, now, bookingAdmin } = deps;

  async function list(r: ListRequest, cities: CityScope) {
    const { items, total, capped } = await deps.bookingConsole.page(
      filterOf(r, cities),
      r.page_index * r.page_size,
      r.page_size,
    );
    return {
      items,
      total_count: total,
      total_capped: capped,
      page_index: r.page_index,
      page_size: r.page_size,
    };
  }

  async function takeAction(adminId: number, r: TakeActionRequest, cities: CityScope) {
    const at = now();
    await db.transaction(async (tx) => {
      const remarks = r.remarks ?? null;
      const done = await bookingAdmin.act(tx, {
        bookingId: r.booking_id,
        action: r.action,
        remarks,
        at,
        cities,
      });
      // Confirming sends the companion held since booking: the team's rules, travel included, hold for them.
      if (r.action === "confirm") await deps.assignments.assertHeldCanMake(tx, done.bookingId, cities);
      await deps.audit.record(tx, {
        adminId,
        action: `booking.${r.action}`,
        targetType: "booking",
        targetId: done.bookingId,
        before: done.before,
        after: done.after,
        note: remarks,
        at,
      });
    });
    bookingAdmin.kick();
    const [booking] = await bookingAdmin.byIds(db, [r.booking_id]);
    if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    return { booking, Message: ADMIN_MESSAGES.actionTaken };
  }

  /** admin/exportservicebookings/: every booking the list's filters match, streamed in the list's order. */
  function exportCsv(r: ListRequest, cities: CityScope): CsvResult {
    const rows = deps.bookingConsole.all(filterOf(r, cities));
    return {
      filename: `service-bookings-${indiaDate(now())}.csv`,
      header: BOOKING_EXPORT_HEADER,
      rows: (async function* () {
        for await (const b of rows) {
          yield [
            b.id,
            indiaDateTime(b.createdAt),
            b.userName,
            b.phone,
            b.email,
            b.lovedOneName,
            b.service,
            b.visitDate,
            b.startTime,
            b.city,
            b.pincode,
            BOOKING_STATUS_LABELS[b.status],
            b.statusReason,
            b.notes,
          ];
        }
      })(),
    };
  }

  /** admin/suggestcompanions/. */
  async function suggestCompanions(r: { booking_id: number }, cities: CityScope) {
    const suggestions = await deps.assignments.suggest(db, r.booking_id, cities);
    return { booking_id: r.booking_id, suggestions };
  }

  /** admin/assigncompanion/: the choice, its audit row and the family's email, in one transaction. */
  async function assignCompanion(adminId: number, r: AssignCompanionRequestBody, cities: CityScope) {
    const at = now();
    const done = await db.transaction(async (tx) => {
      const assigned = await deps.assignments.assign(tx, {
        bookingId: r.booking_id,
        companionId: r.companion_id,
        confirm: r.confirm,
        reason: r.reason,
        at,
        cities,
        makeRegular: r.make_regular,
      });
      await deps.audit.record(tx, {
        adminId,
        action:
          assigned.after.status !== assigned.before.status ? "booking.confirm" : "booking.assign_companion",
        targetType: "booking",
        targetId: assigned.bookingId,
        before: assigned.before,
        // A schedule's regular companion set (decision 0081): the later visits given, and those left.
        after: assigned.regular
          ? {
              ...assigned.after,
              regular_of_series: assigned.regular.seriesId,
              given_booking_ids: assigned.regular.given,
              left_booking_ids: assigned.regular.left,
            }
          : assigned.after,
        note: r.reason === "" ? null : r.reason,
        at,
      });
      return assigned;
    });
    bookingAdmin.kick();
    const [booking] = await bookingAdmin.byIds(db, [r.booking_id]);
    if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    const regular = done.regular;
    const message = regular
      ? `${done.message} ${SERIES_REGULAR_MESSAGES.madeRegular(regular.given.length, regular.left.length)}`
      : done.message;
    return { booking, Message: message };
  }

  return { list, takeAction, exportCsv, suggestCompanions, assignCompanion };
}
export type AdminBookings = ReturnType<typeof createAdminBookings>;
