import {
  type CareConcern,
  type CareVisit,
  DASHBOARD_CARE_LIST_MAX,
  DASHBOARD_CONCERN_DAYS,
  VISIT_CHECKIN_EARLY_MINUTES,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { booked, NOW, query, YEAR } from "../../test/booking-changes.ts";
import {
  bookingBody,
  fixedClock,
  serviceId,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * The dashboard's care section (issue 26, decision 0046): visits late (confirmed, nobody checked in 15
 * minutes after the start), reports overdue (checked out more than 2 hours ago, not reported), each counted
 * whole and listed oldest first up to DASHBOARD_CARE_LIST_MAX, and the report promise over 30 days.
 */

/** `hh:mm` India time on `date` as an ISO instant. */
const india = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();
const exec = (t: TestApp, statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

describe.each(TEST_DATABASES)("admin/dashboard/: visits and reports (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companionService: number;
  let serviceName: string;

  beforeAll(async () => {
    companionService = await serviceId(t, "GEN-COMPANION");
    const [row] = await query<{ name: string }>(
      t,
      sql`select name from services where id = ${companionService}`,
    );
    serviceName = row?.name ?? "";
  });

  /** A new family's visit on `date` at `start` (booked at NOW), with `status` and check times set. */
  async function visit(
    date: string,
    start: string,
    set: { status?: string; inAt?: string; outAt?: string } = {},
  ) {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const b = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, companionService, { visit_date: date, start_time: start }),
    );
    await exec(t, sql`update bookings set status = ${set.status ?? "confirmed"} where id = ${b.booking_id}`);
    // The visit's own state is the visits module's table (decision 0084).
    await exec(
      t,
      sql`insert into visit_checks (booking_id, checked_in_at, checked_out_at)
          values (${b.booking_id}, ${set.inAt ?? null}, ${set.outAt ?? null})`,
    );
    const [held] = await query<{ companion_id: number; name: string; phone: string }>(
      t,
      sql`select b.companion_id, u.user_name as name, u.phone from bookings b join companions c on c.id = b.companion_id
          join users u on u.id = c.user_id where b.id = ${b.booking_id}`,
    );
    return { id: b.booking_id, companion: held as { companion_id: number; name: string; phone: string } };
  }

  /**
   * The visit's report, filed at `filedAt` (the visit then completed, as filing does), with the concern
   * the companion flagged, if any.
   */
  async function reported(
    v: { id: number; companion: { companion_id: number } },
    filedAt: string,
    concern: string | null = null,
  ) {
    await exec(t, sql`update bookings set status = 'completed' where id = ${v.id}`);
    await exec(
      t,
      // A report keeps its visit's check-out, as filing one does (issue 43).
      sql`insert into visit_reports
            (booking_id, companion_id, tasks, mood, concern, concern_note, filed_at, checked_out_at)
          select ${v.id}, ${v.companion.companion_id}, '["conversation"]'::jsonb, 4, ${concern !== null},
            ${concern ?? ""}, ${filedAt}, c.checked_out_at
          from visit_checks c where c.booking_id = ${v.id}`,
    );
  }

  async function care() {
    const admin = (await loginNewAdmin(t)).token;
    const res = await t.call({
      method: "GET",
      url: "/api/admin/dashboard/",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.care as {
      late_visits: number;
      reports_overdue: number;
      reports_filed_30_days: number;
      reports_on_time_30_days: number;
      late: CareVisit[];
      overdue: CareVisit[];
      recent_concerns: number;
      concerns: CareConcern[];
    };
  }

  const listed = (
    v: Awaited<ReturnType<typeof visit>>,
    startsAt: string,
    checkedOutAt: string | null = null,
  ): CareVisit => ({
    booking_id: v.id,
    loved_one_name: "Kamala Devi",
    service_name: serviceName,
    companion_name: v.companion.name,
    companion_phone: v.companion.phone,
    starts_at: startsAt,
    checked_out_at: checkedOutAt,
  });

  it("counts and lists late visits and overdue reports, oldest first, and the promise kept over 30 days", async () => {
    // Late: nobody checked in 15 minutes after the start.
    const lateOld = await visit("2026-12-11", "09:00");
    const lateNew = await visit("2026-12-12", "09:00");
    // Not late: started 10 minutes ago; checked in; still waiting for confirmation; missed; cancelled.
    await visit("2026-12-12", "09:30");
    await visit("2026-12-12", "09:00", { inAt: india("2026-12-12", "09:05") });
    await visit("2026-12-12", "09:00", { status: "requested" });
    await visit("2026-12-12", "09:00", { status: "missed" });
    await visit("2026-12-12", "09:00", { status: "cancelled" });
    // Reports overdue: checked out more than 2 hours ago, not reported; one due within the promise.
    const overdueOld = await visit("2026-12-11", "07:00", {
      inAt: india("2026-12-11", "07:00"),
      outAt: india("2026-12-11", "10:00"),
    });
    const overdueNew = await visit("2026-12-12", "07:00", {
      inAt: india("2026-12-12", "07:00"),
      outAt: india("2026-12-12", "07:30"),
    });
    await visit("2026-12-12", "07:00", {
      inAt: india("2026-12-12", "07:00"),
      outAt: india("2026-12-12", "08:00"),
    });
    // Reports filed: within 2 hours of check-out, after, and more than 30 days ago.
    const onTime = await visit("2026-12-10", "09:00", {
      inAt: india("2026-12-10", "09:00"),
      outAt: india("2026-12-10", "11:00"),
    });
    await reported(onTime, india("2026-12-10", "13:00"));
    const slow = await visit("2026-12-10", "12:00", {
      inAt: india("2026-12-10", "12:00"),
      outAt: india("2026-12-10", "14:00"),
    });
    await reported(slow, india("2026-12-10", "16:01"));
    const old = await visit("2026-12-09", "09:00", {
      inAt: india("2026-11-01", "09:00"),
      outAt: india("2026-11-01", "11:00"),
    });
    await reported(old, india("2026-11-01", "11:30"));

    clock.set(india("2026-12-12", "09:40"));
    const c = await care();
    expect(c).toEqual({
      late_visits: 2,
      reports_overdue: 2,
      reports_filed_30_days: 2,
      reports_on_time_30_days: 1,
      late: [listed(lateOld, india("2026-12-11", "09:00")), listed(lateNew, india("2026-12-12", "09:00"))],
      overdue: [
        listed(overdueOld, india("2026-12-11", "07:00"), india("2026-12-11", "10:00")),
        listed(overdueNew, india("2026-12-12", "07:00"), india("2026-12-12", "07:30")),
      ],
      // None reported in this app (incidents.routes.test.ts covers them).
      open_incidents: 0,
      incidents: [],
      // No report here flagged a concern.
      recent_concerns: 0,
      concerns: [],
    });
  });

  it(`lists as overdue a visit checked in the earliest allowed (${VISIT_CHECKIN_EARLY_MINUTES} minutes before its start) and out at once, once the promise has passed`, async () => {
    // Checked in and out at 08:00 for a 09:00 visit: 2 hours later, at 10:00, its report is overdue,
    // though the visit started only an hour before.
    const early = await visit("2026-12-20", "09:00", {
      inAt: india("2026-12-20", "08:00"),
      outAt: india("2026-12-20", "08:00"),
    });
    clock.set(india("2026-12-20", "10:00"));
    const c = await care();
    expect(c.overdue.map((v) => v.booking_id)).toContain(early.id);
    expect(c.overdue.find((v) => v.booking_id === early.id)).toEqual(
      listed(early, india("2026-12-20", "09:00"), india("2026-12-20", "08:00")),
    );
  });

  it(`lists the concerns companions flagged in reports of the last ${DASHBOARD_CONCERN_DAYS} days, newest first, and marks the booking's row (issue 42)`, async () => {
    const done = { inAt: india("2026-12-20", "09:00"), outAt: india("2026-12-20", "11:00") };
    const older = await visit("2026-12-20", "09:00", done);
    await reported(older, india("2026-12-20", "11:30"), "She felt dizzy when she stood up.");
    const newer = await visit("2026-12-21", "09:00", done);
    await reported(newer, india("2026-12-21", "11:30"), "He did not eat lunch.");
    // A report with no concern, and a concern older than the window, stay off the list.
    const calm = await visit("2026-12-21", "12:00", done);
    await reported(calm, india("2026-12-21", "14:00"));
    const stale = await visit("2026-12-13", "09:00", done);
    await reported(stale, india("2026-12-13", "11:00"), "Old worry.");

    clock.set(india("2026-12-21", "15:00"));
    const c = await care();
    const concern = (v: Awaited<ReturnType<typeof visit>>, date: string, note: string): CareConcern => ({
      ...listed(v, india(date, "09:00"), done.outAt),
      concern_note: note,
      filed_at: india(date, "11:30"),
    });
    expect(c.recent_concerns).toBe(2);
    expect(c.concerns).toEqual([
      concern(newer, "2026-12-21", "He did not eat lunch."),
      concern(older, "2026-12-20", "She felt dizzy when she stood up."),
    ]);

    // The booking's row in the console's list carries the concern; a calm report's row does not.
    const admin = (await loginNewAdmin(t)).token;
    const res = await t.call({
      method: "POST",
      url: "/api/admin/getallservicebooking/",
      headers: { authorization: `Bearer ${admin}` },
      payload: { page_index: 0, page_size: 100, date_from: "2026-12-20", date_to: "2026-12-21" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = new Map(
      (res.body.Data.items as { booking_id: number; report_concern: string | null }[]).map((b) => [
        b.booking_id,
        b.report_concern,
      ]),
    );
    expect(rows.get(older.id)).toBe("She felt dizzy when she stood up.");
    expect(rows.get(newer.id)).toBe("He did not eat lunch.");
    expect(rows.get(calm.id)).toBeNull();
  });

  it(`counts every late visit but lists the oldest ${DASHBOARD_CARE_LIST_MAX}`, async () => {
    clock.set(NOW);
    const uncounted = await uncountedService(t);
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const ids: number[] = [];
    for (let day = 2; day <= 11; day++) {
      for (const lovedOne of f.lovedOnes) {
        const date = `2026-12-${String(day).padStart(2, "0")}`;
        const b = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: date }));
        ids.push(b.booking_id);
      }
    }
    await exec(t, sql`update bookings set status = 'confirmed' where id = any(${`{${ids}}`}::int[])`);

    clock.set(india("2026-12-12", "09:40"));
    const c = await care();
    expect(c.late_visits).toBe(22);
    expect(c.late).toHaveLength(DASHBOARD_CARE_LIST_MAX);
    const starts = c.late.map((v) => v.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(c.late[0]?.starts_at).toBe(india("2026-12-02", "09:00"));
  });
});
