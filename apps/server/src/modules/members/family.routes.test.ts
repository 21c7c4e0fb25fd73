import {
  API,
  FAMILY_CIRCLE_MAX,
  FAMILY_INVITES_PER_DAY,
  FAMILY_MESSAGES,
  type RouteContract,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { expectError, listBookings, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { circleMember, familyCall, inviteLinkTo, inviteToCircle, joinCircle } from "../../test/family.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";
import { eraseAccount, exportedData, loginBy } from "../../test/members.ts";

/*
 * The family circle (issue 29, decision 0063): the payer invites up to three family members by phone; an
 * invitee accepts with a code sent to that phone; a session acting for the family may do what its role
 * allows and no more; removal ends the member's sessions at once.
 */

const memberRoutes = Object.values(API as Record<string, RouteContract>).filter((r) => r.auth === "member");
const payerOnly = memberRoutes.filter((r) => r.family === "payer");
const managerLevel = memberRoutes.filter((r) => r.family === "manager");

const call = (t: ReturnType<typeof useTestApp>, m: Member, route: RouteContract, payload: object = {}) =>
  t.call({ method: route.method, url: `/api/${route.path}`, headers: authed(m), payload });

describe("the contracts' permission table", () => {
  it("names the least family role for every member route", () => {
    expect(memberRoutes.filter((r) => r.family === undefined).map((r) => r.path)).toEqual([]);
    // What the issue names: only the payer buys, renews, cancels a plan, changes the profile, exports and erases.
    for (const path of [
      "users/subscription/create/",
      "users/paymentprocess/",
      "users/cancelsubscription/",
      "users/modifyprofiledata/",
      "users/exportdata/",
      "users/eraseaccount/",
      "users/getpayments/",
      "users/invoicepdf/",
      "users/invitefamily/",
    ]) {
      expect(payerOnly.map((r) => r.path)).toContain(path);
    }
    expect(managerLevel.map((r) => r.path)).toEqual(
      expect.arrayContaining(["users/servicebooking/", "users/cancelbooking/", "users/requestreschedule/"]),
    );
  });
});

describe.each(TEST_DATABASES)("the family circle (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let service: number;

  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
  });

  const family = () => subscribedFamily(t, { ...YEAR, lovedOnes: 1 });
  const overview = async (m: Member) => {
    const res = await familyCall(t, m, "getfamily");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data as {
      acting_for: { membership_id: number; role: string; payer_name: string } | null;
      circle: { membership_id: number; status: string; role: string; name: string }[];
      families: { membership_id: number; role: string }[];
      activity: { actor_name: string; label: string; booking_id: number | null }[];
    };
  };

  it("invites by phone, sends the link by SMS, and the invitee joins with the code sent there", async () => {
    const { member: payer } = await family();
    const invited = await inviteToCircle(t, payer, "viewer");
    const details = await familyCall(t, null, "getinvite", { token: invited.link });
    expect(details.status).toBe(200);
    expect(details.body.Data).toMatchObject({
      joined: false,
      payer_name: "Anita Sen",
      invitee_name: "Meera Sen",
      role: "viewer",
      // The loved ones by first name only: the link travels by SMS (issue 41).
      loved_ones: ["Kamala"],
    });
    expect(details.body.Data.phone_hint).toMatch(new RegExp(`^\\+91 •+${invited.person.phone.slice(-4)}$`));
    expect((await overview(payer)).circle).toMatchObject([{ status: "invited", role: "viewer" }]);

    const viewer = await joinCircle(t, invited.link, invited.person.phone);
    // The session acts for the payer's family: its user_id is the payer's.
    expect(viewer.userId).toBe(payer.userId);
    expect((await overview(viewer)).acting_for).toMatchObject({ role: "viewer", payer_name: "Anita Sen" });
    expect((await overview(payer)).circle).toMatchObject([{ status: "active" }]);
    // A light account: the phone, the invited name, no ID document.
    const [account] = await query<{ id_type: number | null; user_name: string }>(
      t,
      sql`select id_type, user_name from users where phone = ${`+91${invited.person.phone}`}`,
    );
    expect(account).toEqual({ id_type: null, user_name: "Meera Sen" });
    // The link is spent.
    const again = await familyCall(t, null, "getinvite", { token: invited.link });
    expectError(again, 404, FAMILY_MESSAGES.inviteInvalid);
    // Opened again by the person who joined with it, logged in: they are told they have joined (issue
    // 42); the payer (another session) and someone else are not told the link was used.
    const mine = await familyCall(t, viewer, "getinvite", { token: invited.link });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.Data).toMatchObject({ joined: true, payer_name: "Anita Sen", role: "viewer" });
    expectError(
      await familyCall(t, payer, "getinvite", { token: invited.link }),
      404,
      FAMILY_MESSAGES.inviteInvalid,
    );
    const stranger = await circleMember(t, payer, "manager");
    expectError(
      await familyCall(t, stranger.session, "getinvite", { token: invited.link }),
      404,
      FAMILY_MESSAGES.inviteInvalid,
    );
  });

  it("refuses a wrong code, and keeps the invitation open", async () => {
    const { member: payer } = await family();
    const invited = await inviteToCircle(t, payer, "manager");
    await familyCall(t, null, "sendinvitecode", { token: invited.link });
    const code = t.outbox.latestCode(`+91${invited.person.phone}`);
    const wrong = code === "000000" ? "111111" : "000000";
    const res = await familyCall(t, null, "acceptinvite", { token: invited.link, otp: wrong });
    expect(res.status).toBe(422);
    expect((await overview(payer)).circle).toMatchObject([{ status: "invited" }]);
    const ok = await familyCall(t, null, "acceptinvite", { token: invited.link, otp: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("refuses every payer-only call to a manager and a viewer, with the reason", async () => {
    const { member: payer } = await family();
    const manager = (await circleMember(t, payer, "manager")).session;
    const viewer = (await circleMember(t, payer, "viewer")).session;
    for (const route of payerOnly) {
      for (const who of [manager, viewer]) {
        const res = await call(t, who, route, { user_id: payer.userId });
        expect(res.status, route.path).toBe(403);
        expect(res.body.Errors.Business_Errors[0]?.Message).toBe(FAMILY_MESSAGES.payerOnly);
      }
    }
    for (const route of managerLevel) {
      const res = await call(t, viewer, route, {});
      expect(res.status, route.path).toBe(403);
    }
    // The payer's own calls still pass the guard.
    expect((await call(t, payer, API.getPayments, { user_id: payer.userId })).status).toBe(200);
  });

  it("tells a viewer that the account holder or a manager may make a manager's call (rating, reporting an incident, booking)", async () => {
    const { member: payer } = await family();
    const viewer = (await circleMember(t, payer, "viewer")).session;
    const paths = managerLevel.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(["users/ratevisit/", "users/reportincident/"]));
    for (const route of managerLevel) {
      const res = await call(t, viewer, route, {});
      expect(res.status, route.path).toBe(403);
      expect(res.body.Errors.Business_Errors[0]?.Message, route.path).toBe(FAMILY_MESSAGES.managerOrPayer);
    }
  });

  it("lets a viewer read the family's visits and plan but never the payer's ID document", async () => {
    const { member: payer } = await family();
    const viewer = (await circleMember(t, payer, "viewer")).session;
    expect((await listBookings(t, viewer)).status).toBe(200);
    const own = await call(t, payer, API.getProfile, { user_id: payer.userId });
    expect(own.body.Data.id_no_masked).not.toBe("");
    const seen = await call(t, viewer, API.getProfile, { user_id: payer.userId });
    expect(seen.status).toBe(200);
    expect(seen.body.Data.id_no_masked).toBe("");
    expect(seen.body.Data.subscriptions).toHaveLength(1);
  });

  it("lets a manager book, and records who booked", async () => {
    const { member: payer, lovedOnes } = await family();
    const circle = await circleMember(t, payer, "manager");
    const res = await call(
      t,
      circle.session,
      API.serviceBooking,
      bookingBody(lovedOnes[0] as number, service),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bookingId = res.body.Data.booking.booking_id as number;
    const rows = await query<{ action: string; detail: Record<string, number>; phone: string }>(
      t,
      sql`select a.action, a.detail, u.phone from family_activity a join users u on u.id = a.actor_user_id
          where a.payer_id = ${payer.userId}`,
    );
    expect(rows).toEqual([
      {
        action: "users/servicebooking/",
        detail: expect.objectContaining({
          loved_one_id: lovedOnes[0] as number,
          service_id: service,
          booking_id: bookingId,
        }),
        phone: `+91${circle.person.phone}`,
      },
    ]);
    // The payer reads it on their profile: who did what.
    expect((await overview(payer)).activity).toEqual([
      { actor_name: "Meera Sen", label: "Booked a visit", booking_id: bookingId, at: expect.any(String) },
    ]);
    // The payer's data export holds their circle and what its members did.
    const file = await exportedData(t, payer);
    expect(file.family.circle.map((m) => m.role)).toEqual(["manager"]);
    expect(file.family.activity.map((a) => a.label)).toEqual(["Booked a visit"]);
    // A circle member's own overview holds no one's activity.
    expect((await overview(circle.session)).activity).toEqual([]);
    // The booking is the family's: the payer sees it.
    const list = await listBookings(t, payer);
    expect(list.body.Data.items.map((b: { booking_id: number }) => b.booking_id)).toContain(bookingId);
  });

  it("refuses a member of family A on family B", async () => {
    const a = await family();
    const b = await family();
    const member = (await circleMember(t, a.member, "manager")).session;
    // B's user_id in the body: refused before anything is read.
    const res = await call(t, member, API.getLovedOnes, { user_id: b.member.userId });
    expect(res.status).toBe(403);
    const booking = await call(t, member, API.serviceBooking, bookingBody(b.lovedOnes[0] as number, service));
    expect(booking.status).toBe(422);
    const written = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings where loved_one_id = ${b.lovedOnes[0] as number}`,
    );
    expect(written[0]?.n).toBe(0);
    // Nor can they act for B by naming one of B's memberships.
    const bMember = await inviteToCircle(t, b.member, "viewer");
    const actFor = await familyCall(t, member, "actfor", { membership_id: bMember.membershipId });
    expectError(actFor, 404, FAMILY_MESSAGES.notInCircle);
  });

  it("ends the member's open session at once when removed, and when their role changes", async () => {
    const { member: payer } = await family();
    const viewer = await circleMember(t, payer, "viewer");
    const manager = await circleMember(t, payer, "manager");
    const removed = await familyCall(t, payer, "removefamily", { membership_id: viewer.membershipId });
    expect(removed.status).toBe(200);
    expect(removed.body.Data.Message).toBe(FAMILY_MESSAGES.removed("Meera Sen"));
    expect((await listBookings(t, viewer.session)).status).toBe(401);

    const changed = await familyCall(t, payer, "setfamilyrole", {
      membership_id: manager.membershipId,
      role: "viewer",
    });
    expect(changed.status).toBe(200);
    expect((await listBookings(t, manager.session)).status).toBe(401);
    // Logging in again: their own account, then the family with the new role.
    const login = await loginBy(t, "P", manager.person.phone);
    const own = { userId: login.body.Data.user_id as number, token: login.body.Token as string };
    const mine = await overview(own);
    expect(mine.acting_for).toBeNull();
    expect(mine.families).toEqual([
      { membership_id: manager.membershipId, payer_name: "Anita Sen", role: "viewer" },
    ]);
    const acting = await familyCall(t, own, "actfor", { membership_id: manager.membershipId });
    expect(acting.status).toBe(200);
    expect(acting.body.Data).toMatchObject({ user_id: payer.userId, family: { role: "viewer" } });
    // The session it replaced ends.
    expect((await familyCall(t, own, "getfamily")).status).toBe(401);
    expect((await overview(payer)).circle.map((m) => m.membership_id)).toEqual([manager.membershipId]);
  });

  it("lets one person belong to two families and choose which they act for", async () => {
    const mother = await family();
    const father = await family();
    const person = newPerson();
    const first = await inviteToCircle(t, mother.member, "viewer", person);
    const second = await inviteToCircle(t, father.member, "manager", person);
    const one = await joinCircle(t, first.link, person.phone);
    clock.advance(3 * 60_000); // past the code's resend wait
    const two = await joinCircle(t, second.link, person.phone);
    expect((await overview(two)).families.map((f) => f.role)).toEqual(["viewer", "manager"]);
    expect(one.userId).toBe(mother.member.userId);
    expect(two.userId).toBe(father.member.userId);
    const switched = await familyCall(t, two, "actfor", { membership_id: first.membershipId });
    expect(switched.body.Data.user_id).toBe(mother.member.userId);
    const own = await familyCall(t, { userId: 0, token: switched.body.Token as string }, "actfor", {
      membership_id: null,
    });
    expect(own.body.Data.family).toBeNull();
    expect(own.body.Data.user_id).not.toBe(mother.member.userId);
  });

  it(`keeps the circle to ${FAMILY_CIRCLE_MAX} and each phone to one place`, async () => {
    const { member: payer } = await registerMember(t).then((r) => ({
      member: { userId: r.userId, token: r.token },
    }));
    const first = newPerson();
    const invite = (phone: string) =>
      familyCall(t, payer, "invitefamily", { name: "Ravi Sen", phone, role: "viewer" });
    expect((await invite(first.phone)).status).toBe(200);
    expectError(await invite(first.phone), 409, FAMILY_MESSAGES.alreadyInCircle);
    expect((await invite(newPerson().phone)).status).toBe(200);
    expect((await invite(newPerson().phone)).status).toBe(200);
    expectError(await invite(newPerson().phone), 422, FAMILY_MESSAGES.limit);
    // A withdrawn invitation frees its place.
    const circle = (await overview(payer)).circle;
    await familyCall(t, payer, "removefamily", { membership_id: circle[0]?.membership_id });
    expect((await invite(newPerson().phone)).status).toBe(200);
  });

  it(`sends at most ${FAMILY_INVITES_PER_DAY} invitations a day, withdrawn ones counted`, async () => {
    const registered = await registerMember(t);
    const payer = { userId: registered.userId, token: registered.token };
    const invite = () =>
      familyCall(t, payer, "invitefamily", { name: "Ravi Sen", phone: newPerson().phone, role: "viewer" });
    for (let i = 0; i < FAMILY_INVITES_PER_DAY; i++) {
      const sent = await invite();
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await familyCall(t, payer, "removefamily", { membership_id: sent.body.Data.member.membership_id });
    }
    expectError(await invite(), 429, FAMILY_MESSAGES.tooManyToday);
    clock.advance(24 * 60 * 60_000);
    try {
      expect((await invite()).status).toBe(200);
    } finally {
      clock.set(NOW);
    }
  });

  it("refuses the payer's own phone, a staff phone, bad input and an id in the body", async () => {
    const registered = await registerMember(t);
    const payer = { userId: registered.userId, token: registered.token };
    const invite = (payload: object) => familyCall(t, payer, "invitefamily", payload);
    const base = { name: "Ravi Sen", phone: newPerson().phone, role: "manager" };
    expectError(await invite({ ...base, phone: registered.person.phone }), 422, FAMILY_MESSAGES.ownPhone);
    expect((await invite({ ...base, phone: "12345" })).status).toBe(400);
    expect((await invite({ ...base, role: "payer" })).status).toBe(400);
    expect((await invite({ ...base, email: "not-an-email" })).status).toBe(400);
    expect((await invite({ ...base, user_id: payer.userId })).status).toBe(400);
    expect((await overview(payer)).circle).toEqual([]);
    expectError(
      await familyCall(t, null, "getinvite", { token: "x".repeat(43) }),
      404,
      FAMILY_MESSAGES.inviteInvalid,
    );
    expectError(
      await familyCall(t, payer, "removefamily", { membership_id: 2_000_000_000 }),
      404,
      FAMILY_MESSAGES.notInCircle,
    );
  });

  it("expires an invitation after its days, freeing the phone", async () => {
    const registered = await registerMember(t);
    const payer = { userId: registered.userId, token: registered.token };
    const invited = await inviteToCircle(t, payer, "viewer");
    clock.set("2026-12-09T04:30:00Z");
    try {
      expectError(
        await familyCall(t, null, "getinvite", { token: invited.link }),
        404,
        FAMILY_MESSAGES.inviteInvalid,
      );
      const again = await familyCall(t, payer, "invitefamily", {
        name: "Meera Sen",
        phone: invited.person.phone,
        role: "viewer",
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const link = await inviteLinkTo(t, `+91${invited.person.phone}`);
      expect(link).not.toBe(invited.link);
    } finally {
      clock.set(NOW);
    }
  });

  it("ends the circle when the payer erases their account; a member's erasure removes only them", async () => {
    const a = await family();
    const viewer = await circleMember(t, a.member, "viewer");
    const manager = await circleMember(t, a.member, "manager");
    // The manager erases their own (light) account: they leave; the viewer stays.
    const login = await loginBy(t, "P", manager.person.phone);
    clock.advance(3 * 60_000); // past the code's resend wait
    await eraseAccount(t, { userId: login.body.Data.user_id, token: login.body.Token as string });
    expect((await listBookings(t, manager.session)).status).toBe(401);
    expect((await overview(a.member)).circle.map((m) => m.membership_id)).toEqual([viewer.membershipId]);
    // The payer erases: the viewer's session ends and the family is gone from their list.
    clock.advance(3 * 60_000);
    await eraseAccount(t, a.member);
    expect((await listBookings(t, viewer.session)).status).toBe(401);
    const again = await loginBy(t, "P", viewer.person.phone);
    const own = { userId: again.body.Data.user_id as number, token: again.body.Token as string };
    expect((await overview(own)).families).toEqual([]);
    const kept = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from family_members where payer_id = ${a.member.userId} and (status <> 'removed' or name <> 'Erased')`,
    );
    expect(kept[0]?.n).toBe(0);
  });
});

// Really at once on the PostgreSQL server (PGlite's one connection runs them one after another).
describe.each(TEST_DATABASES)("the circle's limit under simultaneous invites (%s)", (kind) => {
  const t = useTestApp(kind, {}, { now: fixedClock(NOW).now });

  it(`makes exactly ${FAMILY_CIRCLE_MAX} of six invitations sent at once`, async () => {
    const registered = await registerMember(t);
    const payer = { userId: registered.userId, token: registered.token };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        familyCall(t, payer, "invitefamily", {
          name: "Ravi Sen",
          phone: newPerson().phone,
          role: "viewer",
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    const [row] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from family_members where payer_id = ${payer.userId} and status = 'invited'`,
    );
    expect(row?.n).toBe(FAMILY_CIRCLE_MAX);
  });

  it(`keeps to ${FAMILY_INVITES_PER_DAY} invitations a day when the last places are asked for at once`, async () => {
    const registered = await registerMember(t);
    const payer = { userId: registered.userId, token: registered.token };
    const invite = () =>
      familyCall(t, payer, "invitefamily", { name: "Ravi Sen", phone: newPerson().phone, role: "viewer" });
    for (let i = 0; i < FAMILY_INVITES_PER_DAY - 1; i++) {
      const sent = await invite();
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await familyCall(t, payer, "removefamily", { membership_id: sent.body.Data.member.membership_id });
    }
    // The circle has room for three; the day has room for one.
    const results = await Promise.all(Array.from({ length: 3 }, invite));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429]);
  });
});
