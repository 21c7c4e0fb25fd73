import {
  CHECK_ALERT_DAYS,
  type CompanionCheck,
  checkReminderLetter,
  displayPhone,
  REMINDERS_FROM_HOUR,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import {
  addDays,
  daysBetween,
  formatIndiaDay,
  indiaClock,
  indiaDate,
  nextIndiaHour,
} from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as alerts from "./check-reminders.repo.ts";
import * as repo from "./companions.repo.ts";

/** The outbox kind of the team's reminder that a companion's check lapses (ref_id: the companion). */
export const CHECK_REMINDER_KIND = "companion_check_reminder";
/** Reminders claimed per transaction. */
const BATCH = 200;

/** Where a companion's row holds each check's date. */
const DONE_ON = {
  identity: "identityVerifiedOn",
  police: "policeVerifiedOn",
  training: "trainingCompletedOn",
} as const satisfies Record<CompanionCheck, keyof repo.CompanionRow>;

/** The days-left band each reminder covers: from the next smaller reminder's day (exclusive) to its own. */
function bandOf(daysBefore: number): { low: number; high: number } {
  const smaller = CHECK_ALERT_DAYS.filter((d) => d < daysBefore);
  return { low: smaller.length > 0 ? Math.max(...smaller) + 1 : 0, high: daysBefore };
}

export interface CheckReminderDeps {
  db: Db;
  notifier: Pick<Notifier, "enqueue">;
  members: Pick<MemberDirectory, "contacts">;
  /** SUPPORT_EMAIL: the care team's address; publicUrl: where the console is. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl">;
  log: { error(o: object, m: string): void };
  /** Called after reminders were queued (the notifier's kick), so they leave without waiting. */
  queued?: () => void;
}

/**
 * The team's reminders that a companion's check lapses (issue 45, decision 0087): 60, 30 and 7 days
 * before its valid-until date, to the care team's address by the outbox, each exactly once per companion,
 * check, valid-until date and days (companion_check_alerts' key) however many sweeps run at once: the
 * claim and the emails of each batch are one transaction. A reminder whose days passed while no sweep ran
 * goes late, and only the one whose days have come (as renewal reminders do, decision 0054). Only active
 * companions' done checks are reminded.
 */
export function createCheckReminders(deps: CheckReminderDeps) {
  const { db } = deps;
  const consoleUrl = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");

  /** The emails of the reminders claimed in `tx`, one per check. */
  async function emails(tx: Db, claimed: alerts.ClaimedCheckAlert[], today: string): Promise<void> {
    // One statement at a time: a transaction's connection runs one query at once.
    const rows = await repo.companionsByIds(
      tx,
      claimed.map((c) => c.companionId),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const contacts = await deps.members.contacts(
      tx,
      rows.map((r) => r.userId),
    );
    for (const c of claimed) {
      const row = byId.get(c.companionId);
      if (!row) continue;
      const contact = contacts.get(row.userId);
      const doneOn = row[DONE_ON[c.check]];
      const letter = checkReminderLetter({
        companionName: contact?.name ?? `Companion #${row.id}`,
        phone: contact?.phone ? displayPhone(contact.phone) : "",
        cityName: row.cityName,
        check: c.check,
        doneOn: doneOn ? formatIndiaDay(doneOn) : "",
        validUntil: formatIndiaDay(c.validUntil),
        lapsesOn: formatIndiaDay(addDays(c.validUntil, 1)),
        daysLeft: daysBetween(today, c.validUntil),
        link: `${consoleUrl}/admin/companions/${row.id}`,
      });
      await deps.notifier.enqueue(tx, {
        kind: CHECK_REMINDER_KIND,
        refId: row.id,
        to: deps.config.SUPPORT_EMAIL,
        ...letter,
      });
    }
  }

  /** Queues the reminders due at `now` (from REMINDERS_FROM_HOUR in India); resolves with how many this call queued. */
  async function queueReminders(now: Date): Promise<number> {
    if (indiaClock(now).hour < REMINDERS_FROM_HOUR) return 0;
    const today = indiaDate(now);
    let queued = 0;
    for (const daysBefore of CHECK_ALERT_DAYS) {
      const band = bandOf(daysBefore);
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const rows = await alerts.claimCheckAlerts(tx, {
            daysBefore,
            from: addDays(today, band.low),
            to: addDays(today, band.high),
            at: now,
            limit: BATCH,
          });
          if (rows.length > 0) await emails(tx, rows, today);
          return rows.length;
        });
        queued += claimed;
        if (claimed < BATCH) break;
      }
    }
    if (queued > 0) deps.queued?.();
    return queued;
  }

  // Other processes' sweeps meet this one at companion_check_alerts' key. Reminders fall due as India's
  // date turns, from REMINDERS_FROM_HOUR; a valid-until date the team changes during the day is seen at the
  // next safety sweep (NOTIFY_INTERVAL_MS): the companions table notifies no sweep (decision 0065).
  const sweeper = createSweeper(queueReminders, {
    nextDue: async (now) => nextIndiaHour(now, REMINDERS_FROM_HOUR),
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ error: message }, "companion check reminder sweep failed");
    },
  });

  return { queueReminders, start: sweeper.start, stop: sweeper.stop };
}
export type CheckReminders = ReturnType<typeof createCheckReminders>;
