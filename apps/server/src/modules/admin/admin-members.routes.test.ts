import {
  ADMIN_MEMBER_CSV_COLUMNS,
  ADMIN_MEMBER_FAMILY_ACTIVITY_MAX,
  ADMIN_MEMBER_MESSAGES,
  ADMIN_MESSAGES,
  type AdminMemberDetail,
  LIST_COUNT_CAP,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../../test/billing.ts";
import {
  booked,
  cancelBooking,
  expectError,
  NOW,
  query,
  setStatus,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  addLovedOne,
  bookingBody,
  fixedClock,
  grantPlan,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { circleMember, familyCall, inviteToCircle } from "../../test/family.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, newPerson, registerMember } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

/** admin/exportmembers/ as raw text (the CSV is not the JSON envelope). */
async function exportCsv(t: TestApp, token: string, payload: object) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/exportmembers/",
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, headers: res.headers, text: res.payload };
}

/** The CSV's lines without the byte-order mark and the final line break. */
const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n$/, "")
    .split("\r\n");

async function member(t: TestApp, userName: string) {
  const person = { ...newPerson(), user_name: userName };
  const registered = await registerMember(t, person);
  const m: Member = { userId: registered.userId, token: registered.token };
  return { member: m, person };
}

async function setJoined(t: TestApp, userId: number, at: string) {
  await t.database.db.execute(sql`update users set created_at = ${at}::timestamptz where id = ${userId}`);
}

