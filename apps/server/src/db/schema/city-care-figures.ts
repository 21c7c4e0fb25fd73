import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { cities } from "./reference.ts";

/**
 * Continuity and on-time arrivals of a city (issue 45, decision 0090), worked out once per city and India
 * day by the visits module's night sweep: working them out from 90 days of visits at every dashboard load
 * is too slow at a million bookings. `on_date` is the last India day the figures count. The key makes each
 * city's row of a day once, however many processes sweep; the dashboard reads each city's latest row.
 */
export const cityCareFigures = pgTable(
  "city_care_figures",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    onDate: date("on_date", { mode: "string" }).notNull(),
    /** Families with a visit that happened with a companion in the city, CONTINUITY_LOOKBACK_DAYS days. */
    families: integer("families").notNull(),
    /** Of them, served by at most CONTINUITY_MAX_COMPANIONS different companions. */
    familiesTwoOrFewer: integer("families_two_or_fewer").notNull(),
    /** Visits checked in to, ARRIVALS_LOOKBACK_DAYS days. */
    visitsCheckedIn: integer("visits_checked_in").notNull(),
    /** Of them, checked in before they would have been late (LATE_CHECKIN_MINUTES after the start). */
    onTime: integer("on_time").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "city_care_figures_pk", columns: [t.cityId, t.onDate] }),
    // The sweep's "are this day's figures worked out yet?" on every safety run.
    index("city_care_figures_day_idx").on(t.onDate),
    check(
      "city_care_figures_counts_ck",
      sql`${t.familiesTwoOrFewer} between 0 and ${t.families} and ${t.onTime} between 0 and ${t.visitsCheckedIn}`,
    ),
  ],
);
