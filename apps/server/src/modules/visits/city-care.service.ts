import { CARE_FIGURES_FROM_HOUR, type CityCare as CityCareRow } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { addDays, indiaClock, indiaDate, nextIndiaHour } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import * as repo from "./city-care.repo.ts";

/**
 * The last India day whose figures are worked out at `now`: yesterday from CARE_FIGURES_FROM_HOUR, the day
 * before until then (the night's reports complete the evening's visits first).
 */
export function figuresDay(now: Date): string {
  return addDays(indiaDate(now), indiaClock(now).hour >= CARE_FIGURES_FROM_HOUR ? -1 : -2);
}

/**
 * Continuity and on-time arrivals per city (issue 45, decision 0090). A sweep (run by this module's
 * routes, on the app's clock) works out every city's figures of the day once: each process's runs look
 * whether the day's rows are kept (an indexed probe), and if not, take the day's advisory lock, look again
 * and write them in one statement whose key (city, day) keeps any second row out. So however many
 * processes sweep at once, each city and day is one row, and the 90 days of visits are read once. The
 * dashboard reads each city's latest row (`byCity`).
 */
export function createCityCare(deps: Pick<AppDeps, "db" | "now"> & { log: Pick<AppDeps["log"], "error"> }) {
  const { db } = deps;

  /** Keeps the figures due at `now` if nobody has yet; how many city rows this call wrote. */
  async function runOnce(now: Date = deps.now()): Promise<number> {
    const day = figuresDay(now);
    if (await repo.figuresKept(db, day)) return 0;
    return db.transaction(async (tx) => {
      // One sweep at a time works a day out; the others find it kept and read no visits.
      await lockKey(tx, `city-care-figures:${day}`);
      if (await repo.figuresKept(tx, day)) return 0;
      return repo.keepFigures(tx, day, now);
    });
  }

  /** Each city's latest figures in `cities` (null: every city), by name. */
  function byCity(tx: Db, cities: CityScope): Promise<CityCareRow[]> {
    return repo.latestByCity(tx, cities);
  }

  const sweeper = createSweeper(runOnce, {
    nextDue: async (now) => nextIndiaHour(now, CARE_FIGURES_FROM_HOUR),
    onError: (error) =>
      deps.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "city care figures sweep failed",
      ),
  });

  return { runOnce, byCity, start: sweeper.start, stop: sweeper.stop };
}
export type CityCare = ReturnType<typeof createCityCare>;
