import { AUTO_RENEWAL, debitDateFor } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { AnyGateway } from "../../integrations/payments/create-gateway.ts";
import { GatewayError } from "../../integrations/payments/types.ts";
import { addDays, formatIndiaDay, indiaDate } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as repo from "./auto-renewal.repo.ts";
import type { MandateApprovals } from "./auto-renewal-approval.service.ts";
import { createRenewalLetters } from "./auto-renewal-letters.ts";
import { insertRenewalPayment, renewedInTheApp } from "./auto-renewal-payment.ts";
import * as payments from "./payments.repo.ts";
import type { Payments } from "./payments.service.ts";
import { capitalize } from "./plan-amounts.ts";
import { LINK_EXPIRED_REASON, LINK_REPLACED_REASON } from "./renewal-link-reasons.ts";
import { findSubscriptionByPayment } from "./subscriptions.repo.ts";

/** Outbox kinds: the pre-debit notice (ref: the cycle) and a failed cycle's letter (ref: the cycle). */
export const RENEWAL_NOTICE_KIND = "auto_renewal_notice";
export const RENEWAL_FAILED_KIND = "auto_renewal_failed";
/** The operations team's letter about the same failed cycle (ref: the cycle). */
export const RENEWAL_FAILED_TEAM_KIND = "auto_renewal_failed_team";
const BATCH = 20;
const HOUR_MS = 3_600_000;

export interface RenewalSweepDeps {
  db: Db;
  gateway: Pick<AnyGateway, "chargeMandate" | "createPaymentLink" | "cancelPaymentLink">;
  members: Pick<MemberDirectory, "contact" | "lock">;
  notifier: Pick<Notifier, "enqueue" | "enqueueFor" | "kick">;
  /** Brings a payment up to date with the gateway (and, once paid, makes the plan and its invoice). */
  payments: Pick<Payments, "status">;
  /** Mandates waiting for the payer's bank, asked about again a batch at a time (decision 0101). */
  approvals?: Pick<MandateApprovals, "checkWaiting">;
  /** SUPPORT_EMAIL: the operations team's address, told of a cycle that failed. */
  config: Pick<AppConfig, "publicUrl" | "SUPPORT_EMAIL">;
  log: { error(o: object, m: string): void; warn(o: object, m: string): void };
}

/**
 * Automatic renewal's sweep (issue 47, decision 0097), on the background-work mechanism (0065):
 * 1. the pre-debit notice, `noticeDaysBefore` ahead of the debit date, recorded as the cycle's row (one
 *    per plan and date: the unique key) in the transaction that queues it, so it goes exactly once;
 * 2. the debit, only for a cycle whose notice was recorded at least `minNoticeHours` before and whose
 *    date has come, claimed under SKIP LOCKED: a subscription request and payment as any renewal (no
 *    registration fee), charged to the mandate with a key per attempt, followed as any payment;
 * 3. the outcome: paid renews the plan exactly once (the payment's confirmation, with the invoice and
 *    receipt); a failure is retried `retryHours` later up to `maxAttempts`, then the family and the
 *    team are told, and the plan ends on its date.
 */
