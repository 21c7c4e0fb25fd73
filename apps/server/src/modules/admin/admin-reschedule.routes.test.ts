import { ADMIN_MESSAGES, BOOKING_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Member, memberCall } from "../../test/billing.ts";
import {
  booked,
  expectError,
  listBookings,
  NOW,
  notificationsOf,
  query,
  requestReschedule,
  storedFor,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  addLovedOne,
  book,
  bookingBody,
  fixedClock,
  grantPlan,
  serviceId,
  setCapacity,
} from "../../test/bookings.ts";
import { resetRoster } from "../../test/companions.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, newPerson, registerMember } from "../../test/identity.ts";
import { sendLoginCode } from "../../test/members.ts";

async function family(t: TestApp, userName = "Anita Sen") {
  const person = { ...newPerson(), user_name: userName };
  const registered = await registerMember(t, person);
  const member: Member = { userId: registered.userId, token: registered.token };
  await grantPlan(t, member.userId, YEAR);
  const lovedOne = await addLovedOne(t, member);
  return { member, person, lovedOne };
}

/** Sets a shift's places (Kolkata's roster) for the length of `run`, then puts the whole roster back. */
async function withCapacity(
  t: TestApp,
  service: number,
  places: [number, number][],
  run: () => Promise<void>,
) {
  for (const [shift, capacity] of places) await setCapacity(t, service, shift, capacity);
  try {
    await run();
  } finally {
    await resetRoster(t);
  }
}

async function auditOf(t: TestApp, requestId: number) {
  return query<{ action: string; before: unknown; after: unknown; note: string | null }>(
    t,
    sql`select action, before, after, note from admin_audit where target_type = 'reschedule_request' and target_id = ${requestId} order by id`,
  );
}

