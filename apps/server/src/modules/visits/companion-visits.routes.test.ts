import { COMPANION_VISIT_DAYS, companionVisitSchema } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { booked, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { bookingBody, type Family, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * companion/getvisits/ (issue 26): a companion sees only their own visits going ahead (or made), from
 * today in India through the next COMPANION_VISIT_DAYS - 1 days, with the loved one's first name and what
 * they need at the door; never the family's payments, ID, contact or other loved ones.
 *
 * The team's assignment call is being built alongside: the tests assign a companion and set the status
 * with SQL, as the team's confirmation will.
 */

type Visit = Record<string, unknown> & { booking_id: number; visit_date: string; status: string };

interface RosterCompanion {
  companion_id: number;
  phone: string;
}

/** Two companions of the development roster in Kolkata, where the test families' loved ones live. */
async function kolkataCompanions(t: TestApp): Promise<[RosterCompanion, RosterCompanion]> {
  const rows = await query<RosterCompanion>(
    t,
    sql`select c.id as companion_id, u.phone from companions c
        join users u on u.id = c.user_id join cities ci on ci.id = c.city_id
        where ci.name = 'Kolkata' and c.is_active order by c.id limit 2`,
  );
  if (rows.length < 2) throw new Error("the test roster has fewer than two companions in Kolkata");
  return rows as [RosterCompanion, RosterCompanion];
}

/** Assigns a booking to a companion with a status, as the team's confirmation does. */
async function assign(t: TestApp, bookingId: number, companionId: number, status: string) {
  await t.database.db.execute(
    sql`update bookings set companion_id = ${companionId}, status = ${status} where id = ${bookingId}`,
  );
}

const getVisits = (t: TestApp, token?: string) =>
  t.call({
    method: "POST",
    url: "/api/companion/getvisits/",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe.each(TEST_DATABASES)("companion/getvisits/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let family: Family;
  let first: RosterCompanion;
  let second: RosterCompanion;
  let firstToken: string;
  let secondToken: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    clock.set(NOW);
    const visit = await serviceId(t, "GEN-COMPANION");
    const doctor = await serviceId(t, "MED-DOCTOR-VISIT");
    family = await subscribedFamily(t, { ...YEAR, tier: "gold", lovedOnes: 2 });
    const [mother, father] = family.lovedOnes as [number, number];
    await t.database.db.execute(
      sql`update loved_ones set notes = 'Hard of hearing: please speak slowly.', mobility = 'walks_with_support',
          languages = '["Bengali", "English"]'::jsonb where id = ${mother}`,
    );
    [first, second] = await kolkataCompanions(t);

    // Booked on Tuesday 1 December 2026 at 10:00; read on Thursday 3 December from 00:30 (India).
    const plan: [string, number, number, string, string, number, string, RosterCompanion | null][] = [
      ["past", mother, visit, "2026-12-02", "09:00", 1, "confirmed", first],
      ["today", mother, visit, "2026-12-03", "09:00", 1, "completed", first],
      ["todayLater", father, doctor, "2026-12-03", "15:00", 2, "confirmed", first],
      ["requested", mother, visit, "2026-12-05", "09:00", 1, "requested", first],
      ["cancelled", mother, visit, "2026-12-06", "09:00", 1, "cancelled", first],
      ["lastDay", mother, visit, "2026-12-10", "14:00", 2, "confirmed", first],
      ["tooLate", mother, visit, "2026-12-11", "09:00", 1, "confirmed", first],
      ["others", mother, visit, "2026-12-04", "09:00", 1, "confirmed", second],
      ["unassigned", father, visit, "2026-12-07", "09:00", 1, "confirmed", null],
    ];
    for (const [name, lovedOne, service, date, start, shift] of plan) {
      const b = await booked(
        t,
        family.member,
        bookingBody(lovedOne, service, {
          visit_date: date,
          shift_type: shift,
          start_time: start,
          notes: name === "today" ? "Ring the bell twice; the gate is stiff." : "",
        }),
      );
      id[name] = b.booking_id;
    }
    // Clear any companion held at booking first, so that the assignments below cannot meet it.
    await t.database.db.execute(
      sql`update bookings set companion_id = null where user_id = ${family.member.userId}`,
    );
    for (const [name, , , , , , status, companion] of plan) {
      const bookingId = id[name] as number;
      if (companion) await assign(t, bookingId, companion.companion_id, status);
      else await t.database.db.execute(sql`update bookings set status = ${status} where id = ${bookingId}`);
    }
    firstToken = (await loginCompanion(t, first.phone.replace(/^\+91/, ""))).token;
    secondToken = (await loginCompanion(t, second.phone.replace(/^\+91/, ""))).token;
    clock.set("2026-12-02T19:00:00Z");
  });

  it("lists the companion's confirmed and made visits from today through the next days, by start", async () => {
    const res = await getVisits(t, firstToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.from).toBe("2026-12-03");
    expect(res.body.Data.to).toBe("2026-12-10");
    expect(COMPANION_VISIT_DAYS).toBe(8);
    const visits = res.body.Data.visits as Visit[];
    // Yesterday's visit, still confirmed (its report not filed), stays in reach until it is.
    expect(visits.map((v) => v.booking_id)).toEqual([id.past, id.today, id.todayLater, id.lastDay]);
    expect(visits.map((v) => v.status)).toEqual(["confirmed", "completed", "confirmed", "confirmed"]);
    for (const v of visits)
      expect(companionVisitSchema.strict().safeParse(v).success, JSON.stringify(v)).toBe(true);
  });

  it("gives what the companion needs at the door, with the loved one's first name only", async () => {
    const res = await getVisits(t, firstToken);
    const [, today, todayLater] = res.body.Data.visits as Visit[];
    expect(today).toMatchObject({
      service_kind: "companion_visit",
      visit_date: "2026-12-03",
      shift_type: 1,
      start_time: "09:00",
      starts_at: "2026-12-03T03:30:00.000Z",
      loved_one_first_name: "Kamala",
      address_line: "4 Hindusthan Park",
      city_name: "Kolkata",
      pincode: "700029",
      contact_name: "Ramesh Das",
      contact_phone: expect.stringContaining("9830098300"),
      languages: ["Bengali", "English"],
      mobility: "walks_with_support",
    });
    expect(today?.family_notes).toBe(
      "For this visit: Ring the bell twice; the gate is stiff.\n\nAbout Kamala: Hard of hearing: please speak slowly.",
    );
    expect(todayLater).toMatchObject({
      service_kind: "doctor_visit",
      loved_one_first_name: "Haripada",
      languages: ["Bengali"],
      mobility: "walks_unaided",
      family_notes: "",
    });
  });

  it("carries the loved one's emergency card on the day of the visit only", async () => {
    const [mother] = family.lovedOnes as [number];
    const saved = await t.call({
      method: "POST",
      url: "/api/users/saveemergencycard/",
      headers: authed(family.member),
      payload: {
        loved_one_id: mother,
        contacts: [{ name: "Ramesh Das", phone: "9830098300", relation: "Son" }],
        allergies: "Penicillin",
        health_consent: true,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const byId = new Map(
      ((await getVisits(t, firstToken)).body.Data.visits as Visit[]).map((v) => [v.booking_id, v]),
    );
    expect(byId.get(id.today as number)?.emergency_card).toEqual({
      contacts: [{ name: "Ramesh Das", phone: "+919830098300", relation: "Son" }],
      hospital_name: "",
      hospital_address: "",
      hospital_phone: "",
      allergies: "Penicillin",
      medicines: "",
      emergency_notes: "",
    });
    // The same loved one on other days, and a loved one with no card: nothing.
    for (const other of [id.past, id.lastDay, id.todayLater]) {
      expect(byId.get(other as number)?.emergency_card).toBeNull();
    }
    const others = (await getVisits(t, secondToken)).body.Data.visits as Visit[];
    expect(others.map((v) => v.emergency_card)).toEqual([null]);
  });

  it("never shows the family's payments, ID, contact, full names or other loved ones", async () => {
    const res = await getVisits(t, secondToken);
    expect(res.status).toBe(200);
    const visits = res.body.Data.visits as Visit[];
    expect(visits.map((v) => v.booking_id)).toEqual([id.others]);
    for (const v of [...visits, ...((await getVisits(t, firstToken)).body.Data.visits as Visit[])]) {
      expect(Object.keys(v).sort()).toEqual(Object.keys(companionVisitSchema.shape).sort());
    }
    const text = JSON.stringify(res.body);
    const [member] = await query<{ phone: string; email: string; user_name: string }>(
      t,
      sql`select phone, email, user_name from users where id = ${family.member.userId}`,
    );
    for (const secret of [
      member?.phone.replace(/^\+91/, ""),
      member?.email,
      member?.user_name,
      "Kamala Devi",
      "Haripada",
      "subscription",
      "payment",
      "amount",
      "id_no",
      "user_id",
      "loved_one_id",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows a companion none of another companion's visits", async () => {
    const seen = ((await getVisits(t, secondToken)).body.Data.visits as Visit[]).map((v) => v.booking_id);
    expect(seen).not.toContain(id.today);
    expect(seen).not.toContain(id.lastDay);
    const mine = ((await getVisits(t, firstToken)).body.Data.visits as Visit[]).map((v) => v.booking_id);
    expect(mine).not.toContain(id.others);
    expect(mine).not.toContain(id.unassigned);
  });

  it("follows the India date: the day's visits drop off the next morning", async () => {
    clock.set("2026-12-03T18:45:00Z"); // 00:15 on Friday 4 December in India
    const res = await getVisits(t, firstToken);
    expect(res.body.Data.from).toBe("2026-12-04");
    // Thursday's afternoon visit is still confirmed, so it stays; the completed morning one drops off.
    expect((res.body.Data.visits as Visit[]).map((v) => v.booking_id)).toEqual([
      id.todayLater,
      id.lastDay,
      id.tooLate,
    ]);
    await t.database.db.execute(
      sql`update bookings set status = 'completed' where id = ${id.todayLater as number}`,
    );
    const closed = await getVisits(t, firstToken);
    expect((closed.body.Data.visits as Visit[]).map((v) => v.booking_id)).toEqual([id.lastDay, id.tooLate]);
    await t.database.db.execute(
      sql`update bookings set status = 'confirmed' where id = ${id.todayLater as number}`,
    );
    clock.set("2026-12-02T19:00:00Z");
  });

  it("refuses a visitor (401), a member and an administrator (403)", async () => {
    const visitor = await getVisits(t);
    expect(visitor.status).toBe(401);
    const member = await t.call({
      method: "POST",
      url: "/api/companion/getvisits/",
      headers: authed(family.member),
    });
    expect(member.status).toBe(403);
    const admin = await loginNewAdmin(t);
    expect((await getVisits(t, admin.token)).status).toBe(403);
    for (const res of [visitor, member]) expect(JSON.stringify(res.body)).not.toContain("Kamala");
  });

  // Issue 41: a night shift is dated by the evening it begins, so between midnight and 05:30 in India a
  // visit under way is dated the day before. Its emergency card must not vanish at midnight.
  it("keeps the emergency card on a night visit starting after midnight and on any visit under way", async () => {
    const [mother] = family.lovedOnes as [number];
    clock.set(NOW);
    const night = await booked(
      t,
      family.member,
      bookingBody(mother, await serviceId(t, "GEN-COMPANION"), {
        visit_date: "2026-12-02",
        shift_type: 4,
        start_time: "02:00",
      }),
    );
    await t.database.db.execute(sql`update bookings set companion_id = null where id = ${night.booking_id}`);
    await assign(t, night.booking_id, first.companion_id, "confirmed");
    // Yesterday's morning visit, checked in and not yet out: under way.
    await t.database.db.execute(
      sql`insert into visit_checks (booking_id, checked_in_at) values (${id.past as number}, ${"2026-12-02T03:40:00Z"})`,
    );
    try {
      clock.set("2026-12-02T19:00:00Z"); // 00:30 on Thursday 3 December in India
      const visits = (await getVisits(t, firstToken)).body.Data.visits as Visit[];
      const byId = new Map(visits.map((v) => [v.booking_id, v]));
      // Dated Wednesday 2 December, starting at 02:00 on Thursday: today's, with the card.
      expect(byId.get(night.booking_id)).toMatchObject({ visit_date: "2026-12-02", start_time: "02:00" });
      expect(byId.get(night.booking_id)?.emergency_card).toMatchObject({ allergies: "Penicillin" });
      expect(byId.get(id.past as number)?.emergency_card).toMatchObject({ allergies: "Penicillin" });
    } finally {
      await t.database.db.execute(sql`delete from visit_checks where booking_id = ${id.past as number}`);
      await t.database.db.execute(
        sql`update bookings set status = 'cancelled' where id = ${night.booking_id}`,
      );
    }
  });
});
