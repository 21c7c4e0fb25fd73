import type { BookingStatus } from "@eldercare/contracts";
import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * Who makes a visit (decision 0044): the companion a booking holds, written for the assignments module
 * (assignable-bookings.service.ts), whose own repository reads what the suggestions weigh.
 */

/**
 * Gives these visits to the companion in one statement (decision 0081: no row is updated twice in the
 * transaction), each only while still in its `from` status, moving it to `to`; how many were written.
 */
export async function setCompanions(
  tx: Db,
  visits: readonly { id: number; from: BookingStatus; to: BookingStatus }[],
  companionId: number,
  at: Date,
): Promise<number> {
  if (visits.length === 0) return 0;
  const cases = (pick: (v: (typeof visits)[number]) => string) =>
    sql.join(
      visits.map((v) => sql`when ${v.id} then ${pick(v)}`),
      sql` `,
    );
  const done = await tx
    .update(bookings)
    .set({ companionId, status: sql`(case ${bookings.id} ${cases((v) => v.to)} end)`, updatedAt: at })
    .where(
      and(
        inArray(
          bookings.id,
          visits.map((v) => v.id),
        ),
        sql`${bookings.status} = (case ${bookings.id} ${cases((v) => v.from)} end)`,
      ),
    )
    .returning({ id: bookings.id });
  return done.length;
}

/** One array parameter (ids, or statuses from the contracts' list: no commas or quotes to escape). */
const arrayOf = (values: readonly (number | string)[]) => `{${values.join(",")}}`;

/**
 * Gives each visit its own companion in one statement, each only while still in its `from` status, moving it
 * to `to`: the auto-scheduler writes a whole city's plan this way instead of a statement per companion
 * (bench:schedule's profile: a fifth of a run). Returns the ids written.
 */
export async function setEachCompanion(
  tx: Db,
  visits: readonly { id: number; companionId: number; from: BookingStatus; to: BookingStatus }[],
  at: Date,
): Promise<number[]> {
  if (visits.length === 0) return [];
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`update ${bookings} b
        set companion_id = v.companion_id, status = v.to_status, updated_at = ${at}
        from unnest(${arrayOf(visits.map((v) => v.id))}::int[], ${arrayOf(visits.map((v) => v.companionId))}::int[],
                    ${arrayOf(visits.map((v) => v.from))}::text[], ${arrayOf(visits.map((v) => v.to))}::text[])
          as v(id, companion_id, from_status, to_status)
        where b.id = v.id and b.status = v.from_status
        returning b.id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The auto-scheduler's visits locked for update (rank 4) in id order, skipping any another transaction
 * holds (a manual assignment, another run): those are left to it, so a run never waits on a booking's row
 * and never holds one while another waits for it in another order (decision 0089).
 */
export function lockFreeOf(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, [...ids]))
    .orderBy(asc(bookings.id))
    .for("update", { skipLocked: true });
}
