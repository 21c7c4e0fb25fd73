import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookedVisit, NOW, query, requestReschedule, storedFor } from "../../test/booking-changes.ts";
import { serviceId } from "../../test/bookings.ts";
import { moveBookingTo, moveLovedOneTo } from "../../test/city-scope.ts";
import { rosterOf } from "../../test/companions.ts";
import { TEST_DATABASES, type TestApp } from "../../test/harness.ts";
import { adminCall, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import {
  companionCall,
  fileCall,
  pngPhoto,
  postForm,
  REPORT,
  useVisitTestApp,
} from "../../test/visit-reports.ts";

/*
 * A city coordinator's bookings (issue 43 item 4): a coordinator of Kolkata lists, exports and acts on
 * Kolkata's bookings and reschedule requests only. A Chennai booking, its request, its visit report and
 * photo answer exactly as a missing id does, and nothing changes; the administrator's console is as before.
 */

/** An id no row has. */
const MISSING = 2_147_483_000;

/** What a refusal shows the caller: its status and errors, nothing else. */
const refusal = (res: { status: number; body: { Errors?: unknown } }) => ({
  status: res.status,
  errors: res.body.Errors,
});
const fileRefusal = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  errors: JSON.parse(res.body).Errors,
});

/** The data rows of a CSV export, by their first column (the booking id). */
const csvIds = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .slice(1)
    .map((line) => Number(line.split(",")[0]));

async function phoneOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await query<{ phone: string }>(t, sql`select phone from users where id = ${userId}`);
  return row?.phone ?? "";
}

/** The audit rows about a booking or reschedule request. */
async function auditCount(t: TestApp, targetType: string, targetId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    t,
    sql`select count(*)::int as n from admin_audit where target_type = ${targetType} and target_id = ${targetId}`,
  );
  return row?.n ?? 0;
}

