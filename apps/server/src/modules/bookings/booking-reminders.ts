import { REMINDERS_FROM_HOUR } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { addDays, indiaClock, indiaDate } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { BookingMessages } from "./booking-messages.ts";
import * as repo from "./booking-upkeep.repo.ts";
import { createLateVisits, type LateVisits } from "./late-visits.ts";
import type { Roster } from "./ports.ts";

/** Reminders claimed per transaction (a busy day is worked through in several). */
const BATCH = 200;

export interface ReminderDeps {
  db: Db;
  messages: BookingMessages;
  log: { error(o: object, m: string): void };
  /** Called after reminders (or late-visit alerts) were queued (the notifier's kick), so they leave without waiting. */
  queued?: () => void;
  /**
   * With these (the bookings module passes its own), the same sweep also tells the team of late visits
   * (late-visits.ts), on the same timer, after the reminders.
   */
  notifier?: Notifier;
  members?: Pick<MemberDirectory, "contact">;
  availability?: { roster: Pick<Roster, "profiles"> };
  config?: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl">;
}

/**
 * The day-before reminder (and, given the late-visit deps, the team's late-visit alerts: late-visits.ts,
 * swept on the same timer right after). A sweep finds the visits still going ahead (requested or confirmed) whose
 * visit date is tomorrow in India and whose reminder is not queued yet, and in one transaction per batch
 * locks them (rows another sweep holds are skipped), marks them with one
 * `UPDATE … WHERE reminder_queued_at IS NULL … RETURNING` and queues an email for each row it marked.
 * Sweeps in several processes at once therefore queue each reminder exactly once.
 *
 * Moving a visit to another day (the team's approval of a reschedule request, `moveBookingTime`) clears
 * `reminder_queued_at` in the same statement, so the new day gets its own reminder.
 */
export function createBookingReminders(deps: ReminderDeps) {
  const { db, messages } = deps;
  const lateVisits: LateVisits | null =
    deps.notifier && deps.members && deps.availability && deps.config
      ? createLateVisits({
          db,
          notifier: deps.notifier,
          members: deps.members,
          roster: deps.availability.roster,
          config: deps.config,
        })
      : null;

  /** Queues the reminders due at `now`; resolves with how many this call queued. */
  async function queueReminders(now: Date): Promise<number> {
    if (indiaClock(now).hour < REMINDERS_FROM_HOUR) return 0;
    const tomorrow = addDays(indiaDate(now), 1);
    let queued = 0;
    for (;;) {
      const { claimed, marked } = await db.transaction(async (tx) => {
        const ids = await repo.lockDueReminders(tx, tomorrow, BATCH);
        const marked = await repo.markRemindersQueued(tx, ids, now);
        for (const id of marked) await messages.reminder(tx, id);
        return { claimed: ids.length, marked: marked.length };
      });
      queued += marked;
      if (claimed < BATCH) break;
    }
    if (queued > 0) deps.queued?.();
    return queued;
  }

  const failed = (what: string) => (error: unknown) => {
    deps.log.error({ error: error instanceof Error ? error.message : String(error) }, `${what} sweep failed`);
  };

  /** The late visits the team is told of at `now` (none without the late-visit deps). */
  async function queueLateAlerts(now: Date): Promise<number> {
    const queued = lateVisits ? await lateVisits.queueLateAlerts(now) : 0;
    if (queued > 0) deps.queued?.();
    return queued;
  }

  const sweeper = createSweeper(async (now) => {
    await queueReminders(now).catch(failed("reminder"));
    await queueLateAlerts(now).catch(failed("late visit"));
  });

  return { queueReminders, queueLateAlerts, start: sweeper.start, stop: sweeper.stop };
}
export type BookingReminders = ReturnType<typeof createBookingReminders>;
