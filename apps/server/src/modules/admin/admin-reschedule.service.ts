import {
  ADMIN_MESSAGES,
  type adminRescheduleListRequestSchema,
  type DecideRescheduleRequest,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { RescheduleAdmin } from "../reschedules/reschedule-admin.service.ts";
import type { Audit } from "./audit.service.ts";

type ListRequest = z.output<typeof adminRescheduleListRequestSchema>;

/**
 * admin/getallreschedule/ and admin/decidereschedule/ (decision 0024). The reschedules module decides
 * (`rescheduleAdmin.decide`, decision 0083: its locks in the order of decision 0033, and the availability rules as they
 * stand at decision time); here the decision runs in one transaction with its audit row, so the move, the
 * decision, the audit and the family's email commit together, or nothing does. Both take the caller's
 * cities (a coordinator's, null for an administrator): requests of bookings elsewhere are not listed, and
 * one of them answers as a missing request.
 */
export function createAdminReschedules(deps: AppDeps & { rescheduleAdmin: RescheduleAdmin; audit: Audit }) {
  const { db, now, rescheduleAdmin } = deps;

  async function list(r: ListRequest, cities: CityScope) {
    const { items, total } = await rescheduleAdmin.page(
      { search: r.search_string.trim(), status: r.status, cities },
      r.page_index * r.page_size,
      r.page_size,
    );
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  async function decide(adminId: number, r: DecideRescheduleRequest, cities: CityScope) {
    const at = now();
    const note = r.note ?? null;
    const approve = r.decision === "approve";
    await db.transaction(async (tx) => {
      const d = await rescheduleAdmin.decide(tx, {
        requestId: r.request_id,
        approve,
        adminId,
        note,
        at,
        cities,
      });
      await deps.audit.record(tx, {
        adminId,
        action: d.approved ? "reschedule.approve" : "reschedule.decline",
        targetType: "reschedule_request",
        targetId: d.requestId,
        before: { status: "open", booking_id: d.bookingId, booking: d.from },
        after: { status: d.approved ? "approved" : "declined", booking_id: d.bookingId, booking: d.to },
        note,
        at,
      });
    });
    rescheduleAdmin.kick();
    const [request] = await rescheduleAdmin.byIds(db, [r.request_id]);
    if (!request) throw new AppError("BE004", ADMIN_MESSAGES.requestNotFound);
    return {
      request,
      Message: approve ? ADMIN_MESSAGES.rescheduleApproved : ADMIN_MESSAGES.rescheduleDeclined,
    };
  }

  return { list, decide };
}
export type AdminReschedules = ReturnType<typeof createAdminReschedules>;
