import { LATE_CHECKIN_MINUTES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.ts";
import { LATE_VISIT_EMAIL_KIND } from "./modules/visits/late-visits.ts";
import { NOW, query, YEAR } from "./test/booking-changes.ts";
import { book, bookingBody, serviceId, subscribedFamily } from "./test/bookings.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "./test/harness.ts";

/*
 * Background work (decision 0065): the outbox worker and the sweeps run when the database reports work
 * (a NOTIFY from the changing transaction, whichever process made it) and when their next item falls
 * due; an idle process does nothing at all between safety sweeps.
 */

const MINUTE = 60_000;
const AN_HOUR = 60 * MINUTE;
const TEAM = TEST_APP_CONFIG.SUPPORT_EMAIL;

/** Waits until `quiet` ms pass with no change in `count()`. */
async function quietFor(count: () => number, quiet: number): Promise<void> {
  let seen = -1;
  while (seen !== count()) {
    seen = count();
    await new Promise((resolve) => setTimeout(resolve, quiet));
  }
}

describe.each(TEST_DATABASES)("an idle app (%s)", (kind) => {
  const statements: string[] = [];
  const safetyMs = loadConfig({}).NOTIFY_INTERVAL_MS;
  beforeAll(() => {
    // Before the app is built, so its timers are fake; they still move with real time as well.
    vi.useFakeTimers({
      now: new Date(NOW),
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  // The default background configuration, every statement the app sends recorded.
  const t = useTestApp(kind, { NOTIFY_INTERVAL_MS: safetyMs }, { logQuery: (q) => statements.push(q) });

  // On a server each process also reads the public-data version every PUBLIC_DATA_CHECK_MS, in case a
  // cache's notification was missed (decision 0047); PGlite has no such check: one process owns it.
  const background = () => statements.filter((q) => !q.includes("public_data_version"));

  it("sends no database query for four minutes once its sweeps have looked, then sweeps at the safety interval", async () => {
    expect(t.app).toBeDefined();
    // Each sweep looks once as it starts.
    await quietFor(() => statements.length, 500);
    const before = background().length;
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    await quietFor(() => background().length, 200);
    expect(background().slice(before)).toEqual([]);
    if (kind === "pglite") expect(statements.length).toBe(before);

    // The safety sweep: a notification missed is still found.
    await vi.advanceTimersByTimeAsync(safetyMs - 4 * MINUTE + 1_000);
    await quietFor(() => background().length, 500);
    expect(background().length).toBeGreaterThan(before);
  });
});

describe.each(TEST_DATABASES)("background work is done when it arrives (%s)", (kind) => {
  // A clock that runs in real time from wherever the test sets it.
  let offset = new Date(NOW).getTime() - Date.now();
  const now = () => new Date(Date.now() + offset);
  const setClock = (at: Date) => {
    offset = at.getTime() - Date.now();
  };
  // A safety interval no test waits for: only a notification or a due time can make the work happen.
  const t = useTestApp(kind, { NOTIFY_INTERVAL_MS: AN_HOUR }, { now });

  it("sends a message another process queued (no kick here) at once, not at the next interval", async () => {
    const subject = `Queued elsewhere ${Date.now()}`;
    await t.database.db.execute(
      sql`insert into notifications (kind, ref_id, channel, to_address, subject, body, status, next_attempt_at)
          values ('test', 1, 'email', 'family@example.com', ${subject}, 'Hello', 'pending', ${new Date(now().getTime() - 1000).toISOString()}::timestamptz)`,
    );
    await vi.waitFor(() => expect(t.outbox.sent.map((m) => m.subject)).toContain(subject), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it("tells the team of a late visit when it becomes late, the sweep asleep until then", async () => {
    setClock(new Date(NOW));
    const service = await serviceId(t, "GEN-COMPANION");
    const family = await subscribedFamily(t, YEAR);
    const res = await book(
      t,
      family.member,
      bookingBody(family.lovedOnes[0] as number, service, { visit_date: "2026-12-12" }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bookingId = res.body.Data.booking.booking_id as number;
    const [visit] = await query<{ starts_at: string }>(
      t,
      sql`select starts_at from bookings where id = ${bookingId}`,
    );
    // Two seconds before the visit is late, the team confirms it: that change wakes the sweep, which
    // finds nothing late yet and sleeps until the visit will be.
    const lateAt = new Date(visit?.starts_at ?? "").getTime() + LATE_CHECKIN_MINUTES * MINUTE;
    setClock(new Date(lateAt - 2_000));
    await t.database.db.execute(sql`update bookings set status = 'confirmed' where id = ${bookingId}`);
    const lateEmails = () =>
      query<{ to_address: string }>(
        t,
        sql`select to_address from notifications where kind = ${LATE_VISIT_EMAIL_KIND} and ref_id = ${bookingId}`,
      );
    expect(await lateEmails()).toEqual([]);
    await vi.waitFor(async () => expect(await lateEmails()).toEqual([{ to_address: TEAM }]), {
      timeout: 15_000,
      interval: 100,
    });
  });
});

// On a server the process's one listening connection can be lost; PGlite's notifications cannot be.
describe.each(TEST_DATABASES.filter((k) => k === "postgres"))(
  "after the listening connection is lost (%s)",
  (kind) => {
    // Only notifications can drop the plans' cache or wake the outbox worker here.
    const t = useTestApp(kind, { NOTIFY_INTERVAL_MS: AN_HOUR, PUBLIC_DATA_CHECK_MS: 0 });
    const PLANS = "/api/shared/fetchsubscriptionplans/";

    it("listens again on every channel, and the work and the caches follow notifications again", async () => {
      await t.app.inject({ method: "GET", url: PLANS });
      const killed = await query<{ pid: number }>(
        t,
        sql`select pg_terminate_backend(pid), pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(killed).toHaveLength(1);
      // Back on one connection again, listening on both channels.
      await vi.waitFor(
        async () =>
          expect(
            await query<{ pid: number }>(
              t,
              sql`select pid from pg_stat_activity
                where datname = current_database() and pid <> ${killed[0]?.pid ?? 0} and query ilike 'listen %'`,
            ),
          ).toHaveLength(1),
        { timeout: 10_000, interval: 100 },
      );

      const subject = `Queued after the reconnect ${Date.now()}`;
      await t.database.db.execute(
        sql`insert into notifications (kind, ref_id, channel, to_address, subject, body, status, next_attempt_at)
          values ('test', 2, 'email', 'family@example.com', ${subject}, 'Hello', 'pending', now() - interval '1 second')`,
      );
      await vi.waitFor(() => expect(t.outbox.sent.map((m) => m.subject)).toContain(subject), {
        timeout: 10_000,
        interval: 50,
      });

      const [row] = await query<{ fee: number }>(
        t,
        sql`update plan_tiers set plan_fee_paise = plan_fee_paise + 100 where tier = 'silver' and beneficiaries = 'single' and frequency = 'annual' returning plan_fee_paise as fee`,
      );
      const rupees = String((row?.fee ?? 0) / 100);
      await vi.waitFor(
        async () => expect((await t.app.inject({ method: "GET", url: PLANS })).body).toContain(rupees),
        { timeout: 10_000, interval: 50 },
      );
    });
  },
);
