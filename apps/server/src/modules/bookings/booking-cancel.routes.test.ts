import {
  BOOKING_MESSAGES,
  bookingRuleMessage,
  LOVED_ONE_MESSAGES,
  type PlanUsage,
  PRIVACY_MESSAGES,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ERASED_NAME, ERASED_TEXT, erasedEmail } from "../../lib/erasure.ts";
import { memberCall } from "../../test/billing.ts";
import {
  booked,
  cancelBooking,
  emailOf,
  expectError,
  listBookings,
  mailTo,
  NOW,
  notificationsOf,
  planUsage,
  query,
  requestReschedule,
  rescheduleRows,
  setStatus,
  storedFor,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  addLovedOne,
  book,
  bookingBody,
  bookingRows,
  type Family,
  fixedClock,
  grantPlan,
  serviceId,
  setCapacity,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";
import { lovedOneRows, sendLoginCode, tablesContaining } from "../../test/members.ts";

/** Cancels and expects it refused with this status and message, with nothing stored. */
async function expectCancelRefused(
  t: TestApp,
  f: Family,
  bookingId: number,
  reason: unknown,
  status: number,
  message: string,
) {
  const before = await storedFor(t, f.member.userId);
  expectError(await cancelBooking(t, f.member, bookingId, reason), status, message);
  expect(await storedFor(t, f.member.userId)).toEqual(before);
}

const companionUse = (u: PlanUsage) => u.inclusions.find((i) => i.kind === "companion_visit");

describe.each(TEST_DATABASES)(
  "users/cancelbooking/, and bookings when a loved one or the member goes (%s)",
  (kind) => {
    const clock = fixedClock(NOW);
    const t = useTestApp(kind, {}, { now: clock.now });
    let uncounted: number;
    let companion: number;
    let homeSafety: number;

    beforeAll(async () => {
      uncounted = await uncountedService(t);
      companion = await serviceId(t, "GEN-COMPANION");
      homeSafety = await serviceId(t, "GEN-HOME-SAFETY");
    });

    it("cancels with the reason: the booking as shown, the row, an email, and an open reschedule request closed", async () => {
      const f = await subscribedFamily(t, YEAR);
      const b = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, uncounted));
      const asked = await requestReschedule(t, f.member, {
        booking_id: b.booking_id,
        visit_date: "2026-12-18",
        shift_type: 2,
        start_time: "14:00",
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);

      const res = await cancelBooking(t, f.member, b.booking_id, "  Mother is travelling to Pune  ");
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Data.Message).toBe(BOOKING_MESSAGES.cancelled);
      expect(res.body.Data.booking).toMatchObject({
        booking_id: b.booking_id,
        status: "cancelled",
        status_reason: "Mother is travelling to Pune",
        can_cancel: false,
        can_reschedule: false,
        reschedule: { status: "cancelled", visit_date: "2026-12-18" },
      });
      expect(await bookingRows(t, f.member.userId)).toEqual([
        { id: b.booking_id, status: "cancelled", visit_date: "2026-12-15", shift_type: 1 },
      ]);
      expect((await rescheduleRows(t, f.member.userId)).map((r) => r.status)).toEqual(["cancelled"]);
      expect((await notificationsOf(t, f.member.userId)).map((n) => [n.kind, n.ref_id])).toEqual([
        ["booking_received", b.booking_id],
        ["reschedule_requested", expect.any(Number)],
        ["booking_cancelled", b.booking_id],
      ]);
      const mail = await mailTo(t, await emailOf(t, f.member.userId), `Booking #${b.booking_id} cancelled`);
      expect(mail.subject).toBe(`Booking #${b.booking_id} cancelled: Kamala Devi on 15 Dec 2026`);
      expect(mail.text).toContain(`As you asked, we have cancelled booking #${b.booking_id}:`);
      expect(mail.text).toContain("Reason: Mother is travelling to Pune");
    });

    it("cancels until the cutoff before the start, and not after (24 hours by default)", async () => {
      const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
      // Both start at 09:00 India time on 15 December (03:30 UTC): the cutoff is 03:30 UTC on the 14th.
      const early = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, uncounted));
      const late = await booked(t, f.member, bookingBody(f.lovedOnes[1] as number, uncounted));
      expect(early.cancel_until).toBe("2026-12-14T03:30:00.000Z");
      try {
        clock.set("2026-12-14T03:29:00Z");
        const ok = await cancelBooking(t, f.member, early.booking_id);
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        clock.set("2026-12-14T03:31:00Z");
        await expectCancelRefused(
          t,
          f,
          late.booking_id,
          "Too late?",
          422,
          bookingRuleMessage.cancelTooLate(24),
        );
        const shown = await listBookings(t, f.member, { status: "requested" });
        expect(shown.body.Data.items[0]).toMatchObject({ booking_id: late.booking_id, can_cancel: false });
      } finally {
        clock.set(NOW);
      }
    });

    it("refuses a booking that is already cancelled, rejected or completed (422), changing nothing", async () => {
      const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
      const [one, two] = f.lovedOnes as [number, number];
      const cancelled = await booked(t, f.member, bookingBody(one, uncounted));
      expect((await cancelBooking(t, f.member, cancelled.booking_id)).status).toBe(200);
      await expectCancelRefused(t, f, cancelled.booking_id, "Again", 422, BOOKING_MESSAGES.cannotCancel);
      const rejected = await booked(t, f.member, bookingBody(two, uncounted));
      await setStatus(t, rejected.booking_id, "rejected", "No caregiver free");
      await expectCancelRefused(t, f, rejected.booking_id, "Anyway", 422, BOOKING_MESSAGES.cannotCancel);
      const completed = await booked(t, f.member, bookingBody(one, uncounted, { visit_date: "2026-12-20" }));
      await setStatus(t, completed.booking_id, "completed");
      await expectCancelRefused(t, f, completed.booking_id, "Anyway", 422, BOOKING_MESSAGES.cannotCancel);
    });

    it("needs a reason (400), of at most 500 characters, and an existing booking of the caller's (404)", async () => {
      const f = await subscribedFamily(t, YEAR);
      const b = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, uncounted));
      await expectCancelRefused(t, f, b.booking_id, "", 400, BOOKING_MESSAGES.cancelReasonRequired);
      await expectCancelRefused(t, f, b.booking_id, "   ", 400, BOOKING_MESSAGES.cancelReasonRequired);
      await expectCancelRefused(t, f, b.booking_id, undefined, 400, BOOKING_MESSAGES.cancelReasonRequired);
      await expectCancelRefused(t, f, b.booking_id, "x".repeat(501), 400, BOOKING_MESSAGES.reasonMax);
      await expectCancelRefused(t, f, 2_000_000_000, "Plans changed", 404, BOOKING_MESSAGES.bookingNotFound);
      const other = await subscribedFamily(t, YEAR);
      const before = await storedFor(t, f.member.userId);
      expectError(
        await cancelBooking(t, other.member, b.booking_id),
        404,
        BOOKING_MESSAGES.bookingNotFound,
        "BE004",
      );
      expect(await storedFor(t, f.member.userId)).toEqual(before);
    });

    it("gives the visit back to the month's allowance: usage shows it, and it can be booked again", async () => {
      const f = await subscribedFamily(t, YEAR);
      const lovedOne = f.lovedOnes[0] as number;
      const visits = [];
      // Silver includes 4 companion visits a month.
      for (const day of ["2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13"]) {
        visits.push(await booked(t, f.member, bookingBody(lovedOne, companion, { visit_date: day })));
      }
      const fifth = bookingBody(lovedOne, companion, { visit_date: "2026-12-14" });
      expectError(
        await book(t, f.member, fifth),
        422,
        bookingRuleMessage.allowanceUsed("Companion visits (up to 2 hours each)", "2026-12-14"),
      );
      expect(companionUse((await planUsage(t, f.member)).body.Data)).toMatchObject({ used: 4, left: 0 });

      expect((await cancelBooking(t, f.member, visits[1]?.booking_id as number)).status).toBe(200);
      expect(companionUse((await planUsage(t, f.member)).body.Data)).toMatchObject({ used: 3, left: 1 });
      await booked(t, f.member, fifth);
      expect(companionUse((await planUsage(t, f.member)).body.Data)).toMatchObject({ used: 4, left: 0 });
    });

    it("gives the place back to the shift: the slot can be booked again", async () => {
      await setCapacity(t, homeSafety, 3, 1);
      const a = await subscribedFamily(t, YEAR);
      const b = await subscribedFamily(t, YEAR);
      const at = { visit_date: "2026-12-21", shift_type: 3, start_time: "18:00" };
      const first = await booked(t, a.member, bookingBody(a.lovedOnes[0] as number, homeSafety, at));
      expectError(
        await book(t, b.member, bookingBody(b.lovedOnes[0] as number, homeSafety, at)),
        409,
        BOOKING_MESSAGES.slotFull,
      );
      expect((await cancelBooking(t, a.member, first.booking_id)).status).toBe(200);
      await booked(t, b.member, bookingBody(b.lovedOnes[0] as number, homeSafety, at));
    });

    it("lets only one of two simultaneous cancels through, with one email", async () => {
      const f = await subscribedFamily(t, YEAR);
      const b = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, uncounted));
      const results = await Promise.all([
        cancelBooking(t, f.member, b.booking_id, "First"),
        cancelBooking(t, f.member, b.booking_id, "Second"),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      const refused = results.find((r) => r.status === 422);
      expect(refused?.body.Errors.Business_Errors[0]?.Message).toBe(BOOKING_MESSAGES.cannotCancel);
      expect(
        (await notificationsOf(t, f.member.userId)).filter((n) => n.kind === "booking_cancelled"),
      ).toHaveLength(1);
    });

    describe("removing a loved one, and erasure", () => {
      it("keeps a loved one with upcoming visits (409) until they are cancelled; past visits keep the name", async () => {
        const f = await subscribedFamily(t, YEAR);
        const lovedOne = f.lovedOnes[0] as number;
        const past = await booked(
          t,
          f.member,
          bookingBody(lovedOne, uncounted, { visit_date: "2026-12-02" }),
        );
        const upcoming = await booked(
          t,
          f.member,
          bookingBody(lovedOne, uncounted, { visit_date: "2026-12-20" }),
        );
        clock.set("2026-12-03T04:30:00Z");
        try {
          const before = await lovedOneRows(t, f.member.userId);
          const refused = await memberCall(t, f.member, "removelovedone", { loved_one_id: lovedOne });
          expectError(refused, 409, bookingRuleMessage.lovedOneHasVisits("Kamala Devi"), "BE010");
          expect(await lovedOneRows(t, f.member.userId)).toEqual(before);

          expect((await cancelBooking(t, f.member, upcoming.booking_id)).status).toBe(200);
          const removed = await memberCall(t, f.member, "removelovedone", { loved_one_id: lovedOne });
          expect(removed.status, JSON.stringify(removed.body)).toBe(200);
          expect(removed.body.Data).toEqual({ Message: LOVED_ONE_MESSAGES.removed });
          expect(await lovedOneRows(t, f.member.userId)).toEqual([]);

          const list = await listBookings(t, f.member);
          expect(
            list.body.Data.items.map(
              (b: { booking_id: number; loved_one_id: null; loved_one_name: string }) => [
                b.booking_id,
                b.loved_one_id,
                b.loved_one_name,
              ],
            ),
          ).toEqual([
            // The cancelled visit is still to come (upcoming first), the past one after it.
            [upcoming.booking_id, null, "Kamala Devi"],
            [past.booking_id, null, "Kamala Devi"],
          ]);
        } finally {
          clock.set(NOW);
        }
      });

      it("a removed loved one cannot be booked for", async () => {
        const f = await subscribedFamily(t, YEAR);
        const second = await addLovedOne(t, f.member, "Haripada Das");
        expect((await memberCall(t, f.member, "removelovedone", { loved_one_id: second })).status).toBe(200);
        expectError(
          await book(t, f.member, bookingBody(second, uncounted)),
          422,
          BOOKING_MESSAGES.lovedOneNotFound,
        );
      });

      it("erasure cancels upcoming visits, closes open requests and replaces the personal text of every booking", async () => {
        const person = { ...newPerson(), user_name: "Debjani Ghoshal" };
        person.email = `debjani.${person.phone}@example.com`;
        const registered = await registerMember(t, person);
        const m = { userId: registered.userId, token: registered.token };
        await grantPlan(t, m.userId, YEAR);
        const lovedOne = await addLovedOne(t, m, "Sarojini Mitra");
        const address = "12 Lake Gardens Road";
        const at = (change: object) => bookingBody(lovedOne, uncounted, { address_line: address, ...change });
        const past = await booked(t, m, at({ visit_date: "2026-12-02", notes: "Knock at the blue door" }));
        const upcoming = await booked(
          t,
          m,
          at({ visit_date: "2026-12-20", notes: "Knock at the blue door" }),
        );
        const moving = await booked(t, m, at({ visit_date: "2026-12-22" }));
        const asked = await requestReschedule(t, m, {
          booking_id: moving.booking_id,
          visit_date: "2026-12-23",
          shift_type: 1,
          start_time: "09:00",
          reason: "Sarojini Mitra has a wedding",
        });
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        const cancelled = await booked(t, m, at({ visit_date: "2026-12-24" }));
        expect((await cancelBooking(t, m, cancelled.booking_id, "Sarojini Mitra is unwell")).status).toBe(
          200,
        );
        const other = await subscribedFamily(t, YEAR);
        const theirs = await booked(t, other.member, bookingBody(other.lovedOnes[0] as number, uncounted));

        const needles = [
          person.user_name,
          person.email,
          person.phone,
          "Sarojini Mitra",
          address,
          "Knock at the blue door",
        ];
        const before = await tablesContaining(t, needles);
        expect(Object.keys(before)).toEqual(
          expect.arrayContaining(["bookings", "loved_ones", "notifications", "reschedule_requests", "users"]),
        );

        clock.set("2026-12-03T04:30:00Z");
        try {
          expect((await sendLoginCode(t, "P", person.phone)).status).toBe(200);
          const res = await memberCall(t, m, "eraseaccount", {
            otp: t.outbox.latestCode(`+91${person.phone}`),
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.Data).toEqual({ Message: PRIVACY_MESSAGES.erased });
        } finally {
          clock.set(NOW);
        }

        expect(await tablesContaining(t, needles)).toEqual({});
        const rows = await query<Record<string, unknown>>(
          t,
          sql`select id, status, status_reason, notes, address_line, loved_one_name, loved_one_id from bookings where user_id = ${m.userId} order by id`,
        );
        const scrubbed = {
          notes: "",
          address_line: ERASED_TEXT,
          loved_one_name: ERASED_NAME,
          loved_one_id: null,
        };
        expect(rows).toEqual([
          // A visit already past stays as it was, without the personal text.
          { id: past.booking_id, status: "requested", status_reason: null, ...scrubbed },
          { id: upcoming.booking_id, status: "cancelled", status_reason: "Account erased", ...scrubbed },
          { id: moving.booking_id, status: "cancelled", status_reason: "Account erased", ...scrubbed },
          { id: cancelled.booking_id, status: "cancelled", status_reason: ERASED_TEXT, ...scrubbed },
        ]);
        expect(
          await query(t, sql`select status, reason from reschedule_requests where user_id = ${m.userId}`),
        ).toEqual([{ status: "cancelled", reason: "" }]);
        // The emails about the bookings are redacted, and none still waiting goes to the old address.
        const bookingIds = [past, upcoming, moving, cancelled].map((b) => b.booking_id);
        const requestId = asked.body.Data.request.request_id as number;
        const mails = await query<{
          kind: string;
          ref_id: number;
          to_address: string;
          status: string;
          body: string;
        }>(
          t,
          sql`select kind, ref_id, to_address, status, body from notifications
          where (kind like 'booking%' and ref_id in ${sql.raw(`(${bookingIds.join(",")})`)})
             or (kind like 'reschedule%' and ref_id = ${requestId})`,
        );
        // Four received, one reschedule request, one cancelled.
        expect(mails).toHaveLength(6);
        for (const n of mails) {
          expect(n.to_address).toBe(erasedEmail(m.userId));
          expect(n.body).toBe(ERASED_TEXT);
          expect(n.status).not.toBe("pending");
        }
        // Another member's booking is untouched.
        expect(await bookingRows(t, other.member.userId)).toEqual([
          { id: theirs.booking_id, status: "requested", visit_date: "2026-12-15", shift_type: 1 },
        ]);
      });
    });
  },
);
