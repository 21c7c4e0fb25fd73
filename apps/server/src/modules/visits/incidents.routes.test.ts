import { INCIDENT_MESSAGES, INCIDENT_TEXT_MAX, incidentSubject } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { emailOf, expectError, listBookings, query, setStatus } from "../../test/booking-changes.ts";
import { TEST_APP_CONFIG, TEST_DATABASES } from "../../test/harness.ts";
import { eraseAccount, exportedData, tablesContaining } from "../../test/members.ts";
import { companionCall, userCall, useVisitTestApp } from "../../test/visit-reports.ts";

/*
 * Urgent help (issue 29, decision 0060): the family or the day's companion reports an incident on a
 * visit; the team is emailed at once; it stays on the dashboard until closed with a note, once, and the
 * family reads it and the resolution on the booking.
 */

const ON_THE_DAY = "2026-12-15T05:00:00Z";
const WHAT = "She slipped in the bathroom; no injury seen, but she is shaken.";

describe.each(TEST_DATABASES)("incidents on a visit (%s)", (kind) => {
  const { t, clock, admin, visit } = useVisitTestApp(kind);
  const adminCall = (path: string, payload: object) =>
    t.call({
      method: "POST",
      url: `/api/admin/${path}/`,
      headers: { authorization: `Bearer ${admin()}` },
      payload,
    });
  const dashboardIncidents = async () => {
    const res = await t.call({
      method: "GET",
      url: "/api/admin/dashboard/",
      headers: { authorization: `Bearer ${admin()}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.care as { open_incidents: number; incidents: { incident_id: number }[] };
  };
  const incidentsOfBooking = async (v: Awaited<ReturnType<typeof visit>>) => {
    const list = await listBookings(t, v.member);
    const b = (list.body.Data.items as { booking_id: number; incidents: unknown[] }[]).find(
      (x) => x.booking_id === v.bookingId,
    );
    return b?.incidents;
  };
  const teamMails = (subject: string) =>
    t.outbox.sent.filter((m) => m.to === TEST_APP_CONFIG.SUPPORT_EMAIL && m.subject === subject);

  it("the family reports; the team is emailed at once; the dashboard lists it until closed with a note, which the family reads", async () => {
    const v = await visit();
    clock.set(ON_THE_DAY);
    const res = await userCall(t, v.member, "reportincident", {
      booking_id: v.bookingId,
      severity: "serious",
      what_happened: `  ${WHAT}  `,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Serious: the family is told at once too, and the reporter is told so (issue 42).
    expect(res.body.Data.Message).toBe(INCIDENT_MESSAGES.reportedFamilyTold);
    const incident = res.body.Data.incident;
    expect(incident).toMatchObject({
      severity: "serious",
      what_happened: WHAT,
      reported_by: "family",
      reported_at: new Date(ON_THE_DAY).toISOString(),
      closed_at: null,
      resolution: null,
    });

    // The team's email, sent by the outbox without waiting for the next sweep.
    await t.app.notifier.settled();
    const subject = incidentSubject("serious", (await incidentsOfBookingName(v.bookingId)) ?? "");
    const [mail] = teamMails(subject);
    expect(mail?.text).toContain(WHAT);
    expect(mail?.text).toContain(`booking #${v.bookingId}`);
    expect(mail?.text).toContain("Reported by the family");

    expect(await incidentsOfBooking(v)).toEqual([incident]);
    const open = await dashboardIncidents();
    const listed = open.incidents.find((i) => i.incident_id === incident.incident_id);
    expect(listed).toMatchObject({ booking_id: v.bookingId, severity: "serious", reported_by: "family" });
    expect((listed as unknown as { reporter_name: string }).reporter_name).not.toBe("");

    // Closed with a note, once: the family is emailed and reads it on the booking; the dashboard drops it.
    const noNote = await adminCall("closeincident", { incident_id: incident.incident_id, resolution: "  " });
    expectError(noNote, 400, INCIDENT_MESSAGES.resolutionRequired);
    const note = "Called the family; the doctor saw her the same evening and she is fine.";
    const closed = await adminCall("closeincident", { incident_id: incident.incident_id, resolution: note });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.Data.Message).toBe(INCIDENT_MESSAGES.closed);
    expect(closed.body.Data.incident).toMatchObject({
      resolution: note,
      closed_at: new Date(ON_THE_DAY).toISOString(),
    });
    const again = await adminCall("closeincident", {
      incident_id: incident.incident_id,
      resolution: "again",
    });
    expectError(again, 409, INCIDENT_MESSAGES.alreadyClosed);
    expect(await incidentsOfBooking(v)).toEqual([
      { ...incident, resolution: note, closed_at: new Date(ON_THE_DAY).toISOString() },
    ]);
    expect((await dashboardIncidents()).incidents.map((i) => i.incident_id)).not.toContain(
      incident.incident_id,
    );
    const family = await emailOf(t, v.member.userId);
    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();
    const told = t.outbox.sent.filter(
      (m) => m.to === family && m.subject.startsWith("Update on the incident"),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(note);
    const audit = await query<{ action: string; note: string }>(
      t,
      sql`select action, note from admin_audit where target_type = 'incident' and target_id = ${incident.incident_id}`,
    );
    expect(audit).toEqual([{ action: "incident.close", note }]);
  });

  it("the family may not report before the visit's day, on a visit that did not go ahead, or on another family's", async () => {
    const v = await visit();
    const other = await visit();
    const body = { booking_id: v.bookingId, severity: "minor", what_happened: WHAT };
    clock.set("2026-12-14T10:00:00Z");
    expectError(await userCall(t, v.member, "reportincident", body), 422, INCIDENT_MESSAGES.visitNotBegun);
    clock.set(ON_THE_DAY);
    expectError(
      await userCall(t, other.member, "reportincident", body),
      404,
      INCIDENT_MESSAGES.visitNotFound,
    );
    await setStatus(t, v.bookingId, "cancelled", "Family away");
    expectError(await userCall(t, v.member, "reportincident", body), 422, INCIDENT_MESSAGES.visitCancelled);
    const [rows] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from incidents where booking_id = ${v.bookingId}`,
    );
    expect(rows?.n).toBe(0);
  });

  it("refuses a report without a severity, with nothing said, or too long", async () => {
    const v = await visit();
    clock.set(ON_THE_DAY);
    const send = (payload: object) =>
      userCall(t, v.member, "reportincident", { booking_id: v.bookingId, ...payload });
    expectError(await send({ what_happened: WHAT }), 400, INCIDENT_MESSAGES.severityRequired);
    expectError(
      await send({ severity: "worst", what_happened: WHAT }),
      400,
      INCIDENT_MESSAGES.severityRequired,
    );
    expectError(await send({ severity: "minor", what_happened: " " }), 400, INCIDENT_MESSAGES.whatRequired);
    expectError(
      await send({ severity: "minor", what_happened: "x".repeat(INCIDENT_TEXT_MAX + 1) }),
      400,
      INCIDENT_MESSAGES.whatTooLong,
    );
    // The member is the session's: an id in the body is refused.
    const res = await userCall(t, v.member, "reportincident", {
      booking_id: v.bookingId,
      severity: "minor",
      what_happened: WHAT,
      user_id: v.member.userId,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("the companion reports on their visit of today or yesterday, never on another's", async () => {
    const v = await visit();
    const other = await visit("2026-12-16");
    const body = { booking_id: v.bookingId, severity: "critical", what_happened: WHAT };
    clock.set("2026-12-14T10:00:00Z");
    expectError(
      await companionCall(t, "reportincident", v.token, body),
      422,
      INCIDENT_MESSAGES.companionDays,
    );
    clock.set("2026-12-17T05:00:00Z");
    expectError(
      await companionCall(t, "reportincident", v.token, body),
      422,
      INCIDENT_MESSAGES.companionDays,
    );
    clock.set("2026-12-16T05:00:00Z");
    const res = await companionCall(t, "reportincident", v.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.incident).toMatchObject({ reported_by: "companion", severity: "critical" });
    await t.app.notifier.settled();
    const name = (await incidentsOfBookingName(v.bookingId)) ?? "";
    const [mail] = teamMails(incidentSubject("critical", name));
    expect(mail?.text).toContain(`Reported by the companion: ${v.companionName}`);
    // The family sees it on the booking.
    expect((await incidentsOfBooking(v))?.map((i) => (i as { reported_by: string }).reported_by)).toEqual([
      "companion",
    ]);
    // Another companion's visit (when the two differ) is "not found".
    if (other.companionId !== v.companionId) {
      expectError(
        await companionCall(t, "reportincident", v.token, { ...body, booking_id: other.bookingId }),
        404,
        INCIDENT_MESSAGES.visitNotFound,
      );
    }
    // A member's session is not a companion's.
    const asMember = await t.call({
      method: "POST",
      url: "/api/companion/reportincident/",
      headers: authed(v.member),
      payload: body,
    });
    expect([401, 403]).toContain(asMember.status);
  });

  it("twenty closes at once close it once, with one audit row and one email to the family", async () => {
    const v = await visit();
    clock.set(ON_THE_DAY);
    const made = await userCall(t, v.member, "reportincident", {
      booking_id: v.bookingId,
      severity: "minor",
      what_happened: WHAT,
    });
    const id = made.body.Data.incident.incident_id as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adminCall("closeincident", { incident_id: id, resolution: `Note ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [audit] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit where target_type = 'incident' and target_id = ${id}`,
    );
    expect(audit?.n).toBe(1);
    const [mails] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'incident_closed' and ref_id = ${id}`,
    );
    expect(mails?.n).toBe(1);
    expectError(
      await adminCall("closeincident", { incident_id: 2_000_000_000, resolution: "x" }),
      404,
      INCIDENT_MESSAGES.notFound,
    );
  });

  it("is in the member's data export, and erasure replaces what was written", async () => {
    const v = await visit();
    const ERASABLE = "Her neighbour Shibani Sen says the gas was left on after lunch.";
    clock.set(ON_THE_DAY);
    const made = await userCall(t, v.member, "reportincident", {
      booking_id: v.bookingId,
      severity: "minor",
      what_happened: ERASABLE,
    });
    expect(made.status).toBe(200);
    const file = await exportedData(t, v.member);
    expect(file.incidents).toEqual([{ booking_id: v.bookingId, ...made.body.Data.incident }]);
    await t.app.notifier.settled();
    expect(Object.keys(await tablesContaining(t, [ERASABLE]))).toEqual(
      expect.arrayContaining(["incidents", "notifications"]),
    );
    const erased = await eraseAccount(t, v.member);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    // Nothing the family wrote is left anywhere, the team's email included; the incident itself stays.
    expect(await tablesContaining(t, [ERASABLE])).toEqual({});
    expect(
      await query(t, sql`select id from incidents where id = ${made.body.Data.incident.incident_id}`),
    ).toHaveLength(1);
  });

  async function incidentsOfBookingName(bookingId: number) {
    const [row] = await query<{ name: string }>(
      t,
      sql`select loved_one_name as name from bookings where id = ${bookingId}`,
    );
    return row?.name;
  }
});
