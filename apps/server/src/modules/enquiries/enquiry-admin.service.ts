import { type AdminEnquiry, callbackDueAt, type EnquiryStatus } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { keysetBatches } from "../../lib/csv.ts";
import * as repo from "./enquiry-admin.repo.ts";

export type { EnquiryFilter } from "./enquiry-admin.repo.ts";

function toAdminEnquiry({ row, cityName, countryName, handledByName }: repo.AdminEnquiryRow): AdminEnquiry {
  return {
    enquiry_id: row.id,
    user_name: row.userName,
    phone: `${row.dialCode} ${row.phone}`,
    email: row.email,
    user_message: row.userMessage,
    city_name: cityName,
    country_name: countryName,
    is_callback: row.isCallback,
    preferred_time: row.preferredTime,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    admin_note: row.adminNote,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by_name: handledByName,
    callback_due_at: row.isCallback ? callbackDueAt(row.createdAt, row.preferredTime) : null,
  };
}

/**
 * What the enquiries module lends the admin module (built in app.ts): enquiries as the console shows
 * them, paged or all at once (for the CSV), and the row lock and status change an update runs under.
 * Methods taking `tx` join the caller's transaction.
 */
export function createEnquiryAdmin(deps: { db: Db }) {
  async function page(filter: repo.EnquiryFilter, offset: number, limit: number) {
    const { rows, total } = await repo.pageEnquiries(deps.db, filter, offset, limit);
    return { items: rows.map(toAdminEnquiry), total };
  }

  /** Every matching enquiry in the list's order, a batch at a time. */
  async function* all(filter: repo.EnquiryFilter): AsyncGenerator<AdminEnquiry> {
    const rows = keysetBatches<repo.AdminEnquiryRow>((last, size) =>
      repo.enquiriesAfter(
        deps.db,
        filter,
        last ? { createdAt: last.row.createdAt, id: last.row.id } : null,
        size,
      ),
    );
    for await (const row of rows) yield toAdminEnquiry(row);
  }

  async function byId(db: Db, id: number): Promise<AdminEnquiry | null> {
    const [row] = await repo.enquiriesByIds(db, [id]);
    return row ? toAdminEnquiry(row) : null;
  }

  return {
    page,
    all,
    byId,
    lock: (tx: Db, id: number) => repo.lockEnquiry(tx, id),
    /** Moves a locked enquiry on (only if it is still `from`); false when it was not. */
    move: (
      tx: Db,
      id: number,
      from: EnquiryStatus,
      change: { to: EnquiryStatus; note: string | null; by: number; at: Date },
    ) => repo.moveEnquiry(tx, id, from, change),
  };
}
export type EnquiryAdmin = ReturnType<typeof createEnquiryAdmin>;
