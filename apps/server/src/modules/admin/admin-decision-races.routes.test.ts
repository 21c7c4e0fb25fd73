import { ADMIN_MESSAGES, SYSTEM_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Member } from "../../test/billing.ts";
import {
  booked,
  cancelBooking,
  errorsOf,
  NOW,
  query,
  requestReschedule,
  YEAR,
} from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, subscribedFamily, uncountedService } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";

/*
 * Issue 27: a cancel and a decision on the same booking at the same moment. A member's cancel
 * (users/cancelbooking/) or the team's (admin/takeaction/ cancel) against the team's decision on the
 * booking's reschedule request (admin/decidereschedule/). On PostgreSQL the two calls really run at once
 * (a pool of connections); a decision that locked the request before the booking deadlocked with a
 * cancel (a 500 after a second). Every pair takes its locks in the one order of decisions 0033 and 0048
 * (the booking, then the request), so one waits for the other, and the outcome is one of the two serial
 * orders:
 * - the cancel first: the visit is cancelled where it was, its request closed with it, and the decision
 *   refused (409, "already decided");
 * - the decision first: the request is approved (the visit moved) or declined, then the cancel, which
 *   still may, cancels the visit where it now is (both answer 200: a cancel names the booking, not its
 *   time).
 * A deadlock or serialization failure that still happened is retried (db/transaction-retry.ts); one that
 * outlasts the retries answers 409 BE012 and changes nothing. Never a 5xx.
 */

const ROUNDS = 50;
const FAMILIES = 10;
/** Each round's booking: shift 1 on its own day; the request moves it to shift 2 the same day. */
const FROM = { shift_type: 1, start_time: "09:00" };
const TO = { shift_type: 2, start_time: "14:00" };

type Reply = Awaited<ReturnType<TestApp["call"]>>;
type Pair = "member cancel vs approve" | "member cancel vs decline" | "team cancel vs approve";
const PAIRS: Pair[] = ["member cancel vs approve", "member cancel vs decline", "team cancel vs approve"];

interface Round {
  member: Member;
  bookingId: number;
  requestId: number;
  date: string;
}

/** The day `n` days after 3 December 2026 (two days after the tests' clock, well before any cutoff). */
function dayAfterStart(n: number): string {
  const d = new Date(Date.UTC(2026, 11, 3 + n));
  return d.toISOString().slice(0, 10);
}

/** Transactions run again after a deadlock meanwhile (db/client.ts warns of each): none, in lock order. */
function watchRetries() {
  const warn = vi.spyOn(console, "warn");
  return {
    count: () => warn.mock.calls.filter((c) => String(c[0]).includes("transaction ran again")).length,
    stop: () => warn.mockRestore(),
  };
}

const codesOf = (r: Reply) => errorsOf(r).map((e) => e.Code);
const messagesOf = (r: Reply) => errorsOf(r).map((e) => e.Message);

