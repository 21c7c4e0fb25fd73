import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { tagOf } from "../../test/city-scope.ts";
import { addCompanion, companionBody } from "../../test/companion-checks.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";
import { CHECK_REMINDER_KIND, createCheckReminders } from "./check-reminders.service.ts";

/*
 * The care team is told 60, 30 and 7 days before a companion's check lapses (issue 45, decision 0087),
 * each exactly once per check and valid-until date, however many sweeps run at once (on PostgreSQL they
 * really run in parallel); a renewed check has its own reminders.
 */

const silentLog = { error: () => undefined };
/** 10:00 India time on a day. */
const tenAm = (day: string) => new Date(`${day}T04:30:00Z`);

describe.each(TEST_DATABASES)("companion check reminders (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
  });

  const reminders = () =>
    createCheckReminders({
      db: t.database.db,
      notifier: t.app.notifier,
      members: createMemberDirectory(),
      config: { SUPPORT_EMAIL: TEST_APP_CONFIG.SUPPORT_EMAIL, publicUrl: "https://care.example" },
      log: silentLog,
    });
  const emailsAbout = (companionId: number) =>
    query<{ to: string; subject: string; body: string }>(
      t,
      sql`select to_address as "to", subject, body from notifications
          where kind = ${CHECK_REMINDER_KIND} and ref_id = ${companionId} order by id`,
    );
  const remindedDays = async (companionId: number) =>
    (
      await query<{ check_kind: string; valid_until: string; days_before: number }>(
        t,
        sql`select check_kind, valid_until::text as valid_until, days_before from companion_check_alerts
            where companion_id = ${companionId} order by id`,
      )
    ).map((r) => `${r.check_kind} ${r.valid_until} ${r.days_before}`);
  /** A companion whose police verification holds until `validUntil`; the other checks for years. */
  const policeUntil = (validUntil: string, over: object = {}) =>
    addCompanion(t, admin, `Farida ${tagOf()}`, {
      identity_verified_on: "2026-11-01",
      police_verified_on: "2026-01-31",
      police_valid_until: validUntil,
      training_completed_on: "2026-11-01",
      ...over,
    });

  it("tells the team 60, 30 and 7 days before a check lapses, each once, never before 9 in the morning", async () => {
    const c = await policeUntil("2027-01-30");
    const sweep = reminders();
    // 08:59 in India on 1 December, 60 days before: nothing yet.
    expect(await sweep.queueReminders(new Date("2026-12-01T03:29:00Z"))).toBe(0);
    expect(await sweep.queueReminders(tenAm("2026-12-01"))).toBeGreaterThanOrEqual(1);
    expect(await remindedDays(c.companion_id)).toEqual(["police 2027-01-30 60"]);
    await sweep.queueReminders(tenAm("2026-12-01"));
    // 59 to 31 days before: nothing more.
    await sweep.queueReminders(tenAm("2026-12-20"));
    expect(await remindedDays(c.companion_id)).toEqual(["police 2027-01-30 60"]);
    await sweep.queueReminders(tenAm("2026-12-31"));
    await sweep.queueReminders(tenAm("2027-01-10"));
    await sweep.queueReminders(tenAm("2027-01-23"));
    await sweep.queueReminders(tenAm("2027-01-30"));
    // After its last day: nothing (the dashboard and the roster take over).
    await sweep.queueReminders(tenAm("2027-02-01"));
    expect(await remindedDays(c.companion_id)).toEqual([
      "police 2027-01-30 60",
      "police 2027-01-30 30",
      "police 2027-01-30 7",
    ]);

    const emails = await emailsAbout(c.companion_id);
    const name = String(c.full_name);
    expect(emails.map((e) => [e.to, e.subject])).toEqual([
      [
        TEST_APP_CONFIG.SUPPORT_EMAIL,
        `Check to renew: ${name}'s police verification lapses after 30 Jan 2027 (in 60 days)`,
      ],
      [
        TEST_APP_CONFIG.SUPPORT_EMAIL,
        `Check to renew: ${name}'s police verification lapses after 30 Jan 2027 (in 30 days)`,
      ],
      [
        TEST_APP_CONFIG.SUPPORT_EMAIL,
        `Check to renew: ${name}'s police verification lapses after 30 Jan 2027 (in 7 days)`,
      ],
    ]);
    const [first] = emails;
    expect(first?.body).toContain(
      `${name}'s police verification (Police verification, done on 31 Jan 2026): it is valid until 30 Jan 2027, 60 days from today.`,
    );
    expect(first?.body).toContain(
      "From 31 Jan 2027 they are not suggested, assigned or held for any visit until it is renewed",
    );
    expect(first?.body).toContain(`https://care.example/admin/companions/${c.companion_id}`);
    expect(first?.body).toContain("Kolkata");
  });

  it("sends a missed reminder late, once, only the one whose days have come; a renewed check gets its own", async () => {
    const c = await policeUntil("2027-01-05");
    // No sweep ran 60 to 31 days before: on 20 December (16 days left) only the 30-day one goes.
    await reminders().queueReminders(tenAm("2026-12-20"));
    expect(await remindedDays(c.companion_id)).toEqual(["police 2027-01-05 30"]);

    // Renewed on 1 December 2026 (the clock's day) for its usual year: reminded again before the new date.
    const renewed = await adminCall(t, admin, "modifycompanion", {
      ...(await companionBody(t, String(c.full_name), {
        identity_verified_on: "2026-11-01",
        training_completed_on: "2026-11-01",
        police_verified_on: "2026-12-01",
      })),
      companion_id: c.companion_id,
      phone: String(c.phone).replace(/^\+91/, ""),
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.Data.companion.police_valid_until).toBe("2027-12-01");
    await reminders().queueReminders(tenAm("2027-01-01"));
    expect(await remindedDays(c.companion_id)).toEqual(["police 2027-01-05 30"]);
    await reminders().queueReminders(tenAm("2027-10-05"));
    const police = (await remindedDays(c.companion_id)).filter((r) => r.startsWith("police"));
    expect(police).toEqual(["police 2027-01-05 30", "police 2027-12-01 60"]);
  });

  it("reminds nobody of an inactive companion's checks, nor of a check not done", async () => {
    const inactive = await policeUntil("2027-02-10", { is_active: false });
    const undone = await policeUntil("2027-02-10", { police_verified_on: null, police_valid_until: null });
    await reminders().queueReminders(tenAm("2026-12-15"));
    expect(await remindedDays(inactive.companion_id)).toEqual([]);
    expect(await remindedDays(undone.companion_id)).toEqual([]);
  });

  it("queues each reminder exactly once when sweeps run at once", async () => {
    const companions = [];
    for (let i = 0; i < 12; i++) companions.push(await policeUntil("2027-03-31"));
    const ids = companions.map((c) => c.companion_id);
    const counts = await Promise.all(
      Array.from({ length: 8 }, () => reminders().queueReminders(tenAm("2027-03-24"))),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(ids.length);
    const perCompanion = await query<{ ref_id: number; n: number }>(
      t,
      sql`select ref_id, count(*)::int as n from notifications
          where kind = ${CHECK_REMINDER_KIND} and ref_id = any(${`{${ids.join(",")}}`}::int[]) group by ref_id`,
    );
    expect(perCompanion).toHaveLength(ids.length);
    expect(perCompanion.every((r) => r.n === 1)).toBe(true);
    const alerts = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from companion_check_alerts where companion_id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    expect(alerts[0]?.n).toBe(ids.length);
  });
});
