import {
  ADMIN_PROFILE_RECENT_ACTIONS,
  type AuditEntry,
  type AuditTarget,
  type auditListRequestSchema,
  type ExportAudit,
  type ExportKind,
  USER_TYPE,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CsvResult } from "../../http/route.ts";
import { indiaDayRange } from "../../lib/india-date.ts";
import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { RescheduleAdmin } from "../reschedules/reschedule-admin.service.ts";
import * as repo from "./audit.repo.ts";

type AuditListRequest = z.output<typeof auditListRequestSchema>;

export interface AuditRecord {
  adminId: number;
  /** e.g. "booking.confirm". */
  action: string;
  targetType: AuditTarget;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  at: Date;
}

/**
 * The administrators' audit trail: a row per action, written in the action's own transaction (so a
 * refused or rolled-back action leaves none), and admin/getauditlog/.
 */
/** "Companionship Visit for Sita Devi (Ravi Kumar)": a visit named by what, for whom and whose family. */
const visitLabel = (v: { service_name: string; loved_one_name: string; user_name: string }) =>
  `${v.service_name} for ${v.loved_one_name}${v.user_name ? ` (${v.user_name})` : ""}`;

export function createAudit(
  deps: Pick<AppDeps, "db" | "now" | "log"> & {
    members: MemberDirectory;
    bookingAdmin: Pick<BookingAdmin, "byIds" | "companionNames">;
    rescheduleAdmin: Pick<RescheduleAdmin, "byIds">;
  },
) {
  /** The bookings and reschedule requests of a page of entries, named (one read of each kind). */
  async function targetLabels(rows: { targetType: AuditTarget; targetId: number }[]) {
    const ids = (type: AuditTarget) => [
      ...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId)),
    ];
    const [bookings, requests] = await Promise.all([
      deps.bookingAdmin.byIds(deps.db, ids("booking")),
      deps.rescheduleAdmin.byIds(deps.db, ids("reschedule_request")),
    ]);
    const labels = new Map<string, string>();
    for (const b of bookings) labels.set(`booking:${b.booking_id}`, visitLabel(b));
    for (const q of requests) labels.set(`reschedule_request:${q.request_id}`, visitLabel(q));
    return labels;
  }

  /**
   * The companions a page of entries names, by id: a companion record's own, and every `companion_id`
   * before or after (a visit's companion assigned or changed), so the log reads names, not ids (issue 42).
   */
  async function companionNames(
    rows: { targetType: AuditTarget; targetId: number; before: unknown; after: unknown }[],
  ) {
    const ids = new Set<number>();
    for (const r of rows) {
      if (r.targetType === "companion") ids.add(r.targetId);
      for (const side of [r.before, r.after]) {
        const id = (side as { companion_id?: unknown } | null)?.companion_id;
        if (typeof id === "number" && Number.isInteger(id)) ids.add(id);
      }
    }
    return ids.size === 0 ? new Map<number, string>() : deps.bookingAdmin.companionNames(deps.db, [...ids]);
  }

  async function record(tx: Db, r: AuditRecord): Promise<void> {
    await repo.insertAudit(tx, {
      adminId: r.adminId,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      note: r.note ?? null,
      createdAt: r.at,
    });
  }

  /**
   * An export of personal data, audited (issue 25): the row (who, when, which filters) is written before
   * the first row of the file leaves, and says how many rows were sent once the file ends or stops.
   */
  async function exported(
    adminId: number,
    kind: ExportKind,
    request: Record<string, unknown>,
    csv: CsvResult,
  ): Promise<CsvResult> {
    const { page_index: _index, page_size: _size, ...asked } = request;
    const filters = Object.fromEntries(
      Object.entries(asked).filter(([, v]) => v !== null && v !== undefined && v !== ""),
    );
    const after: ExportAudit = { filters, rows: null, complete: false };
    const id = await repo.insertAudit(deps.db, {
      adminId,
      action: `export.${kind}`,
      targetType: "export",
      targetId: 0,
      before: null,
      after: { ...after },
      note: null,
      createdAt: deps.now(),
    });
    const { db, log } = deps;
    async function* counted() {
      let rows = 0;
      let complete = false;
      try {
        for await (const row of csv.rows) {
          rows += 1;
          yield row;
        }
        complete = true;
      } finally {
        // The file has gone (or stopped); its row says how much. A failure here cannot reach the admin.
        await repo
          .finishExport(db, id, rows, complete)
          .catch((error: unknown) =>
            log.error({ err: error, auditId: id }, "could not record an export's rows"),
          );
      }
    }
    return { ...csv, rows: counted() };
  }

  /** admin/getprofile/: the administrator's account and their latest actions. */
  async function profile(adminId: number) {
    const [account, page] = await Promise.all([
      deps.members.account(deps.db, adminId),
      list({ page_index: 0, page_size: ADMIN_PROFILE_RECENT_ACTIONS, admin_id: adminId }),
    ]);
    if (account?.userType !== USER_TYPE.admin) throw new AppError("BE002");
    return {
      user_name: account.name,
      email: account.email,
      phone: account.phone,
      created_at: account.createdAt.toISOString(),
      actions_total: page.total_count,
      recent_actions: page.items,
    };
  }

  /** Newest first; the date range is of India calendar days, both ends included. */
  async function list(r: AuditListRequest) {
    const { rows, total } = await repo.pageAudit(
      deps.db,
      {
        targetType: r.target_type,
        targetId: r.target_id,
        adminId: r.admin_id,
        ...indiaDayRange(r.date_from, r.date_to),
      },
      r.page_index * r.page_size,
      r.page_size,
    );
    const [names, labels, companions] = await Promise.all([
      deps.members.contacts(
        deps.db,
        rows.map((a) => a.adminId),
      ),
      targetLabels(rows),
      companionNames(rows),
    ]);
    const named = (ids: number[]): Record<string, string> =>
      Object.fromEntries(
        ids.flatMap((id) => {
          const name = companions.get(id);
          return name === undefined ? [] : [[String(id), name]];
        }),
      );
    const mentioned = (a: (typeof rows)[number]) =>
      [
        a.targetType === "companion" ? a.targetId : null,
        a.before?.companion_id,
        a.after?.companion_id,
      ].filter((id): id is number => typeof id === "number");
    const items: AuditEntry[] = rows.map((a) => ({
      audit_id: a.id,
      admin_id: a.adminId,
      admin_name: names.get(a.adminId)?.name ?? "",
      action: a.action,
      target_type: a.targetType,
      target_id: a.targetId,
      target_label:
        labels.get(`${a.targetType}:${a.targetId}`) ??
        (a.targetType === "companion" ? (companions.get(a.targetId) ?? null) : null),
      before: a.before ?? null,
      after: a.after ?? null,
      note: a.note,
      created_at: a.createdAt.toISOString(),
      companion_names: named(mentioned(a)),
    }));
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  /** Many actions of one transaction, in one statement. */
  async function recordMany(tx: Db, rows: readonly AuditRecord[]): Promise<void> {
    await repo.insertAudits(
      tx,
      rows.map((r) => ({
        adminId: r.adminId,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        before: r.before,
        after: r.after,
        note: r.note ?? null,
        createdAt: r.at,
      })),
    );
  }

  return { record, recordMany, exported, list, profile };
}
export type Audit = ReturnType<typeof createAudit>;
