import {
  BOOKING_HOLDING_STATUSES,
  BOOKING_LIVE_STATUSES,
  type BookingStatus,
  type BookingTallyKind,
  type RescheduleStatus,
  type ServiceKind,
  SHIFT_TYPES,
  SHIFT_WINDOWS,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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
import { cities, services, specialities, states } from "./reference.ts";
import { visitSeries } from "./visit-series.ts";

/** A shift's first start and its end in minutes after the visit date's midnight (SHIFT_WINDOWS). */
const shiftMinutes = (edge: "start" | "end") =>
  sql.raw(
    `(case shift_type ${SHIFT_TYPES.map((s) => `when ${s} then ${SHIFT_WINDOWS[s][edge]}`).join(" ")} end)`,
  );
const SHIFT_START_MINUTES = shiftMinutes("start");
const SHIFT_END_MINUTES = shiftMinutes("end");

// Statuses that hold a place and a visit of the month's allowance.
const HOLDING = sqlList(BOOKING_HOLDING_STATUSES);

/**
 * A visit booked by a member for a loved one (decision 0024). What the visit is (service, kind, loved one's
 * name, address) is copied in when booked, so later edits or a removed loved one never change a booking.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    /** Null once the loved one is removed (only past visits can remain). */
    lovedOneId: integer("loved_one_id").references(() => lovedOnes.id, { onDelete: "set null" }),
    lovedOneName: text("loved_one_name").notNull(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    /** The plan inclusion it uses, as it was when booked. */
    serviceKind: text("service_kind").$type<ServiceKind>().notNull(),
    specialityId: integer("speciality_id").references(() => specialities.id),
    /** India calendar date of the shift. */
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    shiftType: smallint("shift_type").notNull(),
    /** "HH:MM" India time. */
    startTime: text("start_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /**
     * The whole shift the visit belongs to, from its first start to its end (decision 0044): what a
     * companion is held for. Computed from the date and shift (contracts' SHIFT_WINDOWS, India time), so a
     * move updates it too. Two holding visits of one companion never overlap (the exclusion constraint
     * bookings_companion_no_overlap, in migration 0022).
     */
    windowStart: timestamp("window_start", { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`timezone('UTC', visit_date::timestamp + make_interval(mins => ${SHIFT_START_MINUTES} - 330))`,
      ),
    windowEnd: timestamp("window_end", { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`timezone('UTC', visit_date::timestamp + make_interval(mins => ${SHIFT_END_MINUTES} - 330))`,
      ),
    /**
     * Who makes the visit: held from booking (the roster is the capacity), confirmed or changed by the
     * team. Null only for visits booked before the roster, or once it ended without one.
     */
    companionId: integer("companion_id").references(() => companions.id),
    addressLine: text("address_line").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    pincode: text("pincode").notNull(),
    notes: text("notes").notNull().default(""),
    /** A doctor's appointment (issue 42): each as the family typed it, "" when not given; time "HH:MM". */
    doctorName: text("doctor_name").notNull().default(""),
    clinicName: text("clinic_name").notNull().default(""),
    appointmentTime: text("appointment_time"),
    status: text("status").$type<BookingStatus>().notNull().default("requested"),
    statusReason: text("status_reason"),
    /** The care schedule the visit is one date of (issue 44); null for a visit booked on its own. */
    seriesId: integer("series_id").references(() => visitSeries.id),
    /** The form's key: a retried submit finds the booking it already made. */
    idempotencyKey: uuid("idempotency_key").notNull(),
    /** A digest of what was asked, to tell a retry from a different booking under the same key. */
    requestHash: text("request_hash").notNull(),
    /** When the day-before reminder was queued (at most once per booking and date). */
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_idempotency_uq").on(t.userId, t.idempotencyKey),
    // A care schedule's visits by date (its list, ending it, the next month's booking).
    index("bookings_series_idx").on(t.seriesId, t.visitDate).where(sql`${t.seriesId} is not null`),
    // One visit per loved one per shift and day, whatever arrives at once.
    uniqueIndex("bookings_loved_one_shift_uq")
      .on(t.lovedOneId, t.visitDate, t.shiftType)
      .where(sql`${t.status} in ${HOLDING}`),
    // Capacity: places taken per service, day and shift.
    index("bookings_slot_idx")
      .on(t.serviceId, t.visitDate, t.shiftType)
      .where(sql`${t.status} in ${HOLDING}`),
    // Allowance: visits of a kind per plan and month.
    index("bookings_allowance_idx")
      .on(t.subscriptionId, t.serviceKind, t.visitDate)
      .where(sql`${t.status} in ${HOLDING}`),
    // The member's list (upcoming first) and calendar. With id last, a page of the list (ordered by visit
    // date, start and id) is read in index order from the index alone: no sort, whatever the page.
    index("bookings_user_date_idx").on(t.userId, t.visitDate, t.startsAt, t.id),
    // The team's lists.
    index("bookings_status_date_idx").on(t.status, t.visitDate),
    // The reminder sweep (every few seconds) reads only visits still waiting for their reminder.
    index("bookings_reminder_due_idx")
      .on(t.visitDate)
      .where(sql`${t.reminderQueuedAt} is null and ${t.status} in ${sqlList(BOOKING_LIVE_STATUSES)}`),
    // Removing a loved one (or erasing a member) nulls loved_one_id on their bookings of every status.
    index("bookings_loved_one_idx").on(t.lovedOneId),
    // The dashboard's bookings made per day.
    index("bookings_created_idx").on(t.createdAt),
    // The console's list (latest visit first, read backwards) and its searches (decision 0026).
    index("bookings_visit_order_idx").on(t.visitDate, t.startsAt, t.id),
    // The list filtered by city: its capped count stops at the cap in here, wherever in the table a city's
    // bookings lie, and its page is read in visit order (decision 0053).
    index("bookings_city_order_idx").on(t.cityId, t.visitDate, t.startsAt, t.id),
    // A coordinator's dashboard (the tallies are not kept by city): bookings made per day in their cities,
    // and those waiting for the team (a few of a city's, wherever in time they lie).
    index("bookings_city_created_idx").on(t.cityId, t.createdAt),
    // A search's member ids within a city or a coordinator's cities (a phone or email fragment thousands of
    // members share): the capped count reads this index alone instead of the cities' bookings (decision 0094).
    index("bookings_city_user_idx").on(t.cityId, t.userId),
    index("bookings_city_requested_idx").on(t.cityId).where(sql`${t.status} = 'requested'`),
    index("bookings_service_idx").on(t.serviceId),
    // A companion's visits (their app, the suggestions' "fewest visits this week").
    index("bookings_companion_idx").on(t.companionId, t.windowStart),
    // The late sweep and the care section: confirmed visits by start, those going ahead, under way or
    // waiting for their report (their checks are the visits module's visit_checks, decision 0084).
    index("bookings_confirmed_start_idx").on(t.startsAt).where(sql`${t.status} = 'confirmed'`),
    index("bookings_loved_one_name_trgm_idx").using("gin", t.lovedOneName.op("gin_trgm_ops")),
    check(
      "bookings_status_ck",
      sql`${t.status} in ('requested', 'confirmed', 'completed', 'cancelled', 'rejected', 'missed')`,
    ),
    check("bookings_shift_ck", sql`${t.shiftType} between 1 and 5`),
  ],
);

/**
 * A member's request to move a booking; the team approves or declines it (admin issue). At most one open
 * request per booking; one still open when its booking is cancelled is closed as cancelled.
 */
export const rescheduleRequests = pgTable(
  "reschedule_requests",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** When the visit was when the request was made (an approval moves the booking; this stays). */
    fromVisitDate: date("from_visit_date", { mode: "string" }).notNull(),
    fromShiftType: smallint("from_shift_type").notNull(),
    fromStartTime: text("from_start_time").notNull(),
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    shiftType: smallint("shift_type").notNull(),
    startTime: text("start_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull().default(""),
    status: text("status").$type<RescheduleStatus>().notNull().default("open"),
    decisionNote: text("decision_note"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /**
     * The booking's city, copied by a trigger at insert (migration 0050): a coordinator's list and count
     * read it from this table's own index rather than joining every request to its booking (decision 0076).
     */
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reschedule_requests_one_open_uq").on(t.bookingId).where(sql`${t.status} = 'open'`),
    // The latest request of each booking shown (every list page, every booking view), and the foreign key.
    index("reschedule_requests_booking_idx").on(t.bookingId, t.id),
    index("reschedule_requests_user_idx").on(t.userId, t.createdAt),
    index("reschedule_requests_city_idx").on(t.cityId, t.createdAt, t.id),
    index("reschedule_requests_status_idx").on(t.status, t.createdAt),
    check("reschedule_requests_status_ck", sql`${t.status} in ('open', 'approved', 'declined', 'cancelled')`),
    check("reschedule_requests_shift_ck", sql`${t.shiftType} between 1 and 5`),
  ],
);

/**
 * The console's figures of bookings (decision 0050), kept by statement-level triggers on `bookings` in the
 * statement that changes them (migration 0028): `visit` rows count bookings per visit date and status,
 * `made` rows (status "") per India day they were made. Each key is spread over BOOKING_TALLY_BUCKETS
 * rows (the booking id modulo), so bookings made at once rarely wait on one row; a figure is the sum.
 */
export const bookingTallies = pgTable(
  "booking_tallies",
  {
    kind: text("kind").$type<BookingTallyKind>().notNull(),
    status: text("status").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    bucket: smallint("bucket").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({ name: "booking_tallies_pk", columns: [t.kind, t.status, t.day, t.bucket] }),
    check("booking_tallies_kind_ck", sql`${t.kind} in ('visit', 'made')`),
  ],
);
