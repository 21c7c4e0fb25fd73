import { LATE_CHECKIN_MINUTES, lateVisitSubject } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailTo, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { createBookingVisits } from "../bookings/booking-visits.service.ts";
import { createRoster } from "../companions/roster.service.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";
import { createLateVisits, LATE_ALERT_LOOKBACK_HOURS, LATE_VISIT_EMAIL_KIND } from "./late-visits.ts";

/*
 * Late visits (issue 26, decision 0046): a confirmed visit nobody checked in to LATE_CHECKIN_MINUTES after
 * its start is emailed to the team once, however many sweeps run at once (on PostgreSQL the five sweeps
 * really run in parallel), never before, never once someone checked in.
 */

const TEAM = TEST_APP_CONFIG.SUPPORT_EMAIL;
const MINUTE = 60_000;

/** 09:00 India time on `date` as an instant, moved by `minutes`. */
const nineAm = (date: string, minutes = 0) =>
  new Date(new Date(`${date}T03:30:00Z`).getTime() + minutes * MINUTE).toISOString();

/** A confirmed morning visit (09:00) on `date` for a new family, and the companion it holds. */
async function confirmedVisit(t: TestApp, clock: ReturnType<typeof fixedClock>, date: string, lovedOnes = 1) {
  clock.set(NOW);
  const service = await serviceId(t, "GEN-COMPANION");
  const f = await subscribedFamily(t, { ...YEAR, lovedOnes });
  const ids: number[] = [];
  for (const lovedOne of f.lovedOnes) {
    const res = await book(t, f.member, bookingBody(lovedOne, service, { visit_date: date }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.Data.booking.booking_id as number);
  }
  await t.database.db.execute(
    sql`update bookings set status = 'confirmed' where id = any(${`{${ids}}`}::int[])`,
  );
  const [held] = await query<{ name: string; phone: string }>(
    t,
    sql`select u.user_name as name, u.phone from bookings b join companions c on c.id = b.companion_id
        join users u on u.id = c.user_id where b.id = ${ids[0]}`,
  );
  return { ...f, ids, bookingId: ids[0] as number, companion: held as { name: string; phone: string } };
}

/** The team's late-visit emails about these bookings, in the outbox. */
async function lateEmails(t: TestApp, ids: number[]) {
  return query<{ ref_id: number; to_address: string; subject: string; body: string }>(
    t,
    sql`select ref_id, to_address, subject, body from notifications
        where kind = ${LATE_VISIT_EMAIL_KIND} and ref_id = any(${`{${ids}}`}::int[]) order by ref_id, id`,
  );
}

describe.each(TEST_DATABASES)("the late-visit sweep (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  const sweep = () => {
    const members = createMemberDirectory();
    return createLateVisits({
      db: t.database.db,
      notifier: t.app.notifier,
      members,
      roster: createRoster({ members }),
      bookings: createBookingVisits(),
      config: { SUPPORT_EMAIL: TEAM, publicUrl: "https://seniorcare.example" },
    });
  };

  beforeAll(async () => {
    await serviceId(t, "GEN-COMPANION");
  });

  it("emails the team once, LATE_CHECKIN_MINUTES after the start, with the visit, companion and a console link", async () => {
    const v = await confirmedVisit(t, clock, "2026-12-12");
    clock.set(nineAm("2026-12-12", LATE_CHECKIN_MINUTES - 1));
    expect(await sweep().queueLateAlerts(clock.now())).toBe(0);
    expect(await lateEmails(t, [v.bookingId])).toEqual([]);

    clock.set(nineAm("2026-12-12", LATE_CHECKIN_MINUTES));
    expect(await sweep().queueLateAlerts(clock.now())).toBe(1);
    // Later sweeps find it told.
    expect(await sweep().queueLateAlerts(clock.now())).toBe(0);
    clock.advance(30 * MINUTE);
    expect(await sweep().queueLateAlerts(clock.now())).toBe(0);

    const [email, ...more] = await lateEmails(t, [v.bookingId]);
    expect(more).toEqual([]);
    expect(email?.to_address).toBe(TEAM);
    expect(email?.subject).toBe(lateVisitSubject("Kamala Devi", "9:00 AM"));
    const mail = await mailTo(t, TEAM, lateVisitSubject("Kamala Devi", "9:00 AM"));
    expect(mail.text).toContain(`Nobody has checked in to booking #${v.bookingId}`);
    expect(mail.text).toContain("for Kamala Devi");
    expect(mail.text).toContain("12 Dec 2026");
    expect(mail.text).toContain("4 Hindusthan Park, Kolkata 700029");
    expect(mail.text).toContain(`Companion: ${v.companion.name}, ${v.companion.phone}`);
    expect(mail.text).toContain(
      "https://seniorcare.example/admin/bookings?date_from=2026-12-12&date_to=2026-12-12&q=Kamala+Devi",
    );
    const [row] = await query<{ late_alerted_at: Date | string }>(
      t,
      sql`select late_alerted_at from visit_checks where booking_id = ${v.bookingId}`,
    );
    expect(new Date(row?.late_alerted_at as string).toISOString()).toBe(
      nineAm("2026-12-12", LATE_CHECKIN_MINUTES),
    );
  });

  it("says nothing of a visit the companion checked in to, nor of one still waiting for confirmation", async () => {
    const checkedIn = await confirmedVisit(t, clock, "2026-12-14");
    const requested = await confirmedVisit(t, clock, "2026-12-14");
    await t.database.db.execute(
      sql`update bookings set status = 'requested' where id = ${requested.bookingId}`,
    );
    clock.set(nineAm("2026-12-14", 5));
    const companion = await loginCompanion(t, checkedIn.companion.phone.replace(/^\+91/, ""));
    const arrived = await t.call({
      method: "POST",
      url: "/api/companion/checkin/",
      headers: { authorization: `Bearer ${companion.token}` },
      payload: { booking_id: checkedIn.bookingId },
    });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);

    clock.set(nineAm("2026-12-14", 3 * LATE_CHECKIN_MINUTES));
    expect(await sweep().queueLateAlerts(clock.now())).toBe(0);
    expect(await lateEmails(t, [checkedIn.bookingId, requested.bookingId])).toEqual([]);
  });

  it(`leaves a visit that started more than ${LATE_ALERT_LOOKBACK_HOURS} hours ago to the dashboard`, async () => {
    const v = await confirmedVisit(t, clock, "2026-12-16");
    clock.set(nineAm("2026-12-16", LATE_ALERT_LOOKBACK_HOURS * 60 + 1));
    expect(await sweep().queueLateAlerts(clock.now())).toBe(0);
    expect(await lateEmails(t, [v.bookingId])).toEqual([]);
  });

  it("five sweeps at once email each late visit once", async () => {
    const families = [];
    for (let i = 0; i < 3; i++) families.push(await confirmedVisit(t, clock, "2026-12-18", 2));
    const ids = families.flatMap((f) => f.ids);
    expect(ids).toHaveLength(6);
    clock.set(nineAm("2026-12-18", LATE_CHECKIN_MINUTES + 1));
    const at = clock.now();
    const counts = await Promise.all(Array.from({ length: 5 }, () => sweep().queueLateAlerts(at)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const emails = await lateEmails(t, ids);
    expect(emails.map((e) => e.ref_id)).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe.each(TEST_DATABASES)("the late-visit sweep runs with the reminders' timer (%s)", (kind) => {
  const clock = fixedClock(NOW);
  // A short interval: the bookings module's sweep (and the outbox worker) run on their own.
  const t = useTestApp(kind, { NOTIFY_INTERVAL_MS: 20 }, { now: clock.now });

  it("tells the team of a late visit without being asked", async () => {
    const v = await confirmedVisit(t, clock, "2026-12-12");
    clock.set(nineAm("2026-12-12", LATE_CHECKIN_MINUTES + 2));
    let emails: Awaited<ReturnType<typeof lateEmails>> = [];
    for (let i = 0; i < 200 && emails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      emails = await lateEmails(t, [v.bookingId]);
    }
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to_address).toBe(TEAM);
  });
});
