import {
  BOOKING_MESSAGES,
  reportReadySubject,
  VISIT_CHECK_MESSAGES,
  VISIT_PHOTO_MAX_SIDE,
  VISIT_REPORT_MESSAGES,
  visitReportSchema,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { listBookings, query } from "../../test/booking-changes.ts";
import { TEST_APP_CONFIG, TEST_DATABASES } from "../../test/harness.ts";
import {
  checkInAndOut,
  companionCall,
  countFor,
  fileCall,
  jpegWithGps,
  NOT_PHOTOS,
  pngPhoto,
  postForm,
  REPORT,
  userCall,
  useVisitTestApp,
  webpPhoto,
} from "../../test/visit-reports.ts";

/*
 * After the visit (issue 26, decision 0046): the companion adds one photo (judged by its content,
 * re-encoded without its metadata) and files the report once; filing completes the visit and tells the
 * family (and the team, when a concern is flagged) in the same transaction. The family reads the report
 * and its photo and rates the visit once. Twenty submits or ratings at once make one (on PostgreSQL
 * they really run in parallel). Nobody reads another's visit.
 */

const errorOf = (res: { body: { Errors: { Business_Errors: { Message: string }[] } } }) =>
  res.body.Errors.Business_Errors[0]?.Message;
const systemErrorOf = (res: { body: { Errors: { System_Errors: { Message: string }[] } } }) =>
  res.body.Errors.System_Errors[0]?.Message;

describe.each(TEST_DATABASES)("visit photos, reports and ratings (%s)", (kind) => {
  const { t, clock, admin, visit } = useVisitTestApp(kind);
  const upload = (token: string | null, bookingId: number | string, files: Parameters<typeof postForm>[4]) =>
    postForm(t, "companion/uploadphoto/", token, { booking_id: bookingId }, files);
  const submit = (token: string | null, payload: object) => companionCall(t, "submitreport", token, payload);

  it("keeps the photo without its metadata, files the report once, completes the visit and tells the family", async () => {
    const v = await visit("2026-12-15");
    // Not before the companion has checked in; no report before checking out.
    const early = await upload(v.token, v.bookingId, [
      { filename: "a.jpg", type: "image/jpeg", data: await jpegWithGps() },
    ]);
    expect(early.status).toBe(422);
    expect(errorOf(early)).toBe(VISIT_REPORT_MESSAGES.photoNeedsCheckIn);
    clock.set("2026-12-15T03:00:00Z");
    expect((await companionCall(t, "checkin", v.token, { booking_id: v.bookingId })).status).toBe(200);
    const notOut = await submit(v.token, { booking_id: v.bookingId, ...REPORT });
    expect(notOut.status).toBe(422);
    expect(errorOf(notOut)).toBe(VISIT_REPORT_MESSAGES.notCheckedOut);

    // A camera's JPEG with GPS and camera details: kept smaller, upright, as JPEG, with no EXIF at all.
    const camera = await jpegWithGps();
    const input = await sharp(camera).metadata();
    expect(input.exif?.length ?? 0).toBeGreaterThan(0);
    expect(camera.includes(Buffer.from("PhoneMaker"))).toBe(true);
    const saved = await upload(v.token, v.bookingId, [
      { filename: "IMG_0001.jpg", type: "image/jpeg", data: camera },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data.Message).toBe(VISIT_REPORT_MESSAGES.photoSaved);
    const [kept] = await query<{ image: Buffer | Uint8Array; bytes: number }>(
      t,
      sql`select image, bytes from visit_photos where booking_id = ${v.bookingId}`,
    );
    const image = Buffer.from(kept?.image as Uint8Array);
    expect(kept?.bytes).toBe(image.length);
    expect(saved.body.Data.bytes).toBe(image.length);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(VISIT_PHOTO_MAX_SIDE);
    expect(image.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(image.includes(Buffer.from("GPS"))).toBe(false);

    // A new one replaces it (PNG and WebP are photos too); one row, the latest.
    for (const data of [await pngPhoto(), await webpPhoto()]) {
      const again = await upload(v.token, v.bookingId, [
        { filename: "x.bin", type: "application/octet-stream", data },
      ]);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    }
    expect(await countFor(t, "visit_photos", v.bookingId)).toBe(1);
    const [latest] = await query<{ image: Uint8Array }>(
      t,
      sql`select image from visit_photos where booking_id = ${v.bookingId}`,
    );
    expect((await sharp(Buffer.from(latest?.image as Uint8Array)).metadata()).width).toBe(40);

    clock.set("2026-12-15T05:40:00Z");
    expect((await companionCall(t, "checkout", v.token, { booking_id: v.bookingId })).status).toBe(200);
    // A task of another kind of visit is refused, and nothing is filed.
    const wrongTask = await submit(v.token, { booking_id: v.bookingId, ...REPORT, tasks: ["pharmacy"] });
    expect(wrongTask.status).toBe(400);
    expect(errorOf(wrongTask)).toBe(VISIT_REPORT_MESSAGES.taskNotForVisit);
    expect(await countFor(t, "visit_reports", v.bookingId)).toBe(0);

    clock.set("2026-12-15T06:10:00Z");
    const filed = await submit(v.token, { booking_id: v.bookingId, ...REPORT });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.Data.Message).toBe(VISIT_REPORT_MESSAGES.filed);
    expect(visitReportSchema.strict().parse(filed.body.Data.report)).toEqual({
      booking_id: v.bookingId,
      service_name: expect.any(String),
      loved_one_name: "Kamala Devi",
      visit_date: "2026-12-15",
      shift_name: expect.any(String),
      companion_first_name: v.firstName,
      checked_in_at: "2026-12-15T03:00:00.000Z",
      checked_out_at: "2026-12-15T05:40:00.000Z",
      filed_at: "2026-12-15T06:10:00.000Z",
      tasks: REPORT.tasks,
      mood: 4,
      concern: false,
      concern_note: "",
      family_note: REPORT.family_note,
      has_photo: true,
      rating: null,
    });
    const [row] = await query<{ status: string }>(
      t,
      sql`select status from bookings where id = ${v.bookingId}`,
    );
    expect(row?.status).toBe("completed");
    // The report keeps its visit's check-out: the dashboard counts the promise from reports alone (issue 43).
    const [report] = await query<{ checked_out_at: Date | string }>(
      t,
      sql`select checked_out_at from visit_reports where booking_id = ${v.bookingId}`,
    );
    expect(new Date(report?.checked_out_at ?? 0).toISOString()).toBe("2026-12-15T05:40:00.000Z");

    // The family's email: the subject of the contract, a link to the report; no team email without a concern.
    const [mail] = await query<{ subject: string; body: string; to_address: string }>(
      t,
      sql`select subject, body, to_address from notifications where kind = 'booking_report_ready' and ref_id = ${v.bookingId}`,
    );
    expect(mail?.subject).toBe(reportReadySubject("Kamala Devi"));
    expect(mail?.body).toContain(`http://localhost:3000/user/visit/${v.bookingId}`);
    expect(mail?.body).toContain(`${v.firstName} has filed the report`);
    expect(await countFor(t, "visit_reports", v.bookingId)).toBe(1);
    const concern = await query(
      t,
      sql`select 1 from notifications where kind = 'booking_concern' and ref_id = ${v.bookingId}`,
    );
    expect(concern).toHaveLength(0);

    // Once: again is 409, and so is a new photo.
    const twice = await submit(v.token, { booking_id: v.bookingId, ...REPORT });
    expect(twice.status).toBe(409);
    expect(errorOf(twice)).toBe(VISIT_REPORT_MESSAGES.alreadyFiled);
    const late = await upload(v.token, v.bookingId, [
      { filename: "a.png", type: "image/png", data: await pngPhoto() },
    ]);
    expect(late.status).toBe(409);
    expect(errorOf(late)).toBe(VISIT_REPORT_MESSAGES.alreadyFiled);

    // The app shows it filed, with its photo.
    const list = await t.call({
      method: "POST",
      url: "/api/companion/getvisits/",
      headers: { authorization: `Bearer ${v.token}` },
    });
    const shown = list.body.Data.visits.find((x: { booking_id: number }) => x.booking_id === v.bookingId);
    expect(shown).toMatchObject({
      report_filed_at: "2026-12-15T06:10:00.000Z",
      has_photo: true,
      status: "completed",
    });

    // The family: the report, its photo, then the rating (once), all on their booking.
    const before = await listBookings(t, v.member);
    expect(
      before.body.Data.items.find((b: { booking_id: number }) => b.booking_id === v.bookingId),
    ).toMatchObject({
      checked_in_at: "2026-12-15T03:00:00.000Z",
      report_ready: true,
      rated: false,
    });
    const read = await userCall(t, v.member, "getvisitreport", { booking_id: v.bookingId });
    expect(read.status).toBe(200);
    expect(read.body.Data).toEqual(filed.body.Data.report);
    const photo = await fileCall(t, "users/visitphoto/", v.member.token, { booking_id: v.bookingId });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toContain("no-store");
    expect(photo.rawPayload.equals(Buffer.from(latest?.image as Uint8Array))).toBe(true);

    const rated = await userCall(t, v.member, "ratevisit", {
      booking_id: v.bookingId,
      stars: 5,
      comment: "She was wonderful with Ma.",
      preference: "prefer",
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(rated.body.Data.Message).toBe(VISIT_REPORT_MESSAGES.rated);
    expect(rated.body.Data.report.rating).toEqual({
      stars: 5,
      comment: "She was wonderful with Ma.",
      preference: "prefer",
      rated_at: "2026-12-15T06:10:00.000Z",
    });
    const [wish] = await query<{ preference: string; companion_id: number }>(
      t,
      sql`select preference, companion_id from companion_preferences where user_id = ${v.member.userId}`,
    );
    expect(wish).toEqual({ preference: "prefer", companion_id: v.companionId });
    const again = await userCall(t, v.member, "ratevisit", { booking_id: v.bookingId, stars: 1 });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe(VISIT_REPORT_MESSAGES.alreadyRated);
    const after = await listBookings(t, v.member);
    expect(
      after.body.Data.items.find((b: { booking_id: number }) => b.booking_id === v.bookingId),
    ).toMatchObject({
      report_ready: true,
      rated: true,
    });

    // The team reads the same report and the photo.
    const team = await t.call({
      method: "POST",
      url: "/api/admin/getvisitreport/",
      headers: { authorization: `Bearer ${admin()}` },
      payload: { booking_id: v.bookingId },
    });
    expect(team.status).toBe(200);
    expect(team.body.Data.rating).toMatchObject({ stars: 5, preference: "prefer" });
    const teamPhoto = await fileCall(t, "admin/visitphoto/", admin(), { booking_id: v.bookingId });
    expect(teamPhoto.statusCode).toBe(200);
    expect(teamPhoto.headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses a PDF named photo.jpg, an SVG, an empty, broken or 6 MB file, and two files, keeping nothing", async () => {
    const v = await visit("2026-12-16");
    clock.set("2026-12-16T03:00:00Z");
    expect((await companionCall(t, "checkin", v.token, { booking_id: v.bookingId })).status).toBe(200);
    const refusals: [keyof typeof NOT_PHOTOS, number, string][] = [
      ["pdfNamedJpg", 400, VISIT_REPORT_MESSAGES.photoWrongType],
      ["svg", 400, VISIT_REPORT_MESSAGES.photoWrongType],
      ["empty", 400, VISIT_REPORT_MESSAGES.photoEmpty],
      ["brokenJpeg", 400, VISIT_REPORT_MESSAGES.photoUnreadable],
    ];
    for (const [name, status, message] of refusals) {
      const res = await upload(v.token, v.bookingId, [NOT_PHOTOS[name]]);
      expect(res.status, name).toBe(status);
      expect(errorOf(res), name).toBe(message);
    }
    const big = await upload(v.token, v.bookingId, [NOT_PHOTOS.sixMegabytes]);
    expect(big.status).toBe(413);
    expect(systemErrorOf(big)).toBe(VISIT_REPORT_MESSAGES.photoTooLarge);
    const png = { filename: "a.png", type: "image/png", data: await pngPhoto() };
    const two = await upload(v.token, v.bookingId, [png, png]);
    expect(two.status).toBe(400);
    expect(errorOf(two)).toBe(VISIT_REPORT_MESSAGES.photoOnlyOne);
    const none = await upload(v.token, v.bookingId, []);
    expect(none.status).toBe(400);
    expect(errorOf(none)).toBe(VISIT_REPORT_MESSAGES.photoRequired);
    const otherField = await upload(v.token, v.bookingId, [{ ...png, field: "picture" }]);
    expect(otherField.status).toBe(400);
    const badId = await upload(v.token, "first", [png]);
    expect(badId.status).toBe(400);
    const extra = await postForm(
      t,
      "companion/uploadphoto/",
      v.token,
      { booking_id: v.bookingId, note: "x" },
      [png],
    );
    expect(extra.status).toBe(400);
    expect(await countFor(t, "visit_photos", v.bookingId)).toBe(0);

    // Not a form at all: JSON, or nothing, to the upload route is refused (4xx), never a 5xx.
    const json = await companionCall(t, "uploadphoto", v.token, {
      booking_id: v.bookingId,
      photo: "aGVsbG8=",
    });
    expect(json.status).toBe(415);
    expect(systemErrorOf(json)).toBe(VISIT_REPORT_MESSAGES.photoNotForm);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/companion/uploadphoto/",
      headers: { authorization: `Bearer ${v.token}` },
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({
      method: "POST",
      url: "/api/companion/uploadphoto/",
      headers: { authorization: `Bearer ${v.token}`, "content-type": "multipart/form-data" },
      payload: "garbage",
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    // Every other route still takes nothing but JSON.
    const form = await postForm(t, "companion/submitreport/", v.token, { booking_id: v.bookingId }, []);
    expect(form.status).toBe(415);
    expect(await countFor(t, "visit_photos", v.bookingId)).toBe(0);
  });

  it("emails the team when the companion flags a concern, in the report's transaction", async () => {
    const v = await visit("2026-12-17");
    await checkInAndOut(t, clock.set, v, "2026-12-17");
    const noNote = await submit(v.token, { booking_id: v.bookingId, ...REPORT, concern: true });
    expect(noNote.status).toBe(400);
    expect(errorOf(noNote)).toBe(VISIT_REPORT_MESSAGES.concernNoteRequired);
    const note = "She had a fall last night and her left wrist is swollen; the family should see a doctor.";
    const filed = await submit(v.token, {
      booking_id: v.bookingId,
      ...REPORT,
      mood: 2,
      concern: true,
      concern_note: note,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.Data.report).toMatchObject({
      concern: true,
      concern_note: note,
      mood: 2,
      has_photo: false,
    });
    const [mail] = await query<{ subject: string; body: string; to_address: string }>(
      t,
      sql`select subject, body, to_address from notifications where kind = 'booking_concern' and ref_id = ${v.bookingId}`,
    );
    expect(mail?.to_address).toBe(TEST_APP_CONFIG.SUPPORT_EMAIL);
    expect(mail?.subject).toBe(`Concern flagged at the visit to Kamala Devi (booking #${v.bookingId})`);
    expect(mail?.body).toContain(note);
    expect(mail?.body).toContain(v.companionName);
    expect(mail?.body).toContain("/admin/bookings?");
    const photo = await fileCall(t, "users/visitphoto/", v.member.token, { booking_id: v.bookingId });
    expect(photo.statusCode).toBe(404);
    expect(photo.json().Errors.Business_Errors[0].Message).toBe(VISIT_REPORT_MESSAGES.noPhoto);
  });

  it("refuses another companion (404), a member (403) and a visitor (401) on every companion route", async () => {
    const mine = await visit("2026-12-18");
    const theirs = await visit("2026-12-18");
    expect(theirs.companionId).not.toBe(mine.companionId);
    await checkInAndOut(t, clock.set, theirs, "2026-12-18");
    const png = { filename: "a.png", type: "image/png", data: await pngPhoto() };
    for (const bookingId of [theirs.bookingId, 999_999]) {
      const photo = await upload(mine.token, bookingId, [png]);
      expect(photo.status).toBe(404);
      expect(errorOf(photo)).toBe(VISIT_CHECK_MESSAGES.notYours);
      const report = await submit(mine.token, { booking_id: bookingId, ...REPORT });
      expect(report.status).toBe(404);
      expect(errorOf(report)).toBe(VISIT_CHECK_MESSAGES.notYours);
    }
    const memberPhoto = await postForm(
      t,
      "companion/uploadphoto/",
      theirs.member.token,
      { booking_id: theirs.bookingId },
      [png],
    );
    expect(memberPhoto.status).toBe(403);
    const memberReport = await t.call({
      method: "POST",
      url: "/api/companion/submitreport/",
      headers: authed(theirs.member),
      payload: { booking_id: theirs.bookingId, ...REPORT },
    });
    expect(memberReport.status).toBe(403);
    expect((await upload(null, theirs.bookingId, [png])).status).toBe(401);
    expect((await submit(null, { booking_id: theirs.bookingId, ...REPORT })).status).toBe(401);
    const adminPhoto = await upload(admin(), theirs.bookingId, [png]);
    expect(adminPhoto.status).toBe(403);
    expect(await countFor(t, "visit_photos", theirs.bookingId)).toBe(0);
    expect(await countFor(t, "visit_reports", theirs.bookingId)).toBe(0);
    const [row] = await query<{ status: string }>(
      t,
      sql`select status from bookings where id = ${theirs.bookingId}`,
    );
    expect(row?.status).toBe("confirmed");

    // A visit no longer going ahead takes no report.
    await t.database.db.execute(sql`update bookings set status = 'cancelled' where id = ${theirs.bookingId}`);
    const cancelled = await submit(theirs.token, { booking_id: theirs.bookingId, ...REPORT });
    expect(cancelled.status).toBe(422);
    expect(errorOf(cancelled)).toBe(VISIT_CHECK_MESSAGES.notConfirmed);
  });

  it("refuses another member on every family route, and the report or rating before it is filed", async () => {
    const v = await visit("2026-12-19");
    const other = await visit("2026-12-19");
    clock.set("2026-12-19T03:00:00Z");
    expect((await companionCall(t, "checkin", v.token, { booking_id: v.bookingId })).status).toBe(200);
    const png = { filename: "a.png", type: "image/png", data: await pngPhoto() };
    expect((await upload(v.token, v.bookingId, [png])).status).toBe(200);

    // Before the report: nothing to read, rate, or see (the photo is the report's).
    const notYet = await userCall(t, v.member, "getvisitreport", { booking_id: v.bookingId });
    expect(notYet.status).toBe(404);
    expect(errorOf(notYet)).toBe(VISIT_REPORT_MESSAGES.noReport);
    const rateEarly = await userCall(t, v.member, "ratevisit", { booking_id: v.bookingId, stars: 4 });
    expect(rateEarly.status).toBe(422);
    expect(errorOf(rateEarly)).toBe(VISIT_REPORT_MESSAGES.rateNeedsReport);
    const photoEarly = await fileCall(t, "users/visitphoto/", v.member.token, { booking_id: v.bookingId });
    expect(photoEarly.statusCode).toBe(404);
    expect((await userCall(t, v.member, "ratevisit", { booking_id: v.bookingId, stars: 0 })).status).toBe(
      400,
    );
    // The team sees the photo already.
    expect((await fileCall(t, "admin/visitphoto/", admin(), { booking_id: v.bookingId })).statusCode).toBe(
      200,
    );
    const teamEarly = await t.call({
      method: "POST",
      url: "/api/admin/getvisitreport/",
      headers: { authorization: `Bearer ${admin()}` },
      payload: { booking_id: v.bookingId },
    });
    expect(teamEarly.status).toBe(404);
    expect(errorOf(teamEarly)).toBe(VISIT_REPORT_MESSAGES.noReport);

    clock.set("2026-12-19T05:40:00Z");
    expect((await companionCall(t, "checkout", v.token, { booking_id: v.bookingId })).status).toBe(200);
    expect((await submit(v.token, { booking_id: v.bookingId, ...REPORT })).status).toBe(200);

    // Another member: every family route answers 404, as for a visit that does not exist.
    for (const path of ["getvisitreport", "ratevisit", "visitphoto", "companionphoto"]) {
      const payload =
        path === "ratevisit" ? { booking_id: v.bookingId, stars: 3 } : { booking_id: v.bookingId };
      const res = await fileCall(t, `users/${path}/`, other.member.token, payload);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().Errors.Business_Errors[0].Message, path).toBe(BOOKING_MESSAGES.bookingNotFound);
      expect(res.body, path).not.toContain("Kamala enjoyed");
      const visitor = await fileCall(t, `users/${path}/`, null, payload);
      expect(visitor.statusCode, path).toBe(401);
      const companion = await fileCall(t, `users/${path}/`, v.token, payload);
      expect(companion.statusCode, path).toBe(403);
    }
    expect(await countFor(t, "visit_ratings", v.bookingId)).toBe(0);
    for (const path of ["admin/getvisitreport/", "admin/visitphoto/"]) {
      expect((await fileCall(t, path, v.member.token, { booking_id: v.bookingId })).statusCode).toBe(403);
      expect((await fileCall(t, path, v.token, { booking_id: v.bookingId })).statusCode).toBe(403);
      expect((await fileCall(t, path, null, { booking_id: v.bookingId })).statusCode).toBe(401);
      expect((await fileCall(t, path, admin(), { booking_id: 999_999 })).statusCode).toBe(404);
    }
  });

  it("files one report and completes the visit once when twenty submits arrive at once", async () => {
    const v = await visit("2026-12-21");
    await checkInAndOut(t, clock.set, v, "2026-12-21");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(v.token, { booking_id: v.bookingId, ...REPORT, mood: (i % 5) + 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(19).fill(409));
    for (const r of refused) expect(errorOf(r)).toBe(VISIT_REPORT_MESSAGES.alreadyFiled);
    expect(await countFor(t, "visit_reports", v.bookingId)).toBe(1);
    const [row] = await query<{ status: string }>(
      t,
      sql`select status from bookings where id = ${v.bookingId}`,
    );
    expect(row?.status).toBe("completed");
    const [sent] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'booking_report_ready' and ref_id = ${v.bookingId}`,
    );
    expect(sent?.n).toBe(1);
    // The report kept is the one the winner was told of.
    const winner = results.find((r) => r.status === 200);
    const [kept] = await query<{ mood: number }>(
      t,
      sql`select mood from visit_reports where booking_id = ${v.bookingId}`,
    );
    expect(kept?.mood).toBe(winner?.body.Data.report.mood);

    // Twenty ratings at once make one.
    const ratings = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        userCall(t, v.member, "ratevisit", {
          booking_id: v.bookingId,
          stars: (i % 5) + 1,
          preference: i % 2 === 0 ? "prefer" : "avoid",
        }),
      ),
    );
    expect(ratings.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ratings.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await countFor(t, "visit_ratings", v.bookingId)).toBe(1);
    const [rating] = await query<{ preference: string }>(
      t,
      sql`select preference from visit_ratings where booking_id = ${v.bookingId}`,
    );
    const wishes = await query<{ preference: string }>(
      t,
      sql`select preference from companion_preferences where user_id = ${v.member.userId}`,
    );
    // The family's standing wish is the one rating's that was kept.
    expect(wishes).toEqual([{ preference: rating?.preference }]);
  });
});
