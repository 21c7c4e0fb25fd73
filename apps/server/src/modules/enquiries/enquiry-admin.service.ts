import { type AdminEnquiry, callbackDueAt, type EnquiryStatus } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as repo from "./enquiry-admin.repo.ts";
import { enquiryPlace } from "./enquiry-place.ts";

export type { EnquiryFilter } from "./enquiry-admin.repo.ts";

/** Enquiries the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

function toAdminEnquiry(
  place: repo.AdminEnquiryRow,
  handlers: ReadonlyMap<number, { name: string }>,
): AdminEnquiry {
  const { row, countryName } = place;
  return {
    enquiry_id: row.id,
    user_name: row.userName,
    phone: `${row.dialCode} ${row.phone}`,
    email: row.email,
    user_message: row.userMessage,
    city_name: enquiryPlace(place),
    country_name: countryName,
    is_callback: row.isCallback,
    preferred_time: row.preferredTime,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    admin_note: row.adminNote,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by_name: row.handledBy === null ? null : (handlers.get(row.handledBy)?.name ?? null),
    callback_due_at: row.isCallback ? callbackDueAt(row.createdAt, row.preferredTime) : null,
  };
}

/**
 * What the enquiries module lends the admin module (built in app.ts): enquiries as the console shows
 * them, paged or all at once (for the CSV), and the row lock and status change an update runs under.
 * Methods taking `tx` join the caller's transaction. Reads and the lock take the caller's cities (a
 * coordinator's; null: every enquiry): an enquiry elsewhere is not found.
 */
export function createEnquiryAdmin(deps: { db: Db; members: MemberDirectory }) {
  /** The enquiries as shown, with the name of the administrator who handled each. */
  async function shown(db: Db, rows: repo.AdminEnquiryRow[]): Promise<AdminEnquiry[]> {
    const handlers = await deps.members.contacts(
      db,
      rows.flatMap((r) => (r.row.handledBy === null ? [] : [r.row.handledBy])),
    );
    return rows.map((r) => toAdminEnquiry(r, handlers));
  }

  async function page(filter: repo.EnquiryFilter, offset: number, limit: number) {
    const { rows, total } = await repo.pageEnquiries(deps.db, filter, offset, limit);
    return { items: await shown(deps.db, rows), total };
  }

  /** Every matching enquiry in the list's order, a batch at a time. */
  async function* all(filter: repo.EnquiryFilter): AsyncGenerator<AdminEnquiry> {
    let last: { createdAt: Date; id: number } | null = null;
    for (;;) {
      const rows = await repo.enquiriesAfter(deps.db, filter, last, EXPORT_BATCH);
      yield* await shown(deps.db, rows);
      const end = rows[rows.length - 1];
      if (!end || rows.length < EXPORT_BATCH) return;
      last = { createdAt: end.row.createdAt, id: end.row.id };
    }
  }

  async function byId(db: Db, id: number, cities: CityScope): Promise<AdminEnquiry | null> {
    const [row] = await shown(db, await repo.enquiriesByIds(db, [id], cities));
    return row ?? null;
  }

  return {
    page,
    all,
    byId,
    lock: (tx: Db, id: number, cities: CityScope) => repo.lockEnquiry(tx, id, cities),
    /** Moves a locked enquiry on (only if it is still `from`); false when it was not. */
    move: (
      tx: Db,
      id: number,
      from: EnquiryStatus,
      change: { to: EnquiryStatus; note: string | null; by: number; at: Date },
    ) => repo.moveEnquiry(tx, id, from, change),
    /** The dashboard's new enquiries, and new ones whose callback is due on `today` (India). */
    counts: (db: Db, today: string, cities: CityScope = null) => repo.enquiryCounts(db, today, cities),
  };
}
export type EnquiryAdmin = ReturnType<typeof createEnquiryAdmin>;
