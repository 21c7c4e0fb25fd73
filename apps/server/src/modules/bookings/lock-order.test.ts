import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { memberCall } from "../../test/billing.ts";
import { booked, cancelBooking, NOW, query, requestReschedule, YEAR } from "../../test/booking-changes.ts";
import { addLovedOne, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";
import { sendLoginCode } from "../../test/members.ts";

/*
 * Every change takes its locks in the one order of decision 0033, so two changes never wait on each
 * other. The app runs on PGlite (one connection: the statements recorded are each call's, in order);
 * each call's locking statements are ranked, and the first lock of each rank must come in rank order.
 */

/** The order locks are taken in (decision 0033). */
const RANK: Record<string, number> = {
  users: 1,
  subscriptions: 2,
  loved_ones: 3,
  bookings: 4,
  reschedule_requests: 5,
  "roster-day": 6,
};
const NAMES = Object.fromEntries(Object.entries(RANK).map(([k, v]) => [v, k]));

/** The ranked locks a statement takes: rows it updates, deletes or selects for update or share, or the roster's day lock. */
function locksOf(statement: string, params: unknown[]): number[] {
  const s = statement.toLowerCase();
  if (s.includes("pg_advisory_xact_lock")) {
    return params.some((p) => String(p).startsWith("roster-day:")) ? [RANK["roster-day"] as number] : [];
  }
  const table =
    s.match(/^update "(\w+)"/)?.[1] ??
    s.match(/^delete from "(\w+)"/)?.[1] ??
    (/ for (update|share|no key update)/.test(s) ? s.match(/ from "(\w+)"/)?.[1] : undefined);
  const rank = table ? RANK[table] : undefined;
  return rank === undefined ? [] : [rank];
}

/** The ranks in the order each was first taken by the statements recorded. */
function firstLocks(recorded: { statement: string; params: unknown[] }[]): number[] {
  const seen: number[] = [];
  for (const r of recorded)
    for (const rank of locksOf(r.statement, r.params)) if (!seen.includes(rank)) seen.push(rank);
  return seen;
}

describe("the lock order (pglite)", () => {
  const recorded: { statement: string; params: unknown[] }[] = [];
  const clock = fixedClock(NOW);
  const t = useTestApp(
    "pglite",
    {},
    { now: clock.now, logQuery: (statement, params) => recorded.push({ statement, params }) },
  );
  let admin: string;
  let service: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    service = await serviceId(t, "GEN-COMPANION");
  });

  const adminCall = (path: string, payload: object) =>
    t.call({
      method: "POST",
      url: `/api/admin/${path}/`,
      headers: { authorization: `Bearer ${admin}` },
      payload,
    });

  /** The ranked locks `run` takes, by name, in the order first taken; fails if any comes out of order. */
  async function locksTakenBy(run: () => Promise<{ status: number; body: unknown }>): Promise<string[]> {
    recorded.length = 0;
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ranks = firstLocks(recorded);
    expect(ranks, `locks taken: ${ranks.map((r) => NAMES[r]).join(" → ")}`).toEqual(
      [...ranks].sort((a, b) => a - b),
    );
    return ranks.map((r) => NAMES[r] as string);
  }

  it("booking, asking to move, the team's decisions, cancelling, removing a loved one and erasure take locks in one order", async () => {
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const m = f.member;

    expect(
      await locksTakenBy(() =>
        t.call({
          method: "POST",
          url: "/api/users/servicebooking/",
          headers: { authorization: `Bearer ${m.token}` },
          payload: bookingBody(kamala, service),
        }),
      ),
    ).toEqual(["subscriptions", "loved_ones", "roster-day"]);

    const first = await booked(t, m, bookingBody(kamala, service, { visit_date: "2026-12-16" }));
    const move = { shift_type: 2, start_time: "14:00" };
    expect(
      await locksTakenBy(() =>
        requestReschedule(t, m, { booking_id: first.booking_id, visit_date: "2026-12-20", ...move }),
      ),
    ).toEqual(["subscriptions", "bookings"]);
    const [approving] = await query<{ id: number }>(
      t,
      sql`select id from reschedule_requests where booking_id = ${first.booking_id}`,
    );
    expect(
      await locksTakenBy(() =>
        adminCall("decidereschedule", { request_id: approving?.id, decision: "approve" }),
      ),
    ).toEqual(["subscriptions", "bookings", "reschedule_requests", "roster-day"]);

    const second = await booked(t, m, bookingBody(kamala, service, { visit_date: "2026-12-17" }));
    const asked = await requestReschedule(t, m, {
      booking_id: second.booking_id,
      visit_date: "2026-12-21",
      ...move,
    });
    const requestId = asked.body.Data.request.request_id as number;
    expect(
      await locksTakenBy(() =>
        adminCall("decidereschedule", { request_id: requestId, decision: "decline", note: "No one free" }),
      ),
    ).toEqual(["bookings", "reschedule_requests"]);

    const third = await booked(t, m, bookingBody(kamala, service, { visit_date: "2026-12-18" }));
    await requestReschedule(t, m, { booking_id: third.booking_id, visit_date: "2026-12-22", ...move });
    expect(await locksTakenBy(() => cancelBooking(t, m, third.booking_id, "Plans changed"))).toEqual([
      "bookings",
      "reschedule_requests",
    ]);

    const fourth = await booked(t, m, bookingBody(kamala, service, { visit_date: "2026-12-19" }));
    await requestReschedule(t, m, { booking_id: fourth.booking_id, visit_date: "2026-12-23", ...move });
    expect(
      await locksTakenBy(() =>
        adminCall("takeaction", { booking_id: fourth.booking_id, action: "cancel", remarks: "No one free" }),
      ),
    ).toEqual(["bookings", "reschedule_requests"]);

    expect(await locksTakenBy(() => memberCall(t, m, "removelovedone", { loved_one_id: haripada }))).toEqual([
      "loved_ones",
    ]);
    expect(
      await locksTakenBy(async () => ({ status: 200, body: await addLovedOne(t, m, "Haripada Das") })),
    ).toEqual(["users"]);

    const fifth = await booked(t, m, bookingBody(kamala, service, { visit_date: "2026-12-24" }));
    await requestReschedule(t, m, { booking_id: fifth.booking_id, visit_date: "2026-12-26", ...move });
    const [person] = await query<{ phone: string }>(t, sql`select phone from users where id = ${m.userId}`);
    // Stored in E.164: the login form sends the ten digits.
    expect((await sendLoginCode(t, "P", person?.phone.slice(3) ?? "")).status).toBe(200);
    const code = t.outbox.latestCode(person?.phone ?? "");
    expect(await locksTakenBy(() => memberCall(t, m, "eraseaccount", { otp: code }))).toEqual([
      "users",
      "loved_ones",
      "bookings",
      "reschedule_requests",
    ]);
  });

  it("would catch an approval that locks the request before the booking (the order it used to take)", () => {
    const old = [
      { statement: 'select * from "subscriptions" where id = $1 for update', params: [] },
      { statement: 'select * from "reschedule_requests" where id = $1 for update', params: [] },
      { statement: 'select * from "bookings" where id = $1 for update', params: [] },
    ];
    const ranks = firstLocks(old);
    expect(ranks).not.toEqual([...ranks].sort((a, b) => a - b));
  });
});
