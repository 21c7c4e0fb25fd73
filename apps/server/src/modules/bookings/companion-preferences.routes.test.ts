import {
  ASSIGNMENT_MESSAGES,
  BOOKING_MESSAGES,
  type CompanionSuggestion,
  type ServiceCalendar,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { NOW, query, bookedVisit as visitBooked, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { limitShift, resetRoster, rosterOf } from "../../test/companions.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";

/*
 * The family's standing wish about a companion (decision 0046: their rating's preference): `prefer` ranks
 * the companion first in the team's suggestions, with why; `avoid` keeps them from the family's visits:
 * never suggested, never assigned, never held at booking, and not counted in the family's calendar.
 */

async function wish(t: TestApp, m: Member, companionId: number, preference: "prefer" | "avoid") {
  await t.database.db.execute(
    sql`insert into companion_preferences (user_id, companion_id, preference, updated_at)
        values (${m.userId}, ${companionId}, ${preference}, now())
        on conflict (user_id, companion_id) do update set preference = excluded.preference`,
  );
}

describe.each(TEST_DATABASES)("the family's preferences about companions (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let companionService: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    companionService = await serviceId(t, "GEN-COMPANION");
  });
  afterAll(async () => {
    if (t.database) await resetRoster(t);
  });

  const asAdmin = (path: string, payload: object) => adminCall(t, admin, path, payload);

  const bookedVisit = (date: string, shift = 1, start = "09:00") =>
    visitBooked(t, companionService, date, { shift, start });

  async function suggestions(bookingId: number): Promise<CompanionSuggestion[]> {
    const res = await asAdmin("suggestcompanions", { booking_id: bookingId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.suggestions;
  }

  it("ranks a companion the family prefers first, saying so", async () => {
    const v = await bookedVisit("2026-12-14");
    const before = await suggestions(v.bookingId);
    const last = before.at(-1) as CompanionSuggestion;
    expect(last.reasons).not.toContain("family_prefers");
    await wish(t, v.member, last.companion_id, "prefer");
    const after = await suggestions(v.bookingId);
    expect(after[0]).toMatchObject({ companion_id: last.companion_id });
    expect(after[0]?.reasons[0]).toBe("family_prefers");
    expect(after.filter((s) => s.reasons.includes("family_prefers"))).toHaveLength(1);
    // Another family's suggestions are not moved by it.
    const other = await bookedVisit("2026-12-14");
    expect((await suggestions(other.bookingId)).some((s) => s.reasons.includes("family_prefers"))).toBe(
      false,
    );
  });

  it("never suggests or assigns a companion the family asked us not to send", async () => {
    const v = await bookedVisit("2026-12-15");
    const avoided = (await suggestions(v.bookingId)).find((s) => !s.current) as CompanionSuggestion;
    await wish(t, v.member, avoided.companion_id, "avoid");
    const list = await suggestions(v.bookingId);
    expect(list.map((s) => s.companion_id)).not.toContain(avoided.companion_id);
    const refused = await asAdmin("assigncompanion", {
      booking_id: v.bookingId,
      companion_id: avoided.companion_id,
      confirm: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.Errors.Business_Errors[0]?.Message).toBe(ASSIGNMENT_MESSAGES.familyAvoids);
    const [row] = await query<{ status: string; companion_id: number }>(
      t,
      sql`select status, companion_id from bookings where id = ${v.bookingId}`,
    );
    expect(row).toEqual({ status: "requested", companion_id: v.held });

    // Still suggested for, and assignable to, another family.
    const other = await bookedVisit("2026-12-15");
    expect((await suggestions(other.bookingId)).map((s) => s.companion_id)).toContain(avoided.companion_id);
    const assigned = await asAdmin("assigncompanion", {
      booking_id: other.bookingId,
      companion_id: avoided.companion_id,
      confirm: true,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    // Changing the wish to `prefer` lets the team choose them again.
    await wish(t, v.member, avoided.companion_id, "prefer");
    const again = await bookedVisit("2026-12-16");
    await wish(t, again.member, avoided.companion_id, "avoid");
    expect((await suggestions(again.bookingId)).map((s) => s.companion_id)).not.toContain(
      avoided.companion_id,
    );
    await wish(t, again.member, avoided.companion_id, "prefer");
    expect((await suggestions(again.bookingId))[0]?.companion_id).toBe(avoided.companion_id);
  });

  it("never holds an avoided companion at booking: the shift is full for that family, open for another", async () => {
    // One companion left in the afternoon shift in Kolkata: the last of the roster by id.
    await limitShift(t, 2, 1);
    const [only] = (await rosterOf(t)).slice(-1) as [number];
    const avoiding = await subscribedFamily(t, YEAR);
    const other = await subscribedFamily(t, YEAR);
    await wish(t, avoiding.member, only, "avoid");
    const date = "2026-12-18";

    const calendar = async (m: Member, lovedOne: number) => {
      const res = await t.call({
        method: "POST",
        url: "/api/users/getservicecalendar/",
        headers: authed(m),
        payload: { month: "2026-12", service_id: companionService, loved_one_id: lovedOne },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const cal = res.body.Data as ServiceCalendar;
      return cal.days.find((d) => d.date === date)?.shifts.find((s) => s.shift_type === 2);
    };
    expect(await calendar(avoiding.member, avoiding.lovedOnes[0] as number)).toMatchObject({
      state: "full",
      places_left: 0,
    });
    expect(await calendar(other.member, other.lovedOnes[0] as number)).toMatchObject({
      state: "open",
      places_left: 1,
    });

    const body = (lovedOne: number) =>
      bookingBody(lovedOne, companionService, { visit_date: date, shift_type: 2, start_time: "14:00" });
    const refused = await book(t, avoiding.member, body(avoiding.lovedOnes[0] as number));
    expect(refused.status).toBe(409);
    expect(refused.body.Errors.Business_Errors[0]?.Message).toBe(BOOKING_MESSAGES.slotFull);
    const held = await book(t, other.member, body(other.lovedOnes[0] as number));
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const [row] = await query<{ companion_id: number }>(
      t,
      sql`select companion_id from bookings where id = ${held.body.Data.booking.booking_id}`,
    );
    expect(row?.companion_id).toBe(only);

    // With the whole roster back, the avoiding family's booking holds someone else.
    await resetRoster(t);
    const booked = await book(t, avoiding.member, body(avoiding.lovedOnes[0] as number));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [mine] = await query<{ companion_id: number }>(
      t,
      sql`select companion_id from bookings where id = ${booked.body.Data.booking.booking_id}`,
    );
    expect(mine?.companion_id).not.toBe(only);
    expect(mine?.companion_id).toEqual(expect.any(Number));
  });
});
