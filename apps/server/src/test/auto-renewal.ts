import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { AnyGateway } from "../integrations/payments/create-gateway.ts";
import { createMandateApprovals } from "../modules/billing/auto-renewal-approval.service.ts";
import { createRenewalSweep } from "../modules/billing/auto-renewal-sweep.service.ts";
import { createInvoices } from "../modules/billing/invoices.service.ts";
import { createPayments } from "../modules/billing/payments.service.ts";
import { createMemberDirectory } from "../modules/members/member-directory.service.ts";
import { authed, type Member } from "./billing.ts";
import { subscribedFamily } from "./bookings.ts";
import { TEST_APP_CONFIG, type TestApp } from "./harness.ts";

/* Automatic renewal's tests' shared setup (issue 47): a plan to renew, turning it on, and the sweep. */

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A member with a quarterly Bronze plan for one (₹6,600) from 1 Dec 2026 to 28 Feb 2027. */
export async function quarterlyBronzeFamily(t: TestApp): Promise<{ member: Member; subscriptionId: number }> {
  const f = await subscribedFamily(t, {
    tier: "bronze",
    beneficiaries: "single",
    startsOn: "2026-12-01",
    endsOn: "2027-02-28",
    lovedOnes: 0,
  });
  await t.database.db.execute(
    sql`update subscriptions set frequency = 'quarterly', plan_tier_id = (select id from plan_tiers where tier = 'bronze' and beneficiaries = 'single' and frequency = 'quarterly') where id = ${f.subscriptionId}`,
  );
  return f;
}

/** users/setautorenew/ turning it on (UPI unless `method` says otherwise), answered 200. */
export async function turnOnAutoRenewal(
  t: TestApp,
  f: { member: Member; subscriptionId: number },
  method?: "upi" | "card",
) {
  const on = await t.call({
    method: "POST",
    url: "/api/users/setautorenew/",
    headers: authed(f.member),
    payload: { subscription_id: f.subscriptionId, enabled: true, ...(method ? { method } : {}) },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return on.body.Data;
}

/** The renewal sweep as the app builds it, over the test app's database and outbox, with this gateway and clock. */
export function renewalSweepFor(t: TestApp, gateway: AnyGateway, now: () => Date) {
  const db = t.database.db;
  const members = createMemberDirectory();
  const invoices = createInvoices({ db, config: TEST_APP_CONFIG, members, notifier: t.app.notifier });
  const payments = createPayments({
    ...{ db, gateway, invoices, members, notifier: t.app.notifier, now },
    log: quiet,
    config: TEST_APP_CONFIG,
  });
  const approvals = createMandateApprovals({
    ...{ db, gateway, members, notifier: t.app.notifier, now },
    config: TEST_APP_CONFIG,
    log: quiet,
  });
  return createRenewalSweep({
    ...{ db, gateway, members, notifier: t.app.notifier, payments, approvals },
    config: TEST_APP_CONFIG,
    log: quiet,
  });
}
