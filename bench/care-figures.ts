// The dashboard's continuity and on-time figures per city (decision 0090) for the admin benchmark: the
// server runs without its sweeps (NOTIFY_INTERVAL_MS=0), so this works out the last day's figures once
// with the app's own sweep (timed: the nightly statement over the generated bookings), then copies them to
// the year before, so the dashboard's read of each city's latest row meets a year of rows, as it would.
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createCityCare } from "../apps/server/src/modules/visits/city-care.service.ts";
import type { Sql } from "./bookings-data.ts";
import { table } from "./measure.ts";

/** Days of earlier figures copied behind the worked-out day. */
const HISTORY_DAYS = 365;

/** Fills city_care_figures on the database at `url`, and prints (and tables) how long working it out took. */
export async function fillCareFigures(url: string, db: Sql): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url });
  try {
    const now = new Date();
    const sweep = createCityCare({ db: database.db, now: () => now, log: console });
    const t0 = performance.now();
    const cities = await sweep.runOnce(now);
    const ms = performance.now() - t0;
    await db.query(
      `insert into city_care_figures
         (city_id, on_date, families, families_two_or_fewer, visits_checked_in, on_time, computed_at)
       select f.city_id, f.on_date - d, f.families, f.families_two_or_fewer, f.visits_checked_in, f.on_time,
         f.computed_at - make_interval(days => d)
       from city_care_figures f cross join generate_series(1, ${HISTORY_DAYS}) d
       where f.on_date = (select max(on_date) from city_care_figures)
       on conflict do nothing`,
    );
    await db.query("analyze city_care_figures");
    const line =
      cities > 0
        ? `Care figures per city: ${cities} cities worked out in ${ms.toFixed(0)} ms (the nightly sweep), ${HISTORY_DAYS} days copied behind`
        : "Care figures per city: already kept for the last day (reused database)";
    console.log(line);
    table.push("", line);
  } finally {
    await database.close();
  }
}
