import { INCIDENT_MESSAGES, INCIDENT_REPORT_MAX, INCIDENT_TEXT_MAX } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { booked, expectError, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { circleMember } from "../../test/family.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { companionCall, confirmedVisit, userCall } from "../../test/visit-reports.ts";
import { INCIDENT_RAISED_KIND, INCIDENT_REPORTED_KIND } from "./incidents.service.ts";

/*
 * Issue 40 (decision 0066): 30 simultaneous reports on one visit made 30 open incidents and 30 emails to
 * the team. A report on a visit that already has the reporter's open incident is added to it; new
 * incidents are limited per account an hour (INCIDENTS_PER_HOUR); the team hears once per incident, and
 * again only when an addition makes it more serious. Really at once on the PostgreSQL server.
 */

const ON_THE_DAY = "2026-12-15T05:00:00Z";
const AT_ONCE = 30;

describe.each(TEST_DATABASES)("incident reports under a flood (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const LIMIT = 2;
  const t = useTestApp(kind, { INCIDENTS_PER_HOUR: LIMIT }, { now: clock.now });
  let service: number;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
  });

  const visit = () => confirmedVisit(t, clock.set, { date: "2026-12-15", service, sessions, now: NOW });
  const incidentsOn = (bookingId: number) =>
    query<{ id: number; severity: string; what_happened: string }>(
      t,
      sql`select id, severity, what_happened from incidents where booking_id = ${bookingId} order by id`,
    );
  const teamMessages = (kindOf: string, incidentId: number) =>
    query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = ${kindOf} and ref_id = ${incidentId}`,
    ).then((r) => r[0]?.n ?? 0);

  it(`makes one incident of ${AT_ONCE} reports sent at once on one visit, with every word kept and one email to the team`, async () => {
    const v = await visit();
    clock.set(ON_THE_DAY);
    try {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          userCall(t, v.member, "reportincident", {
            booking_id: v.bookingId,
            severity: "minor",
            what_happened: `Report number ${i + 1}: the gate was left open.`,
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
      const messages = answers.map((a) => a.body.Data.Message as string);
      expect(messages.filter((m) => m === INCIDENT_MESSAGES.reported)).toHaveLength(1);
      expect(messages.filter((m) => m === INCIDENT_MESSAGES.added)).toHaveLength(AT_ONCE - 1);
      const [only, ...more] = await incidentsOn(v.bookingId);
      expect(more).toEqual([]);
      for (let i = 1; i <= AT_ONCE; i++) expect(only?.what_happened).toContain(`Report number ${i}:`);
      expect(await teamMessages(INCIDENT_REPORTED_KIND, only?.id ?? 0)).toBe(1);
      expect(await teamMessages(INCIDENT_RAISED_KIND, only?.id ?? 0)).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });

  it(`makes at most ${LIMIT} new incidents an hour for one family, ${AT_ONCE} reports at once on three visits, one email each`, async () => {
    const f = await subscribedFamily(t, YEAR);
    const lovedOne = f.lovedOnes[0] as number;
    const visits: number[] = [];
    for (const day of ["2026-12-13", "2026-12-14", "2026-12-15"]) {
      const b = await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: day }));
      await t.database.db.execute(sql`update bookings set status = 'confirmed' where id = ${b.booking_id}`);
      visits.push(b.booking_id);
    }
    clock.set(ON_THE_DAY);
    try {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          userCall(t, f.member, "reportincident", {
            booking_id: visits[i % visits.length],
            severity: "serious",
            what_happened: `The visit's door was found open (${i + 1}).`,
          }),
        ),
      );
      const made = (await Promise.all(visits.map((id) => incidentsOn(id)))).flat();
      expect(made).toHaveLength(LIMIT);
      for (const incident of made) expect(await teamMessages(INCIDENT_REPORTED_KIND, incident.id)).toBe(1);
      // The visit left without an incident: every report on it refused, with the reason.
      const withIncident = new Set(
        (
          await query<{ booking_id: number }>(
            t,
            sql`select booking_id from incidents where booking_id in (${sql.join(visits, sql`, `)})`,
          )
        ).map((r) => r.booking_id),
      );
      const refused = answers.filter((_, i) => !withIncident.has(visits[i % visits.length] as number));
      expect(refused).toHaveLength(AT_ONCE / visits.length);
      for (const r of refused) expectError(r, 429, INCIDENT_MESSAGES.tooMany(LIMIT), "BE009");
      expect(answers.filter((a) => a.status === 200)).toHaveLength(AT_ONCE - refused.length);

      // An hour later there is room again.
      clock.set("2026-12-15T06:00:01Z");
      const later = visits.find((id) => !withIncident.has(id)) as number;
      const again = await userCall(t, f.member, "reportincident", {
        booking_id: later,
        severity: "minor",
        what_happened: "The door again.",
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    } finally {
      clock.set(NOW);
    }
  });

  it("tells the team again only when an addition makes the incident more serious; a circle manager adds to the family's", async () => {
    const v = await visit();
    const circle = await circleMember(t, v.member, "manager");
    const manager = { ...circle.session, phone: circle.person.phone };
    clock.set(ON_THE_DAY);
    try {
      const report = (who: typeof v.member, severity: string, what: string) =>
        userCall(t, who, "reportincident", { booking_id: v.bookingId, severity, what_happened: what });
      const first = await report(v.member, "minor", "She seemed tired and did not eat.");
      expect(first.body.Data.Message).toBe(INCIDENT_MESSAGES.reported);
      const raised = await report(manager, "critical", "She has fallen and cannot get up.");
      expect(raised.status, JSON.stringify(raised.body)).toBe(200);
      expect(raised.body.Data.Message).toBe(INCIDENT_MESSAGES.added);
      expect(raised.body.Data.incident).toMatchObject({
        incident_id: first.body.Data.incident.incident_id,
        severity: "critical",
      });
      // Less serious than it now is: added, the severity kept, no new email.
      await report(v.member, "serious", "The ambulance has come.");
      const [incident, ...more] = await incidentsOn(v.bookingId);
      expect(more).toEqual([]);
      expect(incident?.severity).toBe("critical");
      expect(incident?.what_happened).toMatch(
        /^She seemed tired and did not eat\.\n\nAdded 2026-12-15 10:30 \(India time\): She has fallen and cannot get up\.\n\nAdded 2026-12-15 10:30 \(India time\): The ambulance has come\.$/,
      );
      expect(await teamMessages(INCIDENT_REPORTED_KIND, incident?.id ?? 0)).toBe(1);
      expect(await teamMessages(INCIDENT_RAISED_KIND, incident?.id ?? 0)).toBe(1);
      await t.app.notifier.settled();
      await t.app.notifier.deliverDue();
      const raisedMail = t.outbox.sent.find((m) => m.subject.startsWith("Now critical:"));
      expect(raisedMail?.text).toContain("is now critical (it was minor)");
      expect(raisedMail?.text).toContain("She has fallen and cannot get up.");
      // The team calls whoever filed it: the manager who raised it, not the account holder (issue 42).
      expect(raisedMail?.text).toContain(`Reported by the family: Meera Sen, +91${manager.phone}`);
    } finally {
      clock.set(NOW);
    }
  });

  it("refuses an addition that would make the report longer than it may be, changing nothing", async () => {
    const v = await visit();
    clock.set(ON_THE_DAY);
    try {
      const long = "x".repeat(INCIDENT_TEXT_MAX);
      const reports = Math.floor(INCIDENT_REPORT_MAX / INCIDENT_TEXT_MAX);
      for (let i = 0; i < reports; i++) {
        const res = await userCall(t, v.member, "reportincident", {
          booking_id: v.bookingId,
          severity: "minor",
          what_happened: i === 0 ? "short" : long,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const before = await incidentsOn(v.bookingId);
      const over = await userCall(t, v.member, "reportincident", {
        booking_id: v.bookingId,
        severity: "critical",
        what_happened: long,
      });
      expectError(over, 422, INCIDENT_MESSAGES.reportFull);
      expect(await incidentsOn(v.bookingId)).toEqual(before);
    } finally {
      clock.set(NOW);
    }
  });

  it(`makes one incident of ${AT_ONCE} reports sent at once by the visit's companion`, async () => {
    const v = await visit();
    clock.set(ON_THE_DAY);
    try {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          companionCall(t, "reportincident", v.token, {
            booking_id: v.bookingId,
            severity: "serious",
            what_happened: `Companion's report ${i + 1}.`,
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
      const made = await incidentsOn(v.bookingId);
      expect(made).toHaveLength(1);
      expect(await teamMessages(INCIDENT_REPORTED_KIND, made[0]?.id ?? 0)).toBe(1);
    } finally {
      clock.set(NOW);
    }
  });
});
