// The measured runs of the schedule bench: an administrator of the console (an account, its staff row and
// a session written straight into the tables, as bench/admin-bench.ts does), and admin/autoassign/ called
// on the real server once per city for the measured day, one after another, each timed from request to
// the whole answer read.
import type { AutoassignResponse } from "@eldercare/contracts";
import { mintSessions, OTP_HASH_KEY, type Sql } from "./bookings-data.ts";

export interface CityRun {
  cityId: number;
  name: string;
  ms: number;
  visits: number;
  assigned: number;
  /** Visits left, by the reason the answer gives. */
  left: Record<string, number>;
}

/** A session of an administrator added for the bench (user_type 2 with an active staff row). */
export async function administratorToken(db: Sql): Promise<string> {
  const [user] = await db.query<{ id: number }>(
    `insert into users (user_type, user_name, phone, email, user_relation)
     values (2, 'Schedule Bench Administrator', '+918000000045', 'schedule.bench@seniorcare.example', '[]'::jsonb)
     on conflict (phone) do update set user_name = excluded.user_name returning id`,
  );
  if (!user) throw new Error("could not add the bench's administrator");
  await db.query(
    `insert into staff (user_id, role, is_active) values ($1, 'admin', true)
     on conflict (user_id) do update set role = 'admin', is_active = true`,
    [user.id],
  );
  const tokens = await mintSessions(db, [user.id], OTP_HASH_KEY, 2);
  return tokens.get(user.id) as string;
}

async function autoassign(base: string, token: string, body: object) {
  const t0 = performance.now();
  const res = await fetch(new URL("/api/admin/autoassign/", base), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok)
    throw new Error(`admin/autoassign/ ${JSON.stringify(body)}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, data: (JSON.parse(text) as { Data: AutoassignResponse }).Data };
}

/** One request the measured runs do not count: the route, the session and the first statements warmed. */
export async function warmUp(base: string, token: string, cityId: number, date: string) {
  await autoassign(base, token, { city_id: cityId, from: date, to: date, dry_run: true });
}

/** admin/autoassign/ for each city in turn, `date` to `date`; each run's time and what it did. */
export async function runCities(
  base: string,
  token: string,
  cities: ReadonlyArray<{ id: number; name: string }>,
  date: string,
  dryRun = false,
  log: (line: string) => void = () => undefined,
): Promise<CityRun[]> {
  const runs: CityRun[] = [];
  for (const city of cities) {
    const { ms, data } = await autoassign(base, token, {
      city_id: city.id,
      from: date,
      to: date,
      dry_run: dryRun,
    });
    const left: Record<string, number> = {};
    for (const u of data.unassigned) left[u.reason] = (left[u.reason] ?? 0) + 1;
    const run = {
      cityId: city.id,
      name: city.name,
      ms,
      visits: data.summary.visits,
      assigned: data.summary.assigned,
      left,
    };
    log(
      `  ${city.name.padEnd(28)} ${String(run.visits).padStart(6)} visits, ${String(run.assigned).padStart(5)} assigned in ${(ms / 1000).toFixed(2)} s`,
    );
    runs.push(run);
  }
  return runs;
}
