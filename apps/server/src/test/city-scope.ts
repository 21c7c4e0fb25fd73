import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "./harness.ts";
import { placeOf } from "./members.ts";

/*
 * Fixtures for the city coordinator's tests (issue 43 item 4): the test database's roster is in Kolkata, so
 * a family, a booking or a companion is made there through the API as usual and then moved to another
 * city here, row by row, as if it had been made there.
 */

/** A PIN code of each city the tests move things to (its state's range). */
const PINCODES: Record<string, string> = { Kolkata: "700029", Chennai: "600028", Mumbai: "400001" };

/** An id no row has (a member, a companion, an enquiry): a coordinator's row elsewhere answers as this. */
export const MISSING_ID = 2_147_483_000;

/** A word of letters only (names take letters and spaces), so each test finds its own members or companions. */
export const tagOf = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26)))
    .join("")
    .replace(/^./, (c) => c.toUpperCase());

/** A console export (`admin/<path>/`, e.g. exportmembers) as raw text: the ids of its lines (the first column), header left out. */
export async function exportedIdsOf(
  t: TestApp,
  token: string,
  path: string,
  search: string,
): Promise<number[]> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/admin/${path}/`,
    headers: { authorization: `Bearer ${token}` },
    payload: { search_string: search },
  });
  expect(res.statusCode, res.payload).toBe(200);
  const lines = res.payload
    .replace(/^\uFEFF/, "")
    .replace(/\r\n$/, "")
    .split("\r\n")
    .slice(1);
  return lines.map((line) => Number(line.split(",")[0])).sort((a, b) => a - b);
}

const run = (t: TestApp, statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

/** Moves a loved one to `city` (its state and a PIN code there too). */
export async function moveLovedOneTo(t: TestApp, lovedOneId: number, city: string): Promise<void> {
  const place = await placeOf(t, city);
  await run(
    t,
    sql`update loved_ones set city_id = ${place.city_id}, state_id = ${place.state_id}, pincode = ${PINCODES[city] ?? "600028"} where id = ${lovedOneId}`,
  );
}

/** Moves a booking to `city` (the booking's own city column; move its loved one too for a whole family). */
export async function moveBookingTo(t: TestApp, bookingId: number, city: string): Promise<void> {
  const place = await placeOf(t, city);
  await run(t, sql`update bookings set city_id = ${place.city_id} where id = ${bookingId}`);
  // Its reschedule requests keep its city (migration 0050), as if it had always been there.
  await run(
    t,
    sql`update reschedule_requests set city_id = ${place.city_id} where booking_id = ${bookingId}`,
  );
}

/** Moves a companion to `city` (their area; PIN codes cleared: the whole city). */
export async function moveCompanionTo(t: TestApp, companionId: number, city: string): Promise<void> {
  const place = await placeOf(t, city);
  await run(
    t,
    sql`update companions set city_id = ${place.city_id}, state_id = ${place.state_id}, pincodes = '{}'::text[] where id = ${companionId}`,
  );
}
