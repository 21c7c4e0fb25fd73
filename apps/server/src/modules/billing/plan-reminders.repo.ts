import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { subscriptions } from "../../db/schema/index.ts";

/**
 * Claims the `daysBefore` reminder of plans whose last day falls from `from` to `to` (both included),
 * that are their member's latest plan (none paid after them), not cancelled (decision 0056), and have not had it: one statement, whose
 * insert into plan_reminders' primary key makes each reminder exactly once whichever sweeps run at once
 * (a second claim of the same plan waits for the first's commit, then does nothing). Returns the plans'
 * ids, at most `limit`.
 */
export async function claimReminders(
  tx: Db,
  c: { daysBefore: number; from: string; to: string; at: Date; limit: number },
): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`with due as (
          select s.id from subscriptions s
          where s.ends_on between ${c.from}::date and ${c.to}::date
            and s.cancelled_from is null
            and not exists (select 1 from subscriptions n where n.user_id = s.user_id and n.ends_on > s.ends_on)
            and not exists (
              select 1 from plan_reminders r where r.subscription_id = s.id and r.days_before = ${c.daysBefore})
          order by s.id
          limit ${c.limit})
        insert into plan_reminders (subscription_id, days_before, queued_at)
        select id, ${c.daysBefore}, ${c.at.toISOString()}::timestamptz from due
        on conflict do nothing
        returning subscription_id as id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The plans as a reminder describes them. */
export function plansByIds(db: Db, ids: number[]) {
  return db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      tier: subscriptions.tier,
      beneficiaries: subscriptions.beneficiaries,
      frequency: subscriptions.frequency,
      endsOn: subscriptions.endsOn,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids))
    .orderBy(subscriptions.id);
}
