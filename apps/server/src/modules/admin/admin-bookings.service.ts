import {
  ADMIN_MESSAGES,
  type AdminBooking,
  actionRefusedMessage,
  type adminBookingListRequestSchema,
  BOOKING_ACTION_TARGET,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingAction,
  canMoveBooking,
  type TakeActionRequest,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CsvResult } from "../../http/route.ts";
import { keysetBatches } from "../../lib/csv.ts";
import { indiaDate, indiaDateTime } from "../../lib/india-date.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import * as repo from "./admin-bookings.repo.ts";
import type { Audit } from "./audit.service.ts";

type ListRequest = z.output<typeof adminBookingListRequestSchema>;

/** The actions the state machine allows from a booking's status now ("complete" once it has started). */
export function actionsOf(b: Pick<Booking, "status" | "starts_at">, now: Date): BookingAction[] {
  return BOOKING_ACTIONS.filter(
    (a) =>
      canMoveBooking(b.status, BOOKING_ACTION_TARGET[a]) &&
      (a !== "complete" || now >= new Date(b.starts_at)),
  );
}

/** The list request's filters as the repository takes them. */
function filterOf(r: ListRequest): repo.AdminBookingFilter {
  return {
    search: r.search_string.trim(),
    status: r.status,
    serviceId: r.service_id,
    cityId: r.city_id,
    shiftType: r.shift_type,
    dateFrom: r.date_from,
    dateTo: r.date_to,
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
 * admin/getallservicebooking/ and admin/takeaction/ (decision 0023): every member's bookings, and the
 * team's actions on one. An action runs in one transaction under the booking's row lock: the check, the
 * change, its audit row and the family's email commit together or not at all, and a second admin acting on
 * the same booking at once waits, then finds the new status and is refused.
 */
export function createAdminBookings(deps: AppDeps & { bookingAdmin: BookingAdmin; audit: Audit }) {
  const { db, now, bookingAdmin } = deps;

  async function adminViews(tx: Db, ids: number[]): Promise<AdminBooking[]> {
    const [views, owners] = await Promise.all([bookingAdmin.views(tx, ids), repo.bookingOwners(tx, ids)]);
    const at = now();
    return views.flatMap((b) => {
      const o = owners.get(b.booking_id);
      if (!o) return [];
      return [
        {
          ...b,
          user_id: o.userId,
          user_name: o.userName,
          user_phone: o.phone,
          user_email: o.email,
          city_id: o.cityId,
          actions: actionsOf(b, at),
        },
      ];
    });
  }

  async function list(r: ListRequest) {
    const { ids, total } = await repo.pageBookingIds(
      db,
      filterOf(r),
      r.page_index * r.page_size,
      r.page_size,
    );
    return {
      items: await adminViews(db, ids),
      total_count: total,
      page_index: r.page_index,
      page_size: r.page_size,
    };
  }

  async function takeAction(adminId: number, r: TakeActionRequest) {
    const at = now();
    const target = BOOKING_ACTION_TARGET[r.action];
    await db.transaction(async (tx) => {
      const booking = await bookingAdmin.lockBooking(tx, r.booking_id);
      if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
      if (!canMoveBooking(booking.status, target)) {
        throw new AppError("BE010", actionRefusedMessage(booking.status, r.action));
      }
      if (r.action === "complete" && at < booking.startsAt) {
        throw new AppError("BE011", ADMIN_MESSAGES.completeBeforeStart);
      }
      const reason =
        r.action === "reject" || r.action === "cancel" ? (r.remarks ?? null) : booking.statusReason;
      if (!(await bookingAdmin.moveStatus(tx, booking, target, reason, at))) {
        throw new AppError("BE010", ADMIN_MESSAGES.changedMeanwhile);
      }
      await deps.audit.record(tx, {
        adminId,
        action: `booking.${r.action}`,
        targetType: "booking",
        targetId: booking.id,
        before: { status: booking.status, status_reason: booking.statusReason },
        after: { status: target, status_reason: reason },
        note: r.remarks ?? null,
        at,
      });
    });
    bookingAdmin.kick();
    const [booking] = await adminViews(db, [r.booking_id]);
    if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    return { booking, Message: ADMIN_MESSAGES.actionTaken };
  }

  /** admin/exportservicebookings/: every booking the list's filters match, streamed in the list's order. */
  function exportCsv(r: ListRequest): CsvResult {
    const filter = filterOf(r);
    return {
      filename: `service-bookings-${indiaDate(now())}.csv`,
      header: BOOKING_EXPORT_HEADER,
      rows: (async function* () {
        for await (const b of keysetBatches<repo.BookingExportRow>((last, size) =>
          repo.exportBookingsAfter(db, filter, last, size),
        )) {
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

  return { list, takeAction, exportCsv };
}
export type AdminBookings = ReturnType<typeof createAdminBookings>;