describe.each(TEST_DATABASES)("a cancel and a reschedule decision at the same moment (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admins: [string, string];
  const rounds = new Map<Pair, Round[]>();

  beforeAll(async () => {
    admins = [(await loginNewAdmin(t)).token, (await loginNewAdmin(t)).token];
    // A visit no monthly allowance counts: a family can hold one a day for as long as the rounds need.
    const service = await uncountedService(t);
    const families = await Promise.all(Array.from({ length: FAMILIES }, () => subscribedFamily(t, YEAR)));
    // Every family a booking a day and a request to move it, the families side by side.
    const perFamily = (PAIRS.length * ROUNDS) / FAMILIES;
    const made = await Promise.all(
      families.map(async (f) => {
        const mine: Round[] = [];
        for (let day = 0; day < perFamily; day++) {
          const date = dayAfterStart(day);
          const b = await booked(
            t,
            f.member,
            bookingBody(f.lovedOnes[0] as number, service, { visit_date: date, ...FROM }),
          );
          const asked = await requestReschedule(t, f.member, {
            booking_id: b.booking_id,
            visit_date: date,
            ...TO,
          });
          expect(asked.status, JSON.stringify(asked.body)).toBe(200);
          mine.push({
            member: f.member,
            bookingId: b.booking_id,
            requestId: asked.body.Data.request.request_id as number,
            date,
          });
        }
        return mine;
      }),
    );
    // Deal the bookings out so each pair's rounds span the days and the families.
    const all = made.flat();
    for (const [i, pair] of PAIRS.entries()) {
      rounds.set(
        pair,
        all.filter((_, j) => j % PAIRS.length === i),
      );
    }
  }, 180_000);

  const asAdmin = (admin: string, path: string, payload: object) => adminCall(t, admin, path, payload);

  async function stateOf(r: Round) {
    const [booking] = await query<{
      status: string;
      visit_date: string;
      shift_type: number;
      start_time: string;
    }>(
      t,
      sql`select status, visit_date::text, shift_type, start_time from bookings where id = ${r.bookingId}`,
    );
    const [request] = await query<{ status: string }>(
      t,
      sql`select status from reschedule_requests where id = ${r.requestId}`,
    );
    const audit = await query<{ action: string; target_type: string; before: unknown; after: unknown }>(
      t,
      sql`select action, target_type, before, after from admin_audit
          where (target_type = 'reschedule_request' and target_id = ${r.requestId})
             or (target_type = 'booking' and target_id = ${r.bookingId})
          order by id`,
    );
    return { booking, request: request?.status, audit };
  }

  /** The refusal a call that lost may give: the decision finds the request closed, or the conflict outlasted the retries. */
  function expectClearRefusal(res: Reply, decided: boolean) {
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const clear = codesOf(res).includes("BE012")
      ? [SYSTEM_MESSAGES.changedAtOnce]
      : decided
        ? [ADMIN_MESSAGES.requestDecided]
        : [];
    expect(clear.length, JSON.stringify(res.body)).toBeGreaterThan(0);
    expect(messagesOf(res)).toEqual(clear);
  }

  it.each(PAIRS)(
    `${ROUNDS} rounds of %s: no 5xx, one serial outcome, the audit says what happened`,
    async (pair) => {
      const approve = pair !== "member cancel vs decline";
      const byTeam = pair === "team cancel vs approve";
      const seen = { cancelFirst: 0, decisionFirst: 0, retriedOut: 0 };
      const retries = watchRetries();
      for (const r of rounds.get(pair) ?? []) {
        const [admin, otherAdmin] = admins;
        const [cancelled, decided] = await Promise.all([
          byTeam
            ? asAdmin(otherAdmin, "takeaction", {
                booking_id: r.bookingId,
                action: "cancel",
                remarks: "No one free",
              })
            : cancelBooking(t, r.member, r.bookingId, "Plans changed"),
          asAdmin(admin, "decidereschedule", {
            request_id: r.requestId,
            decision: approve ? "approve" : "decline",
            ...(approve ? {} : { note: "No caregiver that afternoon" }),
          }),
        ]);
        const round = JSON.stringify({
          pair,
          ...r,
          member: undefined,
          cancelled: cancelled.body,
          decided: decided.body,
        });
        expect(cancelled.status, round).toBeLessThan(500);
        expect(decided.status, round).toBeLessThan(500);
        expect([cancelled.status, decided.status], round).toContain(200);
        const { booking, request, audit } = await stateOf(r);
        const from = { visit_date: r.date, ...FROM };
        const to = approve ? { visit_date: r.date, ...TO } : from;
        const decisionRow = {
          action: approve ? "reschedule.approve" : "reschedule.decline",
          target_type: "reschedule_request",
          before: { status: "open", booking_id: r.bookingId, booking: from },
          after: { status: approve ? "approved" : "declined", booking_id: r.bookingId, booking: to },
        };
        const cancelRow = {
          action: "booking.cancel",
          target_type: "booking",
          before: { status: "requested", status_reason: null },
          after: { status: "cancelled", status_reason: "No one free" },
        };

        if (decided.status === 200) {
          // The decision went first; the cancel then cancelled the visit where it now is (or lost to a conflict).
          expect(request, round).toBe(approve ? "approved" : "declined");
          if (cancelled.status === 200) {
            seen.decisionFirst += 1;
            expect(booking, round).toMatchObject({ status: "cancelled", ...to });
            expect(audit, round).toEqual(byTeam ? [decisionRow, cancelRow] : [decisionRow]);
          } else {
            seen.retriedOut += 1;
            expectClearRefusal(cancelled, false);
            expect(booking, round).toMatchObject({ status: "requested", ...to });
            expect(audit, round).toEqual([decisionRow]);
          }
        } else {
          // The cancel went first: the visit cancelled where it was, its request closed, the decision refused.
          expect(cancelled.status, round).toBe(200);
          if (codesOf(decided).includes("BE012")) seen.retriedOut += 1;
          else seen.cancelFirst += 1;
          expectClearRefusal(decided, true);
          expect(booking, round).toMatchObject({ status: "cancelled", ...from });
          expect(request, round).toBe("cancelled");
          expect(audit, round).toEqual(byTeam ? [cancelRow] : []);
        }
      }
      expect(seen.cancelFirst + seen.decisionFirst + seen.retriedOut).toBe(ROUNDS);
      // A deadlock would have been retried, unseen but for its second's wait: the lock order avoids them.
      expect(retries.count(), JSON.stringify(seen)).toBe(0);
      retries.stop();
    },
    120_000,
  );
});
