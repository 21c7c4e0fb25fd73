import { REFUND_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { askToCancel, authed } from "../../test/billing.ts";
import { booked, emailOf, expectError, mailTo, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";

const planOf = (t: TestApp, id: number) =>
  query<{ ends_on: string; cancelled_from: string | null }>(
    t,
    sql`select ends_on::text, cancelled_from::text from subscriptions where id = ${id}`,
  ).then((r) => r[0]);

describe.each(TEST_DATABASES)("the team's decisions on plan cancellations (%s)", (kind) => {
  // 1 December 2026: requests made today stop the plan from 16 December.
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let service: number;
  const decide = (payload: object) => adminCall(t, admin, "decidecancellation", payload);

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    service = await serviceId(t, "GEN-COMPANION");
  });

  it("approving stops the plan the day before, cancels the visits from the date, audits, and tells the family", async () => {
    const f = await subscribedFamily(t, YEAR);
    const [lovedOne] = f.lovedOnes as [number];
    const before = await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-10" }));
    const after = await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-20" }));
    const asked = await askToCancel(t, f.member, f.subscriptionId);

    const res = await decide({ cancellation_id: asked.id, decision: "approve" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(REFUND_MESSAGES.approved);
    expect(res.body.Data.cancellation).toMatchObject({
      status: "approved",
      admin_charge: asked.quote.admin_charge,
      refund: asked.quote.refund,
    });
    expect(await planOf(t, f.subscriptionId)).toEqual({
      ends_on: "2026-12-15",
      cancelled_from: "2026-12-16",
    });
    const statuses = await query<{ id: number; status: string; status_reason: string | null }>(
      t,
      sql`select id, status, status_reason from bookings where user_id = ${f.member.userId} order by visit_date`,
    );
    expect(statuses).toEqual([
      { id: before.booking_id, status: expect.not.stringMatching(/cancelled/), status_reason: null },
      { id: after.booking_id, status: "cancelled", status_reason: "Plan cancelled from 16 Dec 2026" },
    ]);
    const [audit] = await query<{ action: string; target_type: string }>(
      t,
      sql`select action, target_type from admin_audit where target_id = ${asked.id} and target_type = 'plan_cancellation'`,
    );
    expect(audit).toEqual({ action: "cancellation.approve", target_type: "plan_cancellation" });
    const mail = await mailTo(t, await emailOf(t, f.member.userId), "cancelled from 16 Dec 2026");
    expect(mail.text).toContain("covers you until 15 Dec 2026");
    expect(mail.text).toContain("20 Dec 2026");

    // The plan is still active up to its new last day, then cancelled; no visit can be booked after it.
    const profile = () =>
      t.call({
        method: "POST",
        url: "/api/users/getprofiledata/",
        headers: authed(f.member),
        payload: { user_id: f.member.userId },
      });
    expect((await profile()).body.Data.subscriptions[0]).toMatchObject({
      status: "active",
      end_date: "2026-12-15",
    });
    const late = await book(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-18" }));
    expect(late.status).toBe(422);
    clock.set("2026-12-16T04:30:00Z");
    try {
      expect((await profile()).body.Data.subscriptions[0]).toMatchObject({ status: "cancelled" });
    } finally {
      clock.set(NOW);
    }
  });

  it("lowers the charge only with a note, never raises it", async () => {
    const f = await subscribedFamily(t, YEAR);
    const asked = await askToCancel(t, f.member, f.subscriptionId);
    const charge = asked.quote.admin_charge as number;
    expectError(
      await decide({ cancellation_id: asked.id, decision: "approve", admin_charge: charge + 1 }),
      422,
      REFUND_MESSAGES.chargeTooHigh(`₹${charge.toLocaleString("en-IN", { minimumFractionDigits: 2 })}`),
    );
    expectError(
      await decide({ cancellation_id: asked.id, decision: "approve", admin_charge: 0 }),
      422,
      REFUND_MESSAGES.noteForLowerCharge,
    );
    const res = await decide({
      cancellation_id: asked.id,
      decision: "approve",
      admin_charge: 0,
      note: "Moving for medical care: charge waived",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.cancellation).toMatchObject({ admin_charge: 0, refund: asked.quote.refundable });
  });

  it("declines with a reason, changing nothing else; the member may ask again", async () => {
    const f = await subscribedFamily(t, YEAR);
    const asked = await askToCancel(t, f.member, f.subscriptionId);
    expectError(
      await decide({ cancellation_id: asked.id, decision: "decline" }),
      400,
      REFUND_MESSAGES.noteRequired,
    );
    const res = await decide({
      cancellation_id: asked.id,
      decision: "decline",
      note: "Please call us first",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.cancellation).toMatchObject({
      status: "declined",
      decision_note: "Please call us first",
    });
    expect(await planOf(t, f.subscriptionId)).toEqual({ ends_on: YEAR.endsOn, cancelled_from: null });
    const mail = await mailTo(t, await emailOf(t, f.member.userId), "About your request to cancel");
    expect(mail.text).toContain("Why: Please call us first");
    expectError(
      await decide({ cancellation_id: asked.id, decision: "approve" }),
      409,
      REFUND_MESSAGES.alreadyDecided,
      "BE010",
    );
    const again = await askToCancel(t, f.member, f.subscriptionId);
    expect(again.id).not.toBe(asked.id);
  });

  it("a plan cancelled before it starts never runs", async () => {
    const f = await subscribedFamily(t, { startsOn: "2027-01-01", endsOn: "2027-12-31" });
    const asked = await askToCancel(t, f.member, f.subscriptionId);
    expect(asked.quote.started).toBe(false);
    expect((await decide({ cancellation_id: asked.id, decision: "approve" })).status).toBe(200);
    // Asked to stop from 16 Dec 2026, before its first day: it stops from that first day, ending the day before.
    expect(await planOf(t, f.subscriptionId)).toEqual({
      ends_on: "2026-12-31",
      cancelled_from: "2027-01-01",
    });
    const profile = await t.call({
      method: "POST",
      url: "/api/users/getprofiledata/",
      headers: authed(f.member),
      payload: { user_id: f.member.userId },
    });
    expect(profile.body.Data.subscriptions[0]).toMatchObject({ status: "cancelled" });
  });

  it("twenty approvals at once decide once: one audit row, one email", async () => {
    const f = await subscribedFamily(t, YEAR);
    const asked = await askToCancel(t, f.member, f.subscriptionId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => decide({ cancellation_id: asked.id, decision: "approve" })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(19).fill(409));
    const [counts] = await query<{ audits: number; mails: number }>(
      t,
      sql`select (select count(*)::int from admin_audit where target_type = 'plan_cancellation' and target_id = ${asked.id}) as audits,
                 (select count(*)::int from notifications where kind = 'plan_cancellation_decided' and ref_id = ${asked.id}) as mails`,
    );
    expect(counts).toEqual({ audits: 1, mails: 1 });
  });

  it("lists waiting requests first, with the payments captured twice, for administrators only", async () => {
    const f = await subscribedFamily(t, YEAR);
    const asked = await askToCancel(t, f.member, f.subscriptionId);
    await query(
      t,
      sql`update payments set status = 'refund_due' where id = (select payment_id from subscriptions where id = ${f.subscriptionId})`,
    );
    const res = await adminCall(t, admin, "getallrefunds", { status: "requested" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.items[0]).toMatchObject({
      cancellation_id: expect.any(Number),
      status: "requested",
      user_id: expect.any(Number),
    });
    expect(res.body.Data.items.map((i: { cancellation_id: number }) => i.cancellation_id)).toContain(
      asked.id,
    );
    expect(res.body.Data.refund_due_payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: f.member.userId })]),
    );
    const asMember = await t.call({
      method: "POST",
      url: "/api/admin/getallrefunds/",
      headers: authed(f.member),
      payload: {},
    });
    expect(asMember.status).toBe(403);
    const deciding = await t.call({
      method: "POST",
      url: "/api/admin/decidecancellation/",
      headers: authed(f.member),
      payload: { cancellation_id: asked.id, decision: "approve" },
    });
    expect(deciding.status).toBe(403);
  });
});