describe.each(TEST_DATABASES)("admin members (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: { phone: string; token: string };

  beforeAll(async () => {
    admin = await loginNewAdmin(t);
  });

  it("answers 401 without a token and 403 to a member, for each members call", async () => {
    const { member: m } = await member(t, "Nobody Special");
    for (const path of ["getallmembers", "getmember", "exportmembers"]) {
      const anonymous = await t.call({ method: "POST", url: `/api/admin/${path}/`, payload: {} });
      expect(anonymous.status, path).toBe(401);
      expect((await adminCall(t, m.token, path, { member_id: m.userId })).status, path).toBe(403);
    }
  });

  it("refuses bad requests with 400 and the message, never 500", async () => {
    const bad: [string, object, string?][] = [
      ["getallmembers", { page_size: 101 }, "page_size cannot exceed 100"],
      ["getallmembers", { page_index: -1 }],
      ["getallmembers", { search_string: "ab" }, ADMIN_MESSAGES.searchTooShort],
      ["getallmembers", { sort: "name" }],
      ["getallmembers", { joined_from: "2026-12-20", joined_to: "2026-12-01" }, ADMIN_MESSAGES.dateRange],
      ["getallmembers", { joined_from: "2026-02-30" }],
      ["getallmembers", { extra: 1 }],
      ["getmember", {}, "member_id is required"],
      ["getmember", { member_id: "x" }],
      ["getmember", { member_id: 1, extra: true }],
      ["exportmembers", { search_string: "ab" }, ADMIN_MESSAGES.searchTooShort],
      ["exportmembers", { joined_to: "2026-13-01" }],
    ];
    for (const [path, payload, message] of bad) {
      const res = await adminCall(t, admin.token, path, payload);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      if (message) expectError(res, 400, message);
    }
  });

  it("lists members only, newest or oldest first, searchable and filtered by India joining days", async () => {
    const a = await member(t, "Ishaan Varkey");
    const b = await member(t, "Ishaan Varkey");
    const c = await member(t, "Ishaan Varkey");
    // 20:00 UTC on 10 March is 01:30 on 11 March in India.
    await setJoined(t, a.member.userId, "2025-03-10T20:00:00Z");
    await setJoined(t, b.member.userId, "2025-04-01T06:00:00Z");
    await setJoined(t, c.member.userId, "2025-05-01T06:00:00Z");
    const list = (payload: object) =>
      adminCall(t, admin.token, "getallmembers", { search_string: "ishaan varkey", ...payload });
    const ids = async (payload: object) =>
      ((await list(payload)).body.Data.items as { member_id: number }[]).map((m) => m.member_id);

    const res = await list({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toMatchObject({ total_count: 3, page_index: 0, page_size: 10 });
    expect(await ids({})).toEqual([c.member.userId, b.member.userId, a.member.userId]);
    expect(await ids({ sort: "joined_asc" })).toEqual([a.member.userId, b.member.userId, c.member.userId]);
    expect(await ids({ joined_from: "2025-03-11", joined_to: "2025-04-01" })).toEqual([
      b.member.userId,
      a.member.userId,
    ]);
    expect(await ids({ joined_to: "2025-03-10" })).toEqual([]);
    const paged = await list({ page_size: 2, page_index: 1 });
    expect(paged.body.Data.total_count).toBe(3);
    expect(paged.body.Data.items.map((m: { member_id: number }) => m.member_id)).toEqual([a.member.userId]);

    for (const search of [a.person.phone.slice(2), a.person.email.toUpperCase()]) {
      expect(await ids({ search_string: search }), search).toEqual([a.member.userId]);
    }
    expect(await ids({ search_string: "%%%" })).toEqual([]);
    // Administrators are not members.
    expect(await ids({ search_string: admin.phone })).toEqual([]);
  });

  it("shows each member's city, plan, loved ones and upcoming visits, and erased accounts as erased", async () => {
    const f = await member(t, "Meher Contractor");
    const bare = await member(t, "Meher Contractor");
    const kolkata = await placeOf(t, "Kolkata");
    await t.database.db.execute(
      sql`update users set city_id = ${kolkata.city_id} where id = ${f.member.userId}`,
    );
    await grantPlan(t, f.member.userId, { tier: "gold", startsOn: "2025-12-01", endsOn: "2026-11-30" });
    await grantPlan(t, f.member.userId, { tier: "silver", ...YEAR });
    const lovedOne = await addLovedOne(t, f.member);
    await addLovedOne(t, f.member, "Haripada Das");
    const uncounted = await uncountedService(t);
    await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-10" }));
    const confirmed = await booked(
      t,
      f.member,
      bookingBody(lovedOne, uncounted, { visit_date: "2026-12-11" }),
    );
    await setStatus(t, confirmed.booking_id, "confirmed");
    const cancelled = await booked(
      t,
      f.member,
      bookingBody(lovedOne, uncounted, { visit_date: "2026-12-12" }),
    );
    await setStatus(t, cancelled.booking_id, "cancelled", "Plans changed");

    const res = await adminCall(t, admin.token, "getallmembers", {
      search_string: "meher contractor",
      sort: "joined_asc",
    });
    expect(res.body.Data.items).toEqual([
      {
        member_id: f.member.userId,
        user_name: "Meher Contractor",
        phone: `+91${f.person.phone}`,
        email: f.person.email,
        city_name: "Kolkata",
        plan_type_name: "silver",
        plan_status: "active",
        plan_paused: false,
        loved_ones_count: 2,
        upcoming_visits: 2,
        created_at: expect.any(String),
        erased: false,
      },
      {
        member_id: bare.member.userId,
        user_name: "Meher Contractor",
        phone: `+91${bare.person.phone}`,
        email: bare.person.email,
        city_name: null,
        plan_type_name: null,
        plan_status: null,
        plan_paused: false,
        loved_ones_count: 0,
        upcoming_visits: 0,
        created_at: expect.any(String),
        erased: false,
      },
    ]);

    await t.database.db.execute(
      sql`update users set user_name = 'Erased member', phone = ${`erased-${bare.member.userId}`}, email = ${`erased-${bare.member.userId}@invalid`}, erased_at = now() where id = ${bare.member.userId}`,
    );
    const erased = await adminCall(t, admin.token, "getallmembers", {
      search_string: `erased-${bare.member.userId}`,
    });
    expect(erased.body.Data.items).toMatchObject([{ member_id: bare.member.userId, erased: true }]);
  });

  it("shows one member's page: masked ID, loved ones, plans, payments, bookings and enquiries", async () => {
    const f = await member(t, "Rustom Bharucha");
    await grantPlan(t, f.member.userId, { tier: "gold", ...YEAR });
    const lovedOne = await addLovedOne(t, f.member);
    const uncounted = await uncountedService(t);
    const early = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-10" }));
    const late = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-20" }));
    const place = await placeOf(t, "Kolkata");
    await t.database.db.execute(
      sql`insert into enquiries (user_name, phone, email, user_message, city_id, country_id, user_id, client_ip, submission_key)
          values ('Rustom Bharucha', ${f.person.phone}, ${f.person.email}, 'Do you visit Salt Lake?', ${place.city_id}, ${place.country_id}, ${f.member.userId}, '127.0.0.1', ${`k-${f.member.userId}`})`,
    );

    const res = await adminCall(t, admin.token, "getmember", { member_id: f.member.userId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.Data;
    expect(d.profile).toMatchObject({
      member_id: f.member.userId,
      user_name: "Rustom Bharucha",
      phone: `+91${f.person.phone}`,
      email: f.person.email,
      user_relation: ["Self"],
      id_type_name: "Aadhaar",
      id_no_masked: expect.stringMatching(/\d{4}$/),
      consent_version: expect.any(String),
      erased: false,
      erased_at: null,
    });
    expect(d.profile.id_no_masked.endsWith(f.person.id_no.slice(-4))).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(f.person.id_no);
    expect(d.loved_ones).toMatchObject([{ loved_one_id: lovedOne, full_name: "Kamala Devi" }]);
    expect(d.subscriptions).toMatchObject([
      { plan_type_name: "gold", start_date: YEAR.startsOn, status: "active", amount: expect.any(Number) },
    ]);
    expect(d.subscriptions[0].amount).toBeGreaterThan(0);
    expect(d.payments).toMatchObject([{ status: "paid", amount: d.subscriptions[0].amount }]);
    expect(d.bookings.map((b: { booking_id: number }) => b.booking_id)).toEqual([
      late.booking_id,
      early.booking_id,
    ]);
    expect(d.bookings_total).toBe(2);
    expect(d.enquiries).toMatchObject([{ user_message: "Do you visit Salt Lake?", status: "new" }]);
    // How messages reach them (email until chosen), and what was sent to them, newest first: among it the
    // two "We have your booking" emails.
    expect(d.message_choices.channels).toEqual({ visits: ["email"], reports: ["email"], plans: ["email"] });
    expect(
      d.messages.map((m: { channel: string; to: string; subject: string }) => [m.channel, m.to, m.subject]),
    ).toEqual(
      expect.arrayContaining([
        [
          "email",
          f.person.email,
          expect.stringMatching(/^We have your booking for Kamala Devi on 20 Dec 2026/),
        ],
        [
          "email",
          f.person.email,
          expect.stringMatching(/^We have your booking for Kamala Devi on 10 Dec 2026/),
        ],
      ]),
    );
    const ids = d.messages.map((m: { notification_id: number }) => m.notification_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it("shows the member's family circle, the families they belong to and what circle members did", async () => {
    const payer = await subscribedFamily(t, { ...YEAR, lovedOnes: 1 });
    const lovedOne = payer.lovedOnes[0] as number;
    const service = await uncountedService(t);
    // A removed invitation is left out; an invitation past its link's life shows as expired.
    const withdrawn = await inviteToCircle(t, payer.member, "viewer");
    expect(
      (await familyCall(t, payer.member, "removefamily", { membership_id: withdrawn.membershipId })).status,
    ).toBe(200);
    const manager = await circleMember(t, payer.member, "manager");
    const invited = await inviteToCircle(t, payer.member, "viewer");
    const expired = await inviteToCircle(t, payer.member, "manager");
    await t.database.db.execute(
      sql`update family_members set expires_at = ${NOW}::timestamptz - interval '1 hour' where id = ${expired.membershipId}`,
    );
    const [managerAccount] = await query<{ id: number }>(
      t,
      sql`select id from users where phone = ${`+91${manager.person.phone}`}`,
    );
    const managerId = managerAccount?.id as number;

    // The manager books a visit and cancels it: recorded with who did it, newest first.
    const visit = await booked(t, manager.session, bookingBody(lovedOne, service));
    expect((await cancelBooking(t, manager.session, visit.booking_id)).status).toBe(200);
    // A call recorded before its label existed shows as its path.
    await t.database.db.execute(
      sql`insert into family_activity (payer_id, actor_user_id, action, detail, at)
          values (${payer.member.userId}, ${managerId}, 'users/somethingnew/', '{"loved_one_id": 1}'::jsonb, ${NOW}::timestamptz - interval '1 day')`,
    );

    const res = await adminCall(t, admin.token, "getmember", { member_id: payer.member.userId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.Data as AdminMemberDetail;
    expect(d.family_circle).toEqual([
      {
        membership_id: manager.membershipId,
        name: "Meera Sen",
        phone: `+91${manager.person.phone}`,
        email: "",
        role: "manager",
        status: "active",
        invited_at: NOW.replace("Z", ".000Z"),
        expires_at: expect.any(String),
        accepted_at: NOW.replace("Z", ".000Z"),
        member_user_id: managerId,
      },
      {
        membership_id: invited.membershipId,
        name: "Meera Sen",
        phone: `+91${invited.person.phone}`,
        email: "",
        role: "viewer",
        status: "invited",
        invited_at: NOW.replace("Z", ".000Z"),
        expires_at: "2026-12-08T04:30:00.000Z",
        accepted_at: null,
        member_user_id: null,
      },
      expect.objectContaining({ membership_id: expired.membershipId, status: "expired", role: "manager" }),
    ]);
    expect(d.family_of).toEqual([]);
    expect(d.family_activity).toEqual([
      {
        activity_id: expect.any(Number),
        actor_user_id: managerId,
        actor_name: "Meera Sen",
        action: "users/cancelbooking/",
        label: "Cancelled a visit",
        detail: expect.objectContaining({ booking_id: visit.booking_id }),
        at: NOW.replace("Z", ".000Z"),
      },
      {
        activity_id: expect.any(Number),
        actor_user_id: managerId,
        actor_name: "Meera Sen",
        action: "users/servicebooking/",
        label: "Booked a visit",
        // What the call named, and the booking it made.
        detail: expect.objectContaining({
          loved_one_id: lovedOne,
          service_id: service,
          booking_id: visit.booking_id,
        }),
        at: NOW.replace("Z", ".000Z"),
      },
      expect.objectContaining({ action: "users/somethingnew/", label: "users/somethingnew/" }),
    ]);

    // The manager's own page: the family they belong to, and no circle of their own.
    const own = await adminCall(t, admin.token, "getmember", { member_id: managerId });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.Data.family_of).toEqual([
      {
        membership_id: manager.membershipId,
        payer_id: payer.member.userId,
        payer_name: "Anita Sen",
        role: "manager",
        accepted_at: NOW.replace("Z", ".000Z"),
      },
    ]);
    expect(own.body.Data.family_circle).toEqual([]);
    expect(own.body.Data.family_activity).toEqual([]);
  });

  it(`lists only the latest ${ADMIN_MEMBER_FAMILY_ACTIVITY_MAX} things circle members did`, async () => {
    const payer = await subscribedFamily(t, { ...YEAR, lovedOnes: 1 });
    const viewer = await circleMember(t, payer.member, "viewer");
    const [account] = await query<{ id: number }>(
      t,
      sql`select id from users where phone = ${`+91${viewer.person.phone}`}`,
    );
    await t.database.db.execute(
      sql`insert into family_activity (payer_id, actor_user_id, action, detail, at)
          select ${payer.member.userId}, ${account?.id as number}, 'users/ratevisit/', jsonb_build_object('booking_id', g),
                 ${NOW}::timestamptz - g * interval '1 minute'
          from generate_series(1, ${ADMIN_MEMBER_FAMILY_ACTIVITY_MAX + 5}) g`,
    );
    const res = await adminCall(t, admin.token, "getmember", { member_id: payer.member.userId });
    const activity = (res.body.Data as AdminMemberDetail).family_activity;
    expect(activity.map((a) => a.detail.booking_id)).toEqual(
      Array.from({ length: ADMIN_MEMBER_FAMILY_ACTIVITY_MAX }, (_, i) => i + 1),
    );
    expect(activity[0]?.label).toBe("Rated a visit");
  });

  it("answers 404 with the message for no such member and for an administrator's id", async () => {
    const [adminRow] = await query<{ id: number }>(
      t,
      sql`select id from users where phone = ${`+91${admin.phone}`}`,
    );
    for (const memberId of [2_000_000_000, adminRow?.id ?? 0]) {
      expectError(
        await adminCall(t, admin.token, "getmember", { member_id: memberId }),
        404,
        ADMIN_MEMBER_MESSAGES.memberNotFound,
      );
    }
  });

  it("exports every matching member as CSV in the list's order, with a header row", async () => {
    const a = await member(t, "Zarine Wadia");
    const b = await member(t, "Zarine Wadia");
    // Older accounts may hold names the form no longer accepts: quoted as CSV needs.
    await t.database.db.execute(
      sql`update users set user_name = 'Zarine Wadia, "Jr"' where id = ${a.member.userId}`,
    );
    await setJoined(t, a.member.userId, "2025-06-01T06:00:00Z");
    await setJoined(t, b.member.userId, "2025-07-01T06:00:00Z");
    await grantPlan(t, b.member.userId, { tier: "gold", ...YEAR });

    const res = await exportCsv(t, admin.token, {
      search_string: "zarine wadia",
      page_size: 1,
      page_index: 5,
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="members-2026-12-01.csv"');
    expect(res.text.startsWith("\uFEFF")).toBe(true);
    expect(linesOf(res.text)).toEqual([
      ADMIN_MEMBER_CSV_COLUMNS.join(","),
      `${b.member.userId},Zarine Wadia,'+91${b.person.phone},${b.person.email},,Gold,Active,0,0,2025-07-01 11:30,No`,
      `${a.member.userId},"Zarine Wadia, ""Jr""",'+91${a.person.phone},${a.person.email},,,,0,0,2025-06-01 11:30,No`,
    ]);
    const oldest = await exportCsv(t, admin.token, { search_string: "zarine wadia", sort: "joined_asc" });
    expect(linesOf(oldest.text).map((l) => l.split(",")[0])).toEqual([
      "Member ID",
      String(a.member.userId),
      String(b.member.userId),
    ]);
    const none = await exportCsv(t, admin.token, { search_string: "zarine wadia", joined_to: "2025-01-01" });
    expect(linesOf(none.text)).toEqual([ADMIN_MEMBER_CSV_COLUMNS.join(",")]);
  });

  it("exports thousands of members through keyset batches, none lost or repeated on equal join times", async () => {
    // Many share a join time to the microsecond, and the times differ only in microseconds.
    await t.database.db.execute(
      sql`insert into users (user_type, user_name, phone, email, created_at)
          select 1, 'Bulkmember Test', 'bulk-' || g, 'bulk-' || g || '@example.invalid',
                 '2024-01-01T00:00:00.123456Z'::timestamptz + (g % 7) * interval '1 microsecond'
          from generate_series(1, 2500) g`,
    );
    const expected = await query<{ id: number }>(
      t,
      sql`select id from users where user_name = 'Bulkmember Test' order by created_at desc, id desc`,
    );
    const res = await exportCsv(t, admin.token, { search_string: "bulkmember" });
    const ids = linesOf(res.text)
      .slice(1)
      .map((l) => Number(l.split(",")[0]));
    expect(ids).toHaveLength(2500);
    expect(ids).toEqual(expected.map((r) => r.id));

    const list = await adminCall(t, admin.token, "getallmembers", {
      search_string: "bulkmember",
      page_size: 100,
      page_index: 24,
    });
    // A search counts no further than LIST_COUNT_CAP (decision 0050); every page is still there.
    expect(list.body.Data).toMatchObject({ total_count: LIST_COUNT_CAP, total_capped: true });
    expect(list.body.Data.items.map((m: { member_id: number }) => m.member_id)).toEqual(
      expected.slice(2400).map((r) => r.id),
    );
    // Text with no cased letter is matched with LIKE (no case to fold): the same rows, exactly counted
    // when few. Not digits alone: another test member's random phone may hold any four digits.
    const digits = await adminCall(t, admin.token, "getallmembers", { search_string: "-2499@" });
    expect(digits.body.Data).toMatchObject({ total_count: 1, total_capped: false });
    const upper = await adminCall(t, admin.token, "getallmembers", { search_string: "BULK-2499" });
    expect(upper.body.Data.items.map((m: { phone: string }) => m.phone)).toEqual(["bulk-2499"]);
    const all = await adminCall(t, admin.token, "getallmembers", {});
    expect(all.body.Data.total_capped).toBe(false);
    expect(all.body.Data.total_count).toBeGreaterThan(2500);
  });
});
