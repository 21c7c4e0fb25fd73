import { STAFF_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError } from "../../test/booking-changes.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { adminCall, consoleLogin, loginNewAdmin, loginNewStaff, newPerson } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

/** The console's staff (issue 43 item 4): administrators keep them; coordinators cover cities. */
describe.each(TEST_DATABASES)("the console's staff (%s)", (kind) => {
  const t = useTestApp(kind);

  /** A new member of staff's details: a fresh phone and email each call. */
  function details(role: "admin" | "coordinator", city_ids: number[] = []) {
    const p = newPerson();
    return { full_name: "Meera Iyer", phone: p.phone, email: p.email, role, city_ids, is_active: true };
  }

  /** admin/getprofile/: any console session's own call. */
  const profile = (token: string) =>
    t.call({ method: "GET", url: "/api/admin/getprofile/", headers: { authorization: `Bearer ${token}` } });

  it("adds a coordinator for one city, who logs in through the console's login as a coordinator of that city", async () => {
    const admin = await loginNewAdmin(t);
    const kolkata = await placeOf(t, "Kolkata");
    const body = details("coordinator", [kolkata.city_id]);
    const saved = await adminCall(t, admin.token, "modifystaff", body);
    expect(saved.status).toBe(200);
    expect(saved.body.Data.Message).toBe(STAFF_MESSAGES.saved);
    expect(saved.body.Data.staff).toMatchObject({
      full_name: "Meera Iyer",
      phone: `+91${body.phone}`,
      email: body.email,
      role: "coordinator",
      cities: [{ city_id: kolkata.city_id, city_name: "Kolkata" }],
      is_active: true,
    });

    const login = await consoleLogin(t, body.phone);
    expect(login.status).toBe(200);
    expect(login.body.Data).toMatchObject({
      user_name: "Meera Iyer",
      role: "coordinator",
      cities: [{ city_id: kolkata.city_id, city_name: "Kolkata" }],
    });
    // An administrator's login says so too, with no cities: every city is theirs.
    const another = details("admin");
    await adminCall(t, admin.token, "modifystaff", another);
    expect((await consoleLogin(t, another.phone)).body.Data).toMatchObject({ role: "admin", cities: [] });

    const list = await adminCall(t, admin.token, "getallstaff", { search_string: body.phone });
    expect(list.status).toBe(200);
    expect(list.body.Data.items).toEqual([saved.body.Data.staff]);
    const audit = await adminCall(t, admin.token, "getauditlog", {});
    expect(audit.body.Data.items[0]).toMatchObject({ action: "staff.create", target_type: "staff" });
  });

  it("refuses a coordinator without cities, an administrator with cities, and a city that does not exist", async () => {
    const admin = await loginNewAdmin(t);
    const kolkata = await placeOf(t, "Kolkata");
    const staffCount = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from staff`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await staffCount();
    const none = await adminCall(t, admin.token, "modifystaff", details("coordinator"));
    expectError(none, 400, STAFF_MESSAGES.citiesRequired);
    const adminWithCities = await adminCall(
      t,
      admin.token,
      "modifystaff",
      details("admin", [kolkata.city_id]),
    );
    expectError(adminWithCities, 400, STAFF_MESSAGES.adminHasNoCities);
    const unknown = await adminCall(t, admin.token, "modifystaff", details("coordinator", [987_654]));
    expectError(unknown, 422, STAFF_MESSAGES.cityUnknown);
    // Nothing half-written: no account, no staff row.
    expect(await staffCount()).toBe(before);
  });

  it("keeps staff to administrators: a coordinator is refused the staff, money, FAQs, questions and audit calls", async () => {
    const kolkata = await placeOf(t, "Kolkata");
    const coordinator = await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] });
    for (const [path, body] of [
      ["getallstaff", {}],
      ["modifystaff", details("coordinator", [kolkata.city_id])],
      ["getallrefunds", {}],
      ["getallfaq", {}],
      ["getallquestions", {}],
      ["getauditlog", {}],
    ] as const) {
      const res = await adminCall(t, coordinator.token, path, body);
      expect(res.status, path).toBe(403);
    }
  });

  it("ends a deactivated coordinator's open session at once, and refuses them a login code", async () => {
    const admin = await loginNewAdmin(t);
    const kolkata = await placeOf(t, "Kolkata");
    const body = details("coordinator", [kolkata.city_id]);
    const saved = await adminCall(t, admin.token, "modifystaff", body);
    const login = await consoleLogin(t, body.phone);
    const token = login.body.Token as string;
    expect((await profile(token)).status).toBe(200);

    const off = await adminCall(t, admin.token, "modifystaff", {
      ...body,
      staff_id: saved.body.Data.staff.staff_id,
      is_active: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.Data.staff.is_active).toBe(false);
    expect((await profile(token)).status).toBe(401);
    const again = await consoleLogin(t, body.phone);
    expectError(again, 422, STAFF_MESSAGES.deactivated);
  });

  it("gives a changed role at the next call: a coordinator made administrator may read the audit log", async () => {
    const admin = await loginNewAdmin(t);
    const kolkata = await placeOf(t, "Kolkata");
    const body = details("coordinator", [kolkata.city_id]);
    const saved = await adminCall(t, admin.token, "modifystaff", body);
    const token = (await consoleLogin(t, body.phone)).body.Token as string;
    expect((await adminCall(t, token, "getauditlog", {})).status).toBe(403);
    await adminCall(t, admin.token, "modifystaff", {
      ...body,
      staff_id: saved.body.Data.staff.staff_id,
      role: "admin",
      city_ids: [],
    });
    expect((await adminCall(t, token, "getauditlog", {})).status).toBe(200);
  });

  it("does not let an administrator take away their own role or deactivate themselves", async () => {
    const me = await loginNewStaff(t, { role: "admin" });
    const mine = { full_name: "Ops Desk", phone: me.phone, email: `ops.${me.phone}@example.com` };
    for (const change of [
      { role: "admin", is_active: false },
      { role: "coordinator", is_active: true },
    ]) {
      const res = await adminCall(t, me.token, "modifystaff", {
        ...mine,
        ...change,
        staff_id: me.staffId,
        city_ids: change.role === "coordinator" ? [(await placeOf(t, "Kolkata")).city_id] : [],
      });
      expectError(res, 400, STAFF_MESSAGES.notYourself);
    }
    expect((await adminCall(t, me.token, "getauditlog", {})).status).toBe(200);
  });

  it("refuses a phone another account holds, and an unknown staff_id as missing", async () => {
    const admin = await loginNewAdmin(t);
    const member = newPerson();
    await t.call({ method: "POST", url: "/api/users/register/", payload: member });
    const taken = await adminCall(t, admin.token, "modifystaff", { ...details("admin"), phone: admin.phone });
    expectError(taken, 409, STAFF_MESSAGES.phoneTaken);
    const missing = await adminCall(t, admin.token, "modifystaff", {
      ...details("admin"),
      staff_id: 999_999,
    });
    expectError(missing, 404, STAFF_MESSAGES.notFound);
  });

  it("makes one account of 20 simultaneous saves of one phone; the others are told the phone is taken", async () => {
    const admin = await loginNewAdmin(t);
    const kolkata = await placeOf(t, "Kolkata");
    const body = details("coordinator", [kolkata.city_id]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adminCall(t, admin.token, "modifystaff", { ...body, email: `desk.${i}.${body.phone}@example.com` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expectError(a, 409, STAFF_MESSAGES.phoneTaken);
    }
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from users u join staff s on s.user_id = u.id where u.phone = ${`+91${body.phone}`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(1);
  });
});
