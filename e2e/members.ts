import { type APIRequestContext, expect } from "@playwright/test";
import { latestCode, uniqueContact } from "./inbox.ts";

/** `n` random lower-case letters (names take letters only). */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** A loved one's name no other test uses, so a list can be read for it ("Bela Qxtrmfzo"). */
export const uniqueName = (first: string) => `${first} ${letters(8).replace(/^./, (c) => c.toUpperCase())}`;

/**
 * A first name no other test uses ("Sitaqmzrt"). The companion's app names a loved one by first name only,
 * and a roster companion may hold several tests' visits at once: a card found by "Sita" could be another
 * family's (seen with three workers).
 */
export const uniqueFirstName = (first: string) => `${first}${letters(5)}`;

/** A registered member, created through the API (both contacts verified by code; PAN as the ID). */
export async function createMember(request: APIRequestContext, prefix: string, name = "Ravi Kumar") {
  const { phone, email } = uniqueContact(prefix);
  const tokens: Record<"phone" | "email", string> = { phone: "", email: "" };
  for (const [flag, key, value] of [
    ["P", "phone", phone],
    ["E", "email", email],
  ] as const) {
    const sent = await request.post("/api/shared/generateotp/", {
      data: { email_phn_flag: flag, [key]: value, register_flag: true, user_type: 1 },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const otp = await latestCode(request, value);
    const checked = await request.post("/api/shared/validateotp/", {
      data: { email_phn_flag: flag, user_name: value, otp, user_type: 1 },
    });
    expect(checked.status(), await checked.text()).toBe(200);
    tokens[key] = (
      (await checked.json()) as { Data: { verification_token: string } }
    ).Data.verification_token;
  }
  const registered = await request.post("/api/users/register/", {
    data: {
      user_name: name,
      phone,
      email,
      user_relation: ["Self"],
      id_type: 2,
      id_no: "ABCDE1234F",
      phone_verification_token: tokens.phone,
      email_verification_token: tokens.email,
      consent_accepted: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const body = (await registered.json()) as { Data: { user_id: number }; Token: string };
  return { name, phone, email, userId: body.Data.user_id, token: body.Token };
}

/** Buys an annual plan through the API (sandbox gateway) and waits until the profile shows it. */
export async function buyPlan(
  request: APIRequestContext,
  member: { token: string; userId: number },
  /** A Single annual plan of this tier; by default the catalogue's first annual plan (Bronze). */
  tier?: "bronze" | "silver" | "gold",
) {
  const headers = { authorization: `Bearer ${member.token}` };
  const plans = (
    (await (await request.get("/api/shared/fetchsubscriptionplans/")).json()) as {
      Data: {
        plans: Array<{
          plan_tier_id: number;
          plan_tier_amt: number;
          frequency_of_payment_dtls: string;
          plan_type_name: string;
          beneficiary_count_dtls: string;
        }>;
      };
    }
  ).Data.plans;
  const plan = plans.find(
    (p) =>
      p.frequency_of_payment_dtls === "Annual" &&
      (!tier || (p.plan_type_name === tier && p.beneficiary_count_dtls === "Single")),
  );
  if (!plan) throw new Error("no annual plan");
  const created = await request.post("/api/users/subscription/create/", {
    headers,
    data: { plan_tier_id: plan.plan_tier_id, request_type: 1, user_id: member.userId },
  });
  const requestId = ((await created.json()) as { Data: { request_id: number } }).Data.request_id;
  const paid = await request.post("/api/users/paymentprocess/", {
    headers,
    data: {
      user_id: member.userId,
      request_id: requestId,
      payment_type: 1,
      payment_ref_no: null,
      payment_amount: plan.plan_tier_amt,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => {
      const res = await request.post("/api/users/getprofiledata/", {
        headers,
        data: { user_id: member.userId },
      });
      return ((await res.json()) as { Data: { subscriptions: unknown[] } }).Data.subscriptions.length;
    })
    .toBe(1);
}

/** A loved one as users/savelovedone/ takes it; the care address's state and city are named and looked up. */
export interface LovedOneSeed {
  full_name: string;
  relationship: string;
  date_of_birth: string;
  gender: string;
  address_line: string;
  state: string;
  city: string;
  pincode: string;
  contact_name: string;
  contact_phone: string;
  languages: string[];
  mobility: string;
  notes?: string;
}

export const SITA_DEVI: LovedOneSeed = {
  full_name: "Sita Devi",
  relationship: "Mother",
  date_of_birth: "1948-03-02",
  gender: "Female",
  address_line: "12 Lake Road, Ballygunge",
  state: "West Bengal",
  city: "Kolkata",
  pincode: "700029",
  contact_name: "Ramesh Das",
  contact_phone: "9830011111",
  languages: ["Bengali", "Hindi"],
  mobility: "walks_with_support",
};

/** Adds a loved one to a member's profile through the API (users/savelovedone/); returns its id. */
export async function addLovedOne(
  request: APIRequestContext,
  member: { token: string; userId: number },
  lovedOne: LovedOneSeed = SITA_DEVI,
): Promise<number> {
  const states = (
    (await (await request.get("/api/shared/getstates/")).json()) as {
      Data: { states: Array<{ state_id: number; state_name: string }> };
    }
  ).Data.states;
  const cities = (
    (await (await request.get("/api/shared/getcities/")).json()) as {
      Data: { cities: Array<{ city_id: number; city_name: string; state_id: number }> };
    }
  ).Data.cities;
  const state = states.find((s) => s.state_name === lovedOne.state);
  const city = cities.find((c) => c.city_name === lovedOne.city && c.state_id === state?.state_id);
  if (!state || !city) throw new Error(`no place ${lovedOne.city}, ${lovedOne.state}`);
  const { state: _state, city: _city, notes = "", ...rest } = lovedOne;
  const saved = await request.post("/api/users/savelovedone/", {
    headers: { authorization: `Bearer ${member.token}` },
    data: { ...rest, notes, user_id: member.userId, state_id: state.state_id, city_id: city.city_id },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { Data: { loved_one: { loved_one_id: number } } }).Data.loved_one
    .loved_one_id;
}

interface CalendarAnswer {
  days: Array<{
    date: string;
    state: string;
    shifts: Array<{ shift_type: number; state: string; first_start: string | null }>;
  }>;
}

/** The id of a service in the catalogue by its code ("GEN-COMPANION"). */
export async function serviceIdOf(request: APIRequestContext, code: string): Promise<number> {
  const services = (
    (await (await request.get("/api/shared/fetchserviceitems/")).json()) as {
      Data: { services: Array<{ service_id: number; service_code: string }> };
    }
  ).Data.services;
  const found = services.find((s) => s.service_code === code);
  if (!found) throw new Error(`no service ${code}`);
  return found.service_id;
}

/**
 * The first open shift (the morning one where open; only `shift`, when given) of each day the calendar
 * offers for this loved one and service, looking up to three months ahead, until `enough` are found.
 */
export async function openSlots(
  request: APIRequestContext,
  member: { token: string },
  options: { lovedOneId: number; serviceId: number; shift?: number },
  enough: number,
): Promise<Array<{ date: string; shift: number; start: string }>> {
  const headers = { authorization: `Bearer ${member.token}` };
  const open: Array<{ date: string; shift: number; start: string }> = [];
  const now = new Date();
  for (let m = 0; m < 3 && open.length < enough; m += 1) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
    const month = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
    const res = await request.post("/api/users/getservicecalendar/", {
      headers,
      data: { month, service_id: options.serviceId, loved_one_id: options.lovedOneId },
    });
    expect(res.status(), await res.text()).toBe(200);
    for (const day of ((await res.json()) as { Data: CalendarAnswer }).Data.days) {
      const open_ = day.shifts.filter(
        (s) => s.state === "open" && s.first_start && (options.shift ?? s.shift_type) === s.shift_type,
      );
      const shift = open_.find((s) => s.shift_type === 1) ?? open_[0];
      if (shift?.first_start)
        open.push({ date: day.date, shift: shift.shift_type, start: shift.first_start });
    }
  }
  return open;
}

/**
 * Books a visit through the API on the first open shift at least `daysAhead` days after the first open
 * day (so it can still be cancelled: the cutoff is 24 hours before the start), looking up to three months
 * ahead. Returns the booking as the server answered it.
 */
export async function bookVisit(
  request: APIRequestContext,
  member: { token: string },
  options: { lovedOneId: number; serviceId: number; daysAhead?: number; notes?: string; shift?: number },
) {
  const headers = { authorization: `Bearer ${member.token}` };
  const open = await openSlots(request, member, options, (options.daysAhead ?? 0) + 1);
  const slot = open[options.daysAhead ?? 0];
  if (!slot) throw new Error("no open day to book");
  const booked = await request.post("/api/users/servicebooking/", {
    headers,
    data: {
      idempotency_key: crypto.randomUUID(),
      loved_one_id: options.lovedOneId,
      service_id: options.serviceId,
      visit_date: slot.date,
      shift_type: slot.shift,
      start_time: slot.start,
      address_line: SITA_DEVI.address_line,
      pincode: SITA_DEVI.pincode,
      notes: options.notes ?? "",
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return (
    (await booked.json()) as {
      Data: { booking: { booking_id: number; visit_date: string; starts_at: string; service_name: string } };
    }
  ).Data.booking;
}
