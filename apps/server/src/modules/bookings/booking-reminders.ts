import { REMINDERS_FROM_HOUR } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { addDays, indiaClock, indiaDate, nextIndiaHour } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import * as repo from "./booking-upkeep.repo.ts";
import type { LateVisitAlerts } from "./ports.ts";

/** Reminders claimed per transaction (a busy day is worked through in several). */
const BATCH = 200;

export interface ReminderDeps {
  db: Db;
  messages: BookingMessages;
  log: { error(o: object, m: string): void };
  /** Called after reminders (or late-visit alerts) were queued (the notifier's kick), so they leave without waiting. */
  queued?: () => void;
  /**
   * With this (the visits module's, which the bookings module is lent), the same sweep also tells the
   * team of late visits (visits/late-visits.ts), after the reminders.
   */
  lateVisits?: LateVisitAlerts;
}

/**
 * The day-before reminder (and, given the late-visit alerts, the team's late-visit emails in the same sweep
 * right after: visits/late-visits.ts), run when a visit changes and when the next is due (decision 0065).
 * A sweep finds the visits still going ahead (requested or confirmed) whose visit date is tomorrow in
 * India and whose reminder is not queued yet, and in one transaction per batch locks them (rows another
 * sweep holds are skipped), marks them with one `UPDATE … WHERE reminder_queued_at IS NULL … RETURNING`
 * and queues an email for each row it marked.
 * Sweeps in several processes at once therefore queue each reminder exactly once.
 *
 * Moving a visit to another day (the team's approval of a reschedule request, `moveBookingTime`) clears
 * `reminder_queued_at` in the same statement, so the new day gets its own reminder.
 */
export function createBookingReminders(deps: ReminderDeps) {
  const { db, messages } = deps;
  const lateVisits = deps.lateVisits ?? null;

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

  /** The late visits the team is told of at `now` (none without the late-visit alerts). */
  async function queueLateAlerts(now: Date): Promise<number> {
    const queued = lateVisits ? await lateVisits.queueLateAlerts(now) : 0;
    if (queued > 0) deps.queued?.();
    return queued;
  }

  /**
   * When the sweep next has work without being told of a change: tomorrow's reminders become due at
   * REMINDERS_FROM_HOUR in India (a visit booked or moved after that notifies it), and the next visit
   * waiting for its companion becomes late LATE_CHECKIN_MINUTES after its start.
   */
  async function nextDue(now: Date): Promise<Date> {
    const reminders = nextIndiaHour(now, REMINDERS_FROM_HOUR);
    const late = lateVisits ? await lateVisits.nextAlertDue(now) : null;
    return late && late < reminders ? late : reminders;
  }

  // Each part runs even when the other fails; a failure brings the next sweep sooner.
  const sweeper = createSweeper(
    async (now) => {
      let failure: unknown = null;
      await queueReminders(now).catch((error: unknown) => {
        failed("reminder")(error);
        failure = error;
      });
      await queueLateAlerts(now).catch((error: unknown) => {
        failed("late visit")(error);
        failure ??= error;
      });
      if (failure !== null) throw failure;
    },
    {
      nextDue: (now) =>
        nextDue(now).catch((error: unknown) => {
          failed("booking")(error);
          throw error;
        }),
    },
  );

  return { queueReminders, queueLateAlerts, nextDue, start: sweeper.start, stop: sweeper.stop };
}
export type BookingReminders = ReturnType<typeof createBookingReminders>;
