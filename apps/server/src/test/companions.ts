import type { ServiceKind } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import type { TestApp } from "./harness.ts";

/*
 * The roster in the tests (decision 0044): every test database has the development roster
 * (db/seed/dev-roster.ts: DEV_ROSTER_PER_CITY companions per city in India, every shift, every check).
 * A test that needs fewer places in a shift narrows it here.
 */

type Rows<T> = { rows: T[] };
async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

// Kept beside the harness's template (test-roster.ts), which cannot import this file: it imports the harness.
export { TEST_KOLKATA_ROSTER } from "./test-roster.ts";

/** Puts every shift of every weekday back in every companion's pattern (after limitShift). */
export async function resetRoster(t: TestApp): Promise<void> {
  await t.database.db.execute(
    sql`update companions set weekly = (select jsonb_agg(jsonb_build_object('weekday', d, 'shift_type', s) order by d, s) from generate_series(1, 7) d, generate_series(1, 5) s)`,
  );
}

/** The companions of a city, by id. */
export async function rosterOf(t: TestApp, city = "Kolkata"): Promise<number[]> {
  const rows = await query<{ id: number }>(
    t,
    sql`select c.id from companions c join cities ci on ci.id = c.city_id where ci.name = ${city} order by c.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Leaves `places` companions of the city working `shift` (on every weekday): the others drop it from
 * their weekly pattern, so at most `places` visits can be held in that shift there. The last ones by id
 * stay: a booking holds the least busy companion, lowest id first, so earlier bookings of a test file
 * hold the first ones.
 */
export async function limitShift(t: TestApp, shift: number, places: number, city = "Kolkata"): Promise<void> {
  const ids = (await rosterOf(t, city)).reverse();
  for (const [i, id] of ids.entries()) {
    const weekly = sql`(select coalesce(jsonb_agg(w), '[]'::jsonb) from jsonb_array_elements(weekly) w where (w->>'shift_type')::int <> ${shift})`;
    const all = sql`(select jsonb_agg(jsonb_build_object('weekday', d, 'shift_type', ${shift}::int)) from generate_series(1, 7) d)`;
    await t.database.db.execute(
      i < places
        ? sql`update companions set weekly = ${weekly} || ${all} where id = ${id}`
        : sql`update companions set weekly = ${weekly} where id = ${id}`,
    );
  }
}

/** Lets every companion of the roster make visits of `kind` too (a test service of another kind). */
export async function rosterTakes(t: TestApp, kind: ServiceKind): Promise<void> {
  await t.database.db.execute(
    sql`update companions set service_kinds = service_kinds || ${JSON.stringify([kind])}::jsonb where not service_kinds @> ${JSON.stringify([kind])}::jsonb`,
  );
}
