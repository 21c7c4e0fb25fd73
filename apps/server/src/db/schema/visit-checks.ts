import type { VisitLocation } from "@eldercare/contracts";
import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";

/**
 * A visit's own state (issue 26, decisions 0046 and 0084): when the companion checked in and out (the
 * server's time), and where, only if they shared it; when the team was emailed that nobody had checked in
 * (once per visit). The visits module's; a row is written by the first of these, so a visit nobody has
 * checked in to or alerted about has none.
 */
export const visitChecks = pgTable("visit_checks", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
  checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
  lateAlertedAt: timestamp("late_alerted_at", { withTimezone: true }),
  checkInLocation: jsonb("check_in_location").$type<VisitLocation>(),
  checkOutLocation: jsonb("check_out_location").$type<VisitLocation>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
