import {
  type AuditEntry,
  type AuditTarget,
  BOOKING_STATUS_LABELS,
  ENQUIRY_STATUS_LABELS,
  type ExportAudit,
  formatStartTime,
  QUESTION_STATUS_LABELS,
  RESCHEDULE_STATUS_LABELS,
  WEEKDAY_LABELS,
  type Weekday,
} from "@eldercare/contracts";
import { formatIndiaDay, formatIndiaWeekday } from "../../../lib/format.ts";
import { AUDIT_TARGET_LABELS } from "./filters.ts";

/** One changed field of an audited record, in words. */
export interface AuditChange {
  key: string;
  from: string;
  to: string;
}

/**
 * How the audit log reads a record: its statuses in words, shifts by name (issue 25), companions by name
 * (the entry's `companion_names`, issue 42).
 */
export interface AuditReading {
  target: AuditTarget;
  shiftName: (shift: number) => string;
  companionNames?: Record<string, string> | undefined;
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
  companion_id: "Companion",
  weekly: "Weekly shifts",
  leave: "Leave",
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

type Weekly = { weekday: number; shift_type: number };
const isWeekly = (v: unknown): v is Weekly[] =>
  Array.isArray(v) &&
  v.every(
    (w) =>
      typeof w === "object" &&
      w !== null &&
      typeof (w as Weekly).weekday === "number" &&
      typeof (w as Weekly).shift_type === "number",
  );
type Leave = { from: string; to: string; note?: string };
const isLeave = (v: unknown): v is Leave[] =>
  Array.isArray(v) &&
  v.every(
    (l) =>
      typeof l === "object" &&
      l !== null &&
      typeof (l as Leave).from === "string" &&
      typeof (l as Leave).to === "string",
  );

/** "Mon, Wed" from ISO weekdays. */
const weekdaysText = (days: number[]) =>
  days.map((d) => (WEEKDAY_LABELS[d as Weekday] ?? `Day ${d}`).slice(0, 3)).join(", ");

/**
 * A weekly pattern in words, one group per shift in the shifts' order, each with its weekdays:
 * "Mon, Wed: Morning (7 AM – 1 PM); Sat: Evening (5 PM – 9 PM)"; "None" for no shifts.
 */
export function weeklyText(weekly: readonly Weekly[], shiftName: (shift: number) => string): string {
  if (weekly.length === 0) return "None";
  const byShift = new Map<number, number[]>();
  for (const w of [...weekly].sort((a, b) => a.shift_type - b.shift_type || a.weekday - b.weekday)) {
    byShift.set(w.shift_type, [...(byShift.get(w.shift_type) ?? []), w.weekday]);
  }
  return [...byShift].map(([shift, days]) => `${weekdaysText(days)}: ${shiftName(shift)}`).join("; ");
}

/** Periods of leave in words: "15 Dec 2026 – 18 Dec 2026 (wedding)"; "None" for none. */
function leaveText(leave: readonly Leave[]): string {
  if (leave.length === 0) return "None";
  return leave
    .map((l) => {
      const days =
        l.from === l.to ? formatIndiaDay(l.from) : `${formatIndiaDay(l.from)} – ${formatIndiaDay(l.to)}`;
      return l.note ? `${days} (${l.note})` : days;
    })
    .join("; ");
}

/** A companion by name when the entry names them, else by number. */
function companionText(id: number, reading: AuditReading): string {
  return reading.companionNames?.[String(id)] ?? `Companion #${id}`;
}

/**
 * A field's value in words: a status by its label, a visit's slot as a day, shift and time, a companion
 * by name, a weekly pattern by weekdays and shift names, leave by days, a list joined with commas.
 */
function readableValue(key: string, value: unknown, reading: AuditReading): string {
  if (key === "companion_id" && typeof value === "number") return companionText(value, reading);
  if (key === "weekly" && isWeekly(value)) return weeklyText(value, reading.shiftName);
  if (key === "leave" && isLeave(value)) return leaveText(value);
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) {
    return value.length === 0 ? "None" : value.join(", ");
  }
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
