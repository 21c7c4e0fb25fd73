import { API } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerFileRoute, registerRoute } from "../../http/route.ts";
import { cached } from "../../lib/cached.ts";
import { callerOf } from "../../plugins/auth.ts";
import type { InvoiceIssuer } from "./invoice-issuer.ts";
import { listMemberPaymentHistory } from "./payment-history.ts";
import type { Payments } from "./payments.service.ts";
import { toSubscriptionPlan } from "./plan-amounts.ts";
import { listActivePlans } from "./plans.repo.ts";
import type { SubscriptionRequests } from "./subscription-requests.service.ts";

export interface BillingDeps {
  db: Db;
  cacheTtlMs: number;
  requests: SubscriptionRequests;
  payments: Payments;
  invoices: InvoiceIssuer;
}

/** The caller's own id; the route guard has already made sure any user_id in the body is theirs. */
const caller = (request: FastifyRequest) => callerOf(request).userId;

export async function billingRoutes(app: FastifyInstance, deps: BillingDeps) {
  const plans = cached(deps.cacheTtlMs, async () => (await listActivePlans(deps.db)).map(toSubscriptionPlan));
  registerRoute(app, API.fetchSubscriptionPlans, async () => ({ data: { plans: await plans.get() } }));

  registerRoute(app, API.createSubscription, async (body, request) => ({
    data: { request_id: await deps.requests.create(caller(request), body.plan_tier_id) },
  }));
  registerRoute(app, API.paymentProcess, async (body, request) => ({
    data: await deps.payments.process(caller(request), body),
  }));
  registerRoute(app, API.paymentStatus, async (body, request) => ({
    data: await deps.payments.status(caller(request), body.payment_id),
  }));
  registerRoute(app, API.paymentVerify, async (body, request) => ({
    data: await deps.payments.verifyCheckout(caller(request), body),
  }));
  registerRoute(app, API.getPayments, async (_body, request) => ({
    data: { payments: await listMemberPaymentHistory(deps.db, caller(request)) },
  }));
  registerRoute(app, API.getInvoice, async (body, request) => ({
    data: await deps.invoices.read(deps.db, caller(request), body.invoice_id),
  }));
  registerFileRoute(app, API.invoicePdf, (body, request) =>
    deps.invoices.pdf(deps.db, caller(request), body.invoice_id),
  );
}
