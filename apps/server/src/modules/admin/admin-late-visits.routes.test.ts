import {
  ADMIN_MESSAGES,
  ASSIGNMENT_MESSAGES,
  actionRefusedMessage,
  type CompanionSuggestion,
  LATE_CHECKIN_MINUTES,
  LATE_VISIT_MESSAGES,
  type PlanUsage,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  booked,
  emailOf,
  expectError,
  mailTo,
  NOW,
  notificationsOf,
  planUsage,
  query,
  YEAR,
} from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * A late visit (issue 26, decision 0046): nobody checked in LATE_CHECKIN_MINUTES after the start. The team
 * marks it missed (admin/takeaction/ `miss`, with the reason the family is told: the visit goes back to the
 * month's allowance and frees its companion) or gives it to another companion (admin/assigncompanion/).
 * The console offers `miss` only when it is allowed. On PostgreSQL the twenty `miss` really run in parallel.
 */

const MINUTE = 60_000;
/** `hh:mm` India time on `date` as an ISO instant. */
const india = (date: string, hhmm: string) =>
  new Date(new Date(`${date}T${hhmm}:00+05:30`).getTime()).toISOString();
const after = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * MINUTE).toISOString();

type AdminRow = {
  booking_id: number;
  status: string;
  actions: string[];
  late: boolean;
  checked_in_at: string | null;
  report_filed_at: string | null;
  assigned_companion: { companion_id: number } | null;
};

