import { type MessageChoices, MINOR_INCIDENTS_IN_REPORT } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { NOW, query } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { circleMember, inviteToCircle, joinCircle } from "../../test/family.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";
import { checkInAndOut, companionCall, confirmedVisit, REPORT, userCall } from "../../test/visit-reports.ts";
import { INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND } from "./incidents.service.ts";

/*
 * Issue 42 (decision 0069): a companion filed "Serious: … slipped on the bathroom step" and the son heard
 * nothing until the team closed it. A serious or critical incident is told at once to the payer and the
 * whole circle (not the person who filed it), on the channels each chose and by SMS whatever they chose,
 * with what happened, the visit and the desk's number; a minor one with the visit's report (or on its own
 * once the report has gone); an incident raised from minor is told then; each once per incident and
 * address, however many reports arrive at once. Read from the outbox.
 */

const VISIT_DAY = "2026-12-15";
const ON_THE_DAY = "2026-12-15T05:00:00Z";
const DESK = "+44 20 7946 0000";
const WHAT = "Kamala slipped on the bathroom step and hurt her wrist; I have put ice on it.";
const AT_ONCE = 12;

type Row = {
  kind: string;
  ref_id: number;
  channel: string;
  to_address: string;
  subject: string;
  body: string;
};

describe.each(TEST_DATABASES)("the family told of an incident (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const company = { ...TEST_APP_CONFIG.company, helpline_phone: DESK };
  const t = useTestApp(kind, { company }, { now: clock.now });
  let service: number;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
  });

  async function choose(m: Member, channels: Partial<MessageChoices>) {
    const res = await t.call({
      method: "POST",
      url: "/api/users/setnotificationprefs/",
      headers: authed(m),
      payload: { channels: { visits: ["email"], reports: ["email"], plans: ["email"], ...channels } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /**
   * A confirmed visit on VISIT_DAY, and the payer's circle: Ravi, a manager with an email who chose email
   * for visits and SMS for reports, and a viewer with a light account (no email) who chose SMS.
   */
  async function family() {
    const v = await confirmedVisit(t, clock.set, { date: VISIT_DAY, service, sessions, now: NOW });
    const ravi = await registerMember(t, { ...newPerson(), user_name: "Ravi Sen" });
    const invited = await inviteToCircle(t, v.member, "manager", ravi.person);
    const manager = await joinCircle(t, invited.link, ravi.person.phone);
    await choose(manager, { visits: ["email"], reports: ["sms"] });
    const viewer = await circleMember(t, v.member, "viewer");
    await choose(viewer.session, { visits: ["sms"], reports: ["sms"] });
    const [payer] = await query<{ email: string; phone: string }>(
      t,
      sql`select email, phone from users where id = ${v.member.userId}`,
    );
    if (!payer) throw new Error("no payer");
    return {
      ...v,
      manager,
      payer: { email: payer.email, phone: payer.phone },
      ravi: { email: ravi.person.email, phone: `+91${ravi.person.phone}` },
      viewer: { phone: `+91${viewer.person.phone}` },
    };
  }
  type Family = Awaited<ReturnType<typeof family>>;

  /** Everyone's messages about one incident (or a visit's report), as [address, channel], sorted. */
  const rowsOf = (kinds: string[], refId: number) =>
    query<Row>(
      t,
      sql`select kind, ref_id, channel, to_address, subject, body from notifications
          where kind in (${sql.join(kinds, sql`, `)}) and ref_id = ${refId} order by id`,
    );
  const sent = (rows: Row[]) => rows.map((r) => `${r.channel} ${r.to_address}`).sort();
  const everyone = (f: Family) =>
    [
      `email ${f.payer.email}`,
      `sms ${f.payer.phone}`,
      `email ${f.ravi.email}`,
      `sms ${f.ravi.phone}`,
      `sms ${f.viewer.phone}`,
    ].sort();
  const report = (f: Family, severity: string, what: string, by: "companion" | Member = "companion") =>
    by === "companion"
      ? companionCall(t, "reportincident", f.token, {
          booking_id: f.bookingId,
          severity,
          what_happened: what,
        })
      : userCall(t, by, "reportincident", { booking_id: f.bookingId, severity, what_happened: what });
  const incidentOf = async (bookingId: number, reportedBy: string) => {
    const [row] = await query<{ id: number }>(
      t,
      sql`select id from incidents where booking_id = ${bookingId} and reported_by = ${reportedBy}`,
    );
    if (!row) throw new Error("no incident");
    return row.id;
  };
  const deliver = async () => {
    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();
  };

  it("a companion's serious report reaches the payer, the manager and the viewer at once, on their channels and by SMS, with what happened, the visit and the desk; once", async () => {
    const f = await family();
    clock.set(ON_THE_DAY);
    try {
      const res = await report(f, "serious", WHAT);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = await incidentOf(f.bookingId, "companion");
      const rows = await rowsOf([INCIDENT_FAMILY_KIND], id);
      // The payer and Ravi chose email for visits: email, and SMS whatever they chose; the viewer SMS.
      expect(sent(rows)).toEqual(everyone(f));

      await deliver();
      const mail = t.outbox.sent.find((m) => m.to === f.payer.email && m.subject.includes("incident"));
      expect(mail?.subject).toBe("Serious incident during Kamala Devi's visit");
      expect(mail?.text).toContain("The companion reported a serious incident during Kamala Devi's visit.");
      expect(mail?.text).toContain(WHAT);
      expect(mail?.text).toContain("15 Dec 2026, starting 9:00 AM (India time)");
      expect(mail?.text).toContain(`call ${DESK} (24x7)`);
      const sms = t.outbox.sent.find((m) => m.to === f.viewer.phone && m.text.includes("incident"));
      expect(sms?.channel).toBe("sms");
      expect(sms?.text).toMatch(
        /^Serious incident during Kamala Devi's visit \(.+, 15 Dec 2026, starting 9:00 AM \(India time\)\)/,
      );
      expect(sms?.text).toContain("slipped on the bathroom step");
      expect(sms?.text).toContain(DESK);

      // A second report on it, even more serious: the team hears; the family, told once, hears nothing more.
      const again = await report(f, "critical", "She is now dizzy too.");
      expect(again.status).toBe(200);
      expect(sent(await rowsOf([INCIDENT_FAMILY_KIND], id))).toEqual(everyone(f));
    } finally {
      clock.set(NOW);
    }
  });

  it("a manager's critical report reaches the payer and the viewer, not the manager who filed it", async () => {
    const f = await family();
    clock.set(ON_THE_DAY);
    try {
      const res = await report(f, "critical", WHAT, f.manager);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = await rowsOf([INCIDENT_FAMILY_KIND], await incidentOf(f.bookingId, "family"));
      expect(sent(rows)).toEqual(
        [`email ${f.payer.email}`, `sms ${f.payer.phone}`, `sms ${f.viewer.phone}`].sort(),
      );
      expect(rows[0]?.subject).toBe("Critical incident during Kamala Devi's visit");
      expect(rows.find((r) => r.channel === "sms")?.body).toContain('Ravi Sen reported: "Kamala slipped');
    } finally {
      clock.set(NOW);
    }
  });

  it("a minor incident is not sent at once: it comes with the visit's report, and one reported after the report is told on its own, on the channels chosen", async () => {
    const f = await family();
    await checkInAndOut(t, clock.set, f, VISIT_DAY);
    try {
      clock.set("2026-12-15T05:45:00Z");
      expect((await report(f, "minor", "The gate was left open when I arrived.")).status).toBe(200);
      const id = await incidentOf(f.bookingId, "companion");
      expect(await rowsOf([INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND], id)).toEqual([]);

      clock.set("2026-12-15T05:50:00Z");
      const filed = await companionCall(t, "submitreport", f.token, { booking_id: f.bookingId, ...REPORT });
      expect(filed.status, JSON.stringify(filed.body)).toBe(200);
      const ready = await rowsOf(["booking_report_ready"], f.bookingId);
      // Reports by the channels chosen for them: the payer email, Ravi and the viewer SMS; no SMS added.
      expect(sent(ready)).toEqual(
        [`email ${f.payer.email}`, `sms ${f.ravi.phone}`, `sms ${f.viewer.phone}`].sort(),
      );
      const mail = ready.find((r) => r.channel === "email")?.body ?? "";
      expect(mail).toContain(MINOR_INCIDENTS_IN_REPORT.short(1, DESK));
      expect(mail).toContain(
        "Minor incident reported by the companion:\nThe gate was left open when I arrived.",
      );
      expect(ready.find((r) => r.to_address === f.viewer.phone)?.body).toContain(
        MINOR_INCIDENTS_IN_REPORT.short(1, DESK),
      );
      expect(await rowsOf([INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND], id)).toEqual([]);

      // After the report: the payer's own minor report is told to the circle (not the payer), as chosen.
      clock.set("2026-12-15T07:00:00Z");
      expect((await report(f, "minor", "The geyser is leaking.", f.member)).status).toBe(200);
      const later = await rowsOf(
        [INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND],
        await incidentOf(f.bookingId, "family"),
      );
      expect(later.map((r) => r.kind)).toEqual([INCIDENT_MINOR_KIND, INCIDENT_MINOR_KIND]);
      expect(sent(later)).toEqual([`email ${f.ravi.email}`, `sms ${f.viewer.phone}`].sort());
      expect(later[0]?.subject).toBe("Minor incident during Kamala Devi's visit");
    } finally {
      clock.set(NOW);
    }
  });

  it("a minor incident reported as the visit's report is filed is told once: with the report or after it, never neither", async () => {
    for (let round = 0; round < 4; round++) {
      const v = await confirmedVisit(t, clock.set, { date: VISIT_DAY, service, sessions, now: NOW });
      const [payer] = await query<{ email: string }>(
        t,
        sql`select email from users where id = ${v.member.userId}`,
      );
      await checkInAndOut(t, clock.set, v, VISIT_DAY);
      clock.set("2026-12-15T05:45:00Z");
      try {
        const what = `The tap in the kitchen drips (${round}).`;
        const [filed, reported] = await Promise.all([
          companionCall(t, "submitreport", v.token, { booking_id: v.bookingId, ...REPORT }),
          companionCall(t, "reportincident", v.token, {
            booking_id: v.bookingId,
            severity: "minor",
            what_happened: what,
          }),
        ]);
        expect([filed.status, reported.status]).toEqual([200, 200]);
        const id = await incidentOf(v.bookingId, "companion");
        const withReport = (await rowsOf(["booking_report_ready"], v.bookingId)).filter(
          (r) => r.to_address === payer?.email && r.body.includes(what),
        );
        const alone = (await rowsOf([INCIDENT_MINOR_KIND], id)).filter((r) => r.to_address === payer?.email);
        expect(withReport.length + alone.length, `round ${round}`).toBe(1);
      } finally {
        clock.set(NOW);
      }
    }
  });

  it("an incident raised from minor to serious by a report added to it is told then, once", async () => {
    const f = await family();
    clock.set(ON_THE_DAY);
    try {
      expect((await report(f, "minor", "She seemed a little unsteady.")).status).toBe(200);
      const id = await incidentOf(f.bookingId, "companion");
      expect(await rowsOf([INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND], id)).toEqual([]);

      expect((await report(f, "serious", "She has fallen and hurt her wrist.")).status).toBe(200);
      const rows = await rowsOf([INCIDENT_FAMILY_KIND], id);
      expect(sent(rows)).toEqual(everyone(f));
      expect(rows[0]?.subject).toBe("Now serious: the incident during Kamala Devi's visit");
      expect(rows[0]?.body).toContain("She seemed a little unsteady.");
      expect(rows[0]?.body).toContain("She has fallen and hurt her wrist.");
      const sms = rows.find((r) => r.to_address === f.viewer.phone)?.body ?? "";
      expect(sms).toContain('reported: "She has fallen and hurt her wrist."');

      for (const severity of ["serious", "critical", "minor"])
        expect((await report(f, severity, `More (${severity}).`)).status).toBe(200);
      expect(sent(await rowsOf([INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND], id))).toEqual(everyone(f));
    } finally {
      clock.set(NOW);
    }
  });

  it(`${AT_ONCE} reports from the companion and ${AT_ONCE} from the payer and the manager at once make one message per incident, person and channel`, async () => {
    const f = await family();
    clock.set(ON_THE_DAY);
    try {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE * 2 }, (_, i) =>
          report(
            f,
            i % 3 === 0 ? "critical" : "serious",
            `Report ${i + 1}: she fell.`,
            i % 2 === 0 ? "companion" : i % 4 === 1 ? f.member : f.manager,
          ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE * 2).fill(200));
      const byCompanion = await rowsOf([INCIDENT_FAMILY_KIND], await incidentOf(f.bookingId, "companion"));
      expect(sent(byCompanion)).toEqual(everyone(f));
      // The family's own incident: whoever filed first is told only of the others' additions; nobody twice.
      const byFamily = sent(await rowsOf([INCIDENT_FAMILY_KIND], await incidentOf(f.bookingId, "family")));
      expect(byFamily).toEqual([...new Set(byFamily)]);
      expect(everyone(f)).toEqual(expect.arrayContaining(byFamily));
      expect(byFamily).toContain(`sms ${f.viewer.phone}`);

      await deliver();
      const toViewer = t.outbox.sent.filter(
        (m) => m.to === f.viewer.phone && m.text.includes("incident during"),
      );
      expect(toViewer).toHaveLength(2);
    } finally {
      clock.set(NOW);
    }
  });
});
