import { randomUUID } from "node:crypto";
import { CHECK_IN_CODE_MESSAGES, type CheckInProof, VISIT_CHECK_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { expectError, query } from "../../test/booking-changes.ts";
import { moveLovedOneTo } from "../../test/city-scope.ts";
import { TEST_DATABASES, type TestApp } from "../../test/harness.ts";
import { loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { useVisitTestApp } from "../../test/visit-reports.ts";

/*
 * The check-in that proves presence (issue 46, decision 0093): each loved one has a check-in code, printed
 * as a QR code on the family's emergency card. A check-in carrying the current code is recorded as made at
 * the door; a wrong or old (rotated) one is refused with nothing written; none at all works as before. The
 * team rotates the code (a coordinator only for their cities), audited; replays of a queued QR check-in
 * answer the first answer even after a rotation.
 */

const checkIn = (t: TestApp, token: string, payload: object) =>
  t.call({
    method: "POST",
    url: "/api/companion/checkin/",
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

/** The loved one's check-in code as the family's card shows it. */
async function cardCode(t: TestApp, member: Member, lovedOneId: number): Promise<string> {
  const res = await t.call({
    method: "POST",
    url: "/api/users/getemergencycard/",
    headers: authed(member),
    payload: { loved_one_id: lovedOneId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Data.check_in_code as string;
}

const rotate = (t: TestApp, token: string, lovedOneId: number) =>
  t.call({
    method: "POST",
    url: "/api/admin/rotatecheckincode/",
    headers: { authorization: `Bearer ${token}` },
    payload: { loved_one_id: lovedOneId },
  });

/** The visit's own row as stored (nothing written: no row, or no check-in on it). */
async function checkRow(t: TestApp, bookingId: number) {
  const [row] = await query<{ checked_in: boolean; qr: boolean }>(
    t,
    sql`select checked_in_at is not null as checked_in, check_in_qr as qr from visit_checks where booking_id = ${bookingId}`,
  );
  return row ?? null;
}

const arrivedMessages = (t: TestApp, bookingId: number) =>
  query<{ n: number }>(
    t,
    sql`select count(*)::int as n from notifications where kind = 'booking_arrived' and ref_id = ${bookingId}`,
  ).then((rows) => rows[0]?.n);

describe.each(TEST_DATABASES)("QR check-in (%s)", (kind) => {
  const { t, clock, visit, admin } = useVisitTestApp(kind);

  async function proofOf(bookingId: number, date: string): Promise<CheckInProof | null> {
    const res = await t.call({
      method: "POST",
      url: "/api/admin/getallservicebooking/",
      headers: { authorization: `Bearer ${admin()}` },
      payload: { date_from: date, date_to: date, page_size: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.Data.items.find((b: { booking_id: number }) => b.booking_id === bookingId);
    return row.check_in_proof as CheckInProof | null;
  }

  it("shows the family a typeable code, and a check-in with it (any case, spaces, dashes) is made at the door", async () => {
    const v = await visit("2026-12-15");
    const lovedOneId = v.lovedOnes[0] as number;
    const code = await cardCode(t, v.member, lovedOneId);
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    // The same code each time the card is read; the companion's day view never carries it.
    expect(await cardCode(t, v.member, lovedOneId)).toBe(code);

    clock.set("2026-12-15T03:25:00Z");
    const typed = ` ${code.toLowerCase().replace("-", " - ")} `;
    const res = await checkIn(t, v.token, { booking_id: v.bookingId, qr_code: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(VISIT_CHECK_MESSAGES.checkedIn);
    expect(await checkRow(t, v.bookingId)).toEqual({ checked_in: true, qr: true });
    expect(await proofOf(v.bookingId, "2026-12-15")).toMatchObject({
      location_shared: false,
      qr_verified: true,
    });

    const visits = await t.call({
      method: "POST",
      url: "/api/companion/getvisits/",
      headers: { authorization: `Bearer ${v.token}` },
    });
    expect(JSON.stringify(visits.body)).not.toContain(code.replace("-", ""));
    expect(JSON.stringify(visits.body)).not.toContain(code);
  });

  it("refuses a wrong code (422) and writes nothing; without a code the check-in works, flagged", async () => {
    const v = await visit("2026-12-16");
    const other = await visit("2026-12-16");
    const otherCode = await cardCode(t, other.member, other.lovedOnes[0] as number);
    await cardCode(t, v.member, v.lovedOnes[0] as number);

    clock.set("2026-12-16T03:20:00Z");
    // Another loved one's card, and a code never made.
    for (const qr_code of [otherCode, "ABCD-EFGH"]) {
      const res = await checkIn(t, v.token, { booking_id: v.bookingId, qr_code });
      expectError(res, 422, CHECK_IN_CODE_MESSAGES.wrongCode);
    }
    expect(await checkRow(t, v.bookingId)).toBeNull();
    expect(await arrivedMessages(t, v.bookingId)).toBe(0);

    // Bad input is a 400, never a 500.
    for (const qr_code of ["", "x".repeat(33), 12345678]) {
      const res = await checkIn(t, v.token, { booking_id: v.bookingId, qr_code });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }

    // A companion not assigned to the visit: as today (404), code or not.
    const theirs = await checkIn(t, other.token, { booking_id: v.bookingId, qr_code: otherCode });
    expectError(theirs, 404, VISIT_CHECK_MESSAGES.notYours);

    // Never blocked: without a code the check-in is recorded, and the console says it was not verified.
    const plain = await checkIn(t, v.token, { booking_id: v.bookingId });
    expect(plain.status).toBe(200);
    expect(await checkRow(t, v.bookingId)).toEqual({ checked_in: true, qr: false });
    expect(await proofOf(v.bookingId, "2026-12-16")).toMatchObject({
      location_shared: false,
      distance_m: null,
      qr_verified: false,
    });
    // Checked in already: the refusal says so, whatever code is sent.
    const again = await checkIn(t, v.token, { booking_id: v.bookingId, qr_code: "ABCD-EFGH" });
    expectError(again, 409, VISIT_CHECK_MESSAGES.alreadyIn);
  });

  it("rotates a code for the team: the old one is refused at once, the new one works; audited; scoped to the coordinator's cities", async () => {
    const v = await visit("2026-12-17");
    const lovedOneId = v.lovedOnes[0] as number;
    const old = await cardCode(t, v.member, lovedOneId);

    // A coordinator of another city: as if the loved one did not exist; nothing changes.
    const chennai = await placeOf(t, "Chennai");
    const elsewhere = await loginNewStaff(t, { role: "coordinator", cityIds: [chennai.city_id] });
    expectError(await rotate(t, elsewhere.token, lovedOneId), 404, CHECK_IN_CODE_MESSAGES.lovedOneNotFound);
    expectError(await rotate(t, admin(), 2_147_483_000), 404, CHECK_IN_CODE_MESSAGES.lovedOneNotFound);
    expect(await cardCode(t, v.member, lovedOneId)).toBe(old);
    // A member may not (403): the team's route.
    const byMember = await rotate(t, v.member.token, lovedOneId);
    expect(byMember.status).toBe(403);

    // The coordinator of the loved one's city may; the answer holds no code.
    const kolkata = await placeOf(t, "Kolkata");
    const here = await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] });
    clock.set("2026-12-10T06:00:00Z");
    const done = await rotate(t, here.token, lovedOneId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Data).toEqual({
      loved_one_id: lovedOneId,
      rotated_at: "2026-12-10T06:00:00.000Z",
      Message: CHECK_IN_CODE_MESSAGES.rotated,
    });
    const fresh = await cardCode(t, v.member, lovedOneId);
    expect(fresh).not.toBe(old);
    const [audit] = await query<{ action: string; target_type: string; admin_id: number; text: string }>(
      t,
      sql`select action, target_type, admin_id, concat(before::text, after::text) as text from admin_audit
          where target_type = 'loved_one' and target_id = ${lovedOneId}`,
    );
    expect(audit).toMatchObject({
      action: "loved_one.rotate_check_in_code",
      target_type: "loved_one",
      admin_id: here.userId,
    });
    expect(audit?.text).not.toContain(fresh.replace("-", ""));

    clock.set("2026-12-17T03:10:00Z");
    expectError(
      await checkIn(t, v.token, { booking_id: v.bookingId, qr_code: old }),
      422,
      CHECK_IN_CODE_MESSAGES.wrongCode,
    );
    expect(await checkRow(t, v.bookingId)).toBeNull();
    const ok = await checkIn(t, v.token, { booking_id: v.bookingId, qr_code: fresh });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await checkRow(t, v.bookingId)).toEqual({ checked_in: true, qr: true });

    // Moved to Chennai, the loved one is the Chennai coordinator's, no longer Kolkata's.
    await moveLovedOneTo(t, lovedOneId, "Chennai");
    expectError(await rotate(t, here.token, lovedOneId), 404, CHECK_IN_CODE_MESSAGES.lovedOneNotFound);
    expect((await rotate(t, elsewhere.token, lovedOneId)).status).toBe(200);
  });

  it("records one QR check-in under twenty replays at once, and a later replay answers the first even after a rotation", async () => {
    const v = await visit("2026-12-18");
    const lovedOneId = v.lovedOnes[0] as number;
    const code = await cardCode(t, v.member, lovedOneId);
    clock.set("2026-12-18T03:31:00Z");
    const tap = {
      booking_id: v.bookingId,
      qr_code: code,
      idempotency_key: randomUUID(),
      phone_time: "2026-12-18T09:00:00+05:30",
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(t, v.token, tap)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const first = {
      booking_id: v.bookingId,
      checked_in_at: "2026-12-18T03:31:00.000Z",
      checked_out_at: null,
      Message: VISIT_CHECK_MESSAGES.checkedIn,
    };
    for (const r of answers) expect(r.body.Data).toEqual(first);
    expect(await arrivedMessages(t, v.bookingId)).toBe(1);
    expect(await checkRow(t, v.bookingId)).toEqual({ checked_in: true, qr: true });

    // The team rotates the code; the phone's queue sends the same action again: the first answer.
    expect((await rotate(t, admin(), lovedOneId)).status).toBe(200);
    clock.set("2026-12-18T04:00:00Z");
    const replay = await checkIn(t, v.token, tap);
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.Data).toEqual(first);
    expect(await arrivedMessages(t, v.bookingId)).toBe(1);
  });

  it("a rotation at the moment of a check-in with the old code: one or the other first, never both, never a 500", async () => {
    for (const date of ["2026-12-21", "2026-12-22", "2026-12-23"]) {
      const v = await visit(date);
      const lovedOneId = v.lovedOnes[0] as number;
      const old = await cardCode(t, v.member, lovedOneId);
      clock.set(`${date}T03:30:00Z`);
      const [came, rotated] = await Promise.all([
        checkIn(t, v.token, { booking_id: v.bookingId, qr_code: old }),
        rotate(t, admin(), lovedOneId),
      ]);
      expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
      expect([200, 422], JSON.stringify(came.body)).toContain(came.status);
      // Checked in with the code it had, or refused with nothing written.
      expect(await checkRow(t, v.bookingId)).toEqual(
        came.status === 200 ? { checked_in: true, qr: true } : null,
      );
      expect(await cardCode(t, v.member, lovedOneId)).not.toBe(old);
    }
  });
});
