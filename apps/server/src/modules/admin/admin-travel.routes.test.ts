import { type CompanionSuggestion, travelRefusalMessage } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query, bookedVisit as visitBooked } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";
import { scheduledFamily } from "../../test/schedules.ts";

/*
 * The travel rule (issue 45, decision 0088): the team never gives a companion a visit with less than the
 * journey from their visit before it (or on to their visit after it) plus 10 minutes between them. The
 * journey is estimated from the two visits' PIN codes (India Post's points, the seed) at the city's speed:
 * Ballygunge (700029) to Salt Lake Sector V (700091) is 46 minutes at Kolkata's 18 km/h. Suggestions say
 * each companion's journey from their previous visit that day, and flag one that cannot be estimated.
 */

const BALLYGUNGE = "700029";
const SALT_LAKE = "700091";
const JOURNEY = 46;

describe.each(TEST_DATABASES)(
  "the travel rule in admin/suggestcompanions/ and admin/assigncompanion/ (%s)",
  (kind) => {
    const clock = fixedClock(NOW);
    const t = useTestApp(kind, {}, { now: clock.now });
    let admin: string;
    let companionService: number;

    beforeAll(async () => {
      admin = (await loginNewAdmin(t)).token;
      companionService = await serviceId(t, "GEN-COMPANION");
    });

    const call = (path: string, payload: object) =>
      t.call({
        method: "POST",
        url: `/api/admin/${path}/`,
        headers: { authorization: `Bearer ${admin}` },
        payload,
      });

    async function suggestions(bookingId: number): Promise<CompanionSuggestion[]> {
      const res = await call("suggestcompanions", { booking_id: bookingId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.Data.suggestions;
    }

    /** A two-hour companionship visit on `date` at `start`, booked in Ballygunge, then placed at `pincode`. */
    async function visitAt(date: string, shift: number, start: string, pincode: string) {
      const v = await visitBooked(t, companionService, date, { shift, start });
      await t.database.db.execute(sql`update bookings set pincode = ${pincode} where id = ${v.bookingId}`);
      return v;
    }

    /** Gives a visit to a companion, as an earlier assignment would have. */
    const give = (bookingId: number, companionId: number) =>
      t.database.db.execute(sql`update bookings set companion_id = ${companionId} where id = ${bookingId}`);

    /**
     * One afternoon visit in Salt Lake at 1 PM, and two companions with a morning visit in Ballygunge: one
     * ending at 12:30 (30 minutes: too little for a 46-minute journey and 10 to spare), one at 11:00.
     */
    async function afternoonAfterMornings(date: string) {
      const late = await visitAt(date, 1, "10:30", BALLYGUNGE);
      const early = await visitAt(date, 1, "09:00", BALLYGUNGE);
      const afternoon = await visitAt(date, 2, "13:00", SALT_LAKE);
      const [row] = await query<{ companion_id: number }>(
        t,
        sql`select companion_id from bookings where id = ${afternoon.bookingId}`,
      );
      return { tooClose: late.held, inTime: early.held, afternoon, heldNow: row?.companion_id as number };
    }

    it("leaves out a companion who could not travel in time, and says each one's journey from their previous visit", async () => {
      const { tooClose, inTime, afternoon, heldNow } = await afternoonAfterMornings("2026-12-16");
      expect(new Set([tooClose, inTime, heldNow]).size).toBe(3);
      const list = await suggestions(afternoon.bookingId);
      expect(list.map((s) => s.companion_id)).not.toContain(tooClose);
      expect(list.find((s) => s.companion_id === inTime)).toMatchObject({
        travel_minutes: JOURNEY,
        travel_unknown: false,
      });
      // Those with no visit before it that day start their day with it.
      const rest = list.filter((s) => s.companion_id !== inTime);
      expect(rest.length).toBeGreaterThan(5);
      for (const s of rest) expect(s).toMatchObject({ travel_minutes: null, travel_unknown: false });
    });

    it("refuses to give the visit to a companion who could not travel in time, saying why, and writes nothing", async () => {
      const { tooClose, inTime, afternoon, heldNow } = await afternoonAfterMornings("2026-12-17");
      const refused = await call("assigncompanion", {
        booking_id: afternoon.bookingId,
        companion_id: tooClose,
        confirm: true,
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(JSON.stringify(refused.body.Errors)).toContain(
        JSON.stringify(
          travelRefusalMessage({ side: "before", gapMinutes: 30, travelMinutes: JOURNEY }),
        ).slice(1, -1),
      );
      const [still] = await query<{ companion_id: number; status: string }>(
        t,
        sql`select companion_id, status from bookings where id = ${afternoon.bookingId}`,
      );
      expect(still).toEqual({ companion_id: heldNow, status: "requested" });

      const given = await call("assigncompanion", {
        booking_id: afternoon.bookingId,
        companion_id: inTime,
        confirm: true,
      });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      expect(given.body.Data.booking.assigned_companion.companion_id).toBe(inTime);
    });

    it("refuses to confirm a visit with the companion held since booking when they could not travel in time", async () => {
      const { tooClose, inTime, afternoon } = await afternoonAfterMornings("2026-12-22");
      // Held since booking by the companion whose morning visit ends 30 minutes before it (the calendar's
      // rule, which chose them, does not weigh journeys).
      await give(afternoon.bookingId, tooClose);
      const state = async () =>
        (
          await query<{ status: string; audits: number; messages: number }>(
            t,
            sql`select b.status,
                  (select count(*)::int from admin_audit a
                    where a.target_type = 'booking' and a.target_id = b.id) as audits,
                  (select count(*)::int from notifications n where n.ref_id = b.id) as messages
                from bookings b where b.id = ${afternoon.bookingId}`,
          )
        )[0];
      const before = await state();
      const refused = await call("takeaction", { booking_id: afternoon.bookingId, action: "confirm" });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(JSON.stringify(refused.body.Errors)).toContain(
        JSON.stringify(
          travelRefusalMessage({ side: "before", gapMinutes: 30, travelMinutes: JOURNEY }),
        ).slice(1, -1),
      );
      // Nothing written: still requested, no audit row, nothing more queued for the family.
      expect(await state()).toEqual({ ...before, status: "requested" });

      await give(afternoon.bookingId, inTime);
      const confirmed = await call("takeaction", { booking_id: afternoon.bookingId, action: "confirm" });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.Data.booking.status).toBe("confirmed");
    });

    it("refuses a companion whose next visit starts too soon after this one ends", async () => {
      // A morning visit in Salt Lake 10:30–12:30, and an afternoon visit in Ballygunge at 1 PM.
      const morning = await visitAt("2026-12-18", 1, "10:30", SALT_LAKE);
      const next = await visitAt("2026-12-18", 2, "13:00", BALLYGUNGE);
      const someone = (await suggestions(morning.bookingId)).find((s) => !s.current) as CompanionSuggestion;
      await give(next.bookingId, someone.companion_id);
      expect((await suggestions(morning.bookingId)).map((s) => s.companion_id)).not.toContain(
        someone.companion_id,
      );
      const refused = await call("assigncompanion", {
        booking_id: morning.bookingId,
        companion_id: someone.companion_id,
        confirm: true,
      });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body.Errors)).toContain(
        JSON.stringify(travelRefusalMessage({ side: "after", gapMinutes: 30, travelMinutes: JOURNEY })).slice(
          1,
          -1,
        ),
      );
    });

    it("flags a journey from a PIN code without a location, allows it with 10 minutes to spare, and ranks it after known ones", async () => {
      const { tooClose, inTime, afternoon } = await afternoonAfterMornings("2026-12-21");
      // Salt Lake's point is gone: the journeys to it are unknown, never taken as none.
      await t.database.db.execute(sql`delete from pin_locations where pincode = ${SALT_LAKE}`);
      try {
        const list = await suggestions(afternoon.bookingId);
        for (const id of [tooClose, inTime]) {
          expect(list.find((s) => s.companion_id === id)).toMatchObject({
            travel_minutes: null,
            travel_unknown: true,
          });
        }
        // Of companions equally suited otherwise, those whose journey is known come first.
        const firstUnknown = list.findIndex((s) => s.travel_unknown);
        expect(list.slice(firstUnknown).every((s) => s.travel_unknown)).toBe(true);
        expect(firstUnknown).toBeGreaterThan(0);
      } finally {
        await t.database.db.execute(
          sql`insert into pin_locations (pincode, latitude, longitude) values (${SALT_LAKE}, 22.5911, 88.4128)`,
        );
      }
    });

    it("leaves a care schedule's date its new regular companion could not travel to for the team, saying why", async () => {
      // Tuesdays and Fridays at 9 AM in Ballygunge (two hours each).
      const f = await scheduledFamily(t, companionService, "2026-12-31");
      // The night before one Tuesday, another family's visit in Salt Lake from 6 to 8 AM, with a companion.
      const night = await visitAt("2026-12-14", 4, "06:00", SALT_LAKE);
      // A companion with no other visit ahead makes it.
      const [idle] = await query<{ id: number }>(
        t,
        sql`select c.id from companions c join cities ci on ci.id = c.city_id
            where ci.name = 'Kolkata' and not exists (
              select 1 from bookings b where b.companion_id = c.id and b.status in ('requested', 'confirmed'))
            order by c.id desc limit 1`,
      );
      const regular = idle?.id as number;
      await give(night.bookingId, regular);
      const [first] = await query<{ id: number }>(
        t,
        sql`select id from bookings where series_id = ${f.seriesId} and visit_date = '2026-12-08'`,
      );
      // At 10 km/h, Salt Lake to Ballygunge takes 83 minutes: an hour between the visits is too little.
      await t.database.db.execute(sql`update cities set travel_kmph = 10 where name = 'Kolkata'`);
      try {
        const res = await call("assigncompanion", {
          booking_id: first?.id,
          companion_id: regular,
          confirm: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const dates = await query<{ visit_date: string; companion_id: number }>(
          t,
          sql`select visit_date::text, companion_id from bookings where series_id = ${f.seriesId} and visit_date > '2026-12-08' order by visit_date`,
        );
        expect(dates.find((d) => d.visit_date === "2026-12-15")?.companion_id).not.toBe(regular);
        expect(dates.filter((d) => d.companion_id === regular).length).toBe(dates.length - 1);
        const view = await call("getvisitseries", { series_id: f.seriesId });
        expect(view.status, JSON.stringify(view.body)).toBe(200);
        // The Friday before the first Tuesday keeps its companion (the team's choice); the Tuesday after the
        // night visit is left for the team, with why.
        expect(view.body.Data.items[0].gaps).toContainEqual(
          expect.objectContaining({ visit_date: "2026-12-15", reason: "travel" }),
        );
      } finally {
        await t.database.db.execute(sql`update cities set travel_kmph = 18 where name = 'Kolkata'`);
      }
    });
  },
);
