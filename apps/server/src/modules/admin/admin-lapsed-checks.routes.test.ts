import {
  type AdminDashboard,
  ASSIGNMENT_MESSAGES,
  BOOKING_MESSAGES,
  type CompanionSuggestion,
  type LapsedCheckVisit,
} from "@eldercare/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bookedVisit, expectError, NOW, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { moveBookingTo, tagOf } from "../../test/city-scope.ts";
import { addCompanion, companionBody } from "../../test/companion-checks.ts";
import { limitShift, resetRoster } from "../../test/companions.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { createCheckLapses } from "../companions/check-lapses.service.ts";
import { createRoster } from "../companions/roster.service.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";

/*
 * A companion whose check has lapsed is not sent (issue 45, decision 0087): from the day after its
 * valid-until date they are not suggested, assigned or held for a visit; the visits given to them before
 * and dated after it are flagged on the dashboard (a coordinator's cities only) and lent to the scheduler
 * as lapsed assignments.
 */

/** `hh:mm` India time on `date` as an ISO instant. */
const india = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();

describe.each(TEST_DATABASES)("lapsed checks: the roster and the dashboard (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let service: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    service = await serviceId(t, "GEN-COMPANION");
  });

  const call = (path: string, payload: object, token = admin) => adminCall(t, token, path, payload);
  /** A companion whose police verification holds until `validUntil` (the other checks for years). */
  const lapsingOn = (name: string, validUntil: string) =>
    addCompanion(t, admin, `${name} ${tagOf()}`, {
      police_verified_on: "2025-12-15",
      police_valid_until: validUntil,
    });
  async function suggested(bookingId: number): Promise<number[]> {
    const res = await call("suggestcompanions", { booking_id: bookingId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.Data.suggestions as CompanionSuggestion[]).map((s) => s.companion_id);
  }

  it("does not suggest or assign a companion whose check lapsed before the visit's day; on its last day they are still sent", async () => {
    clock.set(NOW);
    // Monday 21 December is "today" below; 22 December is tomorrow.
    const lapsedYesterday = await lapsingOn("Asha", "2026-12-20");
    const lastDayToday = await lapsingOn("Bina", "2026-12-21");
    const lastDayTomorrow = await lapsingOn("Chitra", "2026-12-22");
    const today = await bookedVisit(t, service, "2026-12-21", { shift: 2, start: "15:00" });
    const tomorrow = await bookedVisit(t, service, "2026-12-22", { shift: 2, start: "15:00" });
    const dayAfter = await bookedVisit(t, service, "2026-12-23", { shift: 2, start: "15:00" });

    clock.set(india("2026-12-21", "09:00"));
    const forToday = await suggested(today.bookingId);
    expect(forToday).not.toContain(lapsedYesterday.companion_id);
    expect(forToday).toEqual(
      expect.arrayContaining([lastDayToday.companion_id, lastDayTomorrow.companion_id]),
    );
    const forTomorrow = await suggested(tomorrow.bookingId);
    expect(forTomorrow).not.toContain(lapsedYesterday.companion_id);
    expect(forTomorrow).not.toContain(lastDayToday.companion_id);
    expect(forTomorrow).toContain(lastDayTomorrow.companion_id);
    expect(await suggested(dayAfter.bookingId)).not.toContain(lastDayTomorrow.companion_id);

    // Nor can the team choose them: the roster's rule, as for a companion without the check.
    for (const [visit, companion] of [
      [today, lapsedYesterday],
      [tomorrow, lastDayToday],
      [dayAfter, lastDayTomorrow],
    ] as const) {
      const res = await call("assigncompanion", {
        booking_id: visit.bookingId,
        companion_id: companion.companion_id,
        confirm: true,
      });
      expectError(res, 422, ASSIGNMENT_MESSAGES.notEligible);
    }
  });

  it("never holds a companion for a visit after their check lapses: the booking finds no one free that day", async () => {
    clock.set(NOW);
    const only = await lapsingOn("Deepa", "2026-12-15");
    // Only the last companion of Kolkata by id (this one) works evenings.
    await limitShift(t, 3, 1);
    try {
      const onLastDay = await bookedVisit(t, service, "2026-12-15", { shift: 3, start: "18:00" });
      expect(onLastDay.held).toBe(only.companion_id);
      const f = await subscribedFamily(t, YEAR);
      const after = await book(
        t,
        f.member,
        bookingBody(f.lovedOnes[0] as number, service, {
          visit_date: "2026-12-16",
          shift_type: 3,
          start_time: "18:00",
        }),
      );
      expectError(after, 409, BOOKING_MESSAGES.slotFull);
    } finally {
      await resetRoster(t);
    }
  });

  it("flags the visits given before a check lapsed and dated after it, in a coordinator's cities, until they start", async () => {
    clock.set(NOW);
    const kolkata = await placeOf(t, "Kolkata");
    const coordinator = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token;
    const tag = tagOf();
    const body = { police_verified_on: "2026-01-20" };
    const ella = await addCompanion(t, admin, `Ella ${tag}`, body);
    const before = await bookedVisit(t, service, "2026-12-23");
    const inKolkata = await bookedVisit(t, service, "2026-12-28");
    const inChennai = await bookedVisit(t, service, "2026-12-29");
    for (const v of [before, inKolkata, inChennai]) {
      const res = await call("assigncompanion", {
        booking_id: v.bookingId,
        companion_id: ella.companion_id,
        confirm: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await moveBookingTo(t, inChennai.bookingId, "Chennai");
    // The team learns the police verification holds only until 26 December.
    const changed = await call("modifycompanion", {
      ...(await companionBody(t, `Ella ${tag}`, body)),
      companion_id: ella.companion_id,
      phone: String(ella.phone).replace(/^\+91/, ""),
      police_valid_until: "2026-12-26",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const dashboard = async (token: string) => {
      const res = await t.call({
        method: "GET",
        url: "/api/admin/dashboard/",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.Data as AdminDashboard).lapsed_checks;
    };
    const flagged = (l: { list: LapsedCheckVisit[] }) => l.list.map((v) => v.booking_id);

    const all = await dashboard(admin);
    expect(all.visits).toBe(2);
    expect(all.list).toEqual([
      {
        booking_id: inKolkata.bookingId,
        loved_one_name: "Kamala Devi",
        service_name: expect.any(String),
        visit_date: "2026-12-28",
        starts_at: india("2026-12-28", "09:00"),
        status: "confirmed",
        companion_id: ella.companion_id,
        companion_name: `Ella ${tag}`,
        companion_phone: ella.phone,
        check: "police",
        valid_until: "2026-12-26",
      },
      expect.objectContaining({
        booking_id: inChennai.bookingId,
        check: "police",
        valid_until: "2026-12-26",
      }),
    ]);
    expect(flagged(all)).not.toContain(before.bookingId);
    const mine = await dashboard(coordinator);
    expect(flagged(mine)).toEqual([inKolkata.bookingId]);
    expect(mine.visits).toBe(1);

    // Once the Kolkata visit has started it is no longer the scheduler's to give: only Chennai's is left.
    clock.set(india("2026-12-28", "09:30"));
    expect(flagged(await dashboard(admin))).toEqual([inChennai.bookingId]);

    // What the scheduler is lent: any dates, any cities, started or not.
    const lapses = createCheckLapses({ roster: createRoster({ members: createMemberDirectory() }) });
    const db = t.database.db;
    const ids = async (a: Parameters<typeof lapses.lapsedAssignments>[1]) =>
      (await lapses.lapsedAssignments(db, a)).map((r) => r.bookingId);
    expect(await ids({ from: "2026-12-01", to: "2026-12-31" })).toEqual([
      inKolkata.bookingId,
      inChennai.bookingId,
    ]);
    expect(await ids({ from: "2026-12-29", to: "2026-12-31" })).toEqual([inChennai.bookingId]);
    expect(await ids({ cityIds: [kolkata.city_id], from: "2026-12-01", to: "2026-12-31" })).toEqual([
      inKolkata.bookingId,
    ]);
    expect(
      await ids({
        from: "2026-12-01",
        to: "2026-12-31",
        startsAfter: new Date(india("2026-12-28", "09:30")),
      }),
    ).toEqual([inChennai.bookingId]);
    const [first] = await lapses.lapsedAssignments(db, { from: "2026-12-28", to: "2026-12-28" });
    expect(first).toMatchObject({
      companionId: ella.companion_id,
      check: "police",
      validUntil: "2026-12-26",
    });
  });
});
