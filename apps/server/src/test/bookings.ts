import { randomUUID } from "node:crypto";
import type { PlanTier } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { authed, type Member } from "./billing.ts";
import { limitShift, rosterTakes } from "./companions.ts";
import type { TestApp } from "./harness.ts";
import { registerMember } from "./identity.ts";
import { placeOf } from "./members.ts";

/*
 * Helpers for the booking tests: members with a plan and loved ones, a booking body, and the calls.
 */

type Rows<T> = { rows: T[] };
async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/**
 * Gives a member a paid plan from `startsOn` to `endsOn` (rows as the payment flow writes them; the
 * payment flow itself is tested in billing). Returns the subscription id.
 */
export async function grantPlan(
  t: TestApp,
  userId: number,
  opts: { tier?: PlanTier; beneficiaries?: "single" | "couple"; startsOn: string; endsOn: string },
): Promise<number> {
  const tier = opts.tier ?? "silver";
  const beneficiaries = opts.beneficiaries ?? "couple";
  const [plan] = await query<{ id: number; fee: number }>(
    t,
    sql`select id, plan_fee_paise as fee from plan_tiers where tier = ${tier} and beneficiaries = ${beneficiaries} and frequency = 'annual'`,
  );
  if (!plan) throw new Error(`no plan ${tier}/${beneficiaries}`);
  const [request] = await query<{ id: number }>(
    t,
    sql`insert into subscription_requests (user_id, plan_tier_id, status, tier, beneficiaries, frequency, plan_fee_paise, discount_paise, registration_fee_paise, amount_paise)
        values (${userId}, ${plan.id}, 'paid', ${tier}, ${beneficiaries}, 'annual', ${plan.fee}, 0, 0, ${plan.fee}) returning id`,
  );
  const [payment] = await query<{ id: number }>(
    t,
    sql`insert into payments (request_id, user_id, payment_type, amount_paise, gateway, status, gateway_order_id, paid_at)
        values (${request?.id}, ${userId}, 1, ${plan.fee}, 'sandbox', 'paid', ${`test-${randomUUID()}`}, now()) returning id`,
  );
  const [sub] = await query<{ id: number }>(
    t,
    sql`insert into subscriptions (user_id, request_id, payment_id, plan_tier_id, tier, beneficiaries, frequency, starts_on, ends_on)
        values (${userId}, ${request?.id}, ${payment?.id}, ${plan.id}, ${tier}, ${beneficiaries}, 'annual', ${opts.startsOn}, ${opts.endsOn}) returning id`,
  );
  if (!sub) throw new Error("no subscription");
  return sub.id;
}

/** Adds a loved one in Kolkata through the API; returns its id. */
export async function addLovedOne(t: TestApp, m: Member, fullName = "Kamala Devi"): Promise<number> {
  const kolkata = await placeOf(t, "Kolkata");
  const res = await t.call({
    method: "POST",
    url: "/api/users/savelovedone/",
    headers: authed(m),
    payload: {
      user_id: m.userId,
      full_name: fullName,
      relationship: "Mother",
      date_of_birth: "1948-03-15",
      gender: "Female",
      address_line: "4 Hindusthan Park",
      state_id: kolkata.state_id,
      city_id: kolkata.city_id,
      pincode: "700029",
      contact_name: "Ramesh Das",
      contact_phone: "9830098300",
      languages: ["Bengali"],
      mobility: "walks_unaided",
      notes: "",
    },
  });
  if (res.status !== 200) throw new Error(`savelovedone failed: ${JSON.stringify(res.body.Errors)}`);
  return res.body.Data.loved_one.loved_one_id as number;
}

export interface Family {
  member: Member;
  subscriptionId: number;
  lovedOnes: number[];
}

/** A registered member with a plan covering [startsOn, endsOn] and `lovedOnes` loved ones. */
export async function subscribedFamily(
  t: TestApp,
  opts: {
    tier?: PlanTier;
    beneficiaries?: "single" | "couple";
    startsOn: string;
    endsOn: string;
    lovedOnes?: number;
  },
): Promise<Family> {
  const registered = await registerMember(t);
  const member = { userId: registered.userId, token: registered.token };
  const subscriptionId = await grantPlan(t, member.userId, opts);
  const names = ["Kamala Devi", "Haripada Das"];
  const lovedOnes: number[] = [];
  for (let i = 0; i < (opts.lovedOnes ?? 1); i++) lovedOnes.push(await addLovedOne(t, member, names[i]));
  return { member, subscriptionId, lovedOnes };
}

/** The service id of a catalogue code (GEN-COMPANION, MED-DOCTOR-VISIT, …). */
export async function serviceId(t: TestApp, code: string): Promise<number> {
  const [row] = await query<{ id: number }>(t, sql`select id from services where code = ${code}`);
  if (!row) throw new Error(`no service ${code}`);
  return row.id;
}

/**
 * Leaves `capacity` places in a shift in Kolkata, where the tests' loved ones live: the roster's places,
 * shared by every service (decision 0044). `service` names the test's service for the reader only.
 */
export async function setCapacity(t: TestApp, _service: number, shift: number, capacity: number) {
  await limitShift(t, shift, capacity);
}

/** A valid users/servicebooking/ body for a loved one; override any field. */
export function bookingBody(lovedOneId: number, service: number, change: object = {}) {
  return {
    idempotency_key: randomUUID(),
    loved_one_id: lovedOneId,
    service_id: service,
    visit_date: "2026-12-15",
    shift_type: 1,
    start_time: "09:00",
    address_line: "4 Hindusthan Park",
    pincode: "700029",
    notes: "Please ring twice.",
    ...change,
  };
}

export function book(t: TestApp, m: Member, payload: object) {
  return t.call({ method: "POST", url: "/api/users/servicebooking/", headers: authed(m), payload });
}

/** A member's bookings as rows (id, status), to prove what was or was not written. */
export async function bookingRows(t: TestApp, userId: number) {
  return query<{ id: number; status: string; visit_date: string; shift_type: number }>(
    t,
    sql`select id, status, visit_date::text, shift_type from bookings where user_id = ${userId} order by id`,
  );
}

/** A clock fixed at an instant that tests move on purpose. */
export function fixedClock(iso: string) {
  let at = new Date(iso).getTime();
  return {
    now: () => new Date(at),
    set(isoAt: string) {
      at = new Date(isoAt).getTime();
    },
    advance(ms: number) {
      at += ms;
    },
  };
}

/**
 * A bookable service that no monthly allowance counts (kind wellness_call, which every tier includes
 * uncounted), made by every companion of the roster: for tests that book many visits for one family or
 * fill a shift. Emergency help, which served this purpose before, is a call to the helpline.
 */
export async function uncountedService(t: TestApp, name = "Home Visit Coordination"): Promise<number> {
  const code = `TEST-${name.toUpperCase().replace(/[^A-Z]+/g, "-")}`;
  await t.database.db.execute(sql`
    insert into services (code, assistance_type, kind, name, description, duration_minutes, display_order)
    values (${code}, 'general', 'wellness_call', ${name}, 'A visit for the tests, counted against no allowance.', 60, 99)
    on conflict (code) do nothing`);
  await rosterTakes(t, "wellness_call");
  return serviceId(t, code);
}
