import { REMINDERS_FROM_HOUR, RENEWAL_REMINDER_DAYS } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import {
  addDays,
  daysBetween,
  formatIndiaDay,
  indiaClock,
  indiaDate,
  nextIndiaHour,
} from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { capitalize } from "./plan-amounts.ts";
import * as repo from "./plan-reminders.repo.ts";

/** Outbox kind of a renewal reminder; its ref_id is the plan (subscription) id. */
export const PLAN_REMINDER_KIND = "plan_renewal_reminder";
/** Plans claimed per transaction. */
const BATCH = 200;
/** Visits listed in the 7-day reminder; more are counted. */
const VISITS_LISTED = 10;

/** A visit booked past a plan's last day (the bookings module's, through app.ts). */
export interface VisitAhead {
  visitDate: string;
  startTime: string;
  lovedOneName: string;
  serviceName: string;
}

/** What the billing module asks of the bookings module (its BookingRecords fits). */
export interface BookedVisits {
  goingAheadAfter(db: Db, userId: number, day: string, limit: number): Promise<VisitAhead[]>;
  /** A plan's visits going ahead before `day`, and from it on (a cancellation's quote). */
  planVisitsAround(db: Db, subscriptionId: number, day: string): Promise<{ before: number; after: number }>;
  /** Inside a cancellation's approval: the plan's visits from `day` on, cancelled; soonest first. */
  cancelPlanVisitsFrom(
    tx: Db,
    subscriptionId: number,
    day: string,
    reason: string,
    at: Date,
  ): Promise<(VisitAhead & { id: number })[]>;
  /**
   * Inside a plan's pause (decision 0095): the plan's visits from `from` to `to` still going ahead and not
   * started by `now`, cancelled; soonest first.
   */
  cancelPlanVisitsBetween(
    tx: Db,
    subscriptionId: number,
    span: { from: string; to: string; now: Date },
    reason: string,
    at: Date,
  ): Promise<(VisitAhead & { id: number })[]>;
}

export interface PlanReminderDeps {
  db: Db;
  notifier: Notifier;
  members: Pick<MemberDirectory, "contacts">;
  visits: BookedVisits;
  config: Pick<AppConfig, "publicUrl">;
  log: { error(o: object, m: string): void };
  /** Called after reminders were queued (the notifier's kick), so they leave without waiting. */
  queued?: () => void;
}

type Plan = Awaited<ReturnType<typeof repo.plansByIds>>[number];

/** The days-left band each reminder covers: from the next smaller reminder's day (exclusive) to its own. */
function bandOf(daysBefore: number): { low: number; high: number } {
  const smaller = RENEWAL_REMINDER_DAYS.filter((d) => d < daysBefore);
  return { low: smaller.length > 0 ? Math.max(...smaller) + 1 : 0, high: daysBefore };
}

/**
 * Renewal reminders (issue 28, decision 0054): 30, 7 and 1 days before a plan's last day, by the outbox,
 * each exactly once per plan (plan_reminders' key) however many sweeps run at once, and none for a plan
 * followed by another already paid. The 7-day one lists the visits booked after the plan ends, which no
 * plan covers unless the family renews.
 */
export function createPlanReminders(deps: PlanReminderDeps) {
  const { db } = deps;
  const profileUrl = `${deps.config.publicUrl ?? "http://localhost:3000"}/user/profile?tab=plan`;

  function whenItEnds(plan: Plan, today: string): string {
    const left = daysBetween(today, plan.endsOn);
    const day = formatIndiaDay(plan.endsOn);
    if (left <= 0) return `today, ${day}`;
    if (left === 1) return `tomorrow, ${day}`;
    return `on ${day}, in ${left} days`;
  }

  async function email(
    tx: Db,
    plan: Plan,
    member: AccountContact | undefined,
    daysBefore: number,
    today: string,
  ): Promise<void> {
    if (!member || member.email === erasedEmail(plan.userId)) return;
    const name = `${capitalize(plan.tier)} plan`;
    const nextStart = formatIndiaDay(addDays(plan.endsOn, 1));
    const lines = [
      `Your ${name} (${capitalize(plan.beneficiaries)}, ${capitalize(plan.frequency)}) ends ${whenItEnds(plan, today)}.`,
      "",
      "To keep the visits going without a break, renew it from your profile:",
      profileUrl,
      `The next period starts on ${nextStart}, the day after this one ends. The registration fee is not charged again.`,
    ];
    if (daysBefore === 7) {
      const ahead = await deps.visits.goingAheadAfter(tx, plan.userId, plan.endsOn, VISITS_LISTED + 1);
      if (ahead.length > 0) {
        lines.push(
          "",
          `These visits are booked after ${formatIndiaDay(plan.endsOn)}, when no plan covers them. They go ahead only if you renew before then:`,
          ...ahead
            .slice(0, VISITS_LISTED)
            .map(
              (v) =>
                `  ${formatIndiaDay(v.visitDate)}, starting ${v.startTime}: ${v.serviceName} for ${v.lovedOneName}`,
            ),
          ...(ahead.length > VISITS_LISTED ? ["  and more: see My bookings."] : []),
        );
      }
    }
    lines.push(
      "",
      "If you have decided not to renew, there is nothing to do: the plan ends on its last day.",
    );
    const subject = `Your ${name} ends ${whenItEnds(plan, today)}`;
    // Where the member chose for plan messages (decision 0061); by SMS or WhatsApp, where to renew.
    await deps.notifier.enqueueFor(tx, {
      kind: PLAN_REMINDER_KIND,
      refId: plan.id,
      topic: "plans",
      userId: plan.userId,
      email: member.email,
      phone: member.phone || null,
      subject,
      body: [`Dear ${member.name},`, "", ...lines, ...SIGN_OFF_LINES].join("\n"),
      short: [subject, `Renew from your profile: ${profileUrl}`].join("\n"),
    });
  }

  /** Queues the reminders due at `now`; resolves with how many this call queued. */
  async function queueReminders(now: Date): Promise<number> {
    if (indiaClock(now).hour < REMINDERS_FROM_HOUR) return 0;
    const today = indiaDate(now);
    let queued = 0;
    for (const daysBefore of RENEWAL_REMINDER_DAYS) {
      const band = bandOf(daysBefore);
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const ids = await repo.claimReminders(tx, {
            daysBefore,
            from: addDays(today, band.low),
            to: addDays(today, band.high),
            at: now,
            limit: BATCH,
          });
          if (ids.length === 0) return 0;
          const plans = await repo.plansByIds(tx, ids);
          const members = await deps.members.contacts(
            tx,
            plans.map((p) => p.userId),
          );
          for (const plan of plans) await email(tx, plan, members.get(plan.userId), daysBefore, today);
          return ids.length;
        });
        queued += claimed;
        if (claimed < BATCH) break;
      }
    }
    if (queued > 0) deps.queued?.();
    return queued;
  }

  // Other processes' sweeps meet this one at plan_reminders' key. Reminders fall due as India's date
  // turns, from REMINDERS_FROM_HOUR; a plan made, ended early or moved meanwhile notifies the sweep.
  const sweeper = createSweeper(queueReminders, {
    nextDue: async (now) => nextIndiaHour(now, REMINDERS_FROM_HOUR),
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ error: message }, "plan reminder sweep failed");
    },
  });

  return { queueReminders, start: sweeper.start, stop: sweeper.stop };
}
export type PlanReminders = ReturnType<typeof createPlanReminders>;
