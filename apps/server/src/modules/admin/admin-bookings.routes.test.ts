import { ADMIN_MESSAGES, actionRefusedMessage } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../../test/billing.ts";
import {
  booked,
  emailOf,
  expectError,
  listBookings,
  NOW,
  notificationsOf,
  query,
  storedFor,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  addLovedOne,
  bookingBody,
  fixedClock,
  grantPlan,
  serviceId,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, newPerson, registerMember } from "../../test/identity.ts";

const ADMIN_CALLS = [
  "getallservicebooking",
  "takeaction",
  "getallreschedule",
  "decidereschedule",
  "getauditlog",
] as const;

/** A member with a unique name, a plan for the year and one loved one. */
async function family(t: TestApp, userName: string) {
  const person = { ...newPerson(), user_name: userName };
  const registered = await registerMember(t, person);
  const member: Member = { userId: registered.userId, token: registered.token };
  await grantPlan(t, member.userId, YEAR);
  const lovedOne = await addLovedOne(t, member);
  return { member, person, lovedOne };
}

async function auditRows(t: TestApp, bookingId: number) {
  return query<{ action: string; admin_id: number; before: unknown; after: unknown; note: string | null }>(
    t,
    sql`select action, admin_id, before, after, note from admin_audit where target_type = 'booking' and target_id = ${bookingId} order by id`,
  );
}

async function adminIdOf(t: TestApp, phone: string): Promise<number> {
  const [row] = await query<{ id: number }>(t, sql`select id from users where phone = ${`+91${phone}`}`);
  if (!row) throw new Error("no admin");
  return row.id;
}

