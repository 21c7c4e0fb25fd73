import { type AdminDashboard, INCIDENT_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { moveBookingTo, moveLovedOneTo } from "../../test/city-scope.ts";
import { TEST_DATABASES } from "../../test/harness.ts";
import { adminCall, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { type ConfirmedVisit, userCall, useVisitTestApp } from "../../test/visit-reports.ts";

/*
 * A city coordinator's dashboard (issue 43 item 4): the figures are their cities' (bookings, members
 * through their loved ones, late visits, open incidents), with no money and no visitors' questions;
 * an administrator's stay every city's. Closing an incident of another city answers as a missing one.
 */

/** The visits' day at 10:30 India time: both visits (09:00) are late, nobody has checked in. */
const ON_THE_DAY = "2026-12-15T05:00:00Z";

/** What the test compares of a dashboard: the counts it moves, and the late visits and incidents listed. */
function counted(d: AdminDashboard) {
  return {
    members: d.members.total,
    newMembers30: d.members.new_30_days,
    visitsToday: d.bookings.visits_today,
    madeInChart: d.bookings_per_day.reduce((n, p) => n + p.count, 0),
    late: d.care.late_visits,
    openIncidents: d.care.open_incidents,
  };
}

describe.each(TEST_DATABASES)("admin/dashboard/ and admin/closeincident/ by city (%s)", (kind) => {
  const { t, clock, admin, visit } = useVisitTestApp(kind);
  let coordinator: string;

  beforeAll(async () => {
    const kolkata = await placeOf(t, "Kolkata");
    coordinator = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token;
  });

  const dashboard = async (token: string): Promise<AdminDashboard> => {
    const res = await t.call({
      method: "GET",
      url: "/api/admin/dashboard/",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data as AdminDashboard;
  };

  /** A family's incident on its visit (serious), as the family reports it; its id. */
  const reportIncident = async (v: ConfirmedVisit, what: string) => {
    const res = await userCall(t, v.member, "reportincident", {
      booking_id: v.bookingId,
      severity: "serious",
      what_happened: what,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.incident.incident_id as number;
  };

  /** A Kolkata family's visit and a Chennai family's (made in Kolkata, then moved whole), late on the day. */
  async function twoCities() {
    clock.set(ON_THE_DAY);
    const before = { coordinator: await dashboard(coordinator), admin: await dashboard(admin()) };
    const inKolkata = await visit();
    const inChennai = await visit();
    await moveLovedOneTo(t, inChennai.lovedOnes[0] as number, "Chennai");
    await moveBookingTo(t, inChennai.bookingId, "Chennai");
    clock.set(ON_THE_DAY);
    const incidents = {
      kolkata: await reportIncident(inKolkata, "She felt faint at the door; we sat her down."),
      chennai: await reportIncident(inChennai, "He fell in the hallway and hurt his knee."),
    };
    return { before, inKolkata, inChennai, incidents };
  }

  it("counts a Kolkata coordinator's bookings, members, late visits and open incidents in Kolkata only; the administrator's every city's", async () => {
    const { before, inKolkata, inChennai, incidents } = await twoCities();
    const mine = await dashboard(coordinator);
    const all = await dashboard(admin());

    const grew = (after: AdminDashboard, was: AdminDashboard) => {
      const a = counted(after);
      const b = counted(was);
      return Object.fromEntries(Object.entries(a).map(([k, n]) => [k, n - b[k as keyof typeof b]]));
    };
    const one = { members: 1, newMembers30: 1, visitsToday: 1, madeInChart: 1, late: 1, openIncidents: 1 };
    const two = { members: 2, newMembers30: 2, visitsToday: 2, madeInChart: 2, late: 2, openIncidents: 2 };
    expect(grew(mine, before.coordinator)).toEqual(one);
    expect(grew(all, before.admin)).toEqual(two);

    // The lists name Kolkata's visit and incident, never Chennai's.
    expect(mine.care.late.map((v) => v.booking_id)).toContain(inKolkata.bookingId);
    expect(mine.care.late.map((v) => v.booking_id)).not.toContain(inChennai.bookingId);
    expect(mine.care.incidents.map((i) => i.incident_id)).toContain(incidents.kolkata);
    expect(mine.care.incidents.map((i) => i.incident_id)).not.toContain(incidents.chennai);
    expect(all.care.late.map((v) => v.booking_id)).toEqual(
      expect.arrayContaining([inKolkata.bookingId, inChennai.bookingId]),
    );
    expect(all.care.incidents.map((i) => i.incident_id)).toEqual(
      expect.arrayContaining([incidents.kolkata, incidents.chennai]),
    );
  });

  it("leaves money and visitors' questions out of a coordinator's answer, and keeps them in the administrator's", async () => {
    const mine = await dashboard(coordinator);
    for (const key of ["active_plans", "revenue", "revenue_per_month", "unanswered_questions"]) {
      expect(mine).not.toHaveProperty(key);
    }
    const all = await dashboard(admin());
    expect(all).toMatchObject({
      active_plans: { total: expect.any(Number) },
      revenue: { this_month: expect.any(Number), last_month: expect.any(Number) },
      unanswered_questions: expect.any(Number),
    });
    expect(all.revenue_per_month).toHaveLength(12);
  });

  it("closing a Chennai incident as the Kolkata coordinator answers as a missing incident and changes nothing", async () => {
    const { incidents } = await twoCities();
    const audits = async () =>
      (await query<{ n: number }>(t, sql`select count(*)::int as n from admin_audit`))[0]?.n ?? 0;
    const auditsBefore = await audits();
    const close = (id: number) =>
      adminCall(t, coordinator, "closeincident", { incident_id: id, resolution: "Called the family." });

    const elsewhere = await close(incidents.chennai);
    const missing = await close(2_000_000_000);
    expectError(elsewhere, 404, INCIDENT_MESSAGES.notFound);
    expect(elsewhere.body).toEqual(missing.body);

    const [row] = await query<{ closed_at: Date | null; resolution: string | null }>(
      t,
      sql`select closed_at, resolution from incidents where id = ${incidents.chennai}`,
    );
    expect(row).toEqual({ closed_at: null, resolution: null });
    expect(await audits()).toBe(auditsBefore);
    expect((await dashboard(admin())).care.incidents.map((i) => i.incident_id)).toContain(incidents.chennai);

    // Their own city's incident they close.
    const own = await close(incidents.kolkata);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.Data.incident).toMatchObject({
      incident_id: incidents.kolkata,
      resolution: "Called the family.",
    });
  });
});
