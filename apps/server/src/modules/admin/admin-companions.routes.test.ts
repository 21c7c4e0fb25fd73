import { randomInt } from "node:crypto";
import {
  ADMIN_MESSAGES,
  COMPANION_MESSAGES,
  HTTP_MESSAGES,
  indiaToday,
  pincodeNotInState,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, newPerson, registerMember } from "../../test/identity.ts";

const CALLS = ["getallcompanions", "getcompanion", "modifycompanion", "setcompanionavailability"] as const;

/** A tag of letters only (names take letters and spaces), so each test finds its own companions. */
const tagOf = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26)))
    .join("")
    .replace(/^./, (c) => c.toUpperCase());

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)("the console's care team (%s)", (kind) => {
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });
  let admin: { token: string; id: number };
  const places = { wb: 0, kolkata: 0, howrah: 0, mh: 0, mumbai: 0, abroadState: 0, abroadCity: 0 };
  let specialityId = 0;

  beforeAll(async () => {
    const a = await loginNewAdmin(t);
    const [row] = await query<{ id: number }>(t, sql`select id from users where phone = ${`+91${a.phone}`}`);
    admin = { token: a.token, id: row?.id ?? 0 };
    const cityIds = await query<{ name: string; city_id: number; state_id: number }>(
      t,
      sql`select ci.name, ci.id as city_id, s.id as state_id from cities ci join states s on s.id = ci.state_id
          join countries co on co.id = s.country_id
          where (co.code = 'IN' and ci.name in ('Kolkata', 'Howrah', 'Mumbai')) or (co.code = 'AE' and ci.name = 'Dubai')`,
    );
    const of = (name: string) => cityIds.find((c) => c.name === name);
    places.kolkata = of("Kolkata")?.city_id ?? 0;
    places.wb = of("Kolkata")?.state_id ?? 0;
    places.howrah = of("Howrah")?.city_id ?? 0;
    places.mumbai = of("Mumbai")?.city_id ?? 0;
    places.mh = of("Mumbai")?.state_id ?? 0;
    places.abroadCity = of("Dubai")?.city_id ?? 0;
    places.abroadState = of("Dubai")?.state_id ?? 0;
    const [speciality] = await query<{ id: number }>(t, sql`select id from specialities order by id limit 1`);
    specialityId = speciality?.id ?? 0;
    expect(Object.values(places).every((id) => id > 0)).toBe(true);
  });

  const call = (path: string, payload: object, token = admin.token) => adminCall(t, token, path, payload);
  const companion = (name: string, over: object = {}) => ({
    full_name: name,
    phone: newPerson().phone,
    email: null,
    languages: ["Bengali", "English"],
    service_kinds: ["companion_visit", "errand"],
    speciality_ids: [],
    state_id: places.wb,
    city_id: places.kolkata,
    pincodes: ["700091", "700029"],
    identity_verified_on: "2026-01-10",
    police_verified_on: "2026-01-20",
    training_completed_on: "2026-02-01",
    ...over,
  });
  const create = async (body: object) => {
    const res = await call("modifycompanion", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.companion as { companion_id: number; phone: string; [k: string]: unknown };
  };
  const auditOf = (id: number) =>
    query<{ action: string; admin_id: number; before: unknown; after: unknown; note: string | null }>(
      t,
      sql`select action, admin_id, before, after, note from admin_audit where target_type = 'companion' and target_id = ${id} order by id`,
    );
  const liveSessions = async (companionId: number) =>
    (
      await query<{ n: number }>(
        t,
        sql`select count(*)::int as n from sessions s join companions c on c.user_id = s.user_id
            where c.id = ${companionId} and s.revoked_at is null`,
      )
    )[0]?.n;
  const counts = async () =>
    (
      await query<{ companions: number; users: number; audit: number }>(
        t,
        sql`select (select count(*)::int from companions) as companions, (select count(*)::int from users) as users,
            (select count(*)::int from admin_audit) as audit`,
      )
    )[0];

  it("answers 401 without a session, and 403 to a member and to a companion, for each call", async () => {
    const member = await registerMember(t);
    const [rostered] = await query<{ phone: string }>(
      t,
      sql`select u.phone from companions c join users u on u.id = c.user_id order by c.id limit 1`,
    );
    const companionSession = await loginCompanion(t, (rostered?.phone ?? "").replace(/^\+91/, ""));
    for (const path of CALLS) {
      const anonymous = await t.call({ method: "POST", url: `/api/admin/${path}/`, payload: {} });
      expectError(anonymous, 401, HTTP_MESSAGES[401]);
      expectError(await call(path, {}, member.token), 403, HTTP_MESSAGES[403]);
      expectError(await call(path, {}, companionSession.token), 403, HTTP_MESSAGES[403]);
    }
  });

  it("adds a companion with their checks: an account of user_type 3 and the companion's row, audited", async () => {
    const tag = tagOf();
    const body = companion(`Sunita ${tag}`, {
      speciality_ids: [specialityId],
      email: `Sunita.${tag}@Example.com`,
    });
    const res = await call("modifycompanion", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(COMPANION_MESSAGES.saved);
    const created = res.body.Data.companion;
    expect(created).toMatchObject({
      full_name: `Sunita ${tag}`,
      phone: `+91${body.phone}`,
      email: `sunita.${tag.toLowerCase()}@example.com`,
      languages: ["Bengali", "English"],
      service_kinds: ["companion_visit", "errand"],
      speciality_ids: [specialityId],
      state_id: places.wb,
      city_id: places.kolkata,
      city_name: "Kolkata",
      pincodes: ["700091", "700029"],
      identity_verified_on: "2026-01-10",
      police_verified_on: "2026-01-20",
      training_completed_on: "2026-02-01",
      is_active: true,
      // Cleared, but no shift yet: not sent on visits until one is added (issue 42).
      assignable: false,
      has_photo: false,
      weekly: [],
      leave: [],
    });
    const shifts = await call("setcompanionavailability", {
      companion_id: created.companion_id,
      weekly: [{ weekday: 1, shift_type: 1 }],
      leave: [],
    });
    expect(shifts.status, JSON.stringify(shifts.body)).toBe(200);
    expect(shifts.body.Data.companion).toMatchObject({ assignable: true });
    const listed = await call("getallcompanions", { search_string: `Sunita ${tag}` });
    expect(listed.body.Data.items).toEqual([
      expect.objectContaining({ companion_id: created.companion_id, assignable: true }),
    ]);
    const [account] = await query<{ user_type: number; email: string }>(
      t,
      sql`select u.user_type, u.email from users u join companions c on c.user_id = u.id where c.id = ${created.companion_id}`,
    );
    expect(account).toEqual({ user_type: 3, email: `sunita.${tag.toLowerCase()}@example.com` });

    // Without an email and without the checks: "" in the account, none shown, not assignable.
    const unchecked = await create(
      companion(`Rekha ${tag}`, { identity_verified_on: null, police_verified_on: null }),
    );
    expect(unchecked).toMatchObject({ email: null, assignable: false, is_active: true });
    const [blank] = await query<{ email: string }>(
      t,
      sql`select u.email from users u join companions c on c.user_id = u.id where c.id = ${unchecked.companion_id}`,
    );
    expect(blank?.email).toBe("");

    const [audit] = await auditOf(created.companion_id);
    expect(audit).toMatchObject({ action: "companion.create", admin_id: admin.id, before: null, note: null });
    expect(audit?.after).toMatchObject({ companion_id: created.companion_id, phone: `+91${body.phone}` });

    const shown = await call("getcompanion", { companion_id: created.companion_id });
    expect(shown.status).toBe(200);
    expect(shown.body.Data).toEqual(shifts.body.Data.companion);
  });

  it("refuses bad requests with 400 and the message, never 500", async () => {
    const bad: [string, object, string?][] = [
      ["getallcompanions", { page_size: 101 }],
      ["getallcompanions", { search_string: "ab" }, ADMIN_MESSAGES.searchTooShort],
      ["getallcompanions", { is_active: "yes" }],
      ["getallcompanions", { assignable: 1 }],
      ["getallcompanions", { city_id: -1 }],
      ["getallcompanions", { extra: 1 }],
      ["getcompanion", {}],
      ["getcompanion", { companion_id: 2 ** 31 }],
      ["modifycompanion", companion("Anil Das", { phone: "12345" })],
      ["modifycompanion", companion("Anil Das", { languages: [] }), COMPANION_MESSAGES.languagesRequired],
      ["modifycompanion", companion("Anil Das", { service_kinds: ["emergency"] })],
      ["modifycompanion", companion("Anil Das", { pincodes: ["012345"] }), COMPANION_MESSAGES.pincodeInvalid],
      [
        "modifycompanion",
        companion("Anil Das", { pincodes: ["700091", "700091"] }),
        COMPANION_MESSAGES.pincodesRepeated,
      ],
      [
        "modifycompanion",
        companion("Anil Das", { police_verified_on: "2026-02-30" }),
        COMPANION_MESSAGES.checkDateInvalid,
      ],
      ["modifycompanion", companion("Anil Das", { email: "not-an-email" })],
      ["modifycompanion", companion("Anil Das", { companion_id: 0 })],
      ["modifycompanion", companion("Anil 2 Das")],
      ["modifycompanion", { ...companion("Anil Das"), role: "admin" }],
      ["setcompanionavailability", { companion_id: 1, weekly: [{ weekday: 8, shift_type: 1 }], leave: [] }],
      ["setcompanionavailability", { companion_id: 1, weekly: [{ weekday: 1, shift_type: 6 }], leave: [] }],
      [
        "setcompanionavailability",
        {
          companion_id: 1,
          weekly: [
            { weekday: 1, shift_type: 1 },
            { weekday: 1, shift_type: 1 },
          ],
          leave: [],
        },
        COMPANION_MESSAGES.shiftRepeated,
      ],
      [
        "setcompanionavailability",
        { companion_id: 1, weekly: [], leave: [{ from: "2026-12-10", to: "2026-12-01" }] },
        COMPANION_MESSAGES.leaveOrder,
      ],
      [
        "setcompanionavailability",
        {
          companion_id: 1,
          weekly: [],
          leave: Array.from({ length: 31 }, () => ({ from: "2026-12-01", to: "2026-12-02" })),
        },
        COMPANION_MESSAGES.leaveTooMany,
      ],
    ];
    const before = await counts();
    for (const [path, payload, message] of bad) {
      const res = await call(path, payload);
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      if (message) expectError(res, 400, message);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a city outside its state, PIN codes of another state, unknown specialities and future checks", async () => {
    const tomorrow = indiaToday(new Date(Date.now() + 2 * DAY_MS));
    const refusals: [object, number, string][] = [
      [companion("Anil Das", { city_id: places.mumbai }), 422, COMPANION_MESSAGES.cityNotInState],
      [
        companion("Anil Das", { state_id: places.abroadState, city_id: places.abroadCity, pincodes: [] }),
        422,
        COMPANION_MESSAGES.placeNotInIndia,
      ],
      [companion("Anil Das", { pincodes: ["700091", "400001"] }), 422, pincodeNotInState("West Bengal")],
      [companion("Anil Das", { speciality_ids: [2_000_000_000] }), 422, COMPANION_MESSAGES.specialityUnknown],
      [companion("Anil Das", { training_completed_on: tomorrow }), 400, COMPANION_MESSAGES.checkDateInvalid],
      [companion("Anil Das", { companion_id: 2_000_000_000 }), 404, COMPANION_MESSAGES.notFound],
    ];
    const before = await counts();
    for (const [body, status, message] of refusals)
      expectError(await call("modifycompanion", body), status, message);
    expectError(
      await call("getcompanion", { companion_id: 2_000_000_000 }),
      404,
      COMPANION_MESSAGES.notFound,
    );
    expectError(
      await call("setcompanionavailability", { companion_id: 2_000_000_000, weekly: [], leave: [] }),
      404,
      COMPANION_MESSAGES.notFound,
    );
    expect(await counts()).toEqual(before);
    // Mumbai is in Maharashtra: the same companion there is fine.
    await create(
      companion(`Anil ${tagOf()}`, { state_id: places.mh, city_id: places.mumbai, pincodes: ["400001"] }),
    );
  });

  it("refuses a phone or email another account holds (a member's, a companion's), writing nothing", async () => {
    const member = await registerMember(t);
    const first = await create(companion(`Meena ${tagOf()}`));
    const before = await counts();
    expectError(
      await call("modifycompanion", companion("Kavita Nair", { phone: member.person.phone })),
      409,
      COMPANION_MESSAGES.phoneTaken,
    );
    expectError(
      await call("modifycompanion", companion("Kavita Nair", { phone: first.phone.slice(3) })),
      409,
      COMPANION_MESSAGES.phoneTaken,
    );
    expectError(
      await call("modifycompanion", companion("Kavita Nair", { email: member.person.email })),
      409,
      COMPANION_MESSAGES.emailTaken,
    );
    // Changing a companion to a member's phone is refused the same way, and changes nothing.
    const taken = await call("modifycompanion", {
      ...companion("Meena Iyer", { phone: member.person.phone }),
      companion_id: first.companion_id,
    });
    expectError(taken, 409, COMPANION_MESSAGES.phoneTaken);
    expect(await counts()).toEqual(before);
    expect((await call("getcompanion", { companion_id: first.companion_id })).body.Data.phone).toBe(
      first.phone,
    );
  });

  it("makes exactly one of 20 simultaneous adds with the same phone; the others hear it is taken", async () => {
    const tag = tagOf();
    const phone = newPerson().phone;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("modifycompanion", companion(`Priya ${tag} ${String.fromCharCode(97 + i)}`, { phone })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409))
      expectError(r, 409, COMPANION_MESSAGES.phoneTaken);
    const [row] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from companions c join users u on u.id = c.user_id where u.phone = ${`+91${phone}`}`,
    );
    expect(row?.n).toBe(1);
    const [audited] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit where target_type = 'companion' and after->>'phone' = ${`+91${phone}`}`,
    );
    expect(audited?.n).toBe(1);
  });

  it("updates a companion, audits what changed, and a deactivated one stays listed and loses their session", async () => {
    const tag = tagOf();
    const body = companion(`Lakshmi ${tag}`);
    const created = await create(body);
    const session = await loginCompanion(t, body.phone);

    const changed = await call("modifycompanion", {
      ...body,
      companion_id: created.companion_id,
      full_name: `Lakshmi Rao ${tag}`,
      police_verified_on: null,
      pincodes: ["700091"],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Data.companion).toMatchObject({
      companion_id: created.companion_id,
      full_name: `Lakshmi Rao ${tag}`,
      police_verified_on: null,
      pincodes: ["700091"],
      assignable: false,
      is_active: true,
    });
    const audits = await auditOf(created.companion_id);
    expect(audits[1]).toEqual({
      action: "companion.update",
      admin_id: admin.id,
      before: {
        full_name: `Lakshmi ${tag}`,
        pincodes: ["700091", "700029"],
        police_verified_on: "2026-01-20",
      },
      after: { full_name: `Lakshmi Rao ${tag}`, pincodes: ["700091"], police_verified_on: null },
      note: "Changed: full_name, pincodes, police_verified_on",
    });
    // Still logged in: only deactivation ends their session.
    expect(await liveSessions(created.companion_id)).toBe(1);

    const off = await call("modifycompanion", {
      ...body,
      companion_id: created.companion_id,
      is_active: false,
    });
    expect(off.body.Data.companion).toMatchObject({ is_active: false, assignable: false });
    const listed = await call("getallcompanions", { search_string: tag, is_active: false });
    expect(listed.body.Data.items.map((c: { companion_id: number }) => c.companion_id)).toEqual([
      created.companion_id,
    ]);
    const logout = await t.call({
      method: "POST",
      url: "/api/companion/logout/",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(logout.status).toBe(401);
    expect(await liveSessions(created.companion_id)).toBe(0);
    expect((await auditOf(created.companion_id)).map((a) => a.action)).toEqual([
      "companion.create",
      "companion.update",
      "companion.update",
    ]);
  });

  it("lists by name (case aside) then id, pages, and finds by name, phone, email or PIN code, with filters", async () => {
    const tag = tagOf();
    const c = await create(
      companion(`Ccc ${tag}`, { email: `ccc.${tag}@example.com`, pincodes: ["700107"] }),
    );
    const a = await create(companion(`Aaa ${tag}`, { city_id: places.howrah, pincodes: [] }));
    const b = await create(companion(`bbb ${tag}`, { identity_verified_on: null }));
    const off = await create(companion(`Ddd ${tag}`));
    // Cleared, but with no shift: not assignable until one is added (issue 42).
    const idle = await create(companion(`Eee ${tag}`));
    for (const x of [a, b, c, off]) {
      const set = await call("setcompanionavailability", {
        companion_id: x.companion_id,
        weekly: [{ weekday: 2, shift_type: 2 }],
        leave: [],
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    await call("modifycompanion", {
      ...companion(`Ddd ${tag}`, { phone: off.phone.slice(3) }),
      companion_id: off.companion_id,
      is_active: false,
    });

    const ids = async (payload: object) => {
      const res = await call("getallcompanions", payload);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return {
        total: res.body.Data.total_count as number,
        ids: res.body.Data.items.map((x: { companion_id: number }) => x.companion_id) as number[],
      };
    };
    expect(await ids({ search_string: tag })).toEqual({
      total: 5,
      ids: [a.companion_id, b.companion_id, c.companion_id, off.companion_id, idle.companion_id],
    });
    const page1 = await call("getallcompanions", { search_string: tag, page_size: 3, page_index: 1 });
    expect(page1.body.Data).toMatchObject({ total_count: 5, page_index: 1, page_size: 3 });
    expect(page1.body.Data.items.map((x: { companion_id: number }) => x.companion_id)).toEqual([
      off.companion_id,
      idle.companion_id,
    ]);

    expect((await ids({ search_string: a.phone.slice(3) })).ids).toEqual([a.companion_id]);
    expect((await ids({ search_string: `ccc.${tag}` })).ids).toEqual([c.companion_id]);
    expect((await ids({ search_string: "700107" })).ids).toContain(c.companion_id);
    expect((await ids({ search_string: "700107" })).ids).not.toContain(a.companion_id);
    expect((await ids({ search_string: tag, city_id: places.howrah })).ids).toEqual([a.companion_id]);
    expect((await ids({ search_string: tag, assignable: true })).ids).toEqual([
      a.companion_id,
      c.companion_id,
    ]);
    expect((await ids({ search_string: tag, assignable: false })).ids).toEqual([
      b.companion_id,
      off.companion_id,
      idle.companion_id,
    ]);
    expect((await ids({ search_string: tag, is_active: true })).total).toBe(4);
    // The seeded roster is listed too, without a search.
    expect((await ids({})).total).toBeGreaterThan(4);
  });

  it("replaces the weekly pattern and the leave together, leave by start, audited", async () => {
    const created = await create(companion(`Farida ${tagOf()}`));
    const set = (weekly: object[], leave: object[]) =>
      call("setcompanionavailability", { companion_id: created.companion_id, weekly, leave });
    const first = await set(
      [
        { weekday: 3, shift_type: 2 },
        { weekday: 1, shift_type: 1 },
      ],
      [
        { from: "2027-01-10", to: "2027-01-12", note: "Family wedding" },
        { from: "2026-12-24", to: "2026-12-26" },
      ],
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Data.Message).toBe(COMPANION_MESSAGES.availabilitySaved);
    expect(first.body.Data.companion).toMatchObject({
      weekly: [
        { weekday: 1, shift_type: 1 },
        { weekday: 3, shift_type: 2 },
      ],
      leave: [
        { from: "2026-12-24", to: "2026-12-26", note: "" },
        { from: "2027-01-10", to: "2027-01-12", note: "Family wedding" },
      ],
    });

    const second = await set([{ weekday: 7, shift_type: 5 }], [{ from: "2027-02-01", to: "2027-02-01" }]);
    expect(second.status).toBe(200);
    const shown = (await call("getcompanion", { companion_id: created.companion_id })).body.Data;
    expect(shown.weekly).toEqual([{ weekday: 7, shift_type: 5 }]);
    expect(shown.leave).toEqual([{ from: "2027-02-01", to: "2027-02-01", note: "" }]);
    const [rows] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from companion_leave where companion_id = ${created.companion_id}`,
    );
    expect(rows?.n).toBe(1);

    // Leave that ends before it starts is refused, and nothing changes.
    const refused = await set([], [{ from: "2027-03-05", to: "2027-03-01" }]);
    expectError(refused, 400, COMPANION_MESSAGES.leaveOrder);
    expect((await call("getcompanion", { companion_id: created.companion_id })).body.Data.leave).toEqual(
      shown.leave,
    );

    const audits = (await auditOf(created.companion_id)).filter((a) => a.action === "companion.availability");
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      admin_id: admin.id,
      before: { weekly: first.body.Data.companion.weekly, leave: first.body.Data.companion.leave },
      after: {
        weekly: [{ weekday: 7, shift_type: 5 }],
        leave: [{ from: "2027-02-01", to: "2027-02-01", note: "" }],
      },
      note: "1 weekly shift, 1 period of leave",
    });
  });
});
