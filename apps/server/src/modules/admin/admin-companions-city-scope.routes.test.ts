import { COMPANION_MESSAGES, VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { MISSING_ID, moveCompanionTo, tagOf } from "../../test/city-scope.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, loginNewStaff, newPerson } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { fileCall, jpegWithGps, postForm } from "../../test/visit-reports.ts";

/*
 * A city coordinator's care team (issue 43 item 4): a coordinator of Kolkata lists, opens and changes the
 * companions of Kolkata only. A companion of Chennai is missing to them, exactly as an unknown id is, for
 * every call (the photo's too), and nothing of theirs changes; a coordinator cannot add a companion in
 * Chennai nor move one there. The administrator reaches both cities.
 */

type Place = { city_id: number; state_id: number };

describe.each(TEST_DATABASES)("a coordinator's companions (%s)", (kind) => {
  const t = useTestApp(kind);
  let admin: string;
  let coordinator: string;
  let kolkata: Place;
  let chennai: Place;
  const tag = tagOf();
  /** This file's companions: one made in Kolkata and one moved to Chennai. */
  const companions = { kolkata: 0, chennai: 0 };

  const body = (place: Place, over: object = {}) => ({
    full_name: `Sunita ${tag}`,
    phone: newPerson().phone,
    email: null,
    languages: ["Bengali", "English"],
    service_kinds: ["companion_visit"],
    speciality_ids: [],
    state_id: place.state_id,
    city_id: place.city_id,
    pincodes: place === kolkata ? ["700029"] : ["600028"],
    identity_verified_on: "2026-01-10",
    police_verified_on: "2026-01-20",
    training_completed_on: "2026-02-01",
    ...over,
  });
  const created = async (token: string, payload: object) => {
    const res = await adminCall(t, token, "modifycompanion", payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.companion.companion_id as number;
  };
  const upload = async (token: string, companionId: number) =>
    postForm(t, "admin/uploadcompanionphoto/", token, { companion_id: companionId }, [
      { filename: "face.jpg", type: "image/jpeg", data: await jpegWithGps(400, 500) },
    ]);

  /** Everything kept of a companion: their row, account, leave, photo and audit rows. */
  const keptOf = (companionId: number) =>
    query(
      t,
      sql`select row_to_json(c) as companion, row_to_json(u) as account,
            (select count(*)::int from companion_leave where companion_id = c.id) as leave,
            (select md5(image) from companion_photos where companion_id = c.id) as photo,
            (select count(*)::int from admin_audit where target_type = 'companion' and target_id = c.id) as audit
          from companions c join users u on u.id = c.user_id where c.id = ${companionId}`,
    );

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    kolkata = await placeOf(t, "Kolkata");
    chennai = await placeOf(t, "Chennai");
    coordinator = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token;
    companions.kolkata = await created(admin, body(kolkata));
    companions.chennai = await created(admin, body(kolkata));
    await moveCompanionTo(t, companions.chennai, "Chennai");
    expect((await upload(admin, companions.chennai)).status).toBe(200);
  });

  const listed = async (token: string, payload: object = {}) => {
    const res = await adminCall(t, token, "getallcompanions", { search_string: `Sunita ${tag}`, ...payload });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.Data as { items: { companion_id: number }[]; total_count: number };
    return { ids: data.items.map((c) => c.companion_id).sort((a, b) => a - b), total: data.total_count };
  };

  it("lists the companions of the coordinator's cities and none other; the administrator's list has both", async () => {
    expect(await listed(coordinator)).toEqual({ ids: [companions.kolkata], total: 1 });
    // Asking for Chennai by its filter finds nothing: the coordinator's cities still hold.
    expect(await listed(coordinator, { city_id: chennai.city_id })).toEqual({ ids: [], total: 0 });
    const both = [companions.kolkata, companions.chennai].sort((a, b) => a - b);
    expect(await listed(admin)).toEqual({ ids: both, total: 2 });
    const all = await adminCall(t, coordinator, "getallcompanions", { page_size: 100 });
    expect((all.body.Data.items as { city_id: number }[]).every((c) => c.city_id === kolkata.city_id)).toBe(
      true,
    );
  });

  it("opens and changes a companion of their city", async () => {
    const opened = await adminCall(t, coordinator, "getcompanion", { companion_id: companions.kolkata });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const changed = await adminCall(t, coordinator, "modifycompanion", {
      ...body(kolkata, { phone: opened.body.Data.phone.replace(/^\+91/, "") }),
      companion_id: companions.kolkata,
      pincodes: ["700091"],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Data.companion.pincodes).toEqual(["700091"]);
    const shifts = await adminCall(t, coordinator, "setcompanionavailability", {
      companion_id: companions.kolkata,
      weekly: [{ weekday: 1, shift_type: 1 }],
      leave: [],
    });
    expect(shifts.status, JSON.stringify(shifts.body)).toBe(200);
    expect((await upload(coordinator, companions.kolkata)).status).toBe(200);
    const face = await fileCall(t, "admin/companionphoto/", coordinator, {
      companion_id: companions.kolkata,
    });
    expect(face.statusCode).toBe(200);
    expect(face.headers["content-type"]).toBe("image/jpeg");
  });

  it("answers every call about a companion elsewhere exactly as about a missing one, and changes nothing", async () => {
    const kept = await keptOf(companions.chennai);
    const calls: [string, (id: number) => object][] = [
      ["getcompanion", (id) => ({ companion_id: id })],
      ["modifycompanion", (id) => ({ ...body(chennai), companion_id: id })],
      [
        "setcompanionavailability",
        (id) => ({ companion_id: id, weekly: [{ weekday: 2, shift_type: 2 }], leave: [] }),
      ],
    ];
    for (const [path, payload] of calls) {
      const missing = await adminCall(t, coordinator, path, payload(MISSING_ID));
      expectError(missing, 404, COMPANION_MESSAGES.notFound, "BE004");
      const elsewhere = await adminCall(t, coordinator, path, payload(companions.chennai));
      expect(elsewhere.status, path).toBe(404);
      expect(elsewhere.body, path).toEqual(missing.body);
    }
    const missingUpload = await upload(coordinator, MISSING_ID);
    expect(missingUpload.status).toBe(404);
    const elsewhereUpload = await upload(coordinator, companions.chennai);
    expect(elsewhereUpload).toEqual(missingUpload);

    const missingPhoto = await fileCall(t, "admin/companionphoto/", coordinator, {
      companion_id: MISSING_ID,
    });
    expect(missingPhoto.statusCode).toBe(404);
    expect(missingPhoto.json().Errors.Business_Errors[0].Message).toBe(
      VISIT_REPORT_MESSAGES.noCompanionPhoto,
    );
    const elsewherePhoto = await fileCall(t, "admin/companionphoto/", coordinator, {
      companion_id: companions.chennai,
    });
    expect(elsewherePhoto.statusCode).toBe(404);
    expect(elsewherePhoto.json()).toEqual(missingPhoto.json());

    expect(await keptOf(companions.chennai)).toEqual(kept);
    // The administrator still opens them, photo and all.
    expect((await adminCall(t, admin, "getcompanion", { companion_id: companions.chennai })).status).toBe(
      200,
    );
    const face = await fileCall(t, "admin/companionphoto/", admin, { companion_id: companions.chennai });
    expect(face.statusCode).toBe(200);
  });

  it("refuses a coordinator adding a companion in another city or moving one there, keeping nothing", async () => {
    const count = async () =>
      (await query<{ n: number }>(t, sql`select count(*)::int as n from companions`))[0]?.n;
    const before = await count();
    const added = await adminCall(t, coordinator, "modifycompanion", body(chennai));
    expectError(added, 422, COMPANION_MESSAGES.outsideCities, "BE011");
    expect(await count()).toBe(before);

    const kept = await keptOf(companions.kolkata);
    const [account] = await query<{ phone: string }>(
      t,
      sql`select u.phone from companions c join users u on u.id = c.user_id where c.id = ${companions.kolkata}`,
    );
    const moved = await adminCall(t, coordinator, "modifycompanion", {
      ...body(chennai, { phone: (account?.phone ?? "").replace(/^\+91/, "") }),
      companion_id: companions.kolkata,
    });
    expectError(moved, 422, COMPANION_MESSAGES.outsideCities, "BE011");
    expect(await keptOf(companions.kolkata)).toEqual(kept);

    // The administrator may: a companion in Chennai is theirs to keep.
    expect(await created(admin, body(chennai))).toBeGreaterThan(0);
  });
});
