import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { Accounts } from "../members/accounts.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createAutoRenewals } from "./auto-renewal.service.ts";
import { createMandateApprovals } from "./auto-renewal-approval.service.ts";
import { createRenewalSweep } from "./auto-renewal-sweep.service.ts";
import { billingRoutes } from "./billing.routes.ts";
import { createCancellationDecisions, type PlanSchedules } from "./cancellation-decisions.service.ts";
import { createCreditNotes } from "./credit-notes.service.ts";
import { devSandboxRoutes } from "./dev-sandbox.routes.ts";
import { createDevSandbox } from "./dev-sandbox.service.ts";
import { createDuplicatePaymentRefunds } from "./duplicate-payment-refunds.service.ts";
import { createInvoices } from "./invoices.service.ts";
import { createPaymentHistory } from "./payment-history.service.ts";
import { createPayments } from "./payments.service.ts";
import { createPlanCancellations } from "./plan-cancellations.service.ts";
import { createPlanCover } from "./plan-cover.service.ts";
import { createPlanPauses } from "./plan-pauses.service.ts";
import { type BookedVisits, createPlanReminders } from "./plan-reminders.service.ts";
import { createPlans } from "./plans.service.ts";
import { razorpayWebhookRoutes } from "./razorpay-webhook.routes.ts";
import { createRazorpayWebhooks } from "./razorpay-webhook.service.ts";
import { createRefunds, REFUND_PROCESSED_KIND } from "./refunds.service.ts";
import { createSubscriptionRequests } from "./subscription-requests.service.ts";

/** What billing takes: members' accounts and directory, the outbox, the visits booked on a plan (bookings'). */
export interface BillingNeeds {
  accounts: Accounts;
  members: MemberDirectory;
  notifier: Notifier;
  /** The visits booked past a plan's end (the bookings module's), for the 7-day renewal reminder and cancellations. */
  bookingRecords: BookedVisits;
  /** The care schedules of a plan (the schedules module's), ended with it when it is cancelled. */
  planSchedules: PlanSchedules;
  /** The family's and companions' letters about cancelled visits (booking-letters'), for a plan's pause. */
  bookingMessages: BookingMessages;
}

/** What billing lends: payment history (members, admin), plan cover (bookings), the team's decisions (admin). */
export interface BillingProvides {
  paymentHistory: ReturnType<typeof createPaymentHistory>;
  planCover: ReturnType<typeof createPlanCover>;
  /** The team's decisions on plan cancellations (decision 0056). */
  cancellationDecisions: ReturnType<typeof createCancellationDecisions>;
  /** Refunding a payment captured twice (decision 0058). */
  duplicateRefunds: ReturnType<typeof createDuplicatePaymentRefunds>;
}

/**
 * Billing: plans, plan choices, payments (and the gateway's webhooks), GST invoices and the receipts
 * that carry them, the reminders to renew, cancellations, refunds and their GST credit notes.
 */
export async function billingModuleRoutes(
  app: FastifyInstance,
  all: AppDeps & BillingNeeds & BillingProvides,
) {
  const deps = { ...all, visits: all.bookingRecords, schedules: all.planSchedules };
  const { gateway } = deps;
  const invoices = createInvoices(deps);
  const creditNotes = createCreditNotes(deps);
  // The family's "refund processed" email carries the refund's credit note, drawn at sending time.
  deps.notifier.attachFor(REFUND_PROCESSED_KIND, (refundId) => creditNotes.attachmentFor(refundId));
  const payments = createPayments({ ...deps, invoices });
  app.addHook("onClose", async () => payments.close());
  const autoRenewals = createAutoRenewals({ ...deps, gateway, log: app.log });
  const requests = createSubscriptionRequests({ ...deps, settleInProgress: payments.settleInProgress });
  billingRoutes(app, {
    plans: createPlans(deps),
    requests,
    payments,
    paymentHistory: deps.paymentHistory,
    invoices,
    creditNotes,
    cancellations: createPlanCancellations(deps),
    pauses: createPlanPauses({ ...deps, renewals: autoRenewals.schedule }),
    autoRenewals,
  });

  // Approved cancellations' refunds, sent and followed at the gateway (decision 0057).
  const refunds = createRefunds({ ...deps, gateway, creditNotes });
  if (deps.config.NOTIFY_INTERVAL_MS > 0)
    refunds.start(deps.config.NOTIFY_INTERVAL_MS, deps.now, [deps.work.refunds]);
  app.addHook("onClose", async () => refunds.stop());

  // Automatic renewal's notices, debits and their outcomes (decision 0097).
  // A mandate waiting for the payer's bank is activated on the gateway's word alone (decision 0101).
  const approvals = createMandateApprovals({ ...deps, gateway, log: app.log });
  const renewalSweep = createRenewalSweep({ ...deps, gateway, payments, approvals });
  if (deps.config.NOTIFY_INTERVAL_MS > 0)
    renewalSweep.start(deps.config.NOTIFY_INTERVAL_MS, deps.now, [deps.work.subscriptions]);
  app.addHook("onClose", async () => renewalSweep.stop());

  const reminders = createPlanReminders({ ...deps, queued: () => deps.notifier.kick() });
  if (deps.config.NOTIFY_INTERVAL_MS > 0)
    reminders.start(deps.config.NOTIFY_INTERVAL_MS, deps.now, [deps.work.subscriptions]);
  app.addHook("onClose", async () => reminders.stop());

  if (gateway.name === "razorpay") {
    await app.register(razorpayWebhookRoutes, {
      webhooks: createRazorpayWebhooks({ ...deps, gateway, payments, refunds, approvals }),
    });
  }
  if (deps.config.NODE_ENV !== "production" && gateway.name === "sandbox") {
    devSandboxRoutes(app, createDevSandbox({ gateway, accounts: deps.accounts, payments }));
  }
}

const kit = moduleKit<BillingNeeds, BillingProvides>();

export const billingModule = kit.define({
  name: "billing",
  needs: ["accounts", "members", "notifier", "bookingRecords", "planSchedules", "bookingMessages"],
  provides: {
    paymentHistory: kit.service([], (deps) => createPaymentHistory(deps)),
    planCover: kit.service([], () => createPlanCover()),
    cancellationDecisions: kit.service(["members", "notifier", "bookingRecords", "planSchedules"], (deps) =>
      createCancellationDecisions({ ...deps, visits: deps.bookingRecords, schedules: deps.planSchedules }),
    ),
    duplicateRefunds: kit.service(["members"], (deps) => createDuplicatePaymentRefunds(deps)),
  },
  routes: billingModuleRoutes,
});
