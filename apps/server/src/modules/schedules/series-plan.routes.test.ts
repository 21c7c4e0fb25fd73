import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { askToCancel } from "../../test/billing.ts";
import { NOW, query } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";
import { seriesCall as call, goldFamily, okDates, scheduledFamily } from "../../test/schedules.ts";

/** A plan's schedules and their visits: whether each is still active, and the live visits from a day. */
async function planState(t: TestApp, subscriptionId: number, from: string) {
  const series = await query<{ status: string; ends_on: string }>(
    t,
    sql`select status, ends_on::text from visit_series where subscription_id = ${subscriptionId}`,
  );
  const live = await query<{ visit_date: string }>(
    t,
    sql`select visit_date::text from bookings where subscription_id = ${subscriptionId}
          and visit_date >= ${from}::date and status in ('requested', 'confirmed')`,
  );
  return { series, live: live.map((r) => r.visit_date) };
}

describe.each(TEST_DATABASES)("a care schedule when its plan is cancelled (%s)", (kind) => {
  // 1 December 2026, 10:00 in India: a cancellation asked today stops the plan on 16 December.
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;
  let admin: string;

  beforeAll(async () => {
    companion = await serviceId(t, "GEN-COMPANION");
    admin = (await loginNewAdmin(t)).token;
  });

  it("ends the schedule the day before the plan stops, with its visits from then cancelled, as soon as the team approves", async () => {
    const f = await scheduledFamily(t, companion, "2027-01-31");
    const asked = await askToCancel(t, f.member, f.subscriptionId);
    expect(asked.quote.effective_date).toBe("2026-12-16");
    const approved = await adminCall(t, admin, "decidecancellation", {
      cancellation_id: asked.id,
      decision: "approve",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const after = await planState(t, f.subscriptionId, "2026-12-16");
    expect(after).toEqual({ series: [{ status: "ended", ends_on: "2026-12-15" }], live: [] });
    const listed = await call(t, f.member, "getvisitseries", {});
    expect(listed.body.Data.series[0]).toMatchObject({ status: "ended", until: "2026-12-15" });
    // The visits before the plan stops still go ahead.
    const kept = await query<{ visit_date: string }>(
      t,
      sql`select visit_date::text from bookings where series_id = ${f.seriesId} and status = 'requested' order by visit_date`,
    );
    expect(kept.map((r) => r.visit_date)).toEqual(["2026-12-04", "2026-12-08", "2026-12-11", "2026-12-15"]);
  });

  it("never books past the plan's stop date when a schedule is confirmed while the team approves the cancellation", async () => {
    for (let round = 0; round < 3; round++) {
      const f = await goldFamily(t, companion, "2027-01-31");
      const asked = await askToCancel(t, f.member, f.subscriptionId);
      const preview = await call(t, f.member, "previewvisitseries", f.pattern);
      const [created, approved] = await Promise.all([
        call(t, f.member, "createvisitseries", {
          ...f.pattern,
          idempotency_key: randomUUID(),
          confirmed_dates: okDates(preview.body.Data.dates),
        }),
        adminCall(t, admin, "decidecancellation", { cancellation_id: asked.id, decision: "approve" }),
      ]);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      // Confirmed first: booked, then ended with the plan. Approved first: refused, the plan ends before it.
      expect([200, 400, 409], JSON.stringify(created.body)).toContain(created.status);
      const after = await planState(t, f.subscriptionId, "2026-12-16");
      expect(after.live).toEqual([]);
      for (const s of after.series) expect(s).toEqual({ status: "ended", ends_on: "2026-12-15" });
    }
  });
});
