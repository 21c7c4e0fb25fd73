import {
  ADMIN_MESSAGES,
  type AdminRescheduleItem,
  type adminRescheduleListRequestSchema,
  type DecideRescheduleRequest,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import * as repo from "./admin-bookings.repo.ts";
import type { Audit } from "./audit.service.ts";

type ListRequest = z.output<typeof adminRescheduleListRequestSchema>;

/**
 * admin/getallreschedule/ and admin/decidereschedule/ (decision 0024). A decision locks in booking
 * creation's order: the member's plan covering the new date (approval only), then the request and the
 * booking rows, then (approval) the new slot's lock. Approval checks the new time against the rules as
 * they stand at decision time; the move, the request's decision, its audit row and the family's email
 * commit together, or nothing does.
 */
export function createAdminReschedules(deps: AppDeps & { bookingAdmin: BookingAdmin; audit: Audit }) {
  const { db, now, bookingAdmin } = deps;

  async function items(tx: Db, ids: number[]): Promise<AdminRescheduleItem[]> {
    const [shown, owners] = await Promise.all([
      bookingAdmin.rescheduleItems(tx, ids),
      repo.rescheduleOwners(tx, ids),
    ]);
    return shown.flatMap((q) => {
      const o = owners.get(q.request_id);
      if (!o) return [];
      return [
        {
          ...q,
          user_id: o.userId,
          user_name: o.userName,
          user_phone: o.phone,
          booking_status: o.bookingStatus,
        },
      ];
    });
  }

  async function list(r: ListRequest) {
    const { ids, total } = await repo.pageRescheduleIds(
      db,
      { search: r.search_string.trim(), status: r.status },
      r.page_index * r.page_size,
      r.page_size,
    );
    return {
      items: await items(db, ids),
      total_count: total,
      page_index: r.page_index,
      page_size: r.page_size,
    };
  }

  async function decide(adminId: number, r: DecideRescheduleRequest) {
    const at = now();
    const found = await bookingAdmin.findRequest(db, r.request_id);
    if (!found) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
    if (found.status !== "open") throw new AppError("BE010", ADMIN_MESSAGES.requestDecided);
    const note = r.note ?? null;

    await db.transaction(async (tx) => {
      const plan =
        r.decision === "approve"
          ? await bookingAdmin.lockPlanCovering(tx, found.userId, found.visitDate)
          : null;
      const request = await bookingAdmin.lockRequest(tx, found.id);
      if (!request) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
      if (request.status !== "open") throw new AppError("BE010", ADMIN_MESSAGES.requestDecided);
      const booking = await bookingAdmin.lockBooking(tx, request.bookingId);
      if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
      const from = {
        visit_date: booking.visitDate,
        shift_type: booking.shiftType,
        start_time: booking.startTime,
      };
      const to = {
        visit_date: request.visitDate,
        shift_type: request.shiftType,
        start_time: request.startTime,
      };
      if (plan) {
        await bookingAdmin.approve(tx, plan, booking, request, adminId, note, at);
      } else {
        await bookingAdmin.decline(tx, request.id, adminId, note ?? "", at);
      }
      const approved = plan !== null;
      await deps.audit.record(tx, {
        adminId,
        action: approved ? "reschedule.approve" : "reschedule.decline",
        targetType: "reschedule_request",
        targetId: request.id,
        before: { status: "open", booking_id: booking.id, booking: from },
        after: {
          status: approved ? "approved" : "declined",
          booking_id: booking.id,
          booking: approved ? to : from,
        },
        note,
        at,
      });
    });
    bookingAdmin.kick();
    const [request] = await items(db, [r.request_id]);
    if (!request) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
    return {
      request,
      Message:
        r.decision === "approve" ? ADMIN_MESSAGES.rescheduleApproved : ADMIN_MESSAGES.rescheduleDeclined,
    };
  }

  return { list, decide };
}
export type AdminReschedules = ReturnType<typeof createAdminReschedules>;
