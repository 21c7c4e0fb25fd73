import {
  AUTO_RENEWAL_MESSAGES,
  type AutoRenewal,
  debitDateFor,
  type MandateChoice,
  needsApproval,
  noticeDateFor,
  paiseToRupees,
  type SetAutoRenewRequest,
  type SetAutoRenewResponse,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AnyGateway } from "../../integrations/payments/create-gateway.ts";
import { GatewayError } from "../../integrations/payments/types.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as repo from "./auto-renewal.repo.ts";
import { memberAmountsPaise } from "./plan-amounts.ts";
import { lockSubscription, openCancellation } from "./plan-cancellations.repo.ts";
import { planAfter } from "./plan-pauses.repo.ts";
import type { RenewalSchedule } from "./plan-pauses.service.ts";

export interface AutoRenewalDeps {
  db: Db;
  now: () => Date;
  gateway: Pick<AnyGateway, "name" | "createMandate" | "cancelMandate">;
  members: Pick<MemberDirectory, "hold" | "contact">;
  log?: { warn: (obj: object, msg: string) => void };
}

const rule = (message: string) => new AppError("BE011", message);
const notFound = () => new AppError("BE004", AUTO_RENEWAL_MESSAGES.planNotFound);

export function mandateView(subscriptionId: number, row: repo.MandateRow | null): AutoRenewal {
  if (!row) return { subscription_id: subscriptionId, enabled: false, mandate: null };
  const debitOn = debitDateFor(row.nextDebitOn);
  return {
    subscription_id: subscriptionId,
    enabled: row.state === "created" || row.state === "active",
    mandate: {
      mandate_id: row.id,
      state: row.state,
      method: row.method,
      next_debit_date: debitOn,
      amount: paiseToRupees(row.amountPaise),
      notice_date: noticeDateFor(debitOn),
      link_reason: row.linkReason ?? null,
      approval_url: row.state === "created" ? (row.approvalUrl ?? null) : null,
    },
  };
}

/**
 * users/setautorenew/ and users/getautorenew/ (issue 47, decision 0097). Turning it on takes the
 * account's key share and the plan's row for update (rank 2, as a pause and a cancellation do), reads
 * the rules under the lock, and writes one `created` mandate (the partial unique index is the last word:
 * two requests at once make one). The gateway is asked after the commit, never under a lock; its answer
 * settles the row with one conditional UPDATE. Turning it off cancels the row, then the gateway at once.
 */
