import type { CompanionCheck, Language, VisitKind, WeeklyShift } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { cities, states } from "./reference.ts";

/**
 * The care team (issue 26, decision 0044): the vetted people who make the visits. Their name, phone (their
 * login) and email are their account's (`users`, user_type 3); the rest is here. Only an active companion
 * with all three checks dated may be sent to a home.
 */
export const companions = pgTable(
  "companions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    languages: jsonb("languages").$type<Language[]>().notNull().default(sql`'[]'::jsonb`),
    serviceKinds: jsonb("service_kinds").$type<VisitKind[]>().notNull().default(sql`'[]'::jsonb`),
    specialityIds: jsonb("speciality_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    /** The PIN codes they cover in their city; empty: the whole city. */
    pincodes: text("pincodes").array().notNull().default(sql`'{}'::text[]`),
    identityVerifiedOn: date("identity_verified_on", { mode: "string" }),
    policeVerifiedOn: date("police_verified_on", { mode: "string" }),
    trainingCompletedOn: date("training_completed_on", { mode: "string" }),
    /** The last day each check holds (issue 45): past it the companion is not sent until it is renewed. */
    identityValidUntil: date("identity_valid_until", { mode: "string" }),
    policeValidUntil: date("police_valid_until", { mode: "string" }),
    trainingValidUntil: date("training_valid_until", { mode: "string" }),
    isActive: boolean("is_active").notNull().default(true),
    /** Their weekly pattern: which shifts on which weekdays (ISO weekday 1–7). */
    weekly: jsonb("weekly").$type<WeeklyShift[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("companions_user_uq").on(t.userId),
    // The roster of a city: who may be sent there (a few hundred at most per city).
    index("companions_city_idx").on(t.cityId, t.isActive),
    check(
      "companions_checks_valid_ck",
      sql`(${t.identityValidUntil} is null or ${t.identityValidUntil} >= ${t.identityVerifiedOn})
        and (${t.policeValidUntil} is null or ${t.policeValidUntil} >= ${t.policeVerifiedOn})
        and (${t.trainingValidUntil} is null or ${t.trainingValidUntil} >= ${t.trainingCompletedOn})`,
    ),
  ],
);

/**
 * The team's reminders that a companion's check lapses (issue 45): one row per check, its valid-until date
 * and how many days before it the reminder went (60, 30, 7), so each is queued exactly once per date.
 */
export const companionCheckAlerts = pgTable(
  "companion_check_alerts",
  {
    id: serial("id").primaryKey(),
    companionId: integer("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    checkKind: text("check_kind").$type<CompanionCheck>().notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    daysBefore: integer("days_before").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("companion_check_alerts_uq").on(t.companionId, t.checkKind, t.validUntil, t.daysBefore),
    check("companion_check_alerts_kind_ck", sql`${t.checkKind} in ('identity', 'police', 'training')`),
    check("companion_check_alerts_days_ck", sql`${t.daysBefore} in (60, 30, 7)`),
  ],
);

/** A companion's leave, both days included. */
export const companionLeave = pgTable(
  "companion_leave",
  {
    id: serial("id").primaryKey(),
    companionId: integer("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [
    index("companion_leave_companion_idx").on(t.companionId, t.endsOn),
    check("companion_leave_order_ck", sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
