import type { AuditTarget } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * Every administrator action (issue 13): who, when, on what, and the record's state before and after.
 * Written in the same transaction as the change, so a change is never without its row, and a refused or
 * rolled-back change leaves none. An export of personal data is written before its first row is sent.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => users.id),
    /** e.g. "booking.confirm", "reschedule.approve". */
    action: text("action").notNull(),
    targetType: text("target_type").$type<AuditTarget>().notNull(),
    targetId: integer("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_created_idx").on(t.createdAt, t.id),
    index("admin_audit_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("admin_audit_admin_idx").on(t.adminId, t.createdAt),
    check(
      "admin_audit_target_ck",
      sql`${t.targetType} in ('booking', 'reschedule_request', 'faq', 'enquiry', 'question', 'export', 'companion', 'plan_cancellation', 'payment', 'incident', 'staff', 'holiday', 'loved_one')`,
    ),
  ],
);
