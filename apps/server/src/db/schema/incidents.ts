import type { IncidentReporter, IncidentSeverity } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { companions } from "./companions.ts";
import { users } from "./identity.ts";

/**
 * Incidents on a visit (issue 29, decision 0060), reported by the family or the companion and closed by
 * the team with a note. Open ones (closed_at null) are the dashboard's list: a partial index keeps it
 * small however many are closed.
 */
export const incidents = pgTable(
  "incidents",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    severity: text("severity").$type<IncidentSeverity>().notNull(),
    whatHappened: text("what_happened").notNull(),
    reportedBy: text("reported_by").$type<IncidentReporter>().notNull(),
    reporterUserId: integer("reporter_user_id").references(() => users.id),
    reporterCompanionId: integer("reporter_companion_id").references(() => companions.id),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => users.id),
    resolution: text("resolution"),
  },
  (t) => [
    index("incidents_booking_idx").on(t.bookingId, t.id),
    index("incidents_open_idx").on(t.reportedAt).where(sql`${t.closedAt} is null`),
    // The hourly limit counts a reporter's latest incidents (decision 0066).
    index("incidents_reporter_user_idx").on(t.reporterUserId, t.reportedAt),
    index("incidents_reporter_companion_idx").on(t.reporterCompanionId, t.reportedAt),
    check("incidents_severity_ck", sql`${t.severity} in ('minor', 'serious', 'critical')`),
    check(
      "incidents_reporter_ck",
      sql`(${t.reportedBy} = 'family' and ${t.reporterUserId} is not null) or (${t.reportedBy} = 'companion' and ${t.reporterCompanionId} is not null)`,
    ),
    check(
      "incidents_closed_ck",
      sql`(${t.closedAt} is null) = (${t.resolution} is null) and (${t.closedAt} is null) = (${t.closedBy} is null)`,
    ),
  ],
);
