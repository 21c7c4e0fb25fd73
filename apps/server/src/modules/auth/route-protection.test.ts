import { API, API_BASE } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { insertStaffRow } from "../../test/staff.ts";

/** Every member and admin endpoint in the contract that the server serves, checked the same way. */
describe("every protected endpoint", () => {
  const t = useTestApp("pglite");
  const protectedRoutes = Object.entries(API).filter(([, r]) => r.auth !== "public");
  /** Routes of later issues are in the contract before the server serves them. */
  const isServed = (route: (typeof API)[keyof typeof API]) => {
    const url = `${API_BASE}${route.path}`;
    return [url, url.replace(/\/$/, "")].some((u) => t.app.hasRoute({ method: route.method, url: u }));
  };

  it("answers 401 without a session, and 403 to a session of the other kind", async () => {
    const member = await registerMember(t);
    const [ops] = await t.database.db
      .insert(users)
      .values({ userType: 2, userName: "Ops Desk", phone: "+919000000009", email: "ops9@example.com" })
      .returning({ id: users.id });
    await insertStaffRow(t.database.db, ops?.id ?? 0);
    await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: { email_phn_flag: "P", phone: "9000000009", login_flag: true, user_type: 2 },
    });
    const admin = await t.call({
      method: "POST",
      url: "/api/admin/login/",
      payload: {
        email_phn_flag: "P",
        user_name: "9000000009",
        otp: t.outbox.latestCode("+919000000009"),
        user_type: 2,
      },
    });
    const adminToken = admin.body.Token as string;

    const checked: string[] = [];
    for (const [name, route] of protectedRoutes) {
      const url = `${API_BASE}${route.path}`;
      if (!isServed(route)) continue;
      checked.push(name);
      const payload = route.method === "POST" ? { user_id: member.userId } : undefined;
      const anonymous = await t.call({ method: route.method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.status, `${name} without a token`).toBe(401);
      const wrongKind = route.auth === "admin" ? member.token : adminToken;
      const refused = await t.call({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${wrongKind}` },
        ...(payload ? { payload } : {}),
      });
      expect(refused.status, `${name} with the other kind of session`).toBe(403);
    }
    expect(checked).toEqual(expect.arrayContaining(["userLogout", "getProfile", "adminLogout"]));
  });

  it("refuses a member's token with another member's user_id on every endpoint that takes one", async () => {
    const caller = await registerMember(t);
    const other = await registerMember(t);
    const takesUserId = protectedRoutes.filter(([, r]) => {
      const shape = (r.body as { shape?: Record<string, unknown> } | undefined)?.shape;
      return r.auth === "member" && shape !== undefined && "user_id" in shape;
    });
    const checked: string[] = [];
    for (const [name, route] of takesUserId) {
      const url = `${API_BASE}${route.path}`;
      if (!isServed(route)) continue;
      checked.push(name);
      const auth = { authorization: `Bearer ${caller.token}` };
      const theirs = await t.call({
        method: route.method,
        url,
        headers: auth,
        payload: { user_id: other.userId },
      });
      expect(theirs.status, `${name} with another member's user_id`).toBe(403);
      expect(theirs.body.Errors.Business_Errors[0]?.Code).toBe("BE003");
      expect(JSON.stringify(theirs.body)).not.toContain(other.person.email);
      // The caller's own id passes this check (whatever the rest of the body then needs).
      const own = await t.call({
        method: route.method,
        url,
        headers: auth,
        payload: { user_id: caller.userId },
      });
      expect(own.status, `${name} with the caller's own user_id`).not.toBe(403);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        "getProfile",
        "createSubscription",
        "paymentProcess",
        "paymentStatus",
        "paymentVerify",
        "getPayments",
        "getInvoice",
        "invoicePdf",
      ]),
    );
  });
});
