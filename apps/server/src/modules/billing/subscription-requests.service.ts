import { PAYMENT_MESSAGES, PAYMENT_PENDING_MINUTES } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { isPaymentLinkId } from "../../integrations/payments/types.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as payments from "./payments.repo.ts";
import { memberAmountsPaise } from "./plan-amounts.ts";
import { findActivePlan } from "./plans.repo.ts";
import { LINK_REPLACED_REASON } from "./renewal-link-reasons.ts";
import * as requests from "./requests.repo.ts";
import { latestEnd } from "./subscriptions.repo.ts";

/**
 * users/subscription/create/: the member's choice of plan, priced from the catalogue now. A member
 * has at most one open request, so a double click, a retry or a second tab choosing the same plan gets
 * the same request (and so can only ever pay once); choosing another plan replaces an unpaid choice,
 * unless a payment for it is still under way. The registration fee is charged with a member's first
 * plan only (REGISTRATION_FEE_RULE), decided under their account lock like the rest of the price.
 */
export function createSubscriptionRequests(deps: {
  db: Db;
  now: () => Date;
  members: MemberDirectory;
  /** Asks the gateway how a request's payment in progress stands, so a finished one no longer blocks. */
  settleInProgress: (requestId: number) => Promise<void>;
}) {
  /** The request's id and what the member pays for it, in paise. */
  async function create(
    userId: number,
    planTierId: number,
    billingStateId?: number,
  ): Promise<{ id: number; amountPaise: number }> {
    const plan = await findActivePlan(deps.db, planTierId);
    if (!plan) throw new AppError("BE011", PAYMENT_MESSAGES.planUnavailable);
    // The state an invoice is billed to when the profile has no address in India (issue 25).
    const billingState = billingStateId ? await requests.findIndianState(deps.db, billingStateId) : null;
    if (billingStateId && !billingState) throw new AppError("BE011", PAYMENT_MESSAGES.billingStateUnknown);
    const earlier = await requests.findOpenRequest(deps.db, userId);
    if (earlier && earlier.planTierId !== plan.id) await deps.settleInProgress(earlier.id);
    const at = deps.now();

    return deps.db.transaction(async (tx) => {
      // Billing changes for one member take turns on their account row: two tabs cannot interleave.
      if (!(await deps.members.lock(tx, userId))) throw new AppError("BE002");
      const amounts = memberAmountsPaise(plan, (await latestEnd(tx, userId)) !== null);
      const open = await requests.findOpenRequest(tx, userId);
      if (open) {
        const running = await payments.findInProgressPayment(tx, open.id);
        // A renewal's payment link (decision 0102) never holds the member up: choosing in the app replaces it.
        const byLink = running !== null && isPaymentLinkId(running.gatewayOrderId);
        if (
          !byLink &&
          open.planTierId === plan.id &&
          open.amountPaise === amounts.total &&
          open.billingStateId === (billingState?.id ?? null)
        ) {
          return { id: open.id, amountPaise: open.amountPaise };
        }
        if (running) {
          const stale = at.getTime() - running.createdAt.getTime() > PAYMENT_PENDING_MINUTES * 60_000;
          if (!stale && !byLink) throw new AppError("BE010", PAYMENT_MESSAGES.inProgress);
          // Abandoned at the gateway; should the money still arrive, the confirmation honours it.
          const why = byLink ? LINK_REPLACED_REASON : "Replaced by another plan choice";
          await payments.endInProgress(tx, running.id, "expired", why, at);
        }
        await requests.setRequestStatus(tx, open.id, "superseded");
      }
      const id = await requests.insertRequest(tx, {
        userId,
        planTierId: plan.id,
        tier: plan.tier,
        beneficiaries: plan.beneficiaries,
        frequency: plan.frequency,
        planFeePaise: amounts.planFee,
        discountPaise: amounts.discount,
        registrationFeePaise: amounts.registrationDue,
        amountPaise: amounts.total,
        billingStateId: billingState?.id ?? null,
        createdAt: at,
      });
      return { id, amountPaise: amounts.total };
    });
  }

  return { create };
}
export type SubscriptionRequests = ReturnType<typeof createSubscriptionRequests>;