describe.each(TEST_DATABASES)("admin/getallreschedule/ and admin/decidereschedule/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let service: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    // A service of its own, so the slot counts here are this file's alone.
    service = await serviceId(t, "GEN-HOME-SAFETY");
  });

  const call = (path: string, payload: object) =>
    t.call({
      method: "POST",
      url: `/api/admin/${path}/`,
      headers: { authorization: `Bearer ${admin}` },
      payload,
    });
  const decide = (requestId: number, decision: string, note?: string) =>
    call("decidereschedule", { request_id: requestId, decision, ...(note === undefined ? {} : { note }) });

  /** A booking on 15 Dec (morning) and an open request to move it to `to` (default 18 Dec, afternoon). */
  async function askedToMove(userName?: string, to: object = {}) {
    const f = await family(t, userName);
    const b = await booked(t, f.member, bookingBody(f.lovedOne, service));
    const res = await requestReschedule(t, f.member, {
      booking_id: b.booking_id,
      visit_date: "2026-12-18",
      shift_type: 2,
      start_time: "14:00",
      ...to,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { ...f, bookingId: b.booking_id, requestId: res.body.Data.request.request_id as number };
  }

  it("approves: the booking moves, the old place frees and the new one is taken; audit row and email", async () => {
    const moving = await askedToMove("Kiran Das", { visit_date: "2026-12-22" });
    await withCapacity(
      t,
      service,
      [
        [1, 1],
        [2, 1],
      ],
      async () => {
        const res = await decide(moving.requestId, "approve");
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.Data.Message).toBe(ADMIN_MESSAGES.rescheduleApproved);
        expect(res.body.Data.request).toMatchObject({
          request_id: moving.requestId,
          status: "approved",
          user_id: moving.member.userId,
          user_name: "Kiran Das",
          user_phone: `+91${moving.person.phone}`,
          booking_status: "requested",
        });
        const shown = (await listBookings(t, moving.member)).body.Data.items[0];
        expect(shown).toMatchObject({ visit_date: "2026-12-22", shift_type: 2, start_time: "14:00" });
        expect((await notificationsOf(t, moving.member.userId)).at(-1)?.kind).toBe("reschedule_decided");
        expect(await auditOf(t, moving.requestId)).toEqual([
          {
            action: "reschedule.approve",
            before: {
              status: "open",
              booking_id: moving.bookingId,
              booking: { visit_date: "2026-12-15", shift_type: 1, start_time: "09:00" },
            },
            after: {
              status: "approved",
              booking_id: moving.bookingId,
              booking: { visit_date: "2026-12-22", shift_type: 2, start_time: "14:00" },
            },
            note: null,
          },
        ]);
        // The old place is free again, the new one taken.
        const next = await family(t);
        expect((await book(t, next.member, bookingBody(next.lovedOne, service))).status).toBe(200);
        expectError(
          await book(
            t,
            next.member,
            bookingBody(next.lovedOne, service, {
              visit_date: "2026-12-22",
              shift_type: 2,
              start_time: "14:00",
            }),
          ),
          409,
          BOOKING_MESSAGES.slotFull,
        );
        expectError(
          await decide(moving.requestId, "decline", "Too late"),
          409,
          ADMIN_MESSAGES.requestDecided,
        );
      },
    );
  });

  it("refuses an approval when the new slot filled meanwhile, changing nothing", async () => {
    const moving = await askedToMove(undefined, { visit_date: "2026-12-23" });
    await withCapacity(t, service, [[2, 1]], async () => {
      const rival = await family(t);
      const taken = bookingBody(rival.lovedOne, service, {
        visit_date: "2026-12-23",
        shift_type: 2,
        start_time: "14:00",
      });
      expect((await book(t, rival.member, taken)).status).toBe(200);
      const before = await storedFor(t, moving.member.userId);
      expectError(await decide(moving.requestId, "approve"), 409, BOOKING_MESSAGES.slotFull, "BE010");
      expect(await storedFor(t, moving.member.userId)).toEqual(before);
      expect(await auditOf(t, moving.requestId)).toEqual([]);
    });
  });

  it("refuses an approval whose new time is now too soon, and one for a booking no longer going ahead", async () => {
    const moving = await askedToMove(undefined, { visit_date: "2026-12-19" });
    clock.set("2026-12-19T06:00:00Z");
    try {
      const before = await storedFor(t, moving.member.userId);
      const res = await decide(moving.requestId, "approve");
      expect(res.status).toBe(422);
      expect(await storedFor(t, moving.member.userId)).toEqual(before);
    } finally {
      clock.set(NOW);
    }
    expectError(await decide(2_000_000_000, "approve"), 404, ADMIN_MESSAGES.requestNotFound, "BE004");
  });

  it("an approval and the member's erasure at the same moment never deadlock: each ends in 200 or a clear 4xx", async () => {
    // Approval locks the plan, the booking, the request; erasure the member, the loved ones, the bookings,
    // the requests (decision 0033). Taken in opposite orders these waited on each other: a 500.
    // Each family its own days in January, away from the other tests' shifts (and from Kolkata's 12 January
    // holiday: they move to 13 to 20 January).
    const families = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const f = await family(t, `Anita Sen ${"ABCDEFGH"[i]}`);
        const b = await booked(
          t,
          f.member,
          bookingBody(f.lovedOne, service, { visit_date: `2027-01-0${i + 1}` }),
        );
        const asked = await requestReschedule(t, f.member, {
          booking_id: b.booking_id,
          visit_date: `2027-01-${13 + i}`,
          shift_type: 2,
          start_time: "14:00",
        });
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        return { ...f, requestId: asked.body.Data.request.request_id as number };
      }),
    );
    for (const f of families) expect((await sendLoginCode(t, "P", f.person.phone)).status).toBe(200);
    const answers = await Promise.all(
      families.flatMap((f) => [
        decide(f.requestId, "approve"),
        memberCall(t, f.member, "eraseaccount", { otp: t.outbox.latestCode(`+91${f.person.phone}`) }),
      ]),
    );
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    // Every erasure went through; a request was approved only if its approval came first.
    for (const [i, f] of families.entries()) {
      expect(answers[2 * i + 1]?.status).toBe(200);
      const [row] = await query<{ status: string }>(
        t,
        sql`select status from reschedule_requests where id = ${f.requestId}`,
      );
      expect(row?.status).toBe(answers[2 * i]?.status === 200 ? "approved" : "cancelled");
    }
  });

  it("declines with a note (required): the booking stays, audit row and email", async () => {
    const moving = await askedToMove();
    expectError(await decide(moving.requestId, "decline"), 400, ADMIN_MESSAGES.noteRequired);
    const res = await decide(moving.requestId, "decline", "No caregiver that afternoon");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(ADMIN_MESSAGES.rescheduleDeclined);
    expect(res.body.Data.request).toMatchObject({
      status: "declined",
      decision_note: "No caregiver that afternoon",
    });
    expect((await listBookings(t, moving.member)).body.Data.items[0]).toMatchObject({
      visit_date: "2026-12-15",
      shift_type: 1,
    });
    expect((await notificationsOf(t, moving.member.userId)).at(-1)?.kind).toBe("reschedule_decided");
    expect(await auditOf(t, moving.requestId)).toMatchObject([
      { action: "reschedule.decline", after: { status: "declined" }, note: "No caregiver that afternoon" },
    ]);
  });

  it("lists requests open first, then newest, with search and status filter", async () => {
    const decided = await askedToMove("Lata Mangal");
    expect((await decide(decided.requestId, "decline", "No")).status).toBe(200);
    const open = await askedToMove("Lata Mangal");
    const res = await call("getallreschedule", { search_string: "lata mang" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.items.map((q: { request_id: number }) => q.request_id)).toEqual([
      open.requestId,
      decided.requestId,
    ]);
    const byPhone = await call("getallreschedule", { search_string: open.person.phone, status: "open" });
    expect(byPhone.body.Data.items.map((q: { request_id: number }) => q.request_id)).toEqual([
      open.requestId,
    ]);
    const declined = await call("getallreschedule", { search_string: "Lata Mangal", status: "declined" });
    expect(declined.body.Data.total_count).toBe(1);
  });
});