describe.each(TEST_DATABASES)("a coordinator's bookings: their cities only (%s)", (kind) => {
  const { t, clock, admin, visit } = useVisitTestApp(kind);
  let coordinator: string;
  let service: number;
  let chennaiId: number;

  beforeAll(async () => {
    const kolkata = await placeOf(t, "Kolkata");
    chennaiId = (await placeOf(t, "Chennai")).city_id;
    coordinator = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token;
    service = await serviceId(t, "GEN-COMPANION");
  });

  /**
   * Two families' visits on `date`, each with an open request to move it to 2027-01-20: one in Kolkata,
   * and one whose family (loved one and booking) is then moved to Chennai.
   */
  async function twoCities(date: string) {
    const [kolkata, chennai] = [await bookedVisit(t, service, date), await bookedVisit(t, service, date)];
    const requests: number[] = [];
    for (const f of [kolkata, chennai]) {
      const res = await requestReschedule(t, f.member, {
        booking_id: f.bookingId,
        visit_date: "2027-01-20",
        shift_type: 1,
        start_time: "09:00",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      requests.push(res.body.Data.request.request_id as number);
    }
    await moveLovedOneTo(t, chennai.lovedOnes[0] as number, "Chennai");
    await moveBookingTo(t, chennai.bookingId, "Chennai");
    return {
      kolkata: { ...kolkata, requestId: requests[0] as number },
      chennai: { ...chennai, requestId: requests[1] as number },
    };
  }

  const bookingIds = (res: { status: number; body: { Data: { items: { booking_id: number }[] } } }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.items.map((b) => b.booking_id);
  };
  const requestIds = (res: { status: number; body: { Data: { items: { request_id: number }[] } } }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.items.map((q) => q.request_id);
  };

  it("lists, searches and exports Kolkata's bookings and reschedule requests, none of Chennai's", async () => {
    const day = "2027-01-11";
    const { kolkata, chennai } = await twoCities(day);
    const onDay = { date_from: day, date_to: day };
    const list = (token: string, payload: object) => adminCall(t, token, "getallservicebooking", payload);

    const theirs = await list(coordinator, onDay);
    expect(bookingIds(theirs)).toEqual([kolkata.bookingId]);
    expect(theirs.body.Data.total_count).toBe(1);
    expect(
      (await list(admin(), onDay)).body.Data.items.map((b: { booking_id: number }) => b.booking_id).sort(),
    ).toEqual([kolkata.bookingId, chennai.bookingId].sort());
    // Filtering by another city simply finds nothing; by their own, their booking.
    const elsewhere = await list(coordinator, { ...onDay, city_id: chennaiId });
    expect(bookingIds(elsewhere)).toEqual([]);
    expect(elsewhere.body.Data.total_count).toBe(0);
    expect(bookingIds(await list(admin(), { ...onDay, city_id: chennaiId }))).toEqual([chennai.bookingId]);
    // A search for the Chennai member finds nothing; for the Kolkata member, their visit.
    const chennaiPhone = await phoneOf(t, chennai.member.userId);
    const kolkataPhone = await phoneOf(t, kolkata.member.userId);
    expect(bookingIds(await list(coordinator, { search_string: chennaiPhone }))).toEqual([]);
    expect(bookingIds(await list(coordinator, { search_string: kolkataPhone }))).toEqual([kolkata.bookingId]);
    expect(bookingIds(await list(admin(), { search_string: chennaiPhone }))).toEqual([chennai.bookingId]);
    // Every booking the coordinator is shown, unfiltered, is in Kolkata.
    const all = await list(coordinator, { page_size: 100 });
    expect(new Set(all.body.Data.items.map((b: { city_id: number }) => b.city_id)).has(chennaiId)).toBe(
      false,
    );
    expect(bookingIds(all)).toContain(kolkata.bookingId);

    const exported = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/exportservicebookings/",
        headers: { authorization: `Bearer ${token}` },
        payload: onDay,
      });
    const csv = await exported(coordinator);
    expect(csv.statusCode).toBe(200);
    expect(csvIds(csv.body)).toEqual([kolkata.bookingId]);
    expect(csvIds((await exported(admin())).body).sort()).toEqual(
      [kolkata.bookingId, chennai.bookingId].sort(),
    );

    const requests = (token: string, payload: object) => adminCall(t, token, "getallreschedule", payload);
    expect(requestIds(await requests(coordinator, { search_string: chennaiPhone }))).toEqual([]);
    expect(requestIds(await requests(coordinator, { search_string: kolkataPhone }))).toEqual([
      kolkata.requestId,
    ]);
    expect(requestIds(await requests(admin(), { search_string: chennaiPhone }))).toEqual([chennai.requestId]);
    const open = await requests(coordinator, { status: "open", page_size: 100 });
    expect(requestIds(open)).toContain(kolkata.requestId);
    expect(requestIds(open)).not.toContain(chennai.requestId);
    expect(requestIds(await requests(admin(), { status: "open", page_size: 100 }))).toContain(
      chennai.requestId,
    );
  });

  it("answers a Chennai booking or request as a missing one, whatever it is asked, changing nothing", async () => {
    const { kolkata, chennai } = await twoCities("2027-01-13");
    const before = await storedFor(t, chennai.member.userId);
    const call = (path: string, payload: object) => adminCall(t, coordinator, path, payload);
    const [elsewhere] = await rosterOf(t, "Kolkata");
    const asks: [string, (bookingId: number) => object][] = [
      ["takeaction", (id) => ({ booking_id: id, action: "cancel", remarks: "The family asked us to." })],
      ["takeaction", (id) => ({ booking_id: id, action: "reject", remarks: "No companion is free." })],
      ["suggestcompanions", (id) => ({ booking_id: id })],
      ["assigncompanion", (id) => ({ booking_id: id, companion_id: elsewhere, confirm: true })],
      ["getvisitreport", (id) => ({ booking_id: id })],
    ];
    for (const [path, body] of asks) {
      const missing = await call(path, body(MISSING));
      expect(missing.status, path).toBe(404);
      expect(refusal(await call(path, body(chennai.bookingId))), path).toEqual(refusal(missing));
    }
    const photo = (id: number) => fileCall(t, "admin/visitphoto/", coordinator, { booking_id: id });
    expect(fileRefusal(await photo(chennai.bookingId))).toEqual(fileRefusal(await photo(MISSING)));

    for (const decision of [{ decision: "approve" }, { decision: "decline", note: "That day is full." }]) {
      const missing = await call("decidereschedule", { request_id: MISSING, ...decision });
      expect(missing.status).toBe(404);
      const refused = await call("decidereschedule", { request_id: chennai.requestId, ...decision });
      expect(refusal(refused)).toEqual(refusal(missing));
    }

    expect(await storedFor(t, chennai.member.userId)).toEqual(before);
    expect(await auditCount(t, "booking", chennai.bookingId)).toBe(0);
    expect(await auditCount(t, "reschedule_request", chennai.requestId)).toBe(0);

    // Their own city's booking and request they act on as the administrator does.
    const suggested = await call("suggestcompanions", { booking_id: kolkata.bookingId });
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
    const decided = await call("decidereschedule", {
      request_id: kolkata.requestId,
      decision: "decline",
      note: "That day is full.",
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const acted = await call("takeaction", {
      booking_id: kolkata.bookingId,
      action: "cancel",
      remarks: "The family asked us to.",
    });
    expect(acted.status, JSON.stringify(acted.body)).toBe(200);
    expect(acted.body.Data.booking.status).toBe("cancelled");
    // And the administrator still acts on Chennai's.
    const adminActs = await adminCall(t, admin(), "takeaction", {
      booking_id: chennai.bookingId,
      action: "cancel",
      remarks: "The family asked us to.",
    });
    expect(adminActs.status, JSON.stringify(adminActs.body)).toBe(200);
  });

  it("cannot suggest or assign a companion from outside the booking's city: as a missing companion", async () => {
    const v = await bookedVisit(t, service, "2027-01-13");
    const [mumbai] = await rosterOf(t, "Mumbai");
    const before = await storedFor(t, v.member.userId);
    const assign = (companionId: number) =>
      adminCall(t, coordinator, "assigncompanion", {
        booking_id: v.bookingId,
        companion_id: companionId,
        confirm: true,
      });
    const missing = await assign(MISSING);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(refusal(await assign(mumbai as number))).toEqual(refusal(missing));
    expect(await storedFor(t, v.member.userId)).toEqual(before);

    const suggested = await adminCall(t, coordinator, "suggestcompanions", { booking_id: v.bookingId });
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
    const kolkataRoster = new Set(await rosterOf(t, "Kolkata"));
    const offered = suggested.body.Data.suggestions.map((s: { companion_id: number }) => s.companion_id);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((id: number) => !kolkataRoster.has(id))).toEqual([]);

    // One of Kolkata's roster they assign and confirm.
    const next = offered.find((id: number) => id !== v.held) as number;
    const done = await assign(next);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.Data.booking.assigned_companion.companion_id).toBe(next);
  });

  it("reads a Kolkata visit's report and photo; a Chennai one's answer as a missing visit", async () => {
    const photoOf = async (date: string) => {
      const v = await visit(date);
      clock.set(`${date}T03:00:00Z`);
      expect((await companionCall(t, "checkin", v.token, { booking_id: v.bookingId })).status).toBe(200);
      const png = { filename: "a.png", type: "image/png", data: await pngPhoto() };
      const up = await postForm(t, "companion/uploadphoto/", v.token, { booking_id: v.bookingId }, [png]);
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      clock.set(`${date}T05:40:00Z`);
      expect((await companionCall(t, "checkout", v.token, { booking_id: v.bookingId })).status).toBe(200);
      const filed = await companionCall(t, "submitreport", v.token, { booking_id: v.bookingId, ...REPORT });
      expect(filed.status, JSON.stringify(filed.body)).toBe(200);
      clock.set(NOW);
      return v;
    };
    const kolkata = await photoOf("2026-12-16");
    const chennai = await photoOf("2026-12-17");
    await moveLovedOneTo(t, chennai.lovedOnes[0] as number, "Chennai");
    await moveBookingTo(t, chennai.bookingId, "Chennai");

    const report = (token: string, id: number) => adminCall(t, token, "getvisitreport", { booking_id: id });
    const photo = (token: string, id: number) => fileCall(t, "admin/visitphoto/", token, { booking_id: id });
    const own = await report(coordinator, kolkata.bookingId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.Data).toMatchObject({ booking_id: kolkata.bookingId, has_photo: true });
    const ownPhoto = await photo(coordinator, kolkata.bookingId);
    expect(ownPhoto.statusCode).toBe(200);
    expect(ownPhoto.headers["content-type"]).toBe("image/jpeg");

    expect(refusal(await report(coordinator, chennai.bookingId))).toEqual(
      refusal(await report(coordinator, MISSING)),
    );
    expect((await report(coordinator, MISSING)).status).toBe(404);
    expect(fileRefusal(await photo(coordinator, chennai.bookingId))).toEqual(
      fileRefusal(await photo(coordinator, MISSING)),
    );
    // The administrator reads both.
    expect((await report(admin(), chennai.bookingId)).status).toBe(200);
    expect((await photo(admin(), chennai.bookingId)).statusCode).toBe(200);
  });
});
