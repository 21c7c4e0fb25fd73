import type { CompanionCheck } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";

/** One reminder claimed: whose check, and the valid-until date it is about. */
export interface ClaimedCheckAlert {
  companionId: number;
  check: CompanionCheck;
  validUntil: string;
}

/**
 * Claims the `daysBefore` reminder of the checks of active companions valid until a day from `from` to
 * `to` (both included) that have not had it for that date: one statement, whose insert into
 * companion_check_alerts' unique key (companion, check, valid-until date, days) makes each reminder
 * exactly once whichever sweeps run at once (a second claim of the same row waits for the first's commit,
 * then does nothing). A renewed check has a new valid-until date, and so its own reminders. At most `limit`.
 */
export async function claimCheckAlerts(
  tx: Db,
  c: { daysBefore: number; from: string; to: string; at: Date; limit: number },
): Promise<ClaimedCheckAlert[]> {
  const rows = await rawRows<{ companion_id: number; check_kind: CompanionCheck; valid_until: string }>(
    tx,
    sql`with due as (
          select c.id as companion_id, k.check_kind, k.valid_until
          from companions c
          cross join lateral (values ('identity', c.identity_verified_on, c.identity_valid_until),
                                     ('police', c.police_verified_on, c.police_valid_until),
                                     ('training', c.training_completed_on, c.training_valid_until)) k (check_kind, done_on, valid_until)
          where c.is_active and k.done_on is not null
            and k.valid_until between ${c.from}::date and ${c.to}::date
            and not exists (
              select 1 from companion_check_alerts a
              where a.companion_id = c.id and a.check_kind = k.check_kind and a.valid_until = k.valid_until
                and a.days_before = ${c.daysBefore}::int)
          order by c.id, k.check_kind
          limit ${c.limit})
        insert into companion_check_alerts (companion_id, check_kind, valid_until, days_before, queued_at)
        select companion_id, check_kind, valid_until, ${c.daysBefore}::int, ${c.at.toISOString()}::timestamptz from due
        on conflict do nothing
        returning companion_id, check_kind, valid_until::text as valid_until`,
  );
  return rows.map((r) => ({
    companionId: Number(r.companion_id),
    check: r.check_kind,
    validUntil: r.valid_until,
  }));
}
