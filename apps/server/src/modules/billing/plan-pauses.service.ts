import {
  type PausePlanRequest,
  type PausePlanResponse,
  PLAN_PAUSE_MESSAGES,
  type PlanPause,
  pauseWindow,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { exclusionViolationOf, uniqueViolationOf } from "../../lib/db-errors.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { addDays, formatIndiaDay, indiaDate, lastDayOfMonths } from "../../lib/india-date.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { lockSubscription, openCancellation } from "./plan-cancellations.repo.ts";
import * as repo from "./plan-pauses.repo.ts";
import type { BookedVisits } from "./plan-reminders.service.ts";

/** Outbox kinds of a plan's pause: the family's letter, and each companion's. */
export const PLAN_PAUSE_KINDS = ["plan_paused", "plan_pause_companion"] as const;

/**
 * The seam for auto-renewal (issue 47; not built yet): when a pause moves a plan's end, the next automatic
 * debit moves with it. Called in the pause's transaction with the plan's new last day.
 */
export interface RenewalSchedule {
  planEndMoved(tx: Db, subscriptionId: number, newEndsOn: string): Promise<void>;
}
/** Until auto-renewal exists, nothing is scheduled, so nothing moves. */
export const NO_AUTO_RENEWAL: RenewalSchedule = { planEndMoved: async () => {} };

export interface PlanPauseDeps {
  db: Db;
  now: () => Date;
  members: Pick<MemberDirectory, "hold" | "contact">;
  notifier: Pick<Notifier, "kick">;
  visits: Pick<BookedVisits, "cancelPlanVisitsBetween">;
  bookingMessages: Pick<BookingMessages, "companionsCancelled" | "toFamily">;
  renewals?: RenewalSchedule;
}

export function pauseView(row: repo.PlanPauseRow): PlanPause {
  return {
    pause_id: row.id,
    subscription_id: row.subscriptionId,
    from: row.fromDate,
    to: row.toDate,
    resumes_on: addDays(row.toDate, 1),
    months: row.months,
    cancelled: row.cancelled,
    created_at: row.createdAt.toISOString(),
  };
}

/** The first day of the member's plan year `from` falls in: 12-month years from their first plan's first day. */
export function planYearStart(firstStart: string, from: string): string {
  let start = firstStart;
  for (let k = 1; ; k++) {
    const next = addDays(lastDayOfMonths(firstStart, 12 * k), 1);
    if (next > from) return start;
    start = next;
  }
}

const rule = (message: string) => new AppError("BE011", message);

/**
 * users/pausesubscription/ (issue 47, decision 0095): one of the member's plans paused for 1 to 3 months.
 * One transaction, in the cancel path's lock order: the account's key share, the plan's row for update
 * (rank 2: every booking under the plan, the schedules' sweep and a cancellation's decision queue on it),
 * then the plan's visits in the pause (rank 4) and their requests (5). Under the plan's lock the rules are
 * read again (once per plan year, no overlap); the unique index and the exclusion constraint are the last
 * word, so ten requests at once make one pause. The plan's end moves out by the pause's days.
 */
export function createPlanPauses(deps: PlanPauseDeps) {
  const { db } = deps;
  const renewals = deps.renewals ?? NO_AUTO_RENEWAL;

  async function pause(userId: number, r: PausePlanRequest): Promise<PausePlanResponse> {
    const at = deps.now();
    const today = indiaDate(at);
    if (r.from < today) throw rule(PLAN_PAUSE_MESSAGES.fromPast);
    const { to, days } = pauseWindow(r.from, r.months);
    try {
      const done = await db.transaction(async (tx) => {
        if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
        const plan = await lockSubscription(tx, r.subscription_id);
        if (!plan || plan.userId !== userId) throw new AppError("BE004", PLAN_PAUSE_MESSAGES.planNotFound);
        if (plan.cancelledFrom !== null || (await openCancellation(tx, plan.id))) {
          throw rule(PLAN_PAUSE_MESSAGES.planCancelled);
        }
        if (plan.endsOn < today) throw rule(PLAN_PAUSE_MESSAGES.planEnded);
        if (r.from < plan.startsOn || r.from > plan.endsOn) {
          throw rule(
            PLAN_PAUSE_MESSAGES.outsidePlan(formatIndiaDay(plan.startsOn), formatIndiaDay(plan.endsOn)),
          );
        }
        const next = await repo.planAfter(tx, userId, plan.endsOn);
        if (next) throw rule(PLAN_PAUSE_MESSAGES.nextPlanPaid(formatIndiaDay(next.startsOn)));
        if ((await repo.planPausesOverlapping(tx, plan.id, r.from, to)).length > 0) {
          throw rule(PLAN_PAUSE_MESSAGES.overlaps);
        }
        const first = (await repo.firstPlanStart(tx, userId)) ?? plan.startsOn;
        const yearStart = planYearStart(first, r.from);
        if (await repo.pauseInYear(tx, userId, yearStart)) throw rule(PLAN_PAUSE_MESSAGES.oncePerYear);

        const visits = await deps.visits.cancelPlanVisitsBetween(
          tx,
          plan.id,
          { from: r.from, to, now: at },
          PLAN_PAUSE_MESSAGES.cancelReason,
          at,
        );
        const row = await repo.insertPlanPause(
          tx,
          {
            subscriptionId: plan.id,
            userId,
            fromDate: r.from,
            toDate: to,
            months: r.months,
            days,
            yearStart,
            cancelled: visits.length,
          },
          at,
        );
        const endsOn = await repo.moveEnd(tx, plan.id, days);
        await renewals.planEndMoved(tx, plan.id, endsOn);
        await tell(tx, userId, row, endsOn, visits);
        return { row, endsOn, ids: visits.map((v) => v.id) };
      });
      deps.notifier.kick();
      return {
        Message: PLAN_PAUSE_MESSAGES.paused(done.ids.length, formatIndiaDay(done.endsOn)),
        pause: pauseView(done.row),
        end_date: done.endsOn,
        cancelled_booking_ids: done.ids,
      };
    } catch (error) {
      // The last word when two requests passed the reads at once (unreachable while the plan's lock holds).
      if (uniqueViolationOf(error) === "subscription_pauses_year_uq")
        throw rule(PLAN_PAUSE_MESSAGES.oncePerYear);
      if (exclusionViolationOf(error) === "subscription_pauses_no_overlap")
        throw rule(PLAN_PAUSE_MESSAGES.overlaps);
      throw error;
    }
  }

  /** The family (payer and circle, as each chose) and each companion held for a cancelled visit, told once. */
  async function tell(
    tx: Db,
    userId: number,
    row: repo.PlanPauseRow,
    endsOn: string,
    visits: Awaited<ReturnType<BookedVisits["cancelPlanVisitsBetween"]>>,
  ): Promise<void> {
    const payer = await deps.members.contact(tx, userId);
    const from = formatIndiaDay(row.fromDate);
    const until = formatIndiaDay(row.toDate);
    const resumes = formatIndiaDay(addDays(row.toDate, 1));
    const ends = formatIndiaDay(endsOn);
    if (payer && payer.email !== erasedEmail(userId)) {
      await deps.bookingMessages.toFamily(tx, payer, {
        kind: "plan_paused",
        refId: row.id,
        topic: "visits",
        subject: `Your plan is paused from ${from} to ${until}`,
        lines: [
          `Your plan is paused from ${from} to ${until}. Visits resume on ${resumes}, and your plan now ends on ${ends}. Nothing is charged for the pause.`,
          ...(visits.length > 0
            ? [
                "",
                "These visits in the pause are cancelled, and their allowance comes back:",
                ...visits.map(
                  (v) =>
                    `  ${formatIndiaDay(v.visitDate)}, starting ${v.startTime}: ${v.serviceName} for ${v.lovedOneName}`,
                ),
              ]
            : []),
        ],
        short: `Plan paused ${from} to ${until}; visits resume ${resumes}; plan ends ${ends}.`,
      });
    }
    await deps.bookingMessages.companionsCancelled(
      tx,
      visits.map((v) => v.id),
      { kind: "plan_pause_companion", refId: row.id, reason: PLAN_PAUSE_MESSAGES.cancelReason },
    );
  }

  return { pause };
}
export type PlanPauses = ReturnType<typeof createPlanPauses>;
