import type { AssistanceType, DomainType, ServiceKind } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

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
    /** How fast a companion crosses the city, door to door, for travel estimates (issue 45). */
    travelKmph: integer("travel_kmph").notNull().default(18),
  },
  (t) => [
    unique("cities_state_name_uq").on(t.stateId, t.name),
    check("cities_travel_kmph_ck", sql`${t.travelKmph} between 5 and 80`),
  ],
);

/**
 * Where each PIN code is (issue 45): a point for its post offices, from India Post's All India Pincode
 * Directory (data.gov.in, Government Open Data Licence), loaded by the seed. Travel between two visits is
 * estimated from the distance between their PIN codes' points.
 */
export const pinLocations = pgTable(
  "pin_locations",
  {
    pincode: text("pincode").primaryKey(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [
    check("pin_locations_pincode_ck", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check("pin_locations_point_ck", sql`${t.latitude} between 6 and 38 and ${t.longitude} between 68 and 98`),
  ],
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
