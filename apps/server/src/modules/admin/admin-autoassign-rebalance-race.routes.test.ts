import type { AutoassignResponse } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NOW, query, bookedVisit as visitBooked } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * admin/autoassign/ with `rebalance` judges each move again under the roster's day lock (decision 0089):
 * a companion another writer gave a visit while the run was planning is never double-booked, and the move
 * is left and said. On PostgreSQL only: the test holds the day's lock on a connection of its own while the
 * run waits for it (PGlite has one connection, so the run could not start).
 */

describe.each(TEST_DATABASES.filter((k) => k === "postgres"))(
  "admin/autoassign/ with rebalance, a change meanwhile (%s)",
  (kind) => {
    const t = useTestApp(kind, {}, { now: fixedClock(NOW).now });
    let admin: string;
    let companionService: number;
    let kolkata: number;

    beforeAll(async () => {
      admin = (await loginNewAdmin(t)).token;
      companionService = await serviceId(t, "GEN-COMPANION");
      const [city] = await query<{ id: number }>(t, sql`select id from cities where name = 'Kolkata'`);
      kolkata = city?.id as number;
    });

    const companionOf = async (bookingId: number) =>
      (
        await query<{ companion_id: number }>(
          t,
          sql`select companion_id from bookings where id = ${bookingId}`,
        )
      )[0]?.companion_id;

    it("leaves a move whose new companion was given another visit meanwhile, and says so", async () => {
      const day = "2026-12-23";
      const v = await visitBooked(t, companionService, day);
      // A confirmed visit of the same shift (not the run's): the team will change its companion meanwhile.
      const other = await visitBooked(t, companionService, day);
      await t.database.db.execute(
        sql`update bookings set status = 'confirmed' where id = ${other.bookingId}`,
      );
      const [free] = await query<{ id: number }>(
        t,
        sql`select c.id from companions c join cities ci on ci.id = c.city_id
            where ci.name = 'Kolkata' and not exists (select 1 from bookings b where b.companion_id = c.id
              and b.visit_date = ${day}) order by c.id desc limit 1`,
      );
      const wanted = free?.id as number;
      await t.database.db.execute(
        sql`insert into companion_preferences (user_id, companion_id, preference, updated_at)
            values (${v.member.userId}, ${wanted}, 'prefer', now())`,
      );
      const body = { city_id: kolkata, from: day, to: day, rebalance: true };
      const call = (payload: object) =>
        t.call({
          method: "POST",
          url: "/api/admin/autoassign/",
          headers: { authorization: `Bearer ${admin}` },
          payload,
        });
      const plan = (await call({ ...body, dry_run: true })).body.Data as AutoassignResponse;
      expect(plan.moved).toContainEqual(
        expect.objectContaining({ booking_id: v.bookingId, companion_id: wanted }),
      );

      // Hold the day's roster lock as the team's change of companion does, and make the change under it
      // once the run (its rows read and locked) waits for the day.
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roster-day:${day}`}))`);
        const running = call(body).then((res) => {
          answer = res;
        });
        await vi.waitFor(
          async () => {
            const [row] = await query<{ n: number }>(
              t,
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
            );
            expect(row?.n).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 50 },
        );
        await tx.execute(sql`update bookings set companion_id = ${wanted} where id = ${other.bookingId}`);
        void running;
      });
      await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 20_000, interval: 50 });
      expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
      const done = answer?.body.Data as AutoassignResponse;
      expect(done.moved.find((m) => m.booking_id === v.bookingId)).toBeUndefined();
      expect(done.moves_left).toContainEqual(
        expect.objectContaining({ booking_id: v.bookingId, reason: "taken_meanwhile" }),
      );
      expect(await companionOf(v.bookingId)).toBe(v.held);
      expect(await companionOf(other.bookingId)).toBe(wanted);
    });
  },
);
