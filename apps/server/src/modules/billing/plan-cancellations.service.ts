import {
  CANCELLATION_MESSAGES,
  type CancellationPolicy,
  type CancellationQuoteResponse,
  type CancelSubscriptionRequest,
  cancellationLines,
  cancellationSummary,
  formatInr,
  type PlanCancellation,
  paiseToRupees,
  rupeesToPaise,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { formatIndiaDay, indiaDate } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { effectiveDateOf, quoteCancellation } from "./cancellation-quote.ts";
import * as repo from "./plan-cancellations.repo.ts";
import type { BookedVisits } from "./plan-reminders.service.ts";
import { refundsOf } from "./refunds.repo.ts";

export const CANCELLATION_REQUESTED_KIND = "plan_cancellation_requested";

export interface PlanCancellationDeps {
  db: Db;
  now: () => Date;
  config: Pick<
    AppConfig,
    "CANCELLATION_NOTICE_DAYS" | "CANCELLATION_CHARGE_PERCENT" | "CANCELLATION_CHARGE_CAP_PERCENT"
  >;
  members: Pick<MemberDirectory, "hold" | "contact">;
  notifier: Pick<Notifier, "enqueue">;
  visits: Pick<BookedVisits, "planVisitsAround">;
}

/** A request as the member and the data export see it. */
export const toContract = (row: repo.CancellationRow): PlanCancellation => ({
  cancellation_id: row.id,
  subscription_id: row.subscriptionId,
  status: row.status,
  reason: row.reason,
  requested_at: row.requestedAt.toISOString(),
  quote: row.quote,
});

/**
 * A member's plan cancellation (issue 28, decision 0055): the quote, computed from the terms' numbers in
 * the configuration, and the request that waits for the team. One open request per plan: requests for
 * one plan queue on its row lock, and the partial unique index is the last word.
 */
export function createPlanCancellations(deps: PlanCancellationDeps) {
  const { db } = deps;
  const policy: CancellationPolicy = {
    notice_days: deps.config.CANCELLATION_NOTICE_DAYS,
    charge_percent: deps.config.CANCELLATION_CHARGE_PERCENT,
    charge_cap_percent: deps.config.CANCELLATION_CHARGE_CAP_PERCENT,
  };

  async function quoteFor(tx: Db, plan: repo.MemberPlan, today: string) {
    const visits = await deps.visits.planVisitsAround(tx, plan.id, effectiveDateOf(today, policy));
    return quoteCancellation({
      plan,
      paidPaise: plan.paidPaise,
      registrationPaise: plan.registrationPaise,
      today,
      policy,
      visits,
    });
  }

  const notFound = () => new AppError("BE004", CANCELLATION_MESSAGES.planNotFound);

  /** The quote for cancelling today, or the request already made (and the quote it was made on). */
  async function quote(userId: number, subscriptionId: number): Promise<CancellationQuoteResponse> {
    const plan = await repo.findMemberPlan(db, userId, subscriptionId);
    if (!plan) throw notFound();
    const open = await repo.openCancellation(db, plan.id);
    if (open) {
      const refund = (await refundsOf(db, [open.id])).get(open.id);
      const decided =
        open.status === "approved"
          ? { refund: paiseToRupees(open.refundPaise), refund_status: refund?.status ?? null }
          : {};
      return { quote: open.quote, cancellation: { ...toContract(open), ...decided } };
    }
    return { quote: await quoteFor(db, plan, indiaDate(deps.now())), cancellation: null };
  }

  /** The family's email: what they asked for, the quote line by line, and what happens next. */
  async function emailRequested(tx: Db, userId: number, made: repo.CancellationRow): Promise<void> {
    const member = await deps.members.contact(tx, userId);
    if (!member || member.email === erasedEmail(userId)) return;
    const q = made.quote;
    const format = { inr: formatInr, day: formatIndiaDay };
    const summary = cancellationSummary(q, format);
    const lines = cancellationLines(q, format).flatMap((l) => [`${l.label}: ${l.amount}`, `  ${l.why}`]);
    await deps.notifier.enqueue(tx, {
      kind: CANCELLATION_REQUESTED_KIND,
      refId: made.id,
      to: member.email,
      subject: `We have your request to cancel your ${q.plan_type_name} plan`,
      body: [
        `Dear ${member.name},`,
        "",
        `We have your request to cancel your ${q.plan_type_name} plan from ${formatIndiaDay(q.effective_date)}. Our team will confirm it within 2 working days; until then nothing changes.`,
        "",
        "The quote you confirmed:",
        ...lines,
        "",
        summary.lastDay,
        summary.visitsUntil,
        summary.visitsAfter,
        ...SIGN_OFF_LINES,
      ].join("\n"),
    });
  }

  /**
   * Asks to cancel: the quote is computed again under the plan's lock and must be the one the member saw
   * (its date and refund), else 409 and the new figures are theirs to look at. A plan already asked for
   * answers with that request, whoever made it first.
   */
  async function request(userId: number, body: CancelSubscriptionRequest): Promise<PlanCancellation> {
    return db.transaction(async (tx) => {
      // The lock order: the account's key share, then the plan (decisions 0033, 0048).
      await deps.members.hold(tx, userId);
      const plan = await repo.lockMemberPlan(tx, userId, body.subscription_id);
      if (!plan) throw notFound();
      const open = await repo.openCancellation(tx, plan.id);
      if (open) return toContract(open);
      const q = await quoteFor(tx, plan, indiaDate(deps.now()));
      const refundPaise = rupeesToPaise(q.refund);
      if (q.effective_date !== body.effective_date || refundPaise !== rupeesToPaise(body.refund)) {
        throw new AppError("BE010", CANCELLATION_MESSAGES.quoteChanged);
      }
      const made = await repo.insertCancellation(tx, {
        subscriptionId: plan.id,
        userId,
        reason: body.reason,
        quote: q,
        effectiveDate: q.effective_date,
        refundPaise,
        requestedAt: deps.now(),
      });
      // Unreachable while the plan's lock holds; the index's answer is the request already made.
      if (!made) {
        const first = await repo.openCancellation(tx, plan.id);
        if (!first) throw new AppError("BE010", CANCELLATION_MESSAGES.quoteChanged);
        return toContract(first);
      }
      await emailRequested(tx, userId, made);
      return toContract(made);
    });
  }

  return { quote, request, policy };
}
export type PlanCancellations = ReturnType<typeof createPlanCancellations>;
