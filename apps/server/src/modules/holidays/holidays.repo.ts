import { and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, countries, holidays, states } from "../../db/schema/index.ts";

export type HolidayRow = typeof holidays.$inferSelect;
/** A holiday with its state's name (null: national). */
export type ShownHolidayRow = HolidayRow & { stateName: string | null };

/** The state of a city (the states and cities are the reference catalogue, readable by all). */
const stateOfCity = (cityId: number) =>
  sql`(select ${cities.stateId} from ${cities} where ${cities.id} = ${cityId})`;

/**
 * The closed holidays from `from` to `to` (inclusive) where a city is: the national ones, and its state's
 * (none when `cityId` is null). In date order, national first on a day that is both.
 */
export async function closedBetween(
  db: Db,
  cityId: number | null,
  from: string,
  to: string,
): Promise<{ onDate: string; name: string }[]> {
  return db
    .select({ onDate: holidays.onDate, name: holidays.name })
    .from(holidays)
    .where(
      and(
        eq(holidays.closed, true),
        gte(holidays.onDate, from),
        lte(holidays.onDate, to),
        cityId === null
          ? isNull(holidays.stateId)
          : or(isNull(holidays.stateId), eq(holidays.stateId, stateOfCity(cityId))),
      ),
    )
    .orderBy(asc(holidays.onDate), sql`${holidays.stateId} nulls first`);
}

const shown = {
  id: holidays.id,
  onDate: holidays.onDate,
  name: holidays.name,
  stateId: holidays.stateId,
  closed: holidays.closed,
  source: holidays.source,
  createdAt: holidays.createdAt,
  updatedAt: holidays.updatedAt,
  stateName: states.name,
};

/**
 * A year's holidays with their states' names, by date, national first, then by state name. `stateId`:
 * undefined every holiday; null the national ones; a state's id the national ones and that state's.
 */
export async function listYear(
  db: Db,
  year: number,
  stateId: number | null | undefined,
): Promise<ShownHolidayRow[]> {
  return db
    .select(shown)
    .from(holidays)
    .leftJoin(states, eq(states.id, holidays.stateId))
    .where(
      and(
        gte(holidays.onDate, `${year}-01-01`),
        lte(holidays.onDate, `${year}-12-31`),
        stateId === undefined
          ? undefined
          : stateId === null
            ? isNull(holidays.stateId)
            : or(isNull(holidays.stateId), eq(holidays.stateId, stateId)),
      ),
    )
    .orderBy(asc(holidays.onDate), sql`${states.name} asc nulls first`, asc(holidays.id));
}

/** India's states and union territories, A to Z. */
export async function indiaStates(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: states.id, name: states.name })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.code, "IN"))
    .orderBy(asc(states.name));
}

/** A holiday with its state's name, locked for the rest of the transaction; null when there is none. */
export async function lockHoliday(tx: Db, id: number): Promise<ShownHolidayRow | null> {
  const [row] = await tx
    .select(shown)
    .from(holidays)
    .leftJoin(states, eq(states.id, holidays.stateId))
    .where(eq(holidays.id, id))
    .for("update", { of: holidays });
  return row ?? null;
}

/**
 * A team holiday added, closed; null when the day and place already have one (the unique constraint
 * `holidays_day_state_uq` decides, also between two adds at the same moment).
 */
export async function insertTeamHoliday(
  tx: Db,
  v: { onDate: string; name: string; stateId: number | null },
  at: Date,
): Promise<HolidayRow | null> {
  const [row] = await tx
    .insert(holidays)
    .values({ ...v, closed: true, source: "team", createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A holiday renamed and/or closed or reopened. */
export async function updateHoliday(
  tx: Db,
  id: number,
  v: { name?: string | undefined; closed?: boolean | undefined },
  at: Date,
): Promise<void> {
  await tx
    .update(holidays)
    .set({
      ...(v.name === undefined ? {} : { name: v.name }),
      ...(v.closed === undefined ? {} : { closed: v.closed }),
      updatedAt: at,
    })
    .where(eq(holidays.id, id));
}