describe.each(TEST_DATABASES)("late visits: miss and reassign (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companionService: number;

  beforeAll(async () => {
    companionService = await serviceId(t, "GEN-COMPANION");
  });

  const call = (token: string, path: string, payload: object) =>
    t.call({
      method: "POST",
      url: `/api/admin/${path}/`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const miss = (token: string, bookingId: number, remarks?: string) =>
    call(token, "takeaction", {
      booking_id: bookingId,
      action: "miss",
      ...(remarks === undefined ? {} : { remarks }),
    });

  /** A visit booked (at NOW) by a new family on `date` at `start`, confirmed unless asked otherwise. */
  async function visit(date: string, start = "09:00", status: "confirmed" | "requested" = "confirmed") {
    clock.set(NOW);
    const f = await subscribedFamily(t, YEAR);
    const b = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, companionService, { visit_date: date, start_time: start }),
    );
    await t.database.db.execute(sql`update bookings set status = ${status} where id = ${b.booking_id}`);
    const [held] = await query<{ companion_id: number; phone: string }>(
      t,
      sql`select b.companion_id, u.phone from bookings b join companions c on c.id = b.companion_id
          join users u on u.id = c.user_id where b.id = ${b.booking_id}`,
    );
    return {
      ...f,
      bookingId: b.booking_id,
      companionId: held?.companion_id as number,
      phone: (held?.phone ?? "").replace(/^\+91/, ""),
    };
  }

  /** The console's view of one booking. */
  async function shown(token: string, bookingId: number, date: string): Promise<AdminRow> {
    const res = await call(token, "getallservicebooking", { date_from: date, date_to: date, page_size: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (res.body.Data.items as AdminRow[]).find((b) => b.booking_id === bookingId);
    if (!row) throw new Error(`booking ${bookingId} not listed`);
    return row;
  }

  async function checkIn(phone: string, bookingId: number) {
    const companion = await loginCompanion(t, phone);
    const res = await t.call({
      method: "POST",
      url: "/api/companion/checkin/",
      headers: { authorization: `Bearer ${companion.token}` },
      payload: { booking_id: bookingId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  const statusOf = async (bookingId: number) =>
    (
      await query<{ status: string; status_reason: string | null; companion_id: number | null }>(
        t,
        sql`select status, status_reason, companion_id from bookings where id = ${bookingId}`,
      )
    )[0];

  const companionUsed = async (f: { member: { userId: number; token: string } }) => {
    const res = await planUsage(t, f.member);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.Data as PlanUsage).inclusions.find((i) => i.kind === "companion_visit")?.used;
  };

  it("offers and accepts `miss` only on a confirmed visit nobody checked in to, once it is late", async () => {
    const v = await visit("2026-12-12");
    const requested = await visit("2026-12-12", "09:00", "requested");
    const arrived = await visit("2026-12-12");

    clock.set(after(india("2026-12-12", "09:00"), LATE_CHECKIN_MINUTES - 1));
    const admin = (await loginNewAdmin(t)).token;
    await checkIn(arrived.phone, arrived.bookingId);
    expect(await shown(admin, v.bookingId, "2026-12-12")).toMatchObject({
      status: "confirmed",
      late: false,
      checked_in_at: null,
      report_filed_at: null,
    });
    expect((await shown(admin, v.bookingId, "2026-12-12")).actions).not.toContain("miss");
    expectError(await miss(admin, v.bookingId, "Nobody came"), 422, LATE_VISIT_MESSAGES.missBeforeLate);

    clock.set(after(india("2026-12-12", "09:00"), LATE_CHECKIN_MINUTES));
    const late = await shown(admin, v.bookingId, "2026-12-12");
    expect(late).toMatchObject({ late: true, checked_in_at: null });
    expect(late.actions).toEqual(expect.arrayContaining(["cancel", "complete", "miss"]));

    const checkedIn = await shown(admin, arrived.bookingId, "2026-12-12");
    expect(checkedIn.late).toBe(false);
    expect(checkedIn.checked_in_at).toBe(after(india("2026-12-12", "09:00"), LATE_CHECKIN_MINUTES - 1));
    expect(checkedIn.actions).not.toContain("miss");
    expectError(await miss(admin, arrived.bookingId, "Nobody came"), 422, LATE_VISIT_MESSAGES.missCheckedIn);

    expect((await shown(admin, requested.bookingId, "2026-12-12")).actions).not.toContain("miss");
    expectError(
      await miss(admin, requested.bookingId, "Nobody came"),
      409,
      actionRefusedMessage("requested", "miss"),
    );
    // The family is told the reason: it must be given.
    expectError(await miss(admin, v.bookingId), 400, ADMIN_MESSAGES.reasonRequired);

    // Nothing was changed by the refusals.
    for (const id of [v.bookingId, arrived.bookingId]) expect((await statusOf(id))?.status).toBe("confirmed");
    expect((await statusOf(requested.bookingId))?.status).toBe("requested");
  });

  it("a missed visit: the family is told why, it goes back to the month's allowance, its companion is free", async () => {
    const v = await visit("2026-12-14");
    // Another family's visit in the same shift, later that morning, holding another companion.
    const other = await visit("2026-12-14", "11:00", "requested");
    expect(other.companionId).not.toBe(v.companionId);

    clock.set(after(india("2026-12-14", "09:00"), 20));
    const admin = (await loginNewAdmin(t)).token;
    expect(await companionUsed(v)).toBe(1);
    const busy = await call(admin, "assigncompanion", {
      booking_id: other.bookingId,
      companion_id: v.companionId,
    });
    expectError(busy, 409, ASSIGNMENT_MESSAGES.companionBusy);

    const before = (await notificationsOf(t, v.member.userId)).length;
    const res = await miss(admin, v.bookingId, "The companion's scooter broke down");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.booking).toMatchObject({
      status: "missed",
      status_reason: "The companion's scooter broke down",
      actions: [],
      late: false,
    });

    expect(await companionUsed(v)).toBe(0);
    const freed = await call(admin, "assigncompanion", {
      booking_id: other.bookingId,
      companion_id: v.companionId,
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);

    const mails = (await notificationsOf(t, v.member.userId)).slice(before);
    expect(mails.map((n) => n.kind)).toEqual(["booking_missed"]);
    const mail = await mailTo(t, await emailOf(t, v.member.userId), "did not take place");
    expect(mail.subject).toBe(
      `We are sorry: the visit for Kamala Devi on 14 Dec 2026 did not take place (booking #${v.bookingId})`,
    );
    expect(mail.text).toContain("Reason: The companion's scooter broke down");
    expect(mail.text).toContain("goes back to your plan's visits for the month");

    const audit = await query<{ action: string; before: unknown; after: unknown; note: string }>(
      t,
      sql`select action, before, after, note from admin_audit where target_type = 'booking' and target_id = ${v.bookingId}`,
    );
    expect(audit).toEqual([
      {
        action: "booking.miss",
        before: { status: "confirmed", status_reason: null },
        after: { status: "missed", status_reason: "The companion's scooter broke down" },
        note: "The companion's scooter broke down",
      },
    ]);
    expectError(await miss(admin, v.bookingId, "Again"), 409, actionRefusedMessage("missed", "miss"));
  });

  it("of 20 simultaneous `miss` of one visit, one takes effect: one audit row, one email", async () => {
    const v = await visit("2026-12-15");
    clock.set(after(india("2026-12-15", "09:00"), 30));
    const admins = await Promise.all(Array.from({ length: 4 }, () => loginNewAdmin(t)));
    const before = (await notificationsOf(t, v.member.userId)).length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        miss(admins[i % 4]?.token as string, v.bookingId, `Nobody came ${i}`),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expectError(r, 409, actionRefusedMessage("missed", "miss"));
    const [audit] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit where target_type = 'booking' and target_id = ${v.bookingId}`,
    );
    expect(audit?.n).toBe(1);
    expect((await notificationsOf(t, v.member.userId)).slice(before).map((n) => n.kind)).toEqual([
      "booking_missed",
    ]);
    expect((await statusOf(v.bookingId))?.status).toBe("missed");
  });

  it("gives a late visit to another free companion, with the reason the family is told; the new one can check in", async () => {
    const v = await visit("2026-12-16");
    clock.set(after(india("2026-12-16", "09:00"), 25));
    const admin = (await loginNewAdmin(t)).token;
    const suggested = await call(admin, "suggestcompanions", { booking_id: v.bookingId });
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
    const next = (suggested.body.Data.suggestions as CompanionSuggestion[]).find((s) => !s.current);
    if (!next) throw new Error("no other companion free");

    const bare = await call(admin, "assigncompanion", {
      booking_id: v.bookingId,
      companion_id: next.companion_id,
    });
    expectError(bare, 400, ASSIGNMENT_MESSAGES.reasonRequired);

    const before = (await notificationsOf(t, v.member.userId)).length;
    const res = await call(admin, "assigncompanion", {
      booking_id: v.bookingId,
      companion_id: next.companion_id,
      reason: "Sunita is unwell; Mina is on her way",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(ASSIGNMENT_MESSAGES.changed);
    expect(res.body.Data.booking).toMatchObject({
      status: "confirmed",
      late: true,
      assigned_companion: { companion_id: next.companion_id },
    });
    expect((await notificationsOf(t, v.member.userId)).slice(before).map((n) => n.kind)).toEqual([
      "booking_companion_changed",
    ]);
    const mail = await mailTo(t, await emailOf(t, v.member.userId), "A new companion for");
    expect(mail.text).toContain("Reason: Sunita is unwell; Mina is on her way");

    // The new companion arrives: the visit is no longer late, and now keeps its companion.
    await checkIn(next.phone.replace(/^\+91/, ""), v.bookingId);
    expect(await shown(admin, v.bookingId, "2026-12-16")).toMatchObject({
      late: false,
      actions: ["complete", "cancel"],
    });
    const again = await call(admin, "assigncompanion", {
      booking_id: v.bookingId,
      companion_id: v.companionId,
      reason: "Back again",
    });
    expectError(again, 422, LATE_VISIT_MESSAGES.assignCheckedIn);
  });

  it("keeps refusing to reassign a started visit that is not confirmed, or whose shift is over", async () => {
    const requested = await visit("2026-12-17", "09:00", "requested");
    const over = await visit("2026-12-17");
    clock.set(after(india("2026-12-17", "09:00"), 30));
    const admin = (await loginNewAdmin(t)).token;
    const free = await call(admin, "suggestcompanions", { booking_id: requested.bookingId });
    const someone = (free.body.Data.suggestions as CompanionSuggestion[]).find((s) => !s.current);
    if (!someone) throw new Error("no other companion free");
    const r = await call(admin, "assigncompanion", {
      booking_id: requested.bookingId,
      companion_id: someone.companion_id,
      confirm: true,
    });
    expectError(r, 422, ASSIGNMENT_MESSAGES.cannotAssign);

    // The morning shift ends at 1 PM.
    clock.set(india("2026-12-17", "13:00"));
    const admin2 = (await loginNewAdmin(t)).token;
    const late = await call(admin2, "assigncompanion", {
      booking_id: over.bookingId,
      companion_id: someone.companion_id,
      reason: "Too late now",
    });
    expectError(late, 422, ASSIGNMENT_MESSAGES.cannotAssign);
    expect((await statusOf(over.bookingId))?.companion_id).toBe(over.companionId);
    // It can still be marked missed.
    expect((await miss(admin2, over.bookingId, "Nobody came all morning")).status).toBe(200);
  });
});
