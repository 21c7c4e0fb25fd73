import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { memberCall } from "../../test/billing.ts";
import { booked, NOW, query, requestReschedule, YEAR } from "../../test/booking-changes.ts";
import {
  book,
  bookingBody,
  type Family,
  fixedClock,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { sendLoginCode } from "../../test/members.ts";

/*
 * A booking, or a request to move one, at the moment the member erases their account (decision 0048).
 * Both insert a row naming the member's account, whose foreign key takes a share lock on it; erasure
 * holds that row for update and then wants the loved ones and bookings these hold: on PostgreSQL they
 * deadlocked in most tries (a 500) until both took the account's lock first. Now one waits for the other:
 * either the change goes first and erasure cancels it, or erasure goes first and the change is refused.
 * A deadlock would now be retried (db/transaction-retry.ts) and pass unseen but for its second's wait:
 * the rounds also check that no transaction had to run again.
 */

const ROUNDS = 20;

/**
 * The `n`th day from 3 December 2026 (two days after the tests' clock), Christmas (a holiday, decision
 * 0079) passed over, to 11 January: a few visits a day at most.
 */
function day(n: number): string {
  const d = 3 + (n % 39);
  return new Date(Date.UTC(2026, 11, d >= 25 ? d + 1 : d)).toISOString().slice(0, 10);
}

type Reply = Awaited<ReturnType<TestApp["call"]>>;

/** Transactions run again after a deadlock meanwhile (db/client.ts warns of each): none, in lock order. */
function watchRetries() {
  const warn = vi.spyOn(console, "warn");
  return {
    count: () => warn.mock.calls.filter((c) => String(c[0]).includes("transaction ran again")).length,
    stop: () => warn.mockRestore(),
  };
}

describe.each(TEST_DATABASES)("booking or asking to move while the account is erased (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let service: number;
  /** Each round's family, with the visit a request would move and the code erasure asks for. */
  const rounds: { family: Family; bookingId: number; date: string; code: string }[] = [];

  beforeAll(async () => {
    service = await uncountedService(t);
    while (rounds.length < 2 * ROUNDS) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const date = day(rounds.length + i);
          const family = await subscribedFamily(t, YEAR);
          const b = await booked(
            t,
            family.member,
            bookingBody(family.lovedOnes[0] as number, service, { visit_date: date }),
          );
          const [person] = await query<{ phone: string }>(
            t,
            sql`select phone from users where id = ${family.member.userId}`,
          );
          const phone = person?.phone ?? "";
          // Stored in E.164: the login form sends the ten digits.
          expect((await sendLoginCode(t, "P", phone.slice(3))).status).toBe(200);
          return { family, bookingId: b.booking_id, date, code: t.outbox.latestCode(phone) };
        }),
      );
      rounds.push(...batch);
    }
  }, 180_000);

  /** What erasure must leave, whichever went first: nothing of the member's going ahead, no request open. */
  async function expectNothingAhead(userId: number, round: string) {
    const live = await query<{ id: number }>(
      t,
      sql`select id from bookings where user_id = ${userId} and status in ('requested', 'confirmed')`,
    );
    expect(live, round).toEqual([]);
    const open = await query<{ id: number }>(
      t,
      sql`select id from reschedule_requests where user_id = ${userId} and status = 'open'`,
    );
    expect(open, round).toEqual([]);
  }

  it.each([
    ["books a visit", 0],
    ["asks to move a visit", ROUNDS],
  ] as const)(
    `${ROUNDS} rounds: a member who %s as the account is erased gets 200 or a clear 4xx, never a 5xx, and nothing deadlocks`,
    async (what, from) => {
      const retries = watchRetries();
      for (const r of rounds.slice(from, from + ROUNDS)) {
        const m = r.family.member;
        const change =
          what === "books a visit"
            ? book(
                t,
                m,
                bookingBody(r.family.lovedOnes[0] as number, service, {
                  visit_date: r.date,
                  shift_type: 3,
                  start_time: "18:00",
                }),
              )
            : requestReschedule(t, m, {
                booking_id: r.bookingId,
                visit_date: r.date,
                shift_type: 2,
                start_time: "14:00",
              });
        const [changed, erased] = (await Promise.all([
          change,
          memberCall(t, m, "eraseaccount", { otp: r.code }),
        ])) as [Reply, Reply];
        const round = JSON.stringify({ what, changed: changed.body, erased: erased.body });
        expect(changed.status, round).toBeLessThan(500);
        expect(erased.status, round).toBe(200);
        await expectNothingAhead(m.userId, round);
      }
      // Retrying would have hidden a deadlock (each costing a second): the lock order avoids them.
      expect(retries.count()).toBe(0);
      retries.stop();
    },
  );
});
