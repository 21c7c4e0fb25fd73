import { VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { bookedVisit, listBookings, NOW, query } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";
import { fileCall, jpegWithGps, NOT_PHOTOS, pngPhoto, postForm } from "../../test/visit-reports.ts";

/*
 * A companion's photo (issue 26, decision 0046): the team sets it (admin/uploadcompanionphoto/, audited,
 * re-encoded without metadata); the team reads it (admin/companionphoto/), and so does a family whose
 * confirmed or completed visit the companion makes (users/companionphoto/), nobody else; the family's
 * booking and the console's companion say it has one.
 */

async function photoRows(t: TestApp, companionId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    t,
    sql`select count(*)::int as n from companion_photos where companion_id = ${companionId}`,
  );
  return row?.n ?? 0;
}

describe.each(TEST_DATABASES)("companion photos (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let companionService: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    companionService = await serviceId(t, "GEN-COMPANION");
  });

  const setPhoto = (
    token: string | null,
    companionId: number | string,
    files: Parameters<typeof postForm>[4],
  ) => postForm(t, "admin/uploadcompanionphoto/", token, { companion_id: companionId }, files);

  /** A family's visit on `date`, with the status the team would have given it, and the companion it holds. */
  async function visit(date: string, status: string) {
    const v = await bookedVisit(t, companionService, date);
    await t.database.db.execute(sql`update bookings set status = ${status} where id = ${v.bookingId}`);
    return { ...v, companionId: v.held };
  }

  it("keeps the team's photo of a companion without metadata, audited, and shows it to the family they visit", async () => {
    const v = await visit("2026-12-15", "confirmed");
    // None yet: the family's booking says so, and asking for it is 404.
    const before = await listBookings(t, v.member);
    expect(before.body.Data.items[0].companion.has_photo).toBe(false);
    const none = await fileCall(t, "users/companionphoto/", v.member.token, { booking_id: v.bookingId });
    expect(none.statusCode).toBe(404);
    expect(none.json().Errors.Business_Errors[0].Message).toBe(VISIT_REPORT_MESSAGES.noCompanionPhoto);

    const saved = await setPhoto(admin, v.companionId, [
      { filename: "sunita.jpg", type: "image/jpeg", data: await jpegWithGps(800, 1000) },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data.Message).toBe(VISIT_REPORT_MESSAGES.companionPhotoSaved);
    const replaced = await setPhoto(admin, v.companionId, [
      { filename: "sunita.jpg", type: "image/jpeg", data: await jpegWithGps(600, 800) },
    ]);
    expect(replaced.status).toBe(200);
    expect(await photoRows(t, v.companionId)).toBe(1);
    const audit = await query<{ action: string; note: string; after: { has_photo: boolean } }>(
      t,
      sql`select action, note, after from admin_audit where target_type = 'companion' and target_id = ${v.companionId} order by id`,
    );
    expect(audit.map((a) => [a.action, a.note])).toEqual([
      ["companion.photo", "Photo added"],
      ["companion.photo", "Photo replaced"],
    ]);

    const team = await fileCall(t, "admin/companionphoto/", admin, { companion_id: v.companionId });
    expect(team.statusCode).toBe(200);
    expect(team.headers["content-type"]).toBe("image/jpeg");
    expect(team.headers["cache-control"]).toContain("no-store");
    const meta = await sharp(team.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    const detail = await t.call({
      method: "POST",
      url: "/api/admin/getcompanion/",
      headers: { authorization: `Bearer ${admin}` },
      payload: { companion_id: v.companionId },
    });
    expect(detail.body.Data.has_photo).toBe(true);

    const family = await fileCall(t, "users/companionphoto/", v.member.token, { booking_id: v.bookingId });
    expect(family.statusCode).toBe(200);
    expect(family.rawPayload.equals(team.rawPayload)).toBe(true);
    const after = await listBookings(t, v.member);
    expect(after.body.Data.items[0].companion.has_photo).toBe(true);

    // A completed visit's family sees it too; a requested one's, and another family, do not.
    await t.database.db.execute(sql`update bookings set status = 'completed' where id = ${v.bookingId}`);
    expect(
      (await fileCall(t, "users/companionphoto/", v.member.token, { booking_id: v.bookingId })).statusCode,
    ).toBe(200);
    const requested = await visit("2026-12-16", "requested");
    await t.database.db.execute(
      sql`update bookings set companion_id = ${v.companionId} where id = ${requested.bookingId}`,
    );
    expect(
      (
        await fileCall(t, "users/companionphoto/", requested.member.token, {
          booking_id: requested.bookingId,
        })
      ).statusCode,
    ).toBe(404);
    const other = await fileCall(t, "users/companionphoto/", requested.member.token, {
      booking_id: v.bookingId,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("JFIF");
  });

  it("refuses files that are not photos, unknown companions and anyone but the team, keeping nothing", async () => {
    const v = await visit("2026-12-17", "confirmed");
    const companionId = v.companionId;
    const auditsBefore = await query(
      t,
      sql`select 1 from admin_audit where target_id = ${companionId} and action = 'companion.photo'`,
    );
    for (const [file, status] of [
      [NOT_PHOTOS.pdfNamedJpg, 400],
      [NOT_PHOTOS.svg, 400],
      [NOT_PHOTOS.empty, 400],
      [NOT_PHOTOS.sixMegabytes, 413],
    ] as const) {
      expect((await setPhoto(admin, companionId, [file])).status, file.filename).toBe(status);
    }
    const png = { filename: "a.png", type: "image/png", data: await pngPhoto() };
    const unknown = await setPhoto(admin, 999_999, [png]);
    expect(unknown.status).toBe(404);
    expect((await setPhoto(v.member.token, companionId, [png])).status).toBe(403);
    expect((await setPhoto(null, companionId, [png])).status).toBe(401);
    expect(
      (await fileCall(t, "admin/companionphoto/", v.member.token, { companion_id: companionId })).statusCode,
    ).toBe(403);
    expect((await fileCall(t, "admin/companionphoto/", null, { companion_id: companionId })).statusCode).toBe(
      401,
    );
    expect(await photoRows(t, companionId)).toBe(0);
    const auditsAfter = await query(
      t,
      sql`select 1 from admin_audit where target_id = ${companionId} and action = 'companion.photo'`,
    );
    expect(auditsAfter).toHaveLength(auditsBefore.length);
  });
});
