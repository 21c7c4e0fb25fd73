import {
  type AuditEntry,
  type AuditTarget,
  BOOKING_STATUS_LABELS,
  ENQUIRY_STATUS_LABELS,
  type ExportAudit,
  formatStartTime,
  QUESTION_STATUS_LABELS,
  RESCHEDULE_STATUS_LABELS,
} from "@eldercare/contracts";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { AUDIT_TARGET_LABELS } from "./filters.ts";

/** One changed field of an audited record, in words. */
export interface AuditChange {
  key: string;
  from: string;
  to: string;
}

/** How the audit log reads a record: its statuses in words, shifts by name (issue 25). */
export interface AuditReading {
  target: AuditTarget;
  shiftName: (shift: number) => string;
}

/** How each audited field is named; a field not listed reads as its key with spaces. */
const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  status_reason: "Reason",
  admin_note: "Note",
  booking: "Visit",
  booking_id: "Booking",
  visit_date: "Day",
  shift_type: "Shift",
  start_time: "Starts",
  question: "Question",
  answer: "Answer",
  category_id: "Category",
  display_order: "Position",
  active: "Shown on the FAQ page",
};

const STATUS_LABELS: Partial<Record<AuditTarget, Record<string, string>>> = {
  booking: BOOKING_STATUS_LABELS,
  reschedule_request: RESCHEDULE_STATUS_LABELS,
  enquiry: ENQUIRY_STATUS_LABELS,
  question: QUESTION_STATUS_LABELS,
};

const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key.replace(/_/g, " ");

type Slot = { visit_date: string; shift_type: number; start_time: string };
const isSlot = (v: unknown): v is Slot =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Slot).visit_date === "string" &&
  typeof (v as Slot).shift_type === "number" &&
  typeof (v as Slot).start_time === "string";

/** A field's value in words: a status by its label, a visit's slot as a day, shift and time. */
function readableValue(key: string, value: unknown, reading: AuditReading): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key === "status" && typeof value === "string") return STATUS_LABELS[reading.target]?.[value] ?? value;
  if (isSlot(value)) {
    return `${formatIndiaWeekday(value.visit_date)}, ${reading.shiftName(value.shift_type)} from ${formatStartTime(value.start_time)}`;
  }
  if (key === "shift_type" && typeof value === "number") return reading.shiftName(value);
  if (key === "visit_date" && typeof value === "string") return formatIndiaWeekday(value);
  if (key === "start_time" && typeof value === "string") return formatStartTime(value);
  if (key === "booking_id" && typeof value === "number") return `#${value}`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return valueText(value);
}

/** How a stored value reads: "—" for none, text as is, anything else compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * The fields that differ between before and after, in the order they first appear, in words (a record
 * that did not exist, or was removed, reads "—" on that side).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  reading: AuditReading,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    if (valueText(before?.[key]) === valueText(after?.[key])) continue;
    changes.push({
      key: fieldLabel(key),
      from: readableValue(key, before?.[key], reading),
      to: readableValue(key, after?.[key], reading),
    });
  }
  return changes;
}

/** "Status: Waiting for confirmation → Confirmed" */
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

/**
 * "Service booking #42: Companionship Visit for Sita Devi (Ravi Kumar)" when the server named it;
 * an export is not one record: "Data export".
 */
export function auditTargetText(
  entry: Pick<AuditEntry, "target_type" | "target_id"> & { target_label?: string | null },
): string {
  if (entry.target_type === "export") return AUDIT_TARGET_LABELS.export;
  const target = `${AUDIT_TARGET_LABELS[entry.target_type]} #${entry.target_id}`;
  return entry.target_label ? `${target}: ${entry.target_label}` : target;
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
