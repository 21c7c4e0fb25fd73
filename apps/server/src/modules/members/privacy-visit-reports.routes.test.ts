import { dataExportSchema, PRIVACY_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { eraseAccount, tablesContaining } from "../../test/members.ts";
import {
  companionCall,
  confirmedVisit,
  countFor,
  pngPhoto,
  postForm,
  REPORT,
  userCall,
} from "../../test/visit-reports.ts";

/*
 * A member's rights over their visits' reports (decision 0046, with 0021): the data export includes the
 * reports of their visits with their ratings; erasure deletes the reports, photos, ratings and the
 * member's wishes about companions, and redacts the report emails, while another family keeps theirs.
 */

describe.each(TEST_DATABASES)("privacy of visit reports (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 }, { now: clock.now });
  let companionService: number;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    companionService = await serviceId(t, "GEN-COMPANION");
  });

  /** A family whose visit on `date` was reported (with a photo and a concern) and rated. */
  async function reportedFamily(date: string, note: string) {
    const v = await confirmedVisit(t, clock.set, { date, service: companionService, sessions, now: NOW });
    clock.set(`${date}T03:00:00Z`);
    expect((await companionCall(t, "checkin", v.token, { booking_id: v.bookingId })).status).toBe(200);
    const photo = await postForm(t, "companion/uploadphoto/", v.token, { booking_id: v.bookingId }, [
      { filename: "a.png", type: "image/png", data: await pngPhoto() },
    ]);
    expect(photo.status).toBe(200);
    clock.set(`${date}T05:40:00Z`);
    expect((await companionCall(t, "checkout", v.token, { booking_id: v.bookingId })).status).toBe(200);
    const filed = await companionCall(t, "submitreport", v.token, {
      booking_id: v.bookingId,
      ...REPORT,
      family_note: note,
      concern: true,
      concern_note: `Worried: ${note}`,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const rated = await userCall(t, v.member, "ratevisit", {
      booking_id: v.bookingId,
      stars: 4,
      comment: `Rated: ${note}`,
      preference: "avoid",
    });
    expect(rated.status).toBe(200);
    return v;
  }

  it("exports the member's visit reports with their ratings", async () => {
    const v = await reportedFamily("2026-12-15", "Talked about the old house in Barisal.");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/exportdata/",
      headers: { authorization: `Bearer ${v.member.token}` },
      payload: { user_id: v.member.userId },
    });
    expect(res.statusCode).toBe(200);
    const file = dataExportSchema.parse(res.json());
    expect(file.visit_reports).toEqual([
      expect.objectContaining({
        booking_id: v.bookingId,
        visit_date: "2026-12-15",
        tasks: REPORT.tasks,
        mood: REPORT.mood,
        concern: true,
        concern_note: "Worried: Talked about the old house in Barisal.",
        family_note: "Talked about the old house in Barisal.",
        filed_at: "2026-12-15T05:40:00.000Z",
        has_photo: true,
        rating: {
          stars: 4,
          comment: "Rated: Talked about the old house in Barisal.",
          preference: "avoid",
          rated_at: "2026-12-15T05:40:00.000Z",
        },
      }),
    ]);
  });

  it("erases the member's reports, photos, ratings and wishes, and redacts the report emails", async () => {
    const note = "Sang Rabindrasangeet together on the verandah.";
    const v = await reportedFamily("2026-12-16", note);
    const otherNote = "Played carrom with the neighbour's son.";
    const other = await reportedFamily("2026-12-17", otherNote);
    const before = await tablesContaining(t, [note]);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["visit_reports", "visit_ratings"]));

    const erased = await eraseAccount(t, v.member);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.Data.Message).toBe(PRIVACY_MESSAGES.erased);

    for (const table of ["visit_reports", "visit_photos", "visit_ratings"]) {
      expect(await countFor(t, table, v.bookingId), table).toBe(0);
      expect(await countFor(t, table, other.bookingId), table).toBe(1);
    }
    const wishes = await query<{ user_id: number }>(
      t,
      sql`select user_id from companion_preferences where user_id in (${v.member.userId}, ${other.member.userId})`,
    );
    expect(wishes).toEqual([{ user_id: other.member.userId }]);
    // Nothing of the report is left anywhere, the outbox included; the other family's stays.
    expect(await tablesContaining(t, [note])).toEqual({});
    expect(Object.keys(await tablesContaining(t, [otherNote]))).toEqual(
      expect.arrayContaining(["visit_reports", "notifications"]),
    );
    const mails = await query<{ kind: string; body: string }>(
      t,
      sql`select kind, body from notifications where ref_id = ${v.bookingId} and kind in ('booking_report_ready', 'booking_concern')`,
    );
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking_concern", "booking_report_ready"]);
    for (const m of mails) expect(m.body).toBe("(erased at the person's request)");
  });
});
