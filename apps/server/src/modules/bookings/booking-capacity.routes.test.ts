import { randomUUID } from "node:crypto";
import { BOOKING_MESSAGES, bookingRuleMessage } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  book,
  bookingBody,
  bookingRows,
  type Family,
  fixedClock,
  grantPlan,
  serviceId,
  setCapacity,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

/*
 * Places, allowances and retries when many submits arrive at once. On PostgreSQL the requests truly run
 * in parallel (a pool of connections); on PGlite they interleave on one connection.
 */

const NOW = "2026-12-01T04:30:00Z";
const YEAR = { startsOn: "2026-12-01", endsOn: "2027-11-30" };
const FAMILIES = 50;
const PLACES = 5;

type Rows<T> = { rows: T[] };
async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/** Bookings holding a place in one service's shift on one day. */
async function holdingInSlot(t: TestApp, service: number, date: string, shift: number) {
  const [row] = await query<{ n: number }>(
    t,
    sql`select count(*)::int as n from bookings where service_id = ${service} and visit_date = ${date}
        and shift_type = ${shift} and status in ('requested', 'confirmed', 'completed')`,
  );
  return row?.n ?? 0;
}

/** "booking received" emails queued for these bookings. */
async function receivedEmails(t: TestApp, bookingIds: number[]) {
  if (bookingIds.length === 0) return 0;
  const [row] = await query<{ n: number }>(
    t,
    sql`select count(*)::int as n from notifications where kind = 'booking_received'
        and ref_id in (${sql.join(
          bookingIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return row?.n ?? 0;
}

type Reply = Awaited<ReturnType<typeof book>>;
const messageOf = (r: Reply) => r.body.Errors?.Business_Errors?.[0]?.Message as string | undefined;
const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((acc, r) => {
    acc[r.status] = (acc[r.status] ?? 0) + 1;
    return acc;
  }, {});

/** `n` families with a plan for the year and one loved one each, made a few at a time. */
async function families(t: TestApp, n: number): Promise<Family[]> {
  const made: Family[] = [];
  while (made.length < n) {
    const batch = Math.min(10, n - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, () => subscribedFamily(t, YEAR)))));
  }
  return made;
}

describe.each(TEST_DATABASES)("booking capacity under simultaneous submits (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let crowd: Family[];
  // A visit no monthly allowance counts, so only the places limit.
  let uncounted: number;

  beforeAll(async () => {
    uncounted = await uncountedService(t);
    crowd = await families(t, FAMILIES);
  });

  it.each([
    { visit_date: "2026-12-15", shift_type: 1, start_time: "09:00" },
    { visit_date: "2026-12-16", shift_type: 2, start_time: "15:30" },
    { visit_date: "2026-12-17", shift_type: 4, start_time: "23:00" },
  ])(
    `gives ${PLACES} places of ${FAMILIES} families booking at once, and tells the rest it is full ($visit_date, shift $shift_type)`,
    async (slot) => {
      await setCapacity(t, uncounted, slot.shift_type, PLACES);
      const replies = await Promise.all(
        crowd.map((f) => book(t, f.member, bookingBody(f.lovedOnes[0] as number, uncounted, slot))),
      );
      expect(statuses(replies)).toEqual({ 200: PLACES, 409: FAMILIES - PLACES });
      for (const r of replies.filter((r) => r.status === 409)) {
        expect(r.body.Errors.Business_Errors).toEqual([
          { Code: "BE010", Message: BOOKING_MESSAGES.slotFull },
        ]);
      }
      const booked = replies.filter((r) => r.status === 200).map((r) => r.body.Data.booking.booking_id);
      expect(new Set(booked).size).toBe(PLACES);
      expect(await holdingInSlot(t, uncounted, slot.visit_date, slot.shift_type)).toBe(PLACES);
      expect(await receivedEmails(t, booked)).toBe(PLACES);
      // Every refused family has nothing on that day.
      const refused = crowd.filter((_, i) => replies[i]?.status === 409);
      for (const f of refused) {
        expect(
          (await bookingRows(t, f.member.userId)).filter((b) => b.visit_date === slot.visit_date),
        ).toEqual([]);
      }
    },
  );

  it("frees a place when a booking stops holding it (cancelled or rejected), and only then", async () => {
    const slot = { visit_date: "2026-12-18", shift_type: 1, start_time: "10:00" };
    await setCapacity(t, uncounted, 1, 2);
    const [a, b, c] = crowd as [Family, Family, Family];
    const body = (f: Family) => bookingBody(f.lovedOnes[0] as number, uncounted, slot);
    const first = await book(t, a.member, body(a));
    expect((await book(t, b.member, body(b))).status).toBe(200);
    const full = await book(t, c.member, body(c));
    expect(full.status).toBe(409);
    expect(messageOf(full)).toBe(BOOKING_MESSAGES.slotFull);
    for (const status of ["cancelled", "rejected"]) {
      await t.database.db.execute(
        sql`update bookings set status = ${status} where id = ${first.body.Data.booking.booking_id}`,
      );
      const retried = await book(t, c.member, body(c));
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      await t.database.db.execute(
        sql`update bookings set status = 'cancelled' where id = ${retried.body.Data.booking.booking_id}`,
      );
    }
    await t.database.db.execute(
      sql`update bookings set status = 'confirmed' where id = ${first.body.Data.booking.booking_id}`,
    );
    const again = await book(t, c.member, body(c));
    expect(again.status).toBe(409);
    expect(await holdingInSlot(t, uncounted, slot.visit_date, 1)).toBe(2);
  });

  it("answers 20 simultaneous submits of one form with one booking and one email", async () => {
    const [f] = await families(t, 1);
    const family = f as Family;
    const body = bookingBody(family.lovedOnes[0] as number, uncounted, { visit_date: "2026-12-20" });
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(t, family.member, body)));
    expect(statuses(replies)).toEqual({ 200: 20 });
    const ids = new Set(replies.map((r) => r.body.Data.booking.booking_id));
    expect(ids.size).toBe(1);
    for (const r of replies) expect(r.body.Data.Message).toBe(BOOKING_MESSAGES.booked);
    const rows = await bookingRows(t, family.member.userId);
    expect(rows).toHaveLength(1);
    expect(await receivedEmails(t, [...ids])).toBe(1);
  });

  it("keeps the first of one key sent at once with two different bookings, refusing the other (409)", async () => {
    const [f] = await families(t, 1);
    const family = f as Family;
    const key = randomUUID();
    const lovedOne = family.lovedOnes[0] as number;
    const a = bookingBody(lovedOne, uncounted, { idempotency_key: key, visit_date: "2026-12-21" });
    const b = bookingBody(lovedOne, uncounted, { idempotency_key: key, visit_date: "2026-12-22" });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(t, family.member, i % 2 === 0 ? a : b)),
    );
    expect(statuses(replies)).toEqual({ 200: 10, 409: 10 });
    const rows = await bookingRows(t, family.member.userId);
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.visit_date === "2026-12-21" ? 0 : 1;
    replies.forEach((r, i) => {
      if (i % 2 === winner) {
        expect(r.status).toBe(200);
        expect(r.body.Data.booking.booking_id).toBe(rows[0]?.id);
      } else {
        expect(r.status).toBe(409);
        expect(messageOf(r)).toBe(BOOKING_MESSAGES.idempotencyMismatch);
      }
    });
    expect(await receivedEmails(t, [rows[0]?.id as number])).toBe(1);
  });

  it("keeps one booking per key also when the two bookings fall under different plans (no shared lock)", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2026-12-31" });
    await grantPlan(t, f.member.userId, { startsOn: "2027-01-01", endsOn: "2027-12-31" });
    const key = randomUUID();
    const lovedOne = f.lovedOnes[0] as number;
    const a = bookingBody(lovedOne, uncounted, { idempotency_key: key, visit_date: "2026-12-31" });
    const b = bookingBody(lovedOne, uncounted, { idempotency_key: key, visit_date: "2027-01-01" });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(t, f.member, i % 2 === 0 ? a : b)),
    );
    const rows = await bookingRows(t, f.member.userId);
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.visit_date === "2026-12-31" ? 0 : 1;
    replies.forEach((r, i) => {
      if (i % 2 === winner) {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.Data.booking.booking_id).toBe(rows[0]?.id);
      } else {
        expect(r.status, JSON.stringify(r.body)).toBe(409);
        expect(messageOf(r)).toBe(BOOKING_MESSAGES.idempotencyMismatch);
      }
    });
    expect(await receivedEmails(t, [rows[0]?.id as number])).toBe(1);
  });

  it("refuses the same key with other details afterwards (409), storing nothing", async () => {
    const [f] = await families(t, 1);
    const family = f as Family;
    const body = bookingBody(family.lovedOnes[0] as number, uncounted, { visit_date: "2026-12-23" });
    expect((await book(t, family.member, body)).status).toBe(200);
    const before = await bookingRows(t, family.member.userId);
    for (const change of [
      { shift_type: 2, start_time: "14:00" },
      { notes: "Other notes" },
      { pincode: "700019" },
    ]) {
      const res = await book(t, family.member, { ...body, ...change });
      expect(res.status).toBe(409);
      expect(messageOf(res)).toBe(BOOKING_MESSAGES.idempotencyMismatch);
    }
    expect(await bookingRows(t, family.member.userId)).toEqual(before);
    expect(
      await receivedEmails(
        t,
        before.map((r) => r.id),
      ),
    ).toBe(1);
  });

  it("lets a Bronze member's 6 simultaneous companion visits in one month use exactly the allowance of 2", async () => {
    const bronze = await subscribedFamily(t, { ...YEAR, tier: "bronze" });
    const companion = await serviceId(t, "GEN-COMPANION");
    const days = ["2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13"];
    const replies = await Promise.all(
      days.map((visit_date) =>
        book(t, bronze.member, bookingBody(bronze.lovedOnes[0] as number, companion, { visit_date })),
      ),
    );
    expect(statuses(replies)).toEqual({ 200: 2, 422: 4 });
    for (const r of replies.filter((r) => r.status === 422)) {
      expect(messageOf(r)).toBe(
        bookingRuleMessage.allowanceUsed("Companion visits (up to 2 hours each)", "2026-12-01"),
      );
    }
    expect(await bookingRows(t, bronze.member.userId)).toHaveLength(2);
  });

  it("books one loved one once in a shift, whatever 10 simultaneous different submits ask", async () => {
    const [f] = await families(t, 1);
    const family = f as Family;
    const services = await Promise.all(
      ["GEN-HOME-SAFETY", "GER-CARE-ASSESSMENT", "GEN-COMPANION", "GEN-WELLNESS-CHECK", "CNV-GROCERY"].map(
        (code) => serviceId(t, code),
      ),
    );
    const starts = ["07:00", "08:00", "09:30", "11:00", "12:00"];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(
          t,
          family.member,
          bookingBody(family.lovedOnes[0] as number, services[i % 5] as number, {
            visit_date: "2026-12-24",
            shift_type: 1,
            start_time: starts[Math.floor(i / 2)],
          }),
        ),
      ),
    );
    expect(statuses(replies)).toEqual({ 200: 1, 409: 9 });
    for (const r of replies.filter((r) => r.status === 409)) {
      expect(messageOf(r)).toBe(bookingRuleMessage.lovedOneShiftTaken("Kamala Devi"));
    }
    expect(await bookingRows(t, family.member.userId)).toHaveLength(1);
  });

  it("keeps a Single plan to one person when bookings for two arrive at once", async () => {
    const single = await subscribedFamily(t, { ...YEAR, beneficiaries: "single", lovedOnes: 2 });
    const days = ["2026-12-26", "2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"];
    const replies = await Promise.all(
      days.map((visit_date, i) =>
        book(t, single.member, bookingBody(single.lovedOnes[i % 2] as number, uncounted, { visit_date })),
      ),
    );
    const names = new Set(
      replies.filter((r) => r.status === 200).map((r) => r.body.Data.booking.loved_one_name as string),
    );
    expect(names.size).toBe(1);
    expect(statuses(replies)).toEqual({ 200: 3, 422: 3 });
    // The refused ones were for the other person; the message names the one the plan is booked for.
    const [booked] = [...names];
    for (const r of replies.filter((r) => r.status === 422)) {
      expect(messageOf(r)).toBe(bookingRuleMessage.singlePlanOtherPerson(booked as string));
    }
    expect(await bookingRows(t, single.member.userId)).toHaveLength(3);
  });
});
