import { BOOKING_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { NOW, query, YEAR } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { loginCompanion } from "../../test/companion-session.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * A doctor's appointment (issue 42): booking a service at a doctor's asks, optionally, for the doctor, the
 * hospital or clinic and the appointment's time; they are kept with the booking as typed and shown to the
 * family, the team and the companion. Other services refuse them; a time before the visit is refused.
 */

const APPOINTMENT = {
  doctor_name: "Dr. Anjali Sen (cardiologist)",
  clinic_name: "AMRI Hospital, Dhakuria — OPD 2",
  appointment_time: "10:15",
};

describe.each(TEST_DATABASES)("a doctor's appointment with the booking (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let doctor: number;
  let companionVisit: number;

  beforeAll(async () => {
    doctor = await serviceId(t, "MED-DOCTOR-VISIT");
    companionVisit = await serviceId(t, "GEN-COMPANION");
  });

  /** The refusal's messages, as the envelope carries them. */
  const messagesOf = (res: { body: unknown }) => JSON.stringify(res.body);

  it("keeps the doctor, the hospital and the time as typed, and shows them to the family, the team and the companion", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, { ...YEAR, tier: "gold" });
    const res = await book(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, doctor, { start_time: "09:00", ...APPOINTMENT }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = {
      doctor_name: APPOINTMENT.doctor_name,
      clinic_name: APPOINTMENT.clinic_name,
      time: "10:15",
    };
    const bookingId = res.body.Data.booking.booking_id as number;
    expect(res.body.Data.booking.appointment).toEqual(shown);

    // The family's list.
    const mine = await t.call({
      method: "POST",
      url: "/api/users/getallbookings/",
      headers: authed(f.member),
      payload: { page_index: 0, page_size: 10 },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const listed = mine.body.Data.items.find((b: { booking_id: number }) => b.booking_id === bookingId);
    expect(listed.appointment).toEqual(shown);

    // The console's list.
    const admin = await loginNewAdmin(t);
    const desk = await t.call({
      method: "POST",
      url: "/api/admin/getallservicebooking/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { page_index: 0, page_size: 50, service_id: doctor },
    });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    const row = desk.body.Data.items.find((b: { booking_id: number }) => b.booking_id === bookingId);
    expect(row.appointment).toEqual(shown);

    // The companion who holds it, once confirmed, on the day.
    await t.database.db.execute(sql`update bookings set status = 'confirmed' where id = ${bookingId}`);
    const [held] = await query<{ phone: string }>(
      t,
      sql`select u.phone from bookings b join companions c on c.id = b.companion_id
          join users u on u.id = c.user_id where b.id = ${bookingId}`,
    );
    expect(held, "a companion is held for the visit").toBeDefined();
    const { token } = await loginCompanion(t, (held?.phone ?? "").replace(/^\+91/, ""));
    clock.set("2026-12-15T02:00:00Z");
    const visits = await t.call({
      method: "POST",
      url: "/api/companion/getvisits/",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(visits.status, JSON.stringify(visits.body)).toBe(200);
    const visit = visits.body.Data.visits.find((v: { booking_id: number }) => v.booking_id === bookingId);
    expect(visit.appointment).toEqual(shown);
    clock.set(NOW);
  });

  it("keeps none when none is given, and any part given alone", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, { ...YEAR, tier: "gold" });
    const none = await book(t, f.member, bookingBody(f.lovedOnes[0] as number, doctor));
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.Data.booking.appointment).toBeNull();
    const onlyTime = await book(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, doctor, { visit_date: "2026-12-16", appointment_time: "11:30" }),
    );
    expect(onlyTime.status, JSON.stringify(onlyTime.body)).toBe(200);
    expect(onlyTime.body.Data.booking.appointment).toEqual({
      doctor_name: "",
      clinic_name: "",
      time: "11:30",
    });
  });

  it("refuses a time before the visit, a time that is not one, and the details on another service", async () => {
    clock.set(NOW);
    const f = await subscribedFamily(t, { ...YEAR, tier: "gold" });
    const lovedOne = f.lovedOnes[0] as number;
    const before = await book(
      t,
      f.member,
      bookingBody(lovedOne, doctor, { start_time: "09:00", appointment_time: "08:30" }),
    );
    expect(before.status).toBe(400);
    expect(messagesOf(before)).toContain(BOOKING_MESSAGES.appointmentBeforeVisit);
    const notATime = await book(t, f.member, bookingBody(lovedOne, doctor, { appointment_time: "25:00" }));
    expect(notATime.status).toBe(400);
    expect(messagesOf(notATime)).toContain(BOOKING_MESSAGES.appointmentTimeInvalid);
    const tooLong = await book(t, f.member, bookingBody(lovedOne, doctor, { doctor_name: "D".repeat(101) }));
    expect(tooLong.status).toBe(400);
    expect(messagesOf(tooLong)).toContain(BOOKING_MESSAGES.doctorNameMax);
    const elsewhere = await book(
      t,
      f.member,
      bookingBody(lovedOne, companionVisit, { doctor_name: "Dr. Anjali Sen" }),
    );
    expect(elsewhere.status).toBe(400);
    expect(messagesOf(elsewhere)).toContain(BOOKING_MESSAGES.appointmentNotAsked);
    const [count] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings where user_id = ${f.member.userId}`,
    );
    expect(count?.n).toBe(0);
  });
});
