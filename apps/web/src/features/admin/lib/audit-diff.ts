import type { AuditEntry, ExportAudit } from "@eldercare/contracts";
import { AUDIT_TARGET_LABELS } from "./filters.ts";

/** One changed field of an audited record. */
export interface AuditChange {
  key: string;
  from: string;
  to: string;
}

/** How a stored value reads: "—" for none, text as is, anything else compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * The fields that differ between before and after, in the order they first appear (a record that did
 * not exist, or was removed, reads "—" on that side).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const from = valueText(before?.[key]);
    const to = valueText(after?.[key]);
    if (from !== to) changes.push({ key, from, to });
  }
  return changes;
}

/** "status: requested → confirmed" */
export function changeText(change: AuditChange): string {
  return `${change.key}: ${change.from} → ${change.to}`;
}

/** "booking.confirm" → "Booking confirm"; "faq.update" → "FAQ update". */
export function auditActionText(action: string): string {
  const words = action
    .replace(/[._]+/g, " ")
    .trim()
    .replace(/\bfaq\b/gi, "FAQ");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

/** "Service booking #42"; an export is not one record: "Data export". */
export function auditTargetText(entry: Pick<AuditEntry, "target_type" | "target_id">): string {
  if (entry.target_type === "export") return AUDIT_TARGET_LABELS.export;
  return `${AUDIT_TARGET_LABELS[entry.target_type]} #${entry.target_id}`;
}

const FILTER_LABELS: Record<string, string> = {
  search_string: "Search",
  status: "Status",
  sort: "Order",
  date_from: "From",
  date_to: "To",
  joined_from: "Joined from",
  joined_to: "Joined to",
  callback_on: "Call back on",
  service_id: "Service",
  city_id: "City",
  shift_type: "Shift",
};

/**
 * An export's row as the desk reads it: how many rows left, and with which filters
 * ("12 rows sent", "Search: “kolkata”, Status: new"; "No filters: everything").
 */
export function exportSummary(after: AuditEntry["after"]): { rows: string; filters: string } {
  const e = (after ?? {}) as Partial<ExportAudit>;
  const rows =
    typeof e.rows !== "number"
      ? "Not finished: the file was still being sent, or sending stopped"
      : `${e.rows} ${e.rows === 1 ? "row" : "rows"} sent${e.complete ? "" : " (stopped before the end)"}`;
  const entries = Object.entries(e.filters ?? {});
  const filters =
    entries.length === 0
      ? "No filters: everything"
      : entries
          .map(([k, v]) => `${FILTER_LABELS[k] ?? k}: ${typeof v === "string" ? `“${v}”` : valueText(v)}`)
          .join(", ");
  return { rows, filters };
}
