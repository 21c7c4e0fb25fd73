import type { AuditEntry } from "@eldercare/contracts";
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

/** "Service booking #42" */
export function auditTargetText(entry: Pick<AuditEntry, "target_type" | "target_id">): string {
  return `${AUDIT_TARGET_LABELS[entry.target_type]} #${entry.target_id}`;
}
