import {
  ADMIN_ENQUIRY_MESSAGES,
  type adminEnquiryListRequestSchema,
  canMoveEnquiry,
  ENQUIRY_STATUS_LABELS,
  enquiryRefusedMessage,
  parseEnquiryReference,
  type UpdateEnquiryRequest,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { CsvResult } from "../../http/route.ts";
import { indiaDate, indiaDateTime, indiaDayRange } from "../../lib/india-date.ts";
import type { EnquiryAdmin, EnquiryFilter } from "../enquiries/enquiry-admin.service.ts";
import type { Audit } from "./audit.service.ts";

type ListRequest = z.output<typeof adminEnquiryListRequestSchema>;

/**
 * The list's search and filters; the date range is of India calendar days, both ends included; and the
 * caller's cities (null: every enquiry).
 */
function filterOf(r: ListRequest, cities: CityScope): EnquiryFilter {
  return {
    cities,
    search: r.search_string.trim(),
    // A family quoting their reference on the phone: the team types it into the same search box.
    enquiryId: parseEnquiryReference(r.search_string),
    status: r.status,
    callbackOn: r.callback_on,
    ...indiaDayRange(r.date_from, r.date_to),
  };
}

const CSV_HEADER = [
  "Enquiry ID",
  "Received (India time)",
  "Name",
  "Phone",
  "Email",
  "City",
  "Country",
  "Message",
  "Callback",
  "Callback due (India time)",
  "Status",
  "Team note",
  "Handled by",
  "Handled at (India time)",
] as const;

const indiaTime = (iso: string | null) => (iso ? indiaDateTime(new Date(iso)) : "");

/**
 * admin/getallenquiry/, admin/updateenquiry/ and admin/exportenquiries/. An update runs in one
 * transaction under the enquiry's row lock: the check, the change and its audit row commit together or
 * not at all; a second administrator waiting on the lock then finds the new status and is refused (409).
 * A coordinator reaches the enquiries about their cities only; another is missing (404).
 */
export function createAdminEnquiries(deps: AppDeps & { enquiryAdmin: EnquiryAdmin; audit: Audit }) {
  const { db, now, enquiryAdmin } = deps;

  async function list(r: ListRequest, cities: CityScope) {
    const { items, total } = await enquiryAdmin.page(
      filterOf(r, cities),
      r.page_index * r.page_size,
      r.page_size,
    );
    return { items, total_count: total, page_index: r.page_index, page_size: r.page_size };
  }

  async function update(adminId: number, r: UpdateEnquiryRequest, cities: CityScope) {
    const at = now();
    const note = r.note ? r.note : null;
    await db.transaction(async (tx) => {
      const enquiry = await enquiryAdmin.lock(tx, r.enquiry_id, cities);
      if (!enquiry) throw new AppError("BE004", ADMIN_ENQUIRY_MESSAGES.notFound);
      if (!canMoveEnquiry(enquiry.status, r.status)) {
        throw new AppError("BE010", enquiryRefusedMessage(enquiry.status, r.status));
      }
      const moved = await enquiryAdmin.move(tx, enquiry.id, enquiry.status, {
        to: r.status,
        note,
        by: adminId,
        at,
      });
      if (!moved) throw new AppError("BE010", ADMIN_ENQUIRY_MESSAGES.changedMeanwhile);
      await deps.audit.record(tx, {
        adminId,
        action: `enquiry.${r.status === "closed" ? "close" : "contact"}`,
        targetType: "enquiry",
        targetId: enquiry.id,
        before: { status: enquiry.status, admin_note: enquiry.adminNote },
        after: { status: r.status, admin_note: note },
        note,
        at,
      });
    });
    const enquiry = await enquiryAdmin.byId(db, r.enquiry_id, cities);
    if (!enquiry) throw new AppError("BE004", ADMIN_ENQUIRY_MESSAGES.notFound);
    return { enquiry, Message: ADMIN_ENQUIRY_MESSAGES[r.status] };
  }

  /** Every matching enquiry (the page fields ignored), newest first, as CSV with India times. */
  async function exportCsv(r: ListRequest, cities: CityScope): Promise<CsvResult> {
    const rows = enquiryAdmin.all(filterOf(r, cities));
    return {
      filename: `enquiries-${indiaDate(now())}.csv`,
      header: CSV_HEADER,
      rows: (async function* () {
        for await (const e of rows) {
          yield [
            e.enquiry_id,
            indiaTime(e.created_at),
            e.user_name,
            e.phone,
            e.email,
            e.city_name,
            e.country_name,
            e.user_message,
            e.is_callback ? "Yes" : "No",
            indiaTime(e.callback_due_at),
            ENQUIRY_STATUS_LABELS[e.status],
            e.admin_note,
            e.handled_by_name,
            indiaTime(e.handled_at),
          ];
        }
      })(),
    };
  }

  return { list, update, exportCsv };
}
export type AdminEnquiries = ReturnType<typeof createAdminEnquiries>;
