import {
  type AdminCancellationItem,
  type AdminRefundList,
  type AdminRefundListRequest,
  formatInr,
  paiseToRupees,
  REFUND_MESSAGES,
  rupeesToPaise,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { SIGN_OFF_LINES } from "../../lib/brand.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { addDays, formatIndiaDay } from "../../lib/india-date.ts";
import type { AccountContact, MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { duePaymentItem } from "./duplicate-payment-refunds.service.ts";
import * as repo from "./plan-cancellations.repo.ts";
import type { BookedVisits } from "./plan-reminders.service.ts";
import * as refunds from "./refunds.repo.ts";

export const CANCELLATION_DECIDED_KIND = "plan_cancellation_decided";

/** What billing asks of the care schedules (the schedules module's `planSchedules` fits). */
export interface PlanSchedules {
  /** Inside a cancellation's approval, after its visits: the plan's schedules end before `day`; how many. */
  endPlanSchedulesFrom(tx: Db, subscriptionId: number, day: string, at: Date): Promise<number>;
}

export interface CancellationDecisionDeps {
  db: Db;
  members: Pick<MemberDirectory, "contacts">;
  notifier: Pick<Notifier, "enqueue">;
  visits: Pick<BookedVisits, "cancelPlanVisitsFrom">;
  schedules: PlanSchedules;
}

/** What the team decides, and who. */
export interface Decision {
  cancellationId: number;
  approve: boolean;
  /** A lower charge than quoted, rupees; absent: the quote's. */
  chargeRupees?: number | undefined;
  note: string | null;
  adminId: number;
  at: Date;
}

/** The least a gateway refunds (₹1). */
const MIN_REFUND_PAISE = 100;

function toItem(
  row: repo.CancellationRow,
  who: AccountContact | undefined,
  refund: refunds.RefundRow | undefined,
): AdminCancellationItem {
  return {
    cancellation_id: row.id,
    subscription_id: row.subscriptionId,
    user_id: row.userId,
    user_name: who?.name ?? "",
    email: who?.email ?? "",
    status: row.status,
    reason: row.reason,
    requested_at: row.requestedAt.toISOString(),
    quote: row.quote,
    admin_charge: paiseToRupees(row.chargePaise ?? rupeesToPaise(row.quote.admin_charge)),
    refund: paiseToRupees(row.refundPaise),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    refund_status: refund?.status ?? null,
  };
}

/**
 * The team's decisions on plan cancellations (issue 28, decision 0056). Approving, in the caller's
 * transaction and the lock order (the plan, then its visits and their requests): the visits from the
 * effective date are cancelled, the plan stops the day before it, and the request records the charge
 * (lowered, never raised, with a note) and the refund. Declining keeps everything and says why. Either
 * way the family is told in the same transaction, and a request decided once is never decided again.
 */
export function createCancellationDecisions(deps: CancellationDecisionDeps) {
  const { db } = deps;

  /** The requests as the console shows them; `alsoNamed`: more members whose names the caller needs (one read). */
  async function itemsOf(tx: Db, rows: repo.CancellationRow[], alsoNamed: number[] = []) {
    const [who, paid] = await Promise.all([
      deps.members.contacts(tx, [...rows.map((r) => r.userId), ...alsoNamed]),
      refunds.refundsOf(
        tx,
        rows.map((r) => r.id),
      ),
    ]);
    return { items: rows.map((r) => toItem(r, who.get(r.userId), paid.get(r.id))), who };
  }

  /** admin/getallrefunds/: a page of requests, and the payments captured twice. */
  async function list(r: AdminRefundListRequest): Promise<AdminRefundList> {
    const pageIndex = r.page_index ?? 0;
    const pageSize = r.page_size ?? 10;
    const [page, due] = await Promise.all([
      repo.cancellationPage(db, r.status ?? null, pageIndex * pageSize, pageSize),
      repo.refundDuePayments(db),
    ]);
    const { items, who } = await itemsOf(
      db,
      page.rows,
      due.map((p) => p.userId),
    );
    return {
      items,
      total_count: page.total,
      page_index: pageIndex,
      page_size: pageSize,
      refund_due_payments: due.map((p) => duePaymentItem(p, who.get(p.userId)?.name ?? "")),
    };
  }

  async function byId(tx: Db, id: number): Promise<AdminCancellationItem> {
    const row = await repo.findCancellation(tx, id);
    if (!row) throw new AppError("BE004", REFUND_MESSAGES.notFound);
    const [item] = (await itemsOf(tx, [row])).items;
    return item as AdminCancellationItem;
  }

  async function emailFamily(
    tx: Db,
    row: repo.CancellationRow,
    cancelled: { visitDate: string; startTime: string; serviceName: string; lovedOneName: string }[],
  ): Promise<void> {
    const member = (await deps.members.contacts(tx, [row.userId])).get(row.userId);
    if (!member || member.email === erasedEmail(row.userId)) return;
    const q = row.quote;
    const from = formatIndiaDay(row.effectiveDate);
    const lines =
      row.status === "approved"
        ? [
            `Your request to cancel your ${q.plan_type_name} plan is approved. The plan covers you until ${formatIndiaDay(addDays(row.effectiveDate, -1))} and stops on ${from}.`,
            "",
            `Your refund: ${formatInr(paiseToRupees(row.refundPaise))} (the administrative charge: ${formatInr(paiseToRupees(row.chargePaise ?? 0))}).`,
            ...(row.decisionNote ? [`Our note: ${row.decisionNote}`] : []),
            "It goes back to the way you paid, in INR, within 15 working days, and we will send you the GST credit note with it.",
            ...(cancelled.length > 0
              ? [
                  "",
                  `These visits from ${from} are cancelled:`,
                  ...cancelled.map(
                    (v) =>
                      `  ${formatIndiaDay(v.visitDate)}, starting ${v.startTime}: ${v.serviceName} for ${v.lovedOneName}`,
                  ),
                ]
              : []),
          ]
        : [
            `We could not approve your request to cancel your ${q.plan_type_name} plan.`,
            "",
            `Why: ${row.decisionNote ?? ""}`,
            "",
            "Your plan and your visits continue as before. Please reply to this email if you would like to talk it over.",
          ];
    await deps.notifier.enqueue(tx, {
      kind: CANCELLATION_DECIDED_KIND,
      refId: row.id,
      to: member.email,
      subject:
        row.status === "approved"
          ? `Your ${q.plan_type_name} plan is cancelled from ${from}`
          : `About your request to cancel your ${q.plan_type_name} plan`,
      body: [`Dear ${member.name},`, "", ...lines, ...SIGN_OFF_LINES].join("\n"),
    });
  }

  /** Decides a waiting request in the caller's transaction; returns what the audit row records. */
  async function decide(tx: Db, d: Decision) {
    const found = await repo.findCancellation(tx, d.cancellationId);
    if (!found) throw new AppError("BE004", REFUND_MESSAGES.notFound);
    const plan = await repo.lockSubscription(tx, found.subscriptionId);
    // Read again under the plan's lock: a decision made meanwhile has committed.
    const row = await repo.findCancellation(tx, d.cancellationId);
    if (!plan || !row) throw new AppError("BE004", REFUND_MESSAGES.notFound);
    if (row.status !== "requested") throw new AppError("BE010", REFUND_MESSAGES.alreadyDecided);
    const quotedCharge = rupeesToPaise(row.quote.admin_charge);
    const before = {
      status: row.status,
      admin_charge: row.quote.admin_charge,
      refund: paiseToRupees(row.refundPaise),
    };

    let decided: repo.CancellationRow | null;
    let cancelled: Awaited<ReturnType<BookedVisits["cancelPlanVisitsFrom"]>> = [];
    if (d.approve) {
      const charge = d.chargeRupees === undefined ? quotedCharge : rupeesToPaise(d.chargeRupees);
      if (charge > quotedCharge) {
        throw new AppError("BE011", REFUND_MESSAGES.chargeTooHigh(formatInr(row.quote.admin_charge)));
      }
      if (charge < quotedCharge && !d.note) throw new AppError("BE011", REFUND_MESSAGES.noteForLowerCharge);
      cancelled = await deps.visits.cancelPlanVisitsFrom(
        tx,
        plan.id,
        row.effectiveDate,
        `Plan cancelled from ${formatIndiaDay(row.effectiveDate)}`,
        d.at,
      );
      // Its care schedules end with it (issue 44), after their visits (the lock order's rank 5b).
      await deps.schedules.endPlanSchedulesFrom(tx, plan.id, row.effectiveDate, d.at);
      await repo.stopPlanFrom(tx, plan.id, row.effectiveDate);
      const refundPaise = rupeesToPaise(row.quote.refundable) - charge;
      decided = await repo.decide(tx, row.id, {
        status: "approved",
        chargePaise: charge,
        refundPaise,
        decidedBy: d.adminId,
        decidedAt: d.at,
        note: d.note,
      });
      // The gateway refunds ₹1 or more (decision 0057); the sweep sends it after this commits.
      if (decided && refundPaise >= MIN_REFUND_PAISE) {
        await refunds.insertRefund(tx, {
          cancellationId: row.id,
          paymentId: plan.paymentId,
          amountPaise: refundPaise,
          at: d.at,
        });
      }
    } else {
      decided = await repo.decide(tx, row.id, {
        status: "declined",
        chargePaise: null,
        refundPaise: row.refundPaise,
        decidedBy: d.adminId,
        decidedAt: d.at,
        note: d.note,
      });
    }
    if (!decided) throw new AppError("BE010", REFUND_MESSAGES.alreadyDecided);
    await emailFamily(tx, decided, cancelled);
    return {
      before,
      after: {
        status: decided.status,
        admin_charge: paiseToRupees(decided.chargePaise ?? quotedCharge),
        refund: paiseToRupees(decided.refundPaise),
        visits_cancelled: cancelled.map((v) => v.id),
      },
    };
  }

  return { list, decide, byId };
}
export type CancellationDecisions = ReturnType<typeof createCancellationDecisions>;
