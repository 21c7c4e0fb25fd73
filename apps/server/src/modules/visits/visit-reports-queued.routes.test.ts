import { randomUUID } from "node:crypto";
import { VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { query } from "../../test/booking-changes.ts";
import { TEST_DATABASES } from "../../test/harness.ts";
import {
  checkInAndOut,
  companionCall,
  countFor,
  pngPhoto,
  postForm,
  REPORT,
  useVisitTestApp,
} from "../../test/visit-reports.ts";

/*
 * A queued photo and report (issue 46, decision 0091): sent again and again until an answer comes, each
 * with its key. The photo and the report are one per visit (their primary keys); a replay with the key
 * they were kept with is answered as the first (200, the same body) and writes nothing, so the family is
 * told once; another key keeps today's "already filed".
 */

describe.each(TEST_DATABASES)("queued visit photo and report (%s)", (kind) => {
  const { t, clock, visit } = useVisitTestApp(kind);
  const upload = async (token: string, bookingId: number, key: string) =>
    postForm(t, "companion/uploadphoto/", token, { booking_id: bookingId, idempotency_key: key }, [
      { filename: "a.png", type: "image/png", data: await pngPhoto() },
    ]);

  it("keeps one photo and one report under twenty replays at once, each answered as the first", async () => {
    const v = await visit("2026-12-09");
    await checkInAndOut(t, clock.set, v, "2026-12-09");
    clock.set("2026-12-09T05:45:00Z");

    const photoKey = randomUUID();
    const photos = await Promise.all(
      Array.from({ length: 20 }, () => upload(v.token, v.bookingId, photoKey)),
    );
    expect(photos.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bytes = photos[0]?.body.Data.bytes;
    for (const r of photos) expect(r.body.Data).toEqual({ bytes, Message: VISIT_REPORT_MESSAGES.photoSaved });
    expect(await countFor(t, "visit_photos", v.bookingId)).toBe(1);

    const reportKey = randomUUID();
    const body = { booking_id: v.bookingId, idempotency_key: reportKey, ...REPORT };
    const submits = await Promise.all(
      Array.from({ length: 20 }, () => companionCall(t, "submitreport", v.token, body)),
    );
    expect(submits.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of submits) expect(r.body.Data).toEqual(submits[0]?.body.Data);
    expect(submits[0]?.body.Data.Message).toBe(VISIT_REPORT_MESSAGES.filed);
    expect(await countFor(t, "visit_reports", v.bookingId)).toBe(1);
    const told = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'booking_report_ready' and ref_id = ${v.bookingId}`,
    );
    expect(told[0]?.n).toBe(1);

    // Later, after the report: the same keys are still answered as the first; other keys are refused.
    clock.set("2026-12-09T08:00:00Z");
    const late = await companionCall(t, "submitreport", v.token, body);
    expect(late.status).toBe(200);
    expect(late.body.Data).toEqual(submits[0]?.body.Data);
    const latePhoto = await upload(v.token, v.bookingId, photoKey);
    expect(latePhoto.status).toBe(200);
    expect(latePhoto.body.Data.bytes).toBe(bytes);
    const other = await companionCall(t, "submitreport", v.token, { ...body, idempotency_key: randomUUID() });
    expect(other.status).toBe(409);
    expect(other.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_REPORT_MESSAGES.alreadyFiled);
    const otherPhoto = await upload(v.token, v.bookingId, randomUUID());
    expect(otherPhoto.status).toBe(409);
    const bad = await companionCall(t, "submitreport", v.token, { ...body, idempotency_key: "again" });
    expect(bad.status).toBe(400);
  });

  it("keeps the phone's time of the report and its photo beside the server's, and refuses one without its offset", async () => {
    const v = await visit("2026-12-10");
    await checkInAndOut(t, clock.set, v, "2026-12-10");
    // Sent an hour after the phone made them (a queue): the server's time stays the record.
    clock.set("2026-12-10T06:45:00Z");
    const noOffset = await postForm(
      t,
      "companion/uploadphoto/",
      v.token,
      { booking_id: v.bookingId, idempotency_key: randomUUID(), phone_time: "2026-12-10T11:15:00" },
      [{ filename: "a.png", type: "image/png", data: await pngPhoto() }],
    );
    expect(noOffset.status).toBe(400);
    const photo = await postForm(
      t,
      "companion/uploadphoto/",
      v.token,
      { booking_id: v.bookingId, idempotency_key: randomUUID(), phone_time: "2026-12-10T11:14:00+05:30" },
      [{ filename: "a.png", type: "image/png", data: await pngPhoto() }],
    );
    expect(photo.status).toBe(200);
    const body = { booking_id: v.bookingId, idempotency_key: randomUUID(), ...REPORT };
    const bad = await companionCall(t, "submitreport", v.token, { ...body, phone_time: "yesterday" });
    expect(bad.status).toBe(400);
    expect(await countFor(t, "visit_reports", v.bookingId)).toBe(0);
    const filed = await companionCall(t, "submitreport", v.token, {
      ...body,
      phone_time: "2026-12-10T05:46:00Z",
    });
    expect(filed.status).toBe(200);
    const [row] = await query<{ filed: string; phone: string; uploaded: string; photo_phone: string }>(
      t,
      sql`select r.filed_at::text as filed, r.submit_phone_at::text as phone,
                 p.uploaded_at::text as uploaded, p.upload_phone_at::text as photo_phone
            from visit_reports r join visit_photos p using (booking_id) where r.booking_id = ${v.bookingId}`,
    );
    expect(new Date(row?.filed ?? "").toISOString()).toBe("2026-12-10T06:45:00.000Z");
    expect(new Date(row?.phone ?? "").toISOString()).toBe("2026-12-10T05:46:00.000Z");
    expect(new Date(row?.uploaded ?? "").toISOString()).toBe("2026-12-10T06:45:00.000Z");
    expect(new Date(row?.photo_phone ?? "").toISOString()).toBe("2026-12-10T05:44:00.000Z");
  });
});
