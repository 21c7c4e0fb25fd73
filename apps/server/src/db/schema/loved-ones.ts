import type {
  Gender,
  Language,
  LovedOneRelationship,
  MobilityLevel,
  SavedEmergencyContact,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { cities, states } from "./reference.ts";

/**
 * The people a member arranges care for (at most LOVED_ONES_MAX each, counted under the member's row
 * lock). The care address is always in India. Deleted with the member's erasure.
 */
export const lovedOnes = pgTable(
  "loved_ones",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    fullName: text("full_name").notNull(),
    relationship: text("relationship").$type<LovedOneRelationship>().notNull(),
    /** YYYY-MM-DD. */
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    gender: text("gender").$type<Gender>().notNull(),
    addressLine: text("address_line").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    pincode: text("pincode").notNull(),
    contactName: text("contact_name").notNull(),
    /** E.164 with its country's code (decision 0068). */
    contactPhone: text("contact_phone").notNull(),
    languages: jsonb("languages").$type<Language[]>().notNull().default(sql`'[]'::jsonb`),
    mobility: text("mobility").$type<MobilityLevel>().notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loved_ones_user_idx").on(t.userId),
    // A coordinator's members (issue 43 item 4): those with a loved one in their cities, read by city
    // (the members list, its count and the dashboard's).
    index("loved_ones_city_user_idx").on(t.cityId, t.userId),
    check("loved_ones_contact_phone_e164", sql`${t.contactPhone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/**
 * A loved one's emergency card (issue 29, decision 0059), written whole by the family. Allergies and
 * medicines are kept only with consent (its wording's version and time); the card goes with its loved one
 * (removal, erasure) by the cascade.
 */
export const emergencyCards = pgTable(
  "emergency_cards",
  {
    lovedOneId: integer("loved_one_id")
      .primaryKey()
      .references(() => lovedOnes.id, { onDelete: "cascade" }),
    /** Each number in E.164 (decision 0068). */
    contacts: jsonb("contacts").$type<SavedEmergencyContact[]>().notNull(),
    hospitalName: text("hospital_name").notNull().default(""),
    hospitalAddress: text("hospital_address").notNull().default(""),
    hospitalPhone: text("hospital_phone").notNull().default(""),
    allergies: text("allergies").notNull().default(""),
    medicines: text("medicines").notNull().default(""),
    healthConsentVersion: text("health_consent_version"),
    healthConsentAt: timestamp("health_consent_at", { withTimezone: true }),
    emergencyNotes: text("emergency_notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "emergency_cards_health_consent_ck",
      sql`(${t.allergies} = '' and ${t.medicines} = '') or ${t.healthConsentAt} is not null`,
    ),
  ],
);

/**
 * Each loved one's check-in code (issue 46, decision 0093): printed as a QR code on the family's emergency
 * card, scanned or typed by the companion at the door. Made when the card is first read; replaced by the
 * team (`rotated_at`), after which the old one no longer matches. Goes with the loved one.
 */
export const checkInCodes = pgTable(
  "check_in_codes",
  {
    lovedOneId: integer("loved_one_id")
      .primaryKey()
      .references(() => lovedOnes.id, { onDelete: "cascade" }),
    /** CHECK_IN_CODE_LENGTH letters of CHECK_IN_CODE_ALPHABET, without the dash it is printed with. */
    code: text("code").notNull(),
    /** When this code was made: the first time, or the team's latest rotation. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("check_in_codes_code_ck", sql`${t.code} ~ '^[2-9A-HJ-NP-Z]{8}$'`)],
);
