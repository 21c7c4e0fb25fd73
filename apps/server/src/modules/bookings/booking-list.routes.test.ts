import { BOOKING_MESSAGES } from "@eldercare/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import {
  booked,
  cancelBooking,
  expectError,
  listBookings,
  NOW,
  requestReschedule,
  rescheduleList,
  storedFor,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  bookingBody,
  type Family,
  fixedClock,
  grantPlan,
  serviceId,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

type Item = { booking_id: number; visit_date: string; start_time: string; status: string; notes: string };

describe.each(TEST_DATABASES)("users/getallbookings/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let uncounted: number;
  let ambulance: number;
  let companion: number;

  beforeAll(async () => {
    uncounted = await uncountedService(t, "Pharmacy Run Coordination");
    ambulance = await uncountedService(t, "Hospital Escort Coordination");
    companion = await serviceId(t, "GEN-COMPANION");
  });

  const items = async (f: Family, payload: object = {}) => {
    const res = await listBookings(t, f.member, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data as { items: Item[]; total_count: number; page_index: number; page_size: number };
  };
  const ids = async (f: Family, payload: object = {}) =>
    (await items(f, payload)).items.map((b) => b.booking_id);

  describe("order and paging", () => {
    let f: Family;
    const id: Record<string, number> = {};

    beforeAll(async () => {
      f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
      const [one, two] = f.lovedOnes as [number, number];
      const visits: [string, number, string, number, string][] = [
        ["A", one, "2026-12-02", 1, "09:00"],
        ["B", one, "2026-12-02", 2, "14:00"],
        ["C", two, "2026-12-02", 1, "09:00"],
        ["D", one, "2026-12-04", 1, "08:00"],
        ["E", one, "2026-12-06", 3, "18:00"],
        ["F", two, "2026-12-08", 1, "07:00"],
        ["G", one, "2026-12-10", 5, "00:00"],
        ["H", one, "2026-12-12", 1, "10:00"],
        ["I", two, "2026-12-14", 2, "15:00"],
        ["J", one, "2026-12-16", 1, "09:00"],
        ["K", one, "2026-12-20", 1, "09:00"],
        ["L", two, "2026-12-24", 4, "22:00"],
      ];
      // Booked out of order, so the list's order is not the order of ids.
      for (const [name, lovedOne, date, shift, start] of [...visits].reverse()) {
        const b = await booked(
          t,
          f.member,
          bookingBody(lovedOne, uncounted, {
            visit_date: date,
            shift_type: shift,
            start_time: start,
            notes: name,
          }),
        );
        id[name] = b.booking_id;
      }
    });

    const named = (...names: string[]) => names.map((n) => id[n]);

    it("lists upcoming visits soonest first, then past ones latest first (ties by id)", async () => {
      // 10:00 India time on 9 December: A–F have happened, G–L are to come.
      clock.set("2026-12-09T04:30:00Z");
      try {
        const page = await items(f);
        expect(page.total_count).toBe(12);
        expect(page.page_index).toBe(0);
        expect(page.page_size).toBe(10);
        // Past: latest first; A and C start together, and the later booked (A) comes first.
        expect(page.items.map((b) => b.booking_id)).toEqual(
          named("G", "H", "I", "J", "K", "L", "F", "E", "D", "B"),
        );
        expect(await ids(f, { page_index: 1 })).toEqual(named("A", "C"));
        expect(await ids(f, { page_index: 2 })).toEqual([]);
        expect((await items(f, { page_index: 2 })).total_count).toBe(12);

        // Pages that straddle the two parts.
        expect(await ids(f, { page_size: 4 })).toEqual(named("G", "H", "I", "J"));
        expect(await ids(f, { page_size: 4, page_index: 1 })).toEqual(named("K", "L", "F", "E"));
        expect(await ids(f, { page_size: 5, page_index: 1 })).toEqual(named("L", "F", "E", "D", "B"));
        expect(await ids(f, { page_size: 100 })).toHaveLength(12);
      } finally {
        clock.set(NOW);
      }
    });

    it("lists everything as upcoming before any visit has happened, and all as past once all have", async () => {
      // A and C start together: C was booked first (lower id), so it comes first among upcoming visits.
      expect(await ids(f, { page_size: 12 })).toEqual(
        named("C", "A", "B", "D", "E", "F", "G", "H", "I", "J", "K", "L"),
      );
      clock.set("2027-01-01T04:30:00Z");
      try {
        const past = await ids(f, { page_size: 12 });
        expect(past.slice(0, 4)).toEqual(named("L", "K", "J", "I"));
      } finally {
        clock.set(NOW);
      }
    });

    it("filters by status, with total_count the filtered count", async () => {
      const cancelled = await cancelBooking(t, f.member, id.K as number, "Travelling that week");
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const page = await items(f, { status: "cancelled" });
      expect(page.items.map((b) => b.booking_id)).toEqual(named("K"));
      expect(page.total_count).toBe(1);
      const requested = await items(f, { status: "requested", page_size: 100 });
      expect(requested.total_count).toBe(11);
      expect(requested.items.map((b) => b.booking_id)).not.toContain(id.K);
      expect((await items(f, { status: "confirmed" })).total_count).toBe(0);
      expect((await items(f, { status: null, page_size: 100 })).total_count).toBe(12);
      const wrong = await listBookings(t, f.member, { status: "lost" });
      expect(wrong.status).toBe(400);
    });

    it("refuses a page size over 100", async () => {
      const res = await listBookings(t, f.member, { page_size: 101 });
      expect(res.status).toBe(400);
    });
  });

  it("searches service names, loved ones' names and notes, case-insensitively, % and _ literally", async () => {
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const x = await booked(t, f.member, bookingBody(kamala, uncounted, { notes: "Bring the 50% card" }));
    const y = await booked(
      t,
      f.member,
      bookingBody(haripada, ambulance, { visit_date: "2026-12-16", notes: "Gate code 1_2" }),
    );
    const z = await booked(
      t,
      f.member,
      bookingBody(kamala, companion, { visit_date: "2026-12-17", notes: "Please ring twice." }),
    );
    const search = async (s: string) => {
      const page = await items(f, { search_string: s });
      expect(page.total_count, s).toBe(page.items.length);
      return page.items.map((b) => b.booking_id).sort((a, b) => a - b);
    };
    expect(await search("ESCORT")).toEqual([y.booking_id]);
    expect(await search("coordination")).toEqual([x.booking_id, y.booking_id]);
    expect(await search("  haripada  ")).toEqual([y.booking_id]);
    expect(await search("kamala")).toEqual([x.booking_id, z.booking_id]);
    expect(await search("Ring Twice")).toEqual([z.booking_id]);
    expect(await search("50%")).toEqual([x.booking_id]);
    expect(await search("%")).toEqual([x.booking_id]);
    expect(await search("1_2")).toEqual([y.booking_id]);
    expect(await search("_")).toEqual([y.booking_id]);
    expect(await search("\\")).toEqual([]);
    expect(await search("nothing like this")).toEqual([]);
    expect(await search("")).toEqual([x.booking_id, y.booking_id, z.booking_id]);
    // Search and status together.
    expect((await items(f, { search_string: "kamala", status: "cancelled" })).total_count).toBe(0);
  });

  it("filters by plan", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2026-12-31" });
    const renewal = await grantPlan(t, f.member.userId, { startsOn: "2027-01-01", endsOn: "2027-12-31" });
    const lovedOne = f.lovedOnes[0] as number;
    const december = await booked(
      t,
      f.member,
      bookingBody(lovedOne, uncounted, { visit_date: "2026-12-20" }),
    );
    const january = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2027-01-05" }));
    expect(await ids(f, { subscription_id: f.subscriptionId })).toEqual([december.booking_id]);
    expect(await ids(f, { subscription_id: renewal })).toEqual([january.booking_id]);
    expect(await ids(f, { subscription_id: null })).toEqual([december.booking_id, january.booking_id]);
    const other = await subscribedFamily(t, YEAR);
    expect(await items(f, { subscription_id: other.subscriptionId })).toMatchObject({
      items: [],
      total_count: 0,
    });
  });

  it("shows a member only their own bookings and requests: another member sees, cancels and moves nothing", async () => {
    const owner = await subscribedFamily(t, YEAR);
    const other = await subscribedFamily(t, YEAR);
    const mine = await booked(t, owner.member, bookingBody(owner.lovedOnes[0] as number, uncounted));
    const asked = await requestReschedule(t, owner.member, {
      booking_id: mine.booking_id,
      visit_date: "2026-12-18",
      shift_type: 1,
      start_time: "09:00",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const before = await storedFor(t, owner.member.userId);

    expect(await items(other)).toEqual({ items: [], total_count: 0, page_index: 0, page_size: 10 });
    expect((await rescheduleList(t, other.member)).body.Data).toEqual({
      items: [],
      total_count: 0,
      page_index: 0,
      page_size: 10,
    });
    expectError(
      await cancelBooking(t, other.member, mine.booking_id),
      404,
      BOOKING_MESSAGES.bookingNotFound,
      "BE004",
    );
    expectError(
      await requestReschedule(t, other.member, {
        booking_id: mine.booking_id,
        visit_date: "2026-12-19",
        shift_type: 1,
        start_time: "09:00",
      }),
      404,
      BOOKING_MESSAGES.bookingNotFound,
      "BE004",
    );
    // The identity is the session's: naming the owner in the body is refused before anything else.
    const named = await t.call({
      method: "POST",
      url: "/api/users/getallbookings/",
      headers: authed(other.member),
      payload: { user_id: owner.member.userId },
    });
    expect(named.status).toBe(403);
    const anonymous = await t.call({ method: "POST", url: "/api/users/getallbookings/", payload: {} });
    expect(anonymous.status).toBe(401);

    expect(await storedFor(t, owner.member.userId)).toEqual(before);
    expect(await ids(owner)).toEqual([mine.booking_id]);
  });
});
