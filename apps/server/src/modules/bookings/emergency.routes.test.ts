import { EMERGENCY_TEXT, type ServiceItem } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { errorsOf, NOW, query, requestReschedule, YEAR } from "../../test/booking-changes.ts";
import {
  book,
  bookingBody,
  bookingRows,
  fixedClock,
  serviceId,
  subscribedFamily,
} from "../../test/bookings.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../../test/harness.ts";

const HELPLINE = "+91 33 4000 1234";
const REFUSAL = EMERGENCY_TEXT.notBookable(HELPLINE);

/*
 * Emergency help is a call to the helpline, never a visit on the calendar (issue 25): the catalogue says
 * which services are booked, and booking, the calendar and a reschedule refuse an emergency service with
 * a message that gives the number to call.
 */
describe.each(TEST_DATABASES)("emergency help is called for, not booked (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const company = { ...TEST_APP_CONFIG.company, helpline_phone: HELPLINE };
  const t = useTestApp(kind, { company }, { now: clock.now });
  let coordination: number;
  let ambulance: number;

  beforeAll(async () => {
    coordination = await serviceId(t, "EMG-COORDINATION");
    ambulance = await serviceId(t, "EMG-AMBULANCE");
  });

  it("marks every emergency service, and only those, as not bookable in the catalogue", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/fetchserviceitems/" });
    const services = res.body.Data.services as ServiceItem[];
    const notBookable = services.filter((s) => !s.bookable).map((s) => s.service_code);
    expect(notBookable.sort()).toEqual(["EMG-AMBULANCE", "EMG-COORDINATION", "EMG-HOSPITAL-ADMISSION"]);
    expect(services.filter((s) => s.bookable).every((s) => s.service_kind !== "emergency_support")).toBe(
      true,
    );
  });

  it("refuses to book one, giving the helpline's number, and writes nothing", async () => {
    const f = await subscribedFamily(t, YEAR);
    for (const service of [coordination, ambulance]) {
      const res = await book(t, f.member, bookingBody(f.lovedOnes[0] as number, service));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(errorsOf(res).map((e) => e.Message)).toEqual([REFUSAL]);
    }
    // Even a time that could never be booked: the answer is the call, not the time.
    const past = await book(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, coordination, { visit_date: "2026-11-20" }),
    );
    expect(errorsOf(past).map((e) => e.Message)).toEqual([REFUSAL]);
    expect(await bookingRows(t, f.member.userId)).toEqual([]);
  });

  it("has no calendar: the calendar call answers with the number too", async () => {
    const f = await subscribedFamily(t, YEAR);
    const res = await t.call({
      method: "POST",
      url: "/api/users/getservicecalendar/",
      headers: authed(f.member),
      payload: { month: "2026-12", service_id: ambulance, loved_one_id: f.lovedOnes[0] },
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res).map((e) => e.Message)).toEqual([REFUSAL]);
  });

  it("will not move an emergency visit booked before this rule: the family is told to call", async () => {
    const f = await subscribedFamily(t, YEAR);
    // A visit of the old kind, as the database may still hold from before.
    await t.database.db.execute(sql`
      insert into bookings (user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
        visit_date, shift_type, start_time, starts_at, address_line, city_id, state_id, pincode,
        idempotency_key, request_hash)
      select ${f.member.userId}, ${f.subscriptionId}, ${f.lovedOnes[0]}, 'Kamala Devi', ${coordination},
        'emergency_support', '2026-12-15', 1, '09:00', '2026-12-15T03:30:00Z', '4 Hindusthan Park', c.id,
        c.state_id, '700029', gen_random_uuid(), 'before'
      from cities c where c.name = 'Kolkata'`);
    const [old] = await query<{ id: number }>(
      t,
      sql`select id from bookings where user_id = ${f.member.userId}`,
    );
    const res = await requestReschedule(t, f.member, {
      booking_id: old?.id,
      visit_date: "2026-12-18",
      shift_type: 2,
      start_time: "14:00",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(errorsOf(res).map((e) => e.Message)).toEqual([REFUSAL]);
    expect(
      await query(t, sql`select id from reschedule_requests where booking_id = ${old?.id ?? 0}`),
    ).toEqual([]);
  });

  it("tells anyone the helpline's number in the company details", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/company/" });
    expect(res.body.Data.helpline_phone).toBe(HELPLINE);
  });
});
