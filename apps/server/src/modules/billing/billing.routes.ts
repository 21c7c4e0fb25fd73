import { API, CANCELLATION_MESSAGES, paiseToRupees } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CACHE_POLICY, registerCachedRoute, registerFileRoute, registerRoute } from "../../http/route.ts";
import { callerOf } from "../../http/session-guard.ts";
import type { AutoRenewals } from "./auto-renewal.service.ts";
import type { CreditNotes } from "./credit-notes.service.ts";
import type { Invoices } from "./invoices.service.ts";
import type { PaymentHistory } from "./payment-history.service.ts";
import type { Payments } from "./payments.service.ts";
import type { PlanCancellations } from "./plan-cancellations.service.ts";
import type { PlanPauses } from "./plan-pauses.service.ts";
import type { Plans } from "./plans.service.ts";
import type { SubscriptionRequests } from "./subscription-requests.service.ts";

export interface BillingServices {
  plans: Plans;
  requests: SubscriptionRequests;
  payments: Payments;
  paymentHistory: PaymentHistory;
  invoices: Invoices;
  creditNotes: CreditNotes;
  cancellations: PlanCancellations;
  pauses: PlanPauses;
  autoRenewals: AutoRenewals;
}

/** The caller's own id; the route guard has already made sure any user_id in the body is theirs. */
const caller = (request: FastifyRequest) => callerOf(request).userId;

export function billingRoutes(app: FastifyInstance, s: BillingServices) {
  registerCachedRoute(app, API.fetchSubscriptionPlans, CACHE_POLICY.catalogue, () => s.plans.catalogue());
  registerRoute(app, API.createSubscription, async (body, request) => {
    const made = await s.requests.create(caller(request), body.plan_tier_id, body.billing_state_id);
    return { data: { request_id: made.id, amount: paiseToRupees(made.amountPaise) } };
  });
  registerRoute(app, API.paymentProcess, async (body, request) => ({
    data: await s.payments.process(caller(request), body),
  }));
  registerRoute(app, API.paymentStatus, async (body, request) => ({
    data: await s.payments.status(caller(request), body.payment_id),
  }));
  registerRoute(app, API.paymentVerify, async (body, request) => ({
    data: await s.payments.verifyCheckout(caller(request), body),
  }));
  registerRoute(app, API.getPayments, async (_body, request) => ({
    data: { payments: await s.paymentHistory.payments(caller(request)) },
  }));
  registerRoute(app, API.getInvoice, async (body, request) => ({
    data: await s.invoices.read(caller(request), body.invoice_id),
  }));
  registerRoute(app, API.getCancellationQuote, async (body, request) => ({
    data: await s.cancellations.quote(caller(request), body.subscription_id),
  }));
  registerRoute(app, API.cancelSubscription, async (body, request) => {
    const cancellation = await s.cancellations.request(caller(request), body);
    // Asking to cancel ends automatic renewal at once: the mandate is cancelled at the gateway (0097).
    await s.autoRenewals.stop(body.subscription_id);
    return { data: { cancellation, Message: CANCELLATION_MESSAGES.requested } };
  });
  registerRoute(app, API.setAutoRenew, async (body, request) => ({
    data: await s.autoRenewals.set(caller(request), body),
  }));
  registerRoute(app, API.getAutoRenew, async (body, request) => ({
    data: await s.autoRenewals.get(caller(request), body.subscription_id),
  }));
  registerRoute(app, API.pausePlan, async (body, request) => ({
    data: await s.pauses.pause(caller(request), body),
  }));
  registerFileRoute(app, API.invoicePdf, (body, request) => s.invoices.pdf(caller(request), body.invoice_id));
  registerRoute(app, API.getCreditNote, async (body, request) => ({
    data: await s.creditNotes.read(caller(request), body.credit_note_id),
  }));
  registerFileRoute(app, API.creditNotePdf, (body, request) =>
    s.creditNotes.pdf(caller(request), body.credit_note_id),
  );
}
