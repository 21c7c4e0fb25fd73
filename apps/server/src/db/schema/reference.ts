import type { AssistanceType, DomainType, ServiceKind } from "@eldercare/contracts";
import { boolean, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  dialCode: text("dial_code").notNull(),
});

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [unique("states_country_code_uq").on(t.countryId, t.code)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
  },
  (t) => [unique("cities_state_name_uq").on(t.stateId, t.name)],
);

/** Lookup lists (id_type, shift_type, ...) served by shared/getdomaindata/. */
export const domainData = pgTable(
  "domain_data",
  {
    id: serial("id").primaryKey(),
    domainType: text("domain_type").$type<DomainType>().notNull(),
    code: integer("code").notNull(),
    value: text("value").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [unique("domain_data_type_code_uq").on(t.domainType, t.code)],
);

export const services = pgTable("services", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  assistanceType: text("assistance_type").$type<AssistanceType>().notNull(),
  /** Which plan inclusion a booking of this service uses (and counts against its monthly allowance). */
  kind: text("kind").$type<ServiceKind>().notNull().default("companion_visit"),
  name: text("name").notNull(),
  description: text("description").notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  /** Whether a booking must name a caregiver speciality (shared/fetchspecialities/). */
  needsSpeciality: boolean("needs_speciality").notNull().default(false),
  displayOrder: integer("display_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const specialities = pgTable("specialities", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});
