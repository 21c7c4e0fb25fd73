import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";

/*
 * The monthly family summary and the mood-drop alert (issue 47, decision 0098), the visits module's.
 * Neither names the account or the loved one by a foreign key: the rows are marks of what was sent, and a
 * key share lock on the account (rank 1 of decision 0048's order) taken by a sweep would only queue it
 * behind the family's own changes for nothing.
 */

/**
 * One row per person, loved one and month whose summary was queued: inserted ON CONFLICT DO NOTHING in
 * the transaction that queues the message, so each person gets each month's summary once, however many
 * processes sweep at once.
 */
export const monthlySummariesSent = pgTable(
  "monthly_summaries_sent",
  {
    userId: integer("user_id").notNull(),
    lovedOneId: integer("loved_one_id").notNull(),
    /** YYYY-MM. */
    month: text("month").notNull(),
    /** The family's payer, whose circle the person is in (or the payer themselves). */
    payerId: integer("payer_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lovedOneId, t.month] }),
    index("monthly_summaries_sent_month_idx").on(t.month, t.lovedOneId),
    check("monthly_summaries_sent_month_ck", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * A mood drop told to the team and the family's managers. At most one open alert per loved one (the
 * partial unique index): a further low report does not alert again; once the mood has come back
 * (`recovered_at`, set by the report that shows it) a later drop may. `booking_id` is the report that
 * showed the drop (one alert per report at most).
 */
export const moodAlerts = pgTable(
  "mood_alerts",
  {
    id: serial("id").primaryKey(),
    lovedOneId: integer("loved_one_id").notNull(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The sum of the moods of the three reports before the drop (compared as sums: no rounding). */
    beforeSum: smallint("before_sum").notNull(),
    afterSum: smallint("after_sum").notNull(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }).notNull(),
    recoveredAt: timestamp("recovered_at", { withTimezone: true }),
    recoveredBy: integer("recovered_by"),
  },
  (t) => [
    uniqueIndex("mood_alerts_booking_uq").on(t.bookingId),
    uniqueIndex("mood_alerts_open_uq").on(t.lovedOneId).where(sql`${t.recoveredAt} is null`),
  ],
);
