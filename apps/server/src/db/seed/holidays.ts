import Holidays from "date-holidays";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { countries, holidays, states } from "../schema/index.ts";

/*
 * The closed days seeded from the date-holidays library (issue 44, decision 0079): India's public holidays
 * as national rows, and each state's further public holidays as that state's rows, for the years below.
 * Never typed by hand; the team renames, reopens or adds days in the console afterwards.
 */

/** The years seeded. A later year is a new entry here: seeding adds its rows on the next start. */
export const HOLIDAY_SEED_YEARS = [2026, 2027] as const;

/**
 * The library's region codes that differ from the seed's (data/states.ts): it keeps the older ISO codes,
 * and Dadra and Nagar Haveli and Daman and Diu as the two territories they were until 2020. Jharkhand and
 * Ladakh have no entry in the library: their closed days are the national ones.
 */
export const LIBRARY_STATE_CODES: Readonly<Record<string, string>> = {
  CT: "CG",
  OR: "OD",
  TG: "TS",
  UT: "UK",
  DD: "DH",
  DN: "DH",
};

/** A closed day as the library gives it: the date, its name, and the seed's state code (null: national). */
export interface LibraryHoliday {
  date: string;
  name: string;
  stateCode: string | null;
}

/** India's public holidays for `years`, national and each state's extra, one per day and place. Pure. */
export function libraryHolidays(years: readonly number[]): LibraryHoliday[] {
  const india = new Holidays("IN");
  const out: LibraryHoliday[] = [];
  const seen = new Set<string>();
  const add = (h: LibraryHoliday) => {
    const key = `${h.date}:${h.stateCode ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(h);
  };
  const publicDays = (hd: Holidays, year: number) =>
    hd
      .getHolidays(year)
      .filter((h) => h.type === "public")
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
  const regions = Object.keys(india.getStates("IN") ?? {}).sort();
  for (const year of years) {
    const national = publicDays(india, year);
    const nationalDates = new Set(national.map((h) => h.date));
    for (const h of national) add({ ...h, stateCode: null });
    for (const region of regions) {
      const stateCode = LIBRARY_STATE_CODES[region] ?? region;
      for (const h of publicDays(new Holidays("IN", region), year)) {
        if (!nationalDates.has(h.date)) add({ ...h, stateCode });
      }
    }
  }
  return out.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.stateCode ?? "").localeCompare(b.stateCode ?? ""),
  );
}

/**
 * Seeds the years of HOLIDAY_SEED_YEARS not seeded yet. Cheap on every start: one read finds the years
 * with library rows, and the library is only asked about the others. The rows go in with `on conflict do
 * nothing` on (day, state), so two processes starting at once add each row once, and a day the team has
 * reopened, renamed or added by hand is left as the team keeps it.
 */
export async function seedHolidays(db: Db, years: readonly number[] = HOLIDAY_SEED_YEARS): Promise<number> {
  if (years.length === 0) return 0;
  const first = `${Math.min(...years)}-01-01`;
  const last = `${Math.max(...years)}-12-31`;
  const seeded = await db
    .selectDistinct({ year: sql<number>`extract(year from ${holidays.onDate})::int` })
    .from(holidays)
    .where(and(eq(holidays.source, "library"), gte(holidays.onDate, first), lte(holidays.onDate, last)));
  const done = new Set(seeded.map((r) => Number(r.year)));
  const missing = years.filter((y) => !done.has(y));
  if (missing.length === 0) return 0;

  const india = await db
    .select({ id: states.id, code: states.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.code, "IN"));
  const stateId = new Map(india.map((s) => [s.code, s.id]));
  const rows: (typeof holidays.$inferInsert)[] = libraryHolidays(missing).map((h) => {
    const id = h.stateCode === null ? null : stateId.get(h.stateCode);
    if (id === undefined)
      throw new Error(`The holiday library names a state the seed does not have: ${h.stateCode}`);
    return { onDate: h.date, name: h.name.slice(0, 100), stateId: id, source: "library" };
  });

  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(holidays)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: holidays.id });
  return inserted.length;
}