export function createAutoRenewals(deps: AutoRenewalDeps) {
  const { db } = deps;

  /** One of the member's plans (another member's is not found). */
  async function ownPlan(userId: number, subscriptionId: number) {
    const plan = await repo.planOf(db, subscriptionId);
    if (!plan || plan.userId !== userId) throw notFound();
    return plan;
  }

  async function get(userId: number, subscriptionId: number): Promise<AutoRenewal> {
    await ownPlan(userId, subscriptionId);
    return mandateView(subscriptionId, await repo.liveMandate(db, subscriptionId));
  }

  async function lockPlanOf(tx: Db, userId: number, subscriptionId: number) {
    const plan = await lockSubscription(tx, subscriptionId);
    if (!plan || plan.userId !== userId) throw notFound();
    return plan;
  }

  async function turnOn(
    userId: number,
    subscriptionId: number,
    choice: MandateChoice = "upi",
  ): Promise<SetAutoRenewResponse> {
    const at = deps.now();
    const today = indiaDate(at);
    let made: { row: repo.MandateRow; ask: boolean };
    try {
      made = await db.transaction(async (tx) => {
        if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
        const plan = await lockPlanOf(tx, userId, subscriptionId);
        if (plan.cancelledFrom !== null || (await openCancellation(tx, plan.id))) {
          throw rule(AUTO_RENEWAL_MESSAGES.planCancelled);
        }
        if (plan.endsOn < today) throw rule(AUTO_RENEWAL_MESSAGES.planEnded);
        if (await planAfter(tx, userId, plan.endsOn)) throw rule(AUTO_RENEWAL_MESSAGES.nextPlanPaid);
        const live = await repo.liveMandate(tx, plan.id);
        if (live) return { row: live, ask: false };
        const tier = await repo.tierOf(tx, plan.planTierId);
        if (!tier) throw notFound();
        // A renewal: the plan's fee less its saving, never a second registration fee (decision 0054).
        const amountPaise = memberAmountsPaise(tier, true).total;
        const overLimit = needsApproval(amountPaise);
        const row = await repo.insertMandate(
          tx,
          {
            subscriptionId: plan.id,
            userId,
            gateway: deps.gateway.name,
            // Over the approval limit no mandate is asked for: each renewal is a one-tap payment link.
            state: overLimit ? "active" : "created",
            method: overLimit ? "link" : choice,
            linkReason: overLimit ? "over_limit" : null,
            amountPaise,
            nextDebitOn: debitDateFor(plan.endsOn),
          },
          at,
        );
        return { row, ask: !overLimit };
      });
    } catch (error) {
      // Two requests at once: the other made the mandate (unreachable while the plan's lock holds).
      if (uniqueViolationOf(error) === "renewal_mandates_live_uq") {
        return {
          ...mandateView(subscriptionId, await repo.liveMandate(db, subscriptionId)),
          Message: AUTO_RENEWAL_MESSAGES.turnedOn,
        };
      }
      throw error;
    }
    let row = made.row;
    if (made.ask) row = await askGateway(userId, row);
    return { ...mandateView(subscriptionId, row), Message: AUTO_RENEWAL_MESSAGES.turnedOn };
  }

  /** Asks the gateway for the mandate made `created`; its answer settles the row (unless turned off meanwhile). */
  async function askGateway(userId: number, row: repo.MandateRow): Promise<repo.MandateRow> {
    const payer = await deps.members.contact(db, userId);
    if (!payer) throw new AppError("BE002");
    try {
      const answer = await deps.gateway.createMandate({
        customer: { name: payer.name, email: payer.email, phone: payer.phone },
        maxAmountPaise: row.amountPaise,
        receipt: `mandate_${row.id}`,
        method: row.method === "card" ? "card" : "upi",
      });
      const change =
        answer.state === "refused"
          ? { state: "active" as const, method: "link" as const, linkReason: "gateway_refused" as const }
          : {
              state: answer.state,
              method: answer.method,
              gatewayCustomerId: answer.customerId,
              gatewayMandateId: answer.mandateId,
              approvalUrl: answer.approvalUrl ?? null,
            };
      return (await repo.settleCreated(db, row.id, change)) ?? row;
    } catch (error) {
      if (error instanceof GatewayError) {
        await repo.settleCreated(db, row.id, { state: "failed" });
        throw new AppError("SE002", undefined, [], { cause: error });
      }
      throw error;
    }
  }

  /** Cancels the plan's live mandate here, then at the gateway at once (a failure there is logged, kept for a retry). */
  async function stop(subscriptionId: number): Promise<repo.MandateRow | null> {
    const at = deps.now();
    const cancelled = await repo.cancelLive(db, subscriptionId, at);
    if (cancelled?.gatewayCustomerId && cancelled.gatewayMandateId) {
      try {
        await deps.gateway.cancelMandate({
          customerId: cancelled.gatewayCustomerId,
          mandateId: cancelled.gatewayMandateId,
        });
        await repo.markGatewayCancelled(db, cancelled.id, deps.now());
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        deps.log?.warn({ err: error, mandateId: cancelled.id }, "auto-renewal: gateway cancel failed");
      }
    }
    return cancelled;
  }

  async function set(userId: number, r: SetAutoRenewRequest): Promise<SetAutoRenewResponse> {
    if (r.enabled) return turnOn(userId, r.subscription_id, r.method);
    await ownPlan(userId, r.subscription_id);
    const cancelled = await stop(r.subscription_id);
    return {
      ...mandateView(r.subscription_id, null),
      Message: cancelled ? AUTO_RENEWAL_MESSAGES.turnedOff : AUTO_RENEWAL_MESSAGES.alreadyOff,
    };
  }

  /** The pause's seam (decision 0095): the next debit moves with the plan's last day. */
  const schedule: RenewalSchedule = {
    planEndMoved: (tx, subscriptionId, newEndsOn) =>
      repo.moveNextDebit(tx, subscriptionId, debitDateFor(newEndsOn)),
  };

  return { get, set, stop, schedule };
}
export type AutoRenewals = ReturnType<typeof createAutoRenewals>;
