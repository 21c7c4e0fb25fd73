import { debitDateFor, PAYMENT_TYPE } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import * as repo from "./auto-renewal.repo.ts";
import * as payments from "./payments.repo.ts";
import { memberAmountsPaise } from "./plan-amounts.ts";
import { planAfter } from "./plan-pauses.repo.ts";
import * as requests from "./requests.repo.ts";

/*
 * A renewal cycle's request and payment (issue 47, decisions 0097 and 0102), written under the payer's
 * account lock, which the caller holds: as any renewal (the catalogue's plan, no registration fee).
 */

/** The cycle's request and payment; null when a plan chosen in the app is being paid for (it goes first). */
export async function insertRenewalPayment(
  tx: Db,
  m: Pick<repo.MandateRow, "userId" | "gateway">,
  cycle: Pick<repo.CycleRow, "id" | "subscriptionId" | "amountPaise">,
  now: Date,
): Promise<payments.PaymentRow | null> {
  const plan = await repo.planRow(tx, cycle.subscriptionId);
  const tier = plan ? await repo.tierOf(tx, plan.planTierId) : null;
  if (!plan || !tier) return null;
  const amounts = memberAmountsPaise(tier, true);
  // A plan chosen in the app and not paid for gives way, as choosing another plan does.
  const open = await requests.findOpenRequest(tx, m.userId);
  if (open) {
    if (await payments.findInProgressPayment(tx, open.id)) return null;
    await requests.setRequestStatus(tx, open.id, "superseded");
  }
  const requestId = await requests.insertRequest(tx, {
    userId: m.userId,
    planTierId: tier.id,
    tier: tier.tier,
    beneficiaries: tier.beneficiaries,
    frequency: tier.frequency,
    planFeePaise: amounts.planFee,
    discountPaise: amounts.discount,
    registrationFeePaise: 0,
    amountPaise: cycle.amountPaise,
    createdAt: now,
  });
  const row = await payments.insertPayment(tx, {
    requestId,
    userId: m.userId,
    paymentType: tier.frequency === "annual" ? PAYMENT_TYPE.annual : PAYMENT_TYPE.quarterly,
    amountPaise: cycle.amountPaise,
    gateway: m.gateway,
    createdAt: now,
    updatedAt: now,
  });
  await repo.setCyclePayment(tx, cycle.id, row.id);
  return row;
}

/**
 * The family has already paid for the plan after this one in the app: nothing is to be taken. The
 * mandate follows that plan (unless it has one of its own, when this one is cancelled); true when so.
 */
export async function renewedInTheApp(tx: Db, m: repo.MandateRow, now: Date): Promise<boolean> {
  const plan = await repo.planRow(tx, m.subscriptionId);
  const later = plan ? await planAfter(tx, m.userId, plan.endsOn) : null;
  if (!later) return false;
  const next = await repo.planRow(tx, later.id);
  if (next && !(await repo.liveMandate(tx, next.id))) {
    await repo.carryOver(tx, m.id, next.id, debitDateFor(next.endsOn));
  } else {
    await repo.cancelLive(tx, m.subscriptionId, now);
  }
  return true;
}
