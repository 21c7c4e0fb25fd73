import { FAMILY_CIRCLE_MAX, FAMILY_INVITES_PER_DAY, FAMILY_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import type { Member } from "../../test/billing.ts";
import { expectError, query } from "../../test/booking-changes.ts";
import { lastRosterPhone } from "../../test/companion-session.ts";
import { familyCall } from "../../test/family.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";
import { insertStaffRow } from "../../test/staff.ts";

/*
 * Issue 40 (decision 0066): an outside test told 200 roster phones apart through users/invitefamily/,
 * which answered "cannot be invited" for a staff phone where any other phone met the circle's or the
 * day's limit. A staff phone is now invited exactly as a phone with no account, at every stage, and
 * nothing reaches it: no link, no code, and its invitation can never be accepted.
 */

type Call = Awaited<ReturnType<TestApp["call"]>>;

/** The answer as bytes, with what must differ between two calls (ids, times, the phone) put aside. */
function shape(res: Call, phone: string): string {
  return JSON.stringify({ status: res.status, body: res.body })
    .replaceAll(phone, "<phone>")
    .replace(/"membership_id":\d+/g, '"membership_id":0')
    .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"')
    .replace(/•+\d{4}/g, "<hint>");
}

/** A payer with a fresh account, and an invitation call of theirs. */
async function payer(t: TestApp) {
  const r = await registerMember(t);
  const m: Member = { userId: r.userId, token: r.token };
  const invite = (phone: string, email = "") =>
    familyCall(t, m, "invitefamily", { name: "Ravi Sen", phone, role: "viewer", email });
  return { m, invite };
}

describe.each(TEST_DATABASES)("an invitation to a staff phone (%s)", (kind) => {
  // No wait between codes: the staff phone's holder asks for one right after the invitation's.
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });
  const staff: Record<string, string> = {};

  beforeAll(async () => {
    staff.companion = await lastRosterPhone(t);
    const admin = newPerson();
    const [ops] = await t.database.db
      .insert(users)
      .values({ userType: 2, userName: "Ops Desk", phone: `+91${admin.phone}`, email: admin.email })
      .returning({ id: users.id });
    await insertStaffRow(t.database.db, ops?.id ?? 0);
    staff.administrator = admin.phone;
  });

  it.each(["an administrator", "a companion"])(
    "answers %s's phone byte for byte as a phone with no account: invited, already invited, circle full, day's invitations used",
    async (who) => {
      const role = who.split(" ")[1] as string;
      const staffPhone = staff[role] as string;
      // Two payers take the same steps, one with the staff phone, the other with an unknown one.
      const [a, b] = [await payer(t), await payer(t)];
      const unknown = newPerson().phone;
      const same = async (step: string, staffCall: Promise<Call>, unknownCall: Promise<Call>) => {
        const [x, y] = [await staffCall, await unknownCall];
        expect(shape(x, staffPhone), step).toBe(shape(y, unknown));
        return x;
      };

      const first = await same("invited", a.invite(staffPhone), b.invite(unknown));
      expect(first.status).toBe(200);
      expectError(
        await same("already invited", a.invite(staffPhone), b.invite(unknown)),
        409,
        FAMILY_MESSAGES.alreadyInCircle,
      );

      // The circle full (the staff phone's invitation counts as one of its places).
      for (let i = 1; i < FAMILY_CIRCLE_MAX; i++) {
        expect((await a.invite(newPerson().phone)).status).toBe(200);
        expect((await b.invite(newPerson().phone)).status).toBe(200);
      }
      // Another staff phone, not yet invited, against another unknown one.
      const otherStaff = (role === "administrator" ? staff.companion : staff.administrator) as string;
      const otherUnknown = newPerson().phone;
      const full = await a.invite(otherStaff);
      expect(shape(full, otherStaff)).toBe(shape(await b.invite(otherUnknown), otherUnknown));
      expectError(full, 422, FAMILY_MESSAGES.limit);

      // The day's invitations used: withdraw and invite again until the quota is spent (the staff
      // phone's first invitation counted like any other).
      const withdrawAll = async (p: Awaited<ReturnType<typeof payer>>) => {
        const circle = (await familyCall(t, p.m, "getfamily")).body.Data.circle as {
          membership_id: number;
        }[];
        for (const c of circle) await familyCall(t, p.m, "removefamily", { membership_id: c.membership_id });
      };
      await withdrawAll(a);
      await withdrawAll(b);
      for (let i = FAMILY_CIRCLE_MAX; i < FAMILY_INVITES_PER_DAY; i++) {
        expect((await a.invite(newPerson().phone)).status).toBe(200);
        expect((await b.invite(newPerson().phone)).status).toBe(200);
        await withdrawAll(a);
        await withdrawAll(b);
      }
      expectError(
        await same("day's invitations used", a.invite(staffPhone), b.invite(unknown)),
        429,
        FAMILY_MESSAGES.tooManyToday,
      );
      // With the circle full as well (the outside test's case), still the same.
      for (let i = 0; i < FAMILY_CIRCLE_MAX; i++) {
        await t.database.db.execute(
          sql`insert into family_members (payer_id, name, phone, email, role, status, token_hash, invited_at, expires_at)
              select payer_id, name, ${`+9188${i}${String(a.m.userId).padStart(7, "0").slice(-7)}`}, '', role, 'invited', md5(random()::text), invited_at, expires_at
              from family_members where payer_id = ${a.m.userId} order by id desc limit 1`,
        );
        await t.database.db.execute(
          sql`insert into family_members (payer_id, name, phone, email, role, status, token_hash, invited_at, expires_at)
              select payer_id, name, ${`+9188${i}${String(b.m.userId).padStart(7, "0").slice(-7)}`}, '', role, 'invited', md5(random()::text), invited_at, expires_at
              from family_members where payer_id = ${b.m.userId} order by id desc limit 1`,
        );
      }
      await same("circle full and the day's invitations used", a.invite(staffPhone), b.invite(unknown));

      // Nothing ever reached the staff phone.
      await t.app.notifier.settled();
      await t.app.notifier.deliverDue();
      expect(t.outbox.sent.filter((m) => m.to === `+91${staffPhone}`)).toEqual([]);
    },
  );

  it("never lets a staff phone join: the link (sent to the email given) asks for a code that goes nowhere, and the phone's holder is refused", async () => {
    const staffPhone = staff.companion as string;
    const [a, b] = [await payer(t), await payer(t)];
    const unknown = newPerson().phone;
    expect((await a.invite(staffPhone, "ravi.staff@example.com")).status).toBe(200);
    expect((await b.invite(unknown, "ravi.unknown@example.com")).status).toBe(200);
    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();
    const linkIn = (to: string) => {
      const token = t.outbox.sent
        .filter((m) => m.to === to)
        .at(-1)
        ?.text.match(/\/family\/join#([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error(`no link to ${to}`);
      return token;
    };
    const staffLink = linkIn("ravi.staff@example.com");
    const unknownLink = linkIn("ravi.unknown@example.com");
    const both = async (path: string, extra: object = {}) => {
      const [x, y] = [
        await familyCall(t, null, path, { token: staffLink, ...extra }),
        await familyCall(t, null, path, { token: unknownLink, ...extra }),
      ];
      expect(shape(x, staffPhone), path).toBe(shape(y, unknown));
      return x;
    };
    expect((await both("getinvite")).status).toBe(200);
    expect((await both("sendinvitecode")).status).toBe(200);
    // A guessed code: refused alike.
    expect((await both("acceptinvite", { otp: "123456" })).status).toBe(422);
    expect(t.outbox.sent.filter((m) => m.to === `+91${staffPhone}`)).toEqual([]);

    // Even the phone's holder with a real code for it (a verification code asked on their own) cannot join.
    await t.call({
      method: "POST",
      url: "/api/shared/generateotp/",
      payload: {
        email_phn_flag: "P",
        phone: staffPhone,
        register_flag: false,
        login_flag: false,
        user_type: 1,
      },
    });
    const code = t.outbox.latestCode(`+91${staffPhone}`);
    const joined = await familyCall(t, null, "acceptinvite", { token: staffLink, otp: code });
    expectError(joined, 404, FAMILY_MESSAGES.inviteInvalid);
    const active = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from family_members where payer_id = ${a.m.userId} and status = 'active'`,
    );
    expect(active[0]?.n).toBe(0);
  });
});
