import type { Gender, Language, LovedOneRelationship, MobilityLevel } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
    contactPhone: text("contact_phone").notNull(),
    languages: jsonb("languages").$type<Language[]>().notNull().default(sql`'[]'::jsonb`),
    mobility: text("mobility").$type<MobilityLevel>().notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("loved_ones_user_idx").on(t.userId)],
);
