import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { cities } from "./reference.ts";

/**
 * The console's staff (issue 43 item 4, decision 0076): each administrator's or city coordinator's role.
 * Their name, phone (their login) and email are their account's (`users`, user_type 2). A console session
 * takes its role from here, and an account of user_type 2 without an active row here has none.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    role: text("role").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_user_uq").on(t.userId),
    check("staff_role_ck", sql`${t.role} in ('admin', 'coordinator')`),
  ],
);

/** The cities a coordinator covers (an administrator covers every city and has none here). */
export const staffCities = pgTable(
  "staff_cities",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.cityId] }), index("staff_cities_city_idx").on(t.cityId)],
);
