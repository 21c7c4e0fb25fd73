import { AUTOASSIGN_MESSAGES, type ScheduleBoard } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query, bookedVisit as visitBooked } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, loginNewStaff } from "../../test/identity.ts";

/*
 * admin/getscheduleboard/ (issue 45): a city's day for the coordinator's board: the companions working it,
 * each visit with who makes it, the open ones with nobody; another city's coordinator does not find it.
 */

describe.each(TEST_DATABASES)("admin/getscheduleboard/ (%s)", (kind) => {
  const t = useTestApp(kind, {}, { now: fixedClock(NOW).now });
  let admin: string;
  let companionService: number;
  let kolkata: number;
  let chennai: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    companionService = await serviceId(t, "GEN-COMPANION");
    const cities = await query<{ id: number; name: string }>(
      t,
      sql`select id, name from cities where name in ('Kolkata', 'Chennai')`,
    );
    kolkata = cities.find((c) => c.name === "Kolkata")?.id as number;
    chennai = cities.find((c) => c.name === "Chennai")?.id as number;
  });

  const board = (payload: object, token = admin) =>
    t.call({
      method: "POST",
      url: "/api/admin/getscheduleboard/",
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it("shows the day's companions and visits, an open visit with nobody", async () => {
    const held = await visitBooked(t, companionService, "2026-12-15");
    const open = await visitBooked(t, companionService, "2026-12-15", { shift: 2, start: "13:00" });
    await t.database.db.execute(sql`update bookings set companion_id = null where id = ${open.bookingId}`);
    const res = await board({ city_id: kolkata, date: "2026-12-15" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const day: ScheduleBoard = res.body.Data;
    expect(day.companions.length).toBeGreaterThan(5);
    expect(day.companions.every((c) => c.full_name !== "" && c.shifts.length > 0)).toBe(true);
    const shown = new Map(day.bookings.map((b) => [b.booking_id, b]));
    expect(shown.get(held.bookingId)?.assigned_companion?.companion_id).toBe(held.held);
    expect(day.companions.map((c) => c.companion_id)).toContain(held.held);
    expect(shown.get(open.bookingId)?.assigned_companion).toBeNull();
    // The visits come by start: the morning's before the afternoon's.
    const ids = day.bookings.map((b) => b.booking_id);
    expect(ids.indexOf(held.bookingId)).toBeLessThan(ids.indexOf(open.bookingId));
  });

  it("answers a city that does not exist, or another city's coordinator, as not found", async () => {
    for (const [payload, token] of [
      [{ city_id: 2_147_483_000, date: "2026-12-15" }, admin],
      [
        { city_id: kolkata, date: "2026-12-15" },
        (await loginNewStaff(t, { role: "coordinator", cityIds: [chennai] })).token,
      ],
    ] as const) {
      const res = await board(payload, token);
      expect(res.status).toBe(404);
      expect(res.body.Errors.Business_Errors[0]?.Message).toBe(AUTOASSIGN_MESSAGES.cityNotFound);
    }
    expect((await board({ city_id: kolkata, date: "15-12-2026" })).status).toBe(400);
  });
});