export function createRenewalSweep(deps: RenewalSweepDeps) {
  const { db } = deps;
  const letters = createRenewalLetters(deps);
  const { profileUrl } = letters;

  async function planName(tx: Db, subscriptionId: number): Promise<string> {
    const plan = await repo.planRow(tx, subscriptionId);
    return plan
      ? `${capitalize(plan.tier)} plan (${capitalize(plan.beneficiaries)}, ${capitalize(plan.frequency)})`
      : "plan";
  }

  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;

  /**
   * A link mandate's one-tap payment link for the cycle (decision 0102), asked before the notice's
   * transaction (never a gateway call under a lock); null when the gateway would not make one (the notice
   * then points to the profile, as any renewal).
   */
  async function openLink(m: repo.MandateRow) {
    const payer = await deps.members.contact(db, m.userId);
    if (!payer) return null;
    try {
      return await deps.gateway.createPaymentLink({
        amountPaise: m.amountPaise,
        customer: { name: payer.name, email: payer.email, phone: payer.phone },
        description: "Renewal of your plan",
        reference: `renewal_${m.subscriptionId}_${m.nextDebitOn}`,
        // Payable until the end of the plan's last day in India.
        expireBy: new Date(`${addDays(m.nextDebitOn, 1)}T00:00:00+05:30`),
        notes: { user_id: String(m.userId), mandate: String(m.id) },
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, mandateId: m.id }, "auto-renewal: no payment link from the gateway");
      return null;
    }
  }

  /** One mandate's notice: the cycle's row and (a link's) payment, and the letter, in one transaction. */
  async function notice(m: repo.MandateRow, now: Date): Promise<boolean> {
    const link = m.method === "link" ? await openLink(m) : null;
    const made = await db.transaction(async (tx) => {
      // The payer's account first, as every billing change takes it (one lock order).
      if (!(await deps.members.lock(tx, m.userId))) return false;
      if (await renewedInTheApp(tx, m, now)) return false;
      const cycle = await repo.insertCycle(
        tx,
        {
          mandateId: m.id,
          subscriptionId: m.subscriptionId,
          debitOn: m.nextDebitOn,
          kind: m.method === "link" ? "link" : "debit",
          amountPaise: m.amountPaise,
          noticeSentAt: now,
        },
        now,
      );
      if (!cycle) return false;
      let payUrl: string | null = null;
      if (link) {
        const payment = await insertRenewalPayment(tx, m, cycle, now);
        if (payment) {
          await payments.setOrder(tx, payment.id, link.linkId, now);
          await repo.startLinkCycle(tx, cycle.id, payment.id);
          payUrl = letters.appUrl(link.url);
        }
      }
      const name = await planName(tx, m.subscriptionId);
      const amount = rupees(m.amountPaise);
      const day = formatIndiaDay(m.nextDebitOn);
      const how =
        cycle.kind === "debit"
          ? `It will be debited under your automatic renewal mandate on or after ${day}.`
          : payUrl
            ? `This renewal needs your approval: pay it in one tap by ${day}: ${payUrl}`
            : `This renewal needs your approval: pay it from your profile by ${day}: ${profileUrl}`;
      const subject = `Your ${name} renews on ${day} for ${amount}`;
      await letters.toPayer(tx, m.userId, {
        kind: RENEWAL_NOTICE_KIND,
        refId: cycle.id,
        subject,
        lines: [
          `Your ${name} renews automatically on ${day}: ${amount}, with no registration fee.`,
          how,
          "",
          `To stop it, turn off automatic renewal on your profile before then: ${profileUrl}`,
        ],
        short: payUrl
          ? `${subject}. Pay in one tap: ${payUrl}`
          : `${subject}. To stop it, turn off automatic renewal: ${profileUrl}`,
      });
      return payUrl !== null || !link;
    });
    // A link this notice did not use (another sweep's notice went first, or renewed in the app) is cancelled.
    if (link && !made) await cancelLink(link.linkId);
    return made;
  }

  async function cancelLink(linkId: string): Promise<void> {
    try {
      await deps.gateway.cancelPaymentLink(linkId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, linkId }, "auto-renewal: payment link not cancelled at the gateway");
    }
  }

  async function sendNotices(now: Date): Promise<number> {
    const today = indiaDate(now);
    const due = await repo.noticesDue(db, today, addDays(today, AUTO_RENEWAL.noticeDaysBefore), BATCH);
    let sent = 0;
    for (const m of due) if (await notice(m, now)) sent++;
    return sent;
  }

  /** One claimed cycle's debit: its request and payment (under the account's lock), then the gateway. */
  async function debit(cycle: repo.CycleRow, now: Date): Promise<void> {
    const mandate = await repo.mandateById(db, cycle.mandateId);
    if (mandate?.state !== "active" || !mandate.gatewayCustomerId || !mandate.gatewayMandateId) {
      await repo.settleCycle(db, cycle.id, { state: "cancelled" });
      return;
    }
    const payment = await db.transaction(async (tx) => {
      if (!(await deps.members.lock(tx, mandate.userId))) return null;
      // Renewed in the app since the notice: nothing is taken.
      if (await renewedInTheApp(tx, mandate, now)) return "renewed" as const;
      return insertRenewalPayment(tx, mandate, cycle, now);
    });
    if (payment === "renewed") {
      await repo.settleCycle(db, cycle.id, { state: "cancelled" });
      return;
    }
    if (!payment) {
      await repo.settleCycle(db, cycle.id, { state: "noticed" });
      return;
    }
    try {
      const payer = await deps.members.contact(db, mandate.userId);
      const order = await deps.gateway.chargeMandate({
        customerId: mandate.gatewayCustomerId,
        mandateId: mandate.gatewayMandateId,
        amountPaise: cycle.amountPaise,
        idempotencyKey: `renewal_${cycle.id}_${cycle.attempts}`,
        receipt: `renewal_${cycle.id}_${cycle.attempts}`,
        notes: { user_id: String(mandate.userId), renewal_cycle: String(cycle.id) },
        customer: { email: payer?.email ?? "", phone: payer?.phone ?? "" },
      });
      await payments.setOrder(db, payment.id, order.orderId, now);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, cycleId: cycle.id }, "auto-renewal debit not taken by the gateway");
      await payments.endInProgress(db, payment.id, "failed", "The gateway did not take the debit", now);
    }
  }

  /** A cycle's payment as it stands now: asked of the gateway while open; a link past its day is ended. */
  async function paymentNow(cycle: repo.CycleRow, paymentId: number, now: Date) {
    let row = await payments.findPayment(db, paymentId);
    if (row && (row.status === "created" || row.status === "pending")) {
      await deps.payments.status(row.userId, row.id);
      row = await payments.findPayment(db, paymentId);
      if (
        row &&
        cycle.kind === "link" &&
        (row.status === "created" || row.status === "pending") &&
        indiaDate(now) > cycle.debitOn
      ) {
        await payments.endInProgress(db, row.id, "expired", LINK_EXPIRED_REASON, now);
        if (row.gatewayOrderId) await cancelLink(row.gatewayOrderId);
        row = await payments.findPayment(db, paymentId);
      }
    }
    return row;
  }

  /** Debiting cycles: paid renews (once), failed retries or ends the cycle, pending is asked again. */
  async function follow(now: Date): Promise<number> {
    let settled = 0;
    for (const cycle of await repo.debitingCycles(db, BATCH)) {
      if (cycle.paymentId === null) continue;
      const row = await paymentNow(cycle, cycle.paymentId, now);
      if (!row) continue;
      if (row.status === "paid") {
        const plan = await findSubscriptionByPayment(db, row.id);
        const renewed = await repo.settleCycle(db, cycle.id, {
          state: "renewed",
          renewedSubscriptionId: plan?.id ?? null,
        });
        if (renewed) {
          settled++;
          // The mandate renews the plan it made next time.
          if (plan) await repo.carryOver(db, cycle.mandateId, plan.id, debitDateFor(plan.endsOn));
        }
      } else if (row.status === "failed" || row.status === "expired") {
        if (cycle.kind === "link" && row.failureReason === LINK_REPLACED_REASON) {
          // The family chose to renew in the app instead: nothing to tell them.
          if (await repo.settleCycle(db, cycle.id, { state: "cancelled" })) settled++;
        } else if (cycle.kind === "debit" && cycle.attempts < AUTO_RENEWAL.maxAttempts) {
          await repo.settleCycle(db, cycle.id, { state: "noticed" });
        } else if (await failed(cycle, now)) settled++;
      }
    }
    return settled;
  }

  /** The cycle's last attempt failed: the family and the team are told, in the transaction that ends it. */
  async function failed(cycle: repo.CycleRow, _now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const ended = await repo.settleCycle(tx, cycle.id, { state: "failed" });
      if (!ended) return false;
      const mandate = await repo.mandateById(tx, cycle.mandateId);
      const byLink = cycle.kind === "link";
      deps.log.error(
        { cycleId: cycle.id, subscriptionId: cycle.subscriptionId, attempts: cycle.attempts, byLink },
        "auto-renewal failed: the plan ends on its date",
      );
      const day = formatIndiaDay(cycle.debitOn);
      const what = byLink
        ? "Its payment link was not paid by the plan's last day."
        : `It failed after ${cycle.attempts} attempts.`;
      await deps.notifier.enqueue(tx, {
        kind: RENEWAL_FAILED_TEAM_KIND,
        refId: cycle.id,
        to: deps.config.SUPPORT_EMAIL,
        subject: `Automatic renewal failed: plan #${cycle.subscriptionId}`,
        body: [
          `The automatic renewal of plan #${cycle.subscriptionId} (member #${mandate?.userId ?? "unknown"}) did not go through. ${what} Nothing was taken.`,
          `The plan ends on ${day} unless the family renews it; they have been told.`,
        ].join("\n"),
      });
      if (!mandate) return true;
      const subject = "We could not renew your plan automatically";
      await letters.toPayer(tx, mandate.userId, {
        kind: RENEWAL_FAILED_KIND,
        refId: cycle.id,
        subject,
        lines: [
          byLink
            ? "The payment link for your plan's renewal was not paid by the plan's last day, so it has expired. Nothing was taken."
            : `We tried ${cycle.attempts} times to renew your plan under your automatic renewal mandate, and the payment did not go through. Nothing was taken.`,
          `Your plan ends on ${day}. To keep the visits going, renew it from your profile: ${profileUrl}`,
        ],
        short: `${subject}. Your plan ends on ${day}. Renew from your profile: ${profileUrl}`,
      });
      return true;
    });
  }

  /** One run: notices due, debits due, then the debits out. */
  async function runOnce(
    now: Date,
  ): Promise<{ approved: number; noticed: number; debited: number; settled: number }> {
    const approved = (await deps.approvals?.checkWaiting(now)) ?? 0;
    const noticed = await sendNotices(now);
    const claimed = await db.transaction((tx) =>
      repo.claimDebits(tx, {
        today: indiaDate(now),
        noticedBefore: new Date(now.getTime() - AUTO_RENEWAL.minNoticeHours * HOUR_MS),
        now,
        retryAt: new Date(now.getTime() + AUTO_RENEWAL.retryHours * HOUR_MS),
        maxAttempts: AUTO_RENEWAL.maxAttempts,
        limit: BATCH,
      }),
    );
    for (const cycle of claimed) await debit(cycle, now);
    const settled = await follow(now);
    if (approved > 0 || noticed > 0 || settled > 0) deps.notifier.kick();
    return { approved, noticed, debited: claimed.length, settled };
  }

  const sweeper = createSweeper(runOnce, {
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ error: message }, "auto-renewal sweep failed");
    },
  });
  return { runOnce, start: sweeper.start, stop: sweeper.stop };
}
export type RenewalSweep = ReturnType<typeof createRenewalSweep>;
