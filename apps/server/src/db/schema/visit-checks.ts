import type { VisitLocation } from "@eldercare/contracts";
import { boolean, integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";

/**
 * A visit's own state (issue 26, decisions 0046 and 0084): when the companion checked in and out (the
 * server's time), and where, only if they shared it; when the team was emailed that nobody had checked in
 * (once per visit). The visits module's; a row is written by the first of these, so a visit nobody has
 * checked in to or alerted about has none. A queued action (issue 46, decision 0091) keeps its key (a
 * replay with it answers the first answer) and the phone's time of the tap beside the server's; the
 * arrival judged for lateness (the phone's time when a queue explains the gap); and the distance from the
 * loved one's PIN code's point when a location was shared; and whether the check-in carried the loved
 * one's current check-in code (the QR code on the family's card, decision 0093).
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
  checkInKey: uuid("check_in_key"),
  checkOutKey: uuid("check_out_key"),
  checkInPhoneAt: timestamp("check_in_phone_at", { withTimezone: true }),
  checkOutPhoneAt: timestamp("check_out_phone_at", { withTimezone: true }),
  /** When the companion arrived, for lateness: checked_in_at, or the phone's time of a queued check-in. */
  arrivedAt: timestamp("arrived_at", { withTimezone: true }),
  checkInDistanceM: integer("check_in_distance_m"),
  /** The check-in was sent with the loved one's current check-in code: made at the door (decision 0093). */
  checkInQr: boolean("check_in_qr").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
