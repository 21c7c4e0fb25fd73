import { SERIES_STATUSES, type SeriesDate, type SeriesStatus, SHIFT_TYPES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sqlList } from "../sql-list.ts";
import { subscriptions } from "./billing.ts";
import { companions } from "./companions.ts";
import { users } from "./identity.ts";
import { lovedOnes } from "./loved-ones.ts";
import { services, specialities } from "./reference.ts";

/**
 * A care schedule (issue 44, decision 0078): a weekly pattern of visits for one loved one and one service
 * under one plan, from `starts_on` to `ends_on`. Its visits are bookings naming it (`bookings.series_id`),
 * booked up to `booked_through`; the dates after it are booked as their month comes within the window.
 */
export const visitSeries = pgTable(
  "visit_series",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    /** Null once the loved one is removed. */
    lovedOneId: integer("loved_one_id").references(() => lovedOnes.id, { onDelete: "set null" }),
    lovedOneName: text("loved_one_name").notNull(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    specialityId: integer("speciality_id").references(() => specialities.id),
    /**
     * The companion who makes its visits: set when the team assigns one of them, and given each later visit
     * they are free for, as it is booked or assigned. Null until then.
     */
    regularCompanionId: integer("regular_companion_id").references(() => companions.id),
    /** ISO weekdays, 1 Monday … 7 Sunday, ascending. */
    weekdays: smallint("weekdays").array().notNull(),
    shiftType: smallint("shift_type").notNull(),
    startTime: text("start_time").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    status: text("status").$type<SeriesStatus>().notNull().default("active"),
    /** The last date of the pattern judged and booked so far; null when none has been. */
    bookedThrough: date("booked_through", { mode: "string" }),
    /** The dates judged and not booked, each with its state and the family's words for why (oldest first). */
    skipped: jsonb("skipped").$type<SeriesDate[]>().notNull().default([]),
    idempotencyKey: uuid("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("visit_series_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("visit_series_user_idx").on(t.userId, t.createdAt),
    index("visit_series_loved_one_idx").on(t.lovedOneId),
    // The monthly sweep's candidates: active series, by id.
    index("visit_series_due_idx").on(t.id).where(sql`${t.status} = 'active'`),
    check("visit_series_status_ck", sql`${t.status} in ${sqlList(SERIES_STATUSES)}`),
    check("visit_series_shift_ck", sql`${t.shiftType} in ${sqlList(SHIFT_TYPES)}`),
    check("visit_series_span_ck", sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      "visit_series_weekdays_ck",
      sql`cardinality(${t.weekdays}) between 1 and 7 and 1 <= all(${t.weekdays}) and 7 >= all(${t.weekdays})`,
    ),
  ],
);

/**
 * A pause in a loved one's care (issue 44): a hospital stay or travel. Every visit of theirs in the dates was
 * cancelled when it was made, from every schedule; a schedule booking its next month later skips these dates
 * ("paused") and carries on after `to_date`.
 */
export const visitPauses = pgTable(
  "visit_pauses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lovedOneId: integer("loved_one_id").references(() => lovedOnes.id, { onDelete: "set null" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    /** How many visits it cancelled. */
    cancelled: integer("cancelled").notNull().default(0),
    idempotencyKey: uuid("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("visit_pauses_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("visit_pauses_loved_one_idx").on(t.lovedOneId, t.fromDate),
    index("visit_pauses_user_idx").on(t.userId, t.createdAt),
    check("visit_pauses_span_ck", sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
