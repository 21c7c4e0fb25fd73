import { ASSIGNMENT_MESSAGES, type CompanionSuggestion } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import {
  listBookings,
  NOW,
  notificationsOf,
  query,
  bookedVisit as visitBooked,
  YEAR,
} from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { rosterOf } from "../../test/companions.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * Who makes a visit (issue 26, decision 0044): admin/suggestcompanions/ ranks the companions free for a
 * booking with why; admin/assigncompanion/ assigns, confirms, or changes one with the reason the family
 * is told; a companion never holds two visits at once, whatever arrives together (on PostgreSQL the
 * twenty choices really run in parallel).
 */

describe.each(TEST_DATABASES)("admin/suggestcompanions/ and admin/assigncompanion/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let companionService: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    companionService = await serviceId(t, "GEN-COMPANION");
  });

  const call = (path: string, payload: object, token = admin) =>
    t.call({
      method: "POST",
      url: `/api/admin/${path}/`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  /** A family with a plan and a visit booked on `date` (morning), and the companion it holds. */
  const bookedVisit = (date: string) => visitBooked(t, companionService, date);

  async function suggestions(bookingId: number): Promise<CompanionSuggestion[]> {
    const res = await call("suggestcompanions", { booking_id: bookingId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.suggestions;
  }

  it("suggests the companions free for the visit, the one held first among equals, with why", async () => {
    const v = await bookedVisit("2026-12-21");
    const list = await suggestions(v.bookingId);
    // Every Kolkata companion is free that morning but for those holding other visits.
    expect(list.length).toBeGreaterThan(5);
    expect(list.filter((s) => s.current)).toEqual([expect.objectContaining({ companion_id: v.held })]);
    for (const s of list) {
      // The loved one speaks Bengali, as every Kolkata companion of the roster does.
      expect(s.reasons).toContain("speaks_language");
      expect(s.full_name).not.toBe("");
    }
    expect(list[0]?.reasons).toContain("fewest_visits");

    // A companion who made a visit to this loved one before comes first.
    const other = list.find((s) => !s.current) as CompanionSuggestion;
    const earlier = await book(
      t,
      v.member,
      bookingBody(v.lovedOnes[0] as number, companionService, { visit_date: "2026-12-14" }),
    );
    await t.database.db.execute(
      sql`update bookings set status = 'completed', companion_id = ${other.companion_id} where id = ${earlier.body.Data.booking.booking_id}`,
    );
    const again = await suggestions(v.bookingId);
    expect(again[0]).toMatchObject({ companion_id: other.companion_id });
    expect(again[0]?.reasons).toContain("visited_before");
  });

  it("confirms with a chosen companion: the family sees the first name and checks, and is told who is coming", async () => {
    const v = await bookedVisit("2026-12-22");
    const chosen = (await suggestions(v.bookingId)).find((s) => !s.current) as CompanionSuggestion;
    const res = await call("assigncompanion", {
      booking_id: v.bookingId,
      companion_id: chosen.companion_id,
      confirm: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(ASSIGNMENT_MESSAGES.confirmedWith);
    expect(res.body.Data.booking).toMatchObject({
      status: "confirmed",
      assigned_companion: { companion_id: chosen.companion_id, full_name: chosen.full_name },
    });

    const mine = await listBookings(t, v.member);
    const shown = mine.body.Data.items.find((b: { booking_id: number }) => b.booking_id === v.bookingId);
    const firstName = chosen.full_name.split(" ")[0];
    expect(shown.companion).toEqual({
      first_name: firstName,
      languages: expect.arrayContaining(["Bengali"]),
      identity_verified_on: "2026-01-12",
      police_verified_on: "2026-01-20",
      training_completed_on: "2026-02-02",
      has_photo: false,
    });
    // The phone and surname stay with the team.
    expect(JSON.stringify(shown)).not.toContain(chosen.phone);

    const [mail] = await query<{ body: string }>(
      t,
      sql`select body from notifications where kind = 'booking_confirmed' and ref_id = ${v.bookingId}`,
    );
    expect(mail?.body).toContain(`Your companion: ${firstName}, who speaks`);
    const [audit] = await query<{ action: string; after: { companion_id: number; status: string } }>(
      t,
      sql`select action, after from admin_audit where target_type = 'booking' and target_id = ${v.bookingId}`,
    );
    expect(audit).toEqual({
      action: "booking.confirm",
      after: { status: "confirmed", companion_id: chosen.companion_id },
    });
  });

  it("the audit log names the companions held before and chosen after, not their ids (issue 42)", async () => {
    const v = await bookedVisit("2026-12-29");
    const list = await suggestions(v.bookingId);
    const held = list.find((s) => s.current) as CompanionSuggestion;
    const chosen = list.find((s) => !s.current) as CompanionSuggestion;
    const res = await call("assigncompanion", {
      booking_id: v.bookingId,
      companion_id: chosen.companion_id,
      confirm: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const log = await call("getauditlog", {
      page_index: 0,
      page_size: 10,
      target_type: "booking",
      target_id: v.bookingId,
    });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const [entry] = log.body.Data.items;
    expect(entry).toMatchObject({
      action: "booking.confirm",
      before: { companion_id: held.companion_id },
      after: { companion_id: chosen.companion_id },
      companion_names: {
        [String(held.companion_id)]: held.full_name,
        [String(chosen.companion_id)]: chosen.full_name,
      },
    });
    expect(Object.keys(entry.companion_names)).toHaveLength(2);
  });

  it("changes a confirmed visit's companion only with a reason, which the family is told", async () => {
    const v = await bookedVisit("2026-12-23");
    expect((await call("takeaction", { booking_id: v.bookingId, action: "confirm" })).status).toBe(200);
    const next = (await suggestions(v.bookingId)).find((s) => !s.current) as CompanionSuggestion;

    const bare = await call("assigncompanion", { booking_id: v.bookingId, companion_id: next.companion_id });
    expect(bare.status).toBe(400);
    expect(bare.body.Errors.Business_Errors[0]?.Message).toBe(ASSIGNMENT_MESSAGES.reasonRequired);

    const res = await call("assigncompanion", {
      booking_id: v.bookingId,
      companion_id: next.companion_id,
      reason: "Sunita is unwell",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(ASSIGNMENT_MESSAGES.changed);
    const kinds = (await notificationsOf(t, v.member.userId)).map((n) => n.kind);
    expect(kinds).toContain("booking_companion_changed");
    const [mail] = await query<{ body: string }>(
      t,
      sql`select body from notifications where kind = 'booking_companion_changed' and ref_id = ${v.bookingId}`,
    );
    expect(mail?.body).toContain("Reason: Sunita is unwell");

    const same = await call("assigncompanion", { booking_id: v.bookingId, companion_id: next.companion_id });
    expect(same.status).toBe(409);
    expect(same.body.Errors.Business_Errors[0]?.Message).toBe(ASSIGNMENT_MESSAGES.sameCompanion);
  });

  it("refuses a companion who cannot make the visit (another city) or is busy then, changing nothing", async () => {
    const v = await bookedVisit("2026-12-24");
    const [elsewhere] = await rosterOf(t, "Mumbai");
    const far = await call("assigncompanion", {
      booking_id: v.bookingId,
      companion_id: elsewhere,
      confirm: true,
    });
    expect(far.status).toBe(422);
    expect(far.body.Errors.Business_Errors[0]?.Message).toBe(ASSIGNMENT_MESSAGES.notEligible);

    const w = await bookedVisit("2026-12-24");
    const busy = await call("assigncompanion", {
      booking_id: v.bookingId,
      companion_id: w.held,
      confirm: true,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.Errors.Business_Errors[0]?.Message).toBe(ASSIGNMENT_MESSAGES.companionBusy);
    const [row] = await query<{ status: string; companion_id: number }>(
      t,
      sql`select status, companion_id from bookings where id = ${v.bookingId}`,
    );
    expect(row).toEqual({ status: "requested", companion_id: v.held });
  });

  it("answers a member 403 and a visitor 401, and bad input 400", async () => {
    const v = await bookedVisit("2026-12-28");
    const asMember = await t.call({
      method: "POST",
      url: "/api/admin/assigncompanion/",
      headers: authed(v.member),
      payload: { booking_id: v.bookingId, companion_id: v.held },
    });
    expect(asMember.status).toBe(403);
    const asVisitor = await t.call({
      method: "POST",
      url: "/api/admin/suggestcompanions/",
      payload: { booking_id: v.bookingId },
    });
    expect(asVisitor.status).toBe(401);
    for (const payload of [{}, { booking_id: "x" }, { booking_id: v.bookingId, companion_id: -1 }]) {
      expect((await call("assigncompanion", payload)).status).toBe(400);
    }
  });

  it("twenty administrators choosing one companion for twenty visits at once: one wins", async () => {
    const visits = [];
    for (let i = 0; i < 10; i++) {
      const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
      for (const lovedOne of f.lovedOnes) {
        const res = await book(
          t,
          f.member,
          bookingBody(lovedOne, companionService, { visit_date: "2027-01-05" }),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        visits.push(res.body.Data.booking.booking_id as number);
      }
    }
    const free = (await suggestions(visits[0] as number)).filter((s) => !s.current);
    const target = free[0]?.companion_id as number;
    const admins = await Promise.all(visits.map(() => loginNewAdmin(t)));
    const results = await Promise.all(
      visits.map((id, i) =>
        call("assigncompanion", { booking_id: id, companion_id: target, confirm: true }, admins[i]?.token),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.Errors.Business_Errors[0]?.Message).toBe(ASSIGNMENT_MESSAGES.companionBusy);
    }
    const [held] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings where companion_id = ${target} and visit_date = '2027-01-05' and status in ('requested', 'confirmed')`,
    );
    expect(held?.n).toBe(1);
  });
});
