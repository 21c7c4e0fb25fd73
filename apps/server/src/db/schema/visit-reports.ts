import type { CompanionPreference, VisitTask } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";
import { bytea } from "./bytea.ts";
import { companions } from "./companions.ts";
import { users } from "./identity.ts";

/*
 * After the visit (issue 26, decision 0046). A visit has at most one report, one photo and one rating:
 * each keyed by the booking, so twenty submits at once make one.
 */

/** The companion's report of a visit; filing it completes the visit. */
export const visitReports = pgTable(
  "visit_reports",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    companionId: integer("companion_id")
      .notNull()
      .references(() => companions.id),
    tasks: jsonb("tasks").$type<VisitTask[]>().notNull(),
    mood: smallint("mood").notNull(),
    concern: boolean("concern").notNull(),
    concernNote: text("concern_note").notNull().default(""),
    familyNote: text("family_note").notNull().default(""),
    filedAt: timestamp("filed_at", { withTimezone: true }).notNull(),
    /**
     * The visit's check-out as it stood when the report was filed (a report needs one, and it never
     * changes after): the dashboard's promise is counted from this table alone, at any number of reports.
     */
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    /** The queued submit's key (issue 46, decision 0091): a replay with it is answered as filed. */
    submitKey: uuid("submit_key"),
    /** When the phone made the report, by its clock (issue 46): beside `filed_at`, the server's. */
    submitPhoneAt: timestamp("submit_phone_at", { withTimezone: true }),
  },
  (t) => [
    // The dashboard's promise, measured over the last 30 days.
    index("visit_reports_filed_idx").on(t.filedAt),
    index("visit_reports_companion_idx").on(t.companionId),
    check("visit_reports_mood_ck", sql`${t.mood} between 1 and 5`),
  ],
);

/** A visit's one photo, re-encoded as JPEG without metadata; never behind a public address. */
export const visitPhotos = pgTable("visit_photos", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  /** The queued upload's key (issue 46, decision 0091): a replay with it is answered as saved. */
  uploadKey: uuid("upload_key"),
  /** When the phone sent the photo off, by its clock (issue 46): beside `uploaded_at`, the server's. */
  uploadPhoneAt: timestamp("upload_phone_at", { withTimezone: true }),
});

/** The family's rating of a reported visit: once. */
export const visitRatings = pgTable(
  "visit_ratings",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    stars: smallint("stars").notNull(),
    comment: text("comment").notNull().default(""),
    preference: text("preference").$type<CompanionPreference>(),
    ratedAt: timestamp("rated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("visit_ratings_user_idx").on(t.userId),
    check("visit_ratings_stars_ck", sql`${t.stars} between 1 and 5`),
    check("visit_ratings_preference_ck", sql`${t.preference} in ('prefer', 'avoid')`),
  ],
);

/**
 * A family's standing wish about a companion (from their latest rating that said one): `prefer` ranks
 * them first in the suggestions; `avoid` keeps them from the family's visits.
 */
export const companionPreferences = pgTable(
  "companion_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    companionId: integer("companion_id")
      .notNull()
      .references(() => companions.id),
    preference: text("preference").$type<CompanionPreference>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companionId] }),
    index("companion_preferences_companion_idx").on(t.companionId),
    check("companion_preferences_preference_ck", sql`${t.preference} in ('prefer', 'avoid')`),
  ],
);

/** A companion's photo, shown to the families they visit and the team; never behind a public address. */
export const companionPhotos = pgTable("companion_photos", {
  companionId: integer("companion_id")
    .primaryKey()
    .references(() => companions.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  bytes: integer("bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
