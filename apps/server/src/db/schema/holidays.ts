import { HOLIDAY_SOURCES, type HolidaySource } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { sqlList } from "../sql-list.ts";
import { states } from "./reference.ts";

/**
 * The days the service is closed (issue 44): national holidays (no state) and a state's own, seeded from a
 * maintained holiday library and kept by the team in the console. A holiday closes every shift of its day
 * for loved ones living in the states it applies to. The team reopens a seeded day (`closed` false) rather
 * than deleting it, so that seeding again never brings it back.
 */
export const holidays = pgTable(
  "holidays",
  {
    id: serial("id").primaryKey(),
    onDate: date("on_date", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    /** The state it applies to; null: all of India. */
    stateId: integer("state_id").references(() => states.id),
    closed: boolean("closed").notNull().default(true),
    /** Where it came from: the holiday library's seed, or the team. */
    source: text("source").$type<HolidaySource>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("holidays_day_state_uq").on(t.onDate, t.stateId).nullsNotDistinct(),
    index("holidays_state_day_idx").on(t.stateId, t.onDate),
    check("holidays_source_ck", sql`${t.source} in ${sqlList(HOLIDAY_SOURCES)}`),
    check("holidays_name_ck", sql`length(${t.name}) between 1 and 100`),
  ],
);
