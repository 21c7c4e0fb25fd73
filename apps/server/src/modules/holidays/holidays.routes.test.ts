import { randomUUID } from "node:crypto";
import {
  ALL_INDIA,
  bookingRuleMessage,
  HOLIDAY_MESSAGES,
  HOLIDAY_NAME_MAX,
  seriesReason,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../../test/billing.ts";
import { expectError, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { goldFamily, okDates, seriesCall } from "../../test/schedules.ts";

interface Holiday {
  holiday_id: number;
  date: string;
  name: string;
  state_id: number | null;
  state_name: string;
  closed: boolean;
  source: string;
}

/** The closed days (issue 44, decision 0079): the console keeps them, and the booking rules close them. */
describe.each(TEST_DATABASES)("holidays (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: { token: string };
  let companion: number;
  let westBengal: number;
  let karnataka: number;

  beforeAll(async () => {
    admin = await loginNewAdmin(t);
    companion = await serviceId(t, "GEN-COMPANION");
    westBengal = (await placeOf(t, "Kolkata")).state_id;
    karnataka = (await placeOf(t, "Bengaluru")).state_id;
  });

  const list = (payload: object) => adminCall(t, admin.token, "getholidays", payload);
  const modify = (payload: object) => adminCall(t, admin.token, "modifyholiday", payload);
  const calendar = (m: Member, lovedOneId: number | undefined, month = "2026-12") =>
    seriesCall(t, m, "getservicecalendar", {
      month,
      service_id: companion,
      ...(lovedOneId === undefined ? {} : { loved_one_id: lovedOneId }),
    });
  const bookOn = (f: { member: Member; lovedOnes: number[] }, date: string) =>
    book(t, f.member, bookingBody(f.lovedOnes[0] as number, companion, { visit_date: date }));
  async function added(payload: object): Promise<Holiday> {
    const res = await modify(payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.holiday;
  }

  it("lists the year's holidays from the library by date, national and by state, filtered by state", async () => {
    const all = await list({ year: 2026 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const items = all.body.Data.items as Holiday[];
    expect(items.map((h) => h.date)).toEqual([...items.map((h) => h.date)].sort());
    expect(items).toContainEqual(
      expect.objectContaining({
        date: "2026-12-25",
        name: "Christmas Day",
        state_id: null,
        state_name: ALL_INDIA,
        closed: true,
        source: "library",
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        date: "2026-06-02",
        name: "Telangana Formation Day",
        state_name: "Telangana",
      }),
    );
    expect(all.body.Data.states).toContainEqual({ state_id: westBengal, name: "West Bengal" });

    // A state's: the national days and its own, no other state's.
    const bengal = (await list({ year: 2026, state_id: westBengal })).body.Data.items as Holiday[];
    expect(new Set(bengal.map((h) => h.state_name))).toEqual(new Set([ALL_INDIA, "West Bengal"]));
    expect(bengal.map((h) => h.name)).toContain("Swami Vivekananda Jayanti");
    // The national ones only.
    const national = (await list({ year: 2027, state_id: null })).body.Data.items as Holiday[];
    expect(national.every((h) => h.state_id === null && h.date.startsWith("2027-"))).toBe(true);
    expect(national.map((h) => `${h.date} ${h.name}`)).toContain("2027-01-26 Republic Day");
  });

  it("refuses bad input naming the field, an unknown holiday (404), a day already listed (409), and a coordinator", async () => {
    expectError(await modify({ name: "Durga Puja", state_id: null }), 400, HOLIDAY_MESSAGES.dateRequired);
    expectError(await modify({ date: "2026-12-31", state_id: null }), 400, HOLIDAY_MESSAGES.nameRequired);
    expectError(await modify({ date: "2026-12-31", name: "Eve" }), 400, HOLIDAY_MESSAGES.stateRequired);
    expectError(
      await modify({ date: "2026-12-31", name: "x".repeat(HOLIDAY_NAME_MAX + 1), state_id: null }),
      400,
      HOLIDAY_MESSAGES.nameMax,
    );
    expectError(
      await modify({ date: "2026-12-31", name: "Eve", state_id: 99_999 }),
      400,
      HOLIDAY_MESSAGES.stateInvalid,
    );
    const [us] = await query<{ id: number }>(t, sql`select id from states where code = 'NJ'`);
    expectError(
      await modify({ date: "2026-12-31", name: "Eve", state_id: us?.id }),
      400,
      HOLIDAY_MESSAGES.stateInvalid,
    );
    expectError(
      await modify({ holiday_id: 99_999_999, closed: false }),
      404,
      HOLIDAY_MESSAGES.holidayNotFound,
    );
    const [christmas] = await query<{ id: number }>(
      t,
      sql`select id from holidays where on_date = '2026-12-25' and state_id is null`,
    );
    expectError(await modify({ holiday_id: christmas?.id }), 400, HOLIDAY_MESSAGES.nothingToChange);
    expectError(
      await modify({ holiday_id: christmas?.id, date: "2026-12-26" }),
      400,
      HOLIDAY_MESSAGES.notOnAChange,
    );
    expectError(
      await modify({ date: "2026-12-25", name: "Christmas", state_id: null }),
      409,
      HOLIDAY_MESSAGES.duplicate("25 Dec 2026", ALL_INDIA),
    );
    const coordinator = await loginNewStaff(t, {
      role: "coordinator",
      cityIds: [(await placeOf(t, "Kolkata")).city_id],
    });
    expect((await adminCall(t, coordinator.token, "getholidays", {})).status).toBe(403);
    expect(
      (await adminCall(t, coordinator.token, "modifyholiday", { holiday_id: christmas?.id, closed: false }))
        .status,
    ).toBe(403);
    // Nothing was written by any of these.
    const [{ n } = { n: -1 }] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from holidays where source = 'team'`,
    );
    expect(n).toBe(0);
  });

  it("refuses a single booking on a holiday with its name, and the calendar shows the day closed for it", async () => {
    const f = await subscribedFamily(t, YEAR);
    expectError(await bookOn(f, "2026-12-25"), 422, bookingRuleMessage.holiday("25 Dec", "Christmas Day"));
    expect(bookingRuleMessage.holiday("25 Dec", "Christmas Day")).toContain(
      "25 Dec is closed for Christmas Day.",
    );
    for (const lovedOne of [f.lovedOnes[0], undefined]) {
      const month = await calendar(f.member, lovedOne);
      expect(month.status, JSON.stringify(month.body)).toBe(200);
      const day = month.body.Data.days.find((d: { date: string }) => d.date === "2026-12-25");
      expect(day).toMatchObject({ state: "closed", reason: "holiday", holiday: "Christmas Day" });
      expect(day.shifts.every((s: { reason: string }) => s.reason === "holiday")).toBe(true);
      const before = month.body.Data.days.find((d: { date: string }) => d.date === "2026-12-24");
      expect(before).toMatchObject({ state: "open", holiday: null });
    }
  });

  it("closes a state's holiday only for loved ones in that state, and the calendar without a loved one keeps it open", async () => {
    const f = await subscribedFamily(t, YEAR);
    const bengal = await added({ date: "2026-12-16", name: "Bengal Bank Holiday", state_id: westBengal });
    expect(bengal).toMatchObject({ state_name: "West Bengal", closed: true, source: "team" });
    await added({ date: "2026-12-17", name: "Karnataka Holiday", state_id: karnataka });

    expectError(
      await bookOn(f, "2026-12-16"),
      422,
      bookingRuleMessage.holiday("16 Dec", "Bengal Bank Holiday"),
    );
    // Another state's day is no holiday in Kolkata.
    expect((await bookOn(f, "2026-12-17")).status).toBe(200);
    const withoutLovedOne = await calendar(f.member, undefined);
    const day16 = withoutLovedOne.body.Data.days.find((d: { date: string }) => d.date === "2026-12-16");
    expect(day16).toMatchObject({ state: "open", holiday: null });
    const withLovedOne = await calendar(f.member, f.lovedOnes[0]);
    const closed16 = withLovedOne.body.Data.days.find((d: { date: string }) => d.date === "2026-12-16");
    expect(closed16).toMatchObject({ state: "closed", holiday: "Bengal Bank Holiday" });

    const audit = await adminCall(t, admin.token, "getauditlog", {});
    expect(audit.body.Data.items[0]).toMatchObject({
      action: "holiday.create",
      target_type: "holiday",
      target_id: expect.any(Number),
    });
  });

  it("renames a holiday, and a reopened day takes bookings; closing it again refuses them", async () => {
    const f = await subscribedFamily(t, YEAR);
    const h = await added({ date: "2026-12-18", name: "Team day", state_id: null });
    const renamed = await modify({ holiday_id: h.holiday_id, name: "Founders' Day" });
    expect(renamed.body.Data).toMatchObject({
      holiday: { name: "Founders' Day", closed: true },
      Message: HOLIDAY_MESSAGES.renamed("Founders' Day"),
    });
    expectError(await bookOn(f, "2026-12-18"), 422, bookingRuleMessage.holiday("18 Dec", "Founders' Day"));

    const reopened = await modify({ holiday_id: h.holiday_id, closed: false });
    expect(reopened.body.Data).toMatchObject({
      holiday: { closed: false },
      Message: HOLIDAY_MESSAGES.reopened("Founders' Day"),
    });
    const ok = await bookOn(f, "2026-12-18");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const audit = await adminCall(t, admin.token, "getauditlog", {});
    expect(audit.body.Data.items.slice(0, 2)).toMatchObject([
      { action: "holiday.reopen", before: { closed: true }, after: { closed: false } },
      { action: "holiday.rename", before: { name: "Team day" }, after: { name: "Founders' Day" } },
    ]);

    await modify({ holiday_id: h.holiday_id, closed: true });
    const other = await subscribedFamily(t, YEAR);
    expectError(
      await bookOn(other, "2026-12-18"),
      422,
      bookingRuleMessage.holiday("18 Dec", "Founders' Day"),
    );
    // The listing says so.
    const listed = (await list({ year: 2026, state_id: null })).body.Data.items as Holiday[];
    expect(listed.find((x) => x.holiday_id === h.holiday_id)).toMatchObject({
      closed: true,
      name: "Founders' Day",
    });
  });

  it("names the holiday in a care schedule's preview, and creating it skips the day", async () => {
    const f = await goldFamily(t, companion, "2027-01-31");
    const preview = await seriesCall(t, f.member, "previewvisitseries", f.pattern);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const dates = preview.body.Data.dates as { date: string; state: string; reason: string | null }[];
    // Christmas is a Friday; Republic Day 2027 a Tuesday (beyond the booking window: not booked later either).
    expect(dates.find((d) => d.date === "2026-12-25")).toEqual({
      date: "2026-12-25",
      state: "holiday",
      reason: seriesReason.holiday("Christmas Day"),
    });
    expect(dates.find((d) => d.date === "2027-01-26")).toEqual({
      date: "2027-01-26",
      state: "holiday",
      reason: seriesReason.holiday("Republic Day"),
    });
    const created = await seriesCall(t, f.member, "createvisitseries", {
      ...f.pattern,
      idempotency_key: randomUUID(),
      confirmed_dates: okDates(dates),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const visits = await query<{ visit_date: string }>(
      t,
      sql`select visit_date::text from bookings where user_id = ${f.member.userId} order by visit_date`,
    );
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.map((v) => v.visit_date)).not.toContain("2026-12-25");
    expect(visits.map((v) => v.visit_date)).not.toContain("2027-01-26");
  });

  if (kind === "postgres")
    it("adds one row when 10 administrators add the same day at once; the others are told it is listed (409)", async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          modify({ date: "2027-02-02", name: `Same day ${i}`, state_id: westBengal }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      for (const a of answers.filter((x) => x.status === 409))
        expectError(a, 409, HOLIDAY_MESSAGES.duplicate("2 Feb 2027", "West Bengal"));
      const rows = await query<{ n: number }>(
        t,
        sql`select count(*)::int as n from holidays where on_date = '2027-02-02' and state_id = ${westBengal}`,
      );
      expect(rows[0]?.n).toBe(1);
    });
});
