import { ADMIN_MEMBER_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, NOW, query } from "../../test/booking-changes.ts";
import { addLovedOne, fixedClock, grantPlan } from "../../test/bookings.ts";
import { exportedIdsOf, MISSING_ID, moveLovedOneTo, tagOf } from "../../test/city-scope.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, loginNewStaff, newPerson, registerMember } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

/*
 * A city coordinator's members (issue 43 item 4): a member belongs to a city through their loved ones. A
 * coordinator of Kolkata lists and exports the members with a loved one in Kolkata and none other; another
 * member's page is missing to them, exactly as an unknown id is. The administrator sees every member.
 */

/** admin/exportmembers/ as raw text: the member ids of its lines. */
const exportedIds = (t: TestApp, token: string, search: string) =>
  exportedIdsOf(t, token, "exportmembers", search);

describe.each(TEST_DATABASES)("a coordinator's members (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let coordinator: string;
  const tag = tagOf();
  /** Members of this file: a loved one in Kolkata, in Chennai, in both, and none at all. */
  const members = { kolkata: 0, chennai: 0, both: 0, none: 0 };

  async function member(lovedOnesIn: string[]): Promise<number> {
    const registered = await registerMember(t, { ...newPerson(), user_name: `${tag} Sen` });
    for (const city of lovedOnesIn) {
      const lovedOne = await addLovedOne(t, { userId: registered.userId, token: registered.token });
      if (city !== "Kolkata") await moveLovedOneTo(t, lovedOne, city);
    }
    return registered.userId;
  }

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    const kolkata = await placeOf(t, "Kolkata");
    coordinator = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token;
    members.kolkata = await member(["Kolkata"]);
    members.chennai = await member(["Chennai"]);
    members.both = await member(["Chennai", "Kolkata"]);
    members.none = await member([]);
  });

  const listed = async (token: string, payload: object = {}) => {
    const res = await adminCall(t, token, "getallmembers", { search_string: tag, ...payload });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.Data as { items: { member_id: number }[]; total_count: number };
    return { ids: data.items.map((m) => m.member_id).sort((a, b) => a - b), total: data.total_count };
  };
  const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

  it("lists and exports the members with a loved one in the coordinator's cities, and none other", async () => {
    const theirs = sorted(members.kolkata, members.both);
    expect(await listed(coordinator)).toEqual({ ids: theirs, total: 2 });
    expect((await listed(coordinator, { sort: "joined_asc" })).ids).toEqual(theirs);
    expect(await exportedIds(t, coordinator, tag)).toEqual(theirs);
  });

  it("shows the administrator every member, as before", async () => {
    const all = sorted(members.kolkata, members.chennai, members.both, members.none);
    expect(await listed(admin)).toEqual({ ids: all, total: 4 });
    expect(await exportedIds(t, admin, tag)).toEqual(all);
    for (const id of all) {
      const res = await adminCall(t, admin, "getmember", { member_id: id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it("opens a member of the coordinator's cities, with all their loved ones", async () => {
    const res = await adminCall(t, coordinator, "getmember", { member_id: members.both });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.profile.member_id).toBe(members.both);
    expect(res.body.Data.loved_ones).toHaveLength(2);
  });

  it("leaves money out of a coordinator's member page: no payments, no amount paid for a plan", async () => {
    await grantPlan(t, members.kolkata, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    const theirs = await adminCall(t, coordinator, "getmember", { member_id: members.kolkata });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.Data).not.toHaveProperty("payments");
    expect(theirs.body.Data.subscriptions).toHaveLength(1);
    expect(theirs.body.Data.subscriptions[0]).not.toHaveProperty("amount");
    const admins = await adminCall(t, admin, "getmember", { member_id: members.kolkata });
    expect(admins.body.Data.payments).toHaveLength(1);
    expect(admins.body.Data.subscriptions[0].amount).toBeGreaterThan(0);
  });

  it("answers a member elsewhere, or with no loved one, exactly as a missing member", async () => {
    const missing = await adminCall(t, coordinator, "getmember", { member_id: MISSING_ID });
    expectError(missing, 404, ADMIN_MEMBER_MESSAGES.memberNotFound, "BE004");
    for (const id of [members.chennai, members.none]) {
      const res = await adminCall(t, coordinator, "getmember", { member_id: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it("keeps a coordinator's export in the audit log as any export", async () => {
    const before = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit where action = 'export.members'`,
    );
    await exportedIds(t, coordinator, tag);
    const after = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit where action = 'export.members'`,
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });
});
