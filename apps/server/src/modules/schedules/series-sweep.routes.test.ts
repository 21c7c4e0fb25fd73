import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { seriesCall as call, reopenHolidays, scheduledFamily } from "../../test/schedules.ts";
import { openThrough } from "./series-sweep.ts";

describe("openThrough: the end of the latest month all within the booking window", () => {
  it.each([
    ["2027-03-01", "2027-02-28"],
    ["2027-03-30", "2027-02-28"],
    ["2027-03-31", "2027-03-31"],
    ["2027-04-01", "2027-03-31"],
  ])("window's last day %s: booked through %s", (last, through) => {
    expect(openThrough(last)).toBe(through);
  });
});

describe.each(TEST_DATABASES)("the care schedules' monthly booking (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;

  beforeAll(async () => {
    await reopenHolidays(t);
    companion = await serviceId(t, "GEN-COMPANION");
  });

  /** A Gold family with Tuesdays and Fridays at 09:00 from 1 December to 31 March, confirmed on 1 December. */
  async function scheduled() {
    clock.set(NOW);
    return scheduledFamily(t, companion);
  }

  const visitsOf = (seriesId: number) =>
    query<{ visit_date: string }>(
      t,
      sql`select visit_date::text from bookings where series_id = ${seriesId} and status = 'requested' order by visit_date`,
    );
  const seriesRow = async (seriesId: number) =>
    (
      await query<{ booked_through: string; status: string; skipped: { date: string; state: string }[] }>(
        t,
        sql`select booked_through::text, status, skipped from visit_series where id = ${seriesId}`,
      )
    )[0];

  it("books March when it opens, once, however many sweeps run at once, and records the date over the allowance", async () => {
    const f = await scheduled();
    expect(await visitsOf(f.seriesId)).toHaveLength(24);
    // 30 December: March is not yet all within the 90 days. Nothing to book.
    clock.set("2026-12-30T04:30:00Z");
    await t.app.seriesSweep.runOnce(clock.now());
    expect(await visitsOf(f.seriesId)).toHaveLength(24);

    // 31 December: March opens. Five sweeps at once (as five processes would) book it once.
    clock.set("2026-12-31T04:30:00Z");
    await Promise.all([0, 1, 2, 3, 4].map(() => t.app.seriesSweep.runOnce(clock.now())));
    const march = (await visitsOf(f.seriesId)).filter((v) => v.visit_date.startsWith("2027-03"));
    expect(march.map((v) => v.visit_date)).toEqual([
      "2027-03-02",
      "2027-03-05",
      "2027-03-09",
      "2027-03-12",
      "2027-03-16",
      "2027-03-19",
      "2027-03-23",
      "2027-03-26",
    ]);
    const row = await seriesRow(f.seriesId);
    expect(row?.booked_through).toBe("2027-03-31");
    expect(row?.skipped.map((d) => [d.date, d.state])).toEqual([
      ["2026-12-01", "past"],
      ["2027-01-29", "allowance"],
      ["2027-03-30", "allowance"],
    ]);
    // The family hears of March once, with the date that could not be booked.
    const told = await query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = 'series_month_booked' and ref_id = ${f.seriesId}`,
    );
    expect(told.map((m) => m.subject)).toEqual(["March 2027 booked for Kamala Devi: 8 visits"]);
    expect(told[0]?.body).toContain("30 Mar 2027: Beyond your plan's 8 companion visits");
    // Later sweeps find nothing more to book.
    await t.app.seriesSweep.runOnce(clock.now());
    expect(await visitsOf(f.seriesId)).toHaveLength(32);
  });

  it("leaves an ended schedule alone, and ends one whose loved one was removed", async () => {
    const ended = await scheduled();
    expect(
      (await call(t, ended.member, "endvisitseries", { series_id: ended.seriesId, from: "2027-02-01" }))
        .status,
    ).toBe(200);
    const removed = await scheduled();
    // The loved one's future visits are cancelled, and the loved one removed (as the profile does it).
    await t.database.db.execute(
      sql`update bookings set status = 'cancelled' where series_id = ${removed.seriesId}`,
    );
    await t.database.db.execute(sql`delete from loved_ones where id = ${removed.lovedOnes[0]}`);
    clock.set("2026-12-31T04:30:00Z");
    await t.app.seriesSweep.runOnce(clock.now());
    expect((await visitsOf(ended.seriesId)).filter((v) => v.visit_date >= "2027-02-01")).toEqual([]);
    expect((await seriesRow(removed.seriesId))?.status).toBe("ended");
    expect(await visitsOf(removed.seriesId)).toEqual([]);
  });
});