describe.each(TEST_DATABASES)("admin bookings, actions and audit log (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: { phone: string; token: string; id: number };
  let other: { phone: string; token: string; id: number };
  let uncounted: number;
  let doctor: number;

  beforeAll(async () => {
    uncounted = await uncountedService(t);
    doctor = await serviceId(t, "MED-DOCTOR-VISIT");
    const a = await loginNewAdmin(t);
    admin = { ...a, id: await adminIdOf(t, a.phone) };
    const b = await loginNewAdmin(t);
    other = { ...b, id: await adminIdOf(t, b.phone) };
  });

  const act = (token: string, bookingId: number, action: string, remarks?: string) =>
    adminCall(t, token, "takeaction", {
      booking_id: bookingId,
      action,
      ...(remarks === undefined ? {} : { remarks }),
    });

  it("answers 401 without a token and 403 to a member, for each admin call", async () => {
    const f = await family(t, "Nobody Special");
    for (const path of ADMIN_CALLS) {
      const anonymous = await t.call({ method: "POST", url: `/api/admin/${path}/`, payload: {} });
      expect(anonymous.status, path).toBe(401);
      expect((await adminCall(t, f.member.token, path, {})).status, path).toBe(403);
    }
  });

  it("refuses bad list requests with 400 and the message, never 500", async () => {
    const bad: [string, object, string?][] = [
      ["getallservicebooking", { page_size: 101 }],
      ["getallservicebooking", { search_string: "ab" }, ADMIN_MESSAGES.searchTooShort],
      ["getallservicebooking", { status: "lost" }],
      ["getallservicebooking", { shift_type: 9 }],
      ["getallservicebooking", { service_id: -1 }],
      ["getallservicebooking", { date_from: "2026-12-20", date_to: "2026-12-01" }, ADMIN_MESSAGES.dateRange],
      ["getallservicebooking", { date_from: "2026-02-30" }],
      ["getallservicebooking", { extra: 1 }],
      ["getallreschedule", { search_string: "xy" }, ADMIN_MESSAGES.searchTooShort],
      ["getallreschedule", { status: "pending" }],
      ["getauditlog", { target_type: "member" }],
      ["getauditlog", { page_size: 101 }],
      ["takeaction", { booking_id: 1, action: "reject" }, ADMIN_MESSAGES.reasonRequired],
      ["takeaction", { booking_id: 1, action: "delete" }],
    ];
    for (const [path, payload, message] of bad) {
      const res = await adminCall(t, admin.token, path, payload);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      if (message) expectError(res, 400, message);
    }
    const wide = await adminCall(t, admin.token, "getauditlog", { date_to: "9999-12-31" });
    expect(wide.status).toBe(200);
  });

  it("lists every member's bookings, next visit first, with the member and the allowed actions", async () => {
    const f = await family(t, "Zubin Mistry");
    const early = await booked(t, f.member, bookingBody(f.lovedOne, uncounted, { visit_date: "2026-12-10" }));
    const late = await booked(t, f.member, bookingBody(f.lovedOne, doctor, { visit_date: "2026-12-20" }));
    const res = await adminCall(t, admin.token, "getallservicebooking", { search_string: "zubin mis" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.total_count).toBe(2);
    expect(res.body.Data.items.map((b: { booking_id: number }) => b.booking_id)).toEqual([
      early.booking_id,
      late.booking_id,
    ]);
    expect(res.body.Data.items[0]).toMatchObject({
      user_id: f.member.userId,
      user_name: "Zubin Mistry",
      user_phone: `+91${f.person.phone}`, // E.164, as stored
      user_email: f.person.email,
      status: "requested",
      actions: ["confirm", "reject", "cancel"],
      // What the visit needs to know of the loved one, on the row itself (issue 25).
      loved_one_languages: ["Bengali"],
      loved_one_mobility: "walks_unaided",
    });
    expect(res.body.Data.items[0].city_id).toEqual(expect.any(Number));

    for (const search of [f.person.phone, f.person.email.toUpperCase()]) {
      const found = await adminCall(t, admin.token, "getallservicebooking", { search_string: search });
      expect(found.body.Data.total_count, search).toBe(2);
    }
    // A search found in one member's name and email and in another's email lists both members' bookings once.
    const named = await registerMember(t, { ...newPerson(), user_name: "Ravi Qorvath" });
    await query(
      t,
      sql`update users set email = ${`qorvath.${named.userId}@example.com`} where id = ${named.userId}`,
    );
    const mailed = await family(t, "Sunil Das");
    await query(
      t,
      sql`update users set email = ${"q.qorvath@example.com"} where id = ${mailed.member.userId}`,
    );
    const namedMember: Member = { userId: named.userId, token: named.token };
    await grantPlan(t, named.userId, YEAR);
    const namedBooking = await booked(
      t,
      namedMember,
      bookingBody(await addLovedOne(t, namedMember), uncounted),
    );
    const mailedBooking = await booked(t, mailed.member, bookingBody(mailed.lovedOne, uncounted));
    const both = await adminCall(t, admin.token, "getallservicebooking", { search_string: "QORVATH" });
    expect(both.body.Data.total_count).toBe(2);
    expect(both.body.Data.items.map((b: { booking_id: number }) => b.booking_id).sort()).toEqual(
      [namedBooking.booking_id, mailedBooking.booking_id].sort(),
    );
    // LIKE wildcards are taken literally.
    const wild = await adminCall(t, admin.token, "getallservicebooking", { search_string: "%%%" });
    expect(wild.body.Data.total_count).toBe(0);

    const filtered = async (filters: object) =>
      (
        await adminCall(t, admin.token, "getallservicebooking", { search_string: f.person.phone, ...filters })
      ).body.Data.items.map((b: { booking_id: number }) => b.booking_id);
    expect(await filtered({ service_id: doctor })).toEqual([late.booking_id]);
    expect(await filtered({ date_from: "2026-12-01", date_to: "2026-12-15" })).toEqual([early.booking_id]);
    expect(await filtered({ shift_type: 2 })).toEqual([]);
    expect(await filtered({ status: "confirmed" })).toEqual([]);
    const city = res.body.Data.items[0].city_id as number;
    expect(await filtered({ city_id: city })).toHaveLength(2);
    expect(await filtered({ city_id: city + 1000 })).toEqual([]);
    const paged = await adminCall(t, admin.token, "getallservicebooking", {
      search_string: f.person.phone,
      page_size: 1,
      page_index: 1,
    });
    expect(paged.body.Data.items.map((b: { booking_id: number }) => b.booking_id)).toEqual([late.booking_id]);
  });

  it("starts with today's and the next visits, then the earlier ones latest first; by date either way on request", async () => {
    const f = await family(t, "Yamini Rao");
    const ids: Record<string, number> = {};
    for (const day of ["2026-12-05", "2026-12-08", "2026-12-10", "2026-12-20"]) {
      ids[day] = (
        await booked(t, f.member, bookingBody(f.lovedOne, uncounted, { visit_date: day }))
      ).booking_id;
    }
    const order = async (payload: object) =>
      (
        await adminCall(t, admin.token, "getallservicebooking", { search_string: f.person.phone, ...payload })
      ).body.Data.items.map((b: { booking_id: number }) => b.booking_id);
    const of = (...days: string[]) => days.map((d) => ids[d]);

    clock.set("2026-12-08T10:00:00Z"); // 8 December in India: today's visit leads
    try {
      expect(await order({})).toEqual(of("2026-12-08", "2026-12-10", "2026-12-20", "2026-12-05"));
      expect(await order({ sort: "latest" })).toEqual(
        of("2026-12-20", "2026-12-10", "2026-12-08", "2026-12-05"),
      );
      expect(await order({ sort: "earliest" })).toEqual(
        of("2026-12-05", "2026-12-08", "2026-12-10", "2026-12-20"),
      );
      // Pages run on across the turn from the next visits to the earlier ones.
      expect(await order({ page_size: 2, page_index: 1 })).toEqual(of("2026-12-20", "2026-12-05"));
      expect(await order({ page_size: 3, page_index: 1 })).toEqual(of("2026-12-05"));
      expect(await order({ page_size: 2, page_index: 2 })).toEqual([]);
      // Without the search, too (the index's order rather than a sort of the matches).
      const all = (
        await adminCall(t, admin.token, "getallservicebooking", {
          date_from: "2026-12-05",
          date_to: "2026-12-20",
        })
      ).body.Data.items.map((b: { booking_id: number }) => b.booking_id);
      expect(all.filter((id: number) => Object.values(ids).includes(id))).toEqual(
        of("2026-12-08", "2026-12-10", "2026-12-20", "2026-12-05"),
      );
      const csv = await t.app.inject({
        method: "POST",
        url: "/api/admin/exportservicebookings/",
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { search_string: f.person.phone },
      });
      const exported = csv.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((l) => Number(l.split(",")[0]));
      expect(exported).toEqual(of("2026-12-08", "2026-12-10", "2026-12-20", "2026-12-05"));

      // Two visits on one day go by their start, then id, either way (a search's matches are ordered by
      // the server once read, decision 0052).
      const early = (
        await booked(t, f.member, bookingBody(f.lovedOne, uncounted, { visit_date: "2026-12-11" }))
      ).booking_id;
      await t.database.db.execute(
        sql`update bookings set visit_date = '2026-12-10', shift_type = 2, starts_at = starts_at - interval '26 hours'
            where id = ${early}`,
      );
      const tenth = ids["2026-12-10"] as number;
      expect(await order({})).toEqual([
        ids["2026-12-08"],
        early,
        tenth,
        ids["2026-12-20"],
        ids["2026-12-05"],
      ]);
      expect(await order({ sort: "latest" })).toEqual([
        ids["2026-12-20"],
        tenth,
        early,
        ids["2026-12-08"],
        ids["2026-12-05"],
      ]);
    } finally {
      clock.set(NOW);
    }
  });

  it("confirms, then completes once started: audit rows with before and after, the member sees it, an email", async () => {
    const f = await family(t, "Farah Khan");
    const b = await booked(t, f.member, bookingBody(f.lovedOne, uncounted));
    const res = await act(admin.token, b.booking_id, "confirm");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(ADMIN_MESSAGES.actionTaken);
    expect(res.body.Data.booking).toMatchObject({ status: "confirmed", actions: ["cancel"] });
    expect((await listBookings(t, f.member)).body.Data.items[0].status).toBe("confirmed");
    expect((await notificationsOf(t, f.member.userId)).at(-1)?.kind).toBe("booking_confirmed");

    expectError(await act(admin.token, b.booking_id, "complete"), 422, ADMIN_MESSAGES.completeBeforeStart);
    clock.set("2026-12-15T04:00:00Z");
    try {
      const shown = await adminCall(t, admin.token, "getallservicebooking", {
        search_string: f.person.phone,
      });
      // 30 minutes after the start and nobody has checked in: it is late, so it may also be marked missed.
      expect(shown.body.Data.items[0].actions).toEqual(["complete", "cancel", "miss"]);
      expect(shown.body.Data.items[0].late).toBe(true);
      expect((await act(other.token, b.booking_id, "complete", "Went well")).status).toBe(200);
    } finally {
      clock.set(NOW);
    }
    expect(await auditRows(t, b.booking_id)).toEqual([
      {
        action: "booking.confirm",
        admin_id: admin.id,
        before: { status: "requested", status_reason: null },
        after: { status: "confirmed", status_reason: null },
        note: null,
      },
      {
        action: "booking.complete",
        admin_id: other.id,
        before: { status: "confirmed", status_reason: null },
        after: { status: "completed", status_reason: null },
        note: "Went well",
      },
    ]);
  });

  it("rejects and cancels with the reason the family is told, closing an open reschedule request", async () => {
    const f = await family(t, "Gita Bose");
    const b = await booked(t, f.member, bookingBody(f.lovedOne, uncounted));
    const ask = await t.call({
      method: "POST",
      url: "/api/users/requestreschedule/",
      headers: { authorization: `Bearer ${f.member.token}` },
      payload: { booking_id: b.booking_id, visit_date: "2026-12-18", shift_type: 2, start_time: "14:00" },
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    const res = await act(admin.token, b.booking_id, "reject", "No caregiver that day");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.booking).toMatchObject({
      status: "rejected",
      status_reason: "No caregiver that day",
      actions: [],
      reschedule: { status: "cancelled" },
    });
    expect((await notificationsOf(t, f.member.userId)).at(-1)?.kind).toBe("booking_rejected");
    expect((await auditRows(t, b.booking_id))[0]).toMatchObject({
      action: "booking.reject",
      after: { status: "rejected", status_reason: "No caregiver that day" },
      note: "No caregiver that day",
    });

    const c = await booked(t, f.member, bookingBody(f.lovedOne, doctor));
    expect((await act(admin.token, c.booking_id, "cancel", "Caregiver ill")).status).toBe(200);
    expect(
      (await listBookings(t, f.member)).body.Data.items.map((x: { status: string }) => x.status),
    ).toContain("cancelled");
  });

  it("refuses a transition the state machine does not allow with 409, changing and auditing nothing", async () => {
    const f = await family(t, "Hari Prasad");
    const requested = await booked(t, f.member, bookingBody(f.lovedOne, uncounted));
    const cancelled = await booked(
      t,
      f.member,
      bookingBody(f.lovedOne, doctor, { visit_date: "2026-12-16" }),
    );
    expect((await act(admin.token, cancelled.booking_id, "cancel", "Not needed")).status).toBe(200);
    clock.set("2026-12-20T04:00:00Z");
    try {
      const before = await storedFor(t, f.member.userId);
      const audits = await auditRows(t, cancelled.booking_id);
      const refusals: [number, string, string][] = [
        [requested.booking_id, "complete", actionRefusedMessage("requested", "complete")],
        [cancelled.booking_id, "confirm", actionRefusedMessage("cancelled", "confirm")],
        [cancelled.booking_id, "reject", actionRefusedMessage("cancelled", "reject")],
        [cancelled.booking_id, "complete", actionRefusedMessage("cancelled", "complete")],
      ];
      for (const [id, action, message] of refusals) {
        expectError(await act(admin.token, id, action, "Because"), 409, message, "BE010");
      }
      expect(await storedFor(t, f.member.userId)).toEqual(before);
      expect(await auditRows(t, requested.booking_id)).toEqual([]);
      expect(await auditRows(t, cancelled.booking_id)).toEqual(audits);
    } finally {
      clock.set(NOW);
    }
    expectError(
      await act(admin.token, 2_000_000_000, "confirm"),
      404,
      ADMIN_MESSAGES.bookingNotFound,
      "BE004",
    );
  });

  it("of 20 simultaneous confirms and rejects of one booking, exactly one takes effect: one audit row, one email", async () => {
    const f = await family(t, "Rhea Banerjee");
    const b = await booked(t, f.member, bookingBody(f.lovedOne, uncounted, { visit_date: "2026-12-11" }));
    const before = (await notificationsOf(t, f.member.userId)).length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? act(other.token, b.booking_id, "reject", "No caregiver")
          : act(admin.token, b.booking_id, "confirm"),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await auditRows(t, b.booking_id)).toHaveLength(1);
    expect((await notificationsOf(t, f.member.userId)).slice(before)).toHaveLength(1);
  });

  it("two admins acting on one booking at once: one succeeds, the other is refused; one audit row, one email", async () => {
    const f = await family(t, "Ira Ghosh");
    const b = await booked(t, f.member, bookingBody(f.lovedOne, uncounted));
    const before = (await notificationsOf(t, f.member.userId)).length;
    const [first, second] = await Promise.all([
      act(admin.token, b.booking_id, "confirm"),
      act(other.token, b.booking_id, "reject", "No caregiver"),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.status === 200 ? "confirmed" : "rejected";
    const loser = first.status === 200 ? second : first;
    expectError(
      loser,
      409,
      first.status === 200
        ? actionRefusedMessage("confirmed", "reject")
        : actionRefusedMessage("rejected", "confirm"),
    );
    expect(await auditRows(t, b.booking_id)).toHaveLength(1);
    const mails = (await notificationsOf(t, f.member.userId)).slice(before);
    expect(mails.map((n) => n.kind)).toEqual([
      winner === "confirmed" ? "booking_confirmed" : "booking_rejected",
    ]);
    expect(await emailOf(t, f.member.userId)).toBe(f.person.email);
  });

  it("lists the audit log newest first with the admin's name, filtered by target, admin and India day", async () => {
    const f = await family(t, "Jaya Roy");
    const b = await booked(t, f.member, bookingBody(f.lovedOne, uncounted));
    clock.set("2026-12-01T20:00:00Z"); // 1:30 AM on 2 December in India
    try {
      expect((await act(other.token, b.booking_id, "confirm")).status).toBe(200);
    } finally {
      clock.set(NOW);
    }
    const list = (payload: object) => adminCall(t, admin.token, "getauditlog", payload);
    const mine = await list({ target_type: "booking", target_id: b.booking_id });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.Data).toMatchObject({ total_count: 1, page_index: 0 });
    expect(mine.body.Data.items[0]).toEqual({
      audit_id: expect.any(Number),
      admin_id: other.id,
      admin_name: "Ops Desk",
      action: "booking.confirm",
      target_type: "booking",
      target_id: b.booking_id,
      // Who and what it is about, in words (issue 25).
      target_label: `${b.service_name} for ${b.loved_one_name} (Jaya Roy)`,
      before: { status: "requested", status_reason: null },
      after: { status: "confirmed", status_reason: null },
      note: null,
      created_at: "2026-12-01T20:00:00.000Z",
      // No companion named in this row (issue 42: the log names those it does).
      companion_names: {},
    });
    const count = async (payload: object) =>
      (await list({ target_id: b.booking_id, ...payload })).body.Data.total_count;
    expect(await count({ date_from: "2026-12-02", date_to: "2026-12-02" })).toBe(1);
    expect(await count({ date_to: "2026-12-01" })).toBe(0);
    expect(await count({ admin_id: other.id })).toBe(1);
    expect(await count({ admin_id: admin.id })).toBe(0);
    expect(await count({ target_type: "reschedule_request" })).toBe(0);
    const all = (await list({ page_size: 100 })).body.Data.items as {
      created_at: string;
      audit_id: number;
    }[];
    const sorted = [...all].sort(
      (x, y) => y.created_at.localeCompare(x.created_at) || y.audit_id - x.audit_id,
    );
    expect(all).toEqual(sorted);
  });
});
