import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { memberCall } from "../../test/billing.ts";
import { booked, cancelBooking, NOW, query, requestReschedule, YEAR } from "../../test/booking-changes.ts";
import {
  addLovedOne,
  book,
  bookingBody,
  fixedClock,
  serviceId,
  subscribedFamily,
} from "../../test/bookings.ts";
import { circleMember, familyCall } from "../../test/family.ts";
import { useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, newPerson } from "../../test/identity.ts";
import { sendLoginCode } from "../../test/members.ts";
import { goldFamily, okDates, seriesCall } from "../../test/schedules.ts";
import { confirmedVisit } from "../../test/visit-reports.ts";

/*
 * Every change takes its locks in the one order of decisions 0033 and 0048, so two changes never wait on
 * each other. The app runs on PGlite (one connection: the statements recorded are each call's, in order);
 * each call's locking statements are ranked, and the first lock of each rank must come in rank order.
 *
 * A lock is a row a statement updates, deletes or selects for update or share, the roster's day lock,
 * and the share lock PostgreSQL's foreign-key checks take on a referenced row (FOR KEY SHARE, which waits
 * for a FOR UPDATE on that row): an insert locks the rows its foreign keys name; an update those whose
 * key it sets, or all of them once the row is the transaction's own (inserted or updated earlier in it);
 * deleting a row a foreign key sets to null on delete updates the rows naming it. Columns naming the
 * administrator acting (an audit row's author, a decision's) are left out: no transaction locks an
 * administrator's account together with a family's rows.
 */

/** The order locks are taken in (decisions 0033 and 0048). */
const RANK: Record<string, number> = {
  users: 1,
  subscriptions: 2,
  loved_ones: 3,
  bookings: 4,
  // A loved one's check-in code (decision 0093): share-locked by a check-in after its visit's booking,
  // replaced by the team after a key share on the loved one.
  check_in_codes: 4.5,
  reschedule_requests: 5,
  // A care schedule's row (decision 0078): after its visits and their requests, before the roster's days.
  visit_series: 5.5,
  "roster-day": 6,
};
const NAMES = Object.fromEntries(Object.entries(RANK).map(([k, v]) => [v, k]));

/** A foreign key: `table.column` references `references`; onDelete "n" sets it to null. */
interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: string;
}

/** Columns naming the administrator acting, never a family's account. */
const ACTOR_COLUMNS = new Set([
  "admin_audit.admin_id",
  "reschedule_requests.decided_by",
  "enquiries.handled_by",
  "questions.handled_by",
  "plan_cancellations.decided_by",
  "incidents.closed_by",
]);

type Recorded = { statement: string; params: unknown[] };

/** The value a placeholder ($n) stands for, or undefined for a literal (default, now()). */
function placeholderValue(token: string, params: unknown[]): unknown {
  const n = token.trim().match(/^\$(\d+)$/)?.[1];
  return n === undefined ? undefined : params[Number(n) - 1];
}

/** The tables (by rank) each statement locks, in order, for one call's statements. */
function lockReader(foreignKeys: readonly ForeignKey[]) {
  const keysOf = (table: string) =>
    foreignKeys.filter((k) => k.table === table && !ACTOR_COLUMNS.has(`${k.table}.${k.column}`));
  /** Tables the call has inserted or updated rows of: a later update of them checks every key again. */
  const own = new Set<string>();

  /** The key-share locks an update of `table` setting `columns` takes. */
  function updating(table: string, columns: Map<string, unknown>): string[] {
    const checked = keysOf(table).filter((k) =>
      own.has(table)
        ? columns.get(k.column) !== null
        : columns.has(k.column) && columns.get(k.column) !== null,
    );
    own.add(table);
    return [table, ...checked.map((k) => k.references)];
  }

  return function locksOf({ statement, params }: Recorded): string[] {
    const s = statement.toLowerCase().trim();
    if (s.includes("pg_advisory_xact_lock")) {
      return params.some((p) => String(p).startsWith("roster-day:")) ? ["roster-day"] : [];
    }
    const inserted = s.match(/^insert into "?(\w+)"? \(([^)]*)\) values \(([^)]*)\)/);
    if (inserted) {
      const [, table = "", columnList = "", valueList = ""] = inserted;
      const columns = columnList.split(",").map((c) => c.trim().replaceAll('"', ""));
      const values = valueList.split(",");
      own.add(table);
      return keysOf(table)
        .filter((k) => {
          const at = columns.indexOf(k.column);
          return at >= 0 && placeholderValue(values[at] ?? "", params) != null;
        })
        .map((k) => k.references);
    }
    // INSERT … SELECT (a check and its write in one statement): every key column it lists is set.
    const insertedFrom = s.match(/^insert into "?(\w+)"? \(([^)]*)\)\s+select /);
    if (insertedFrom) {
      const [, table = "", columnList = ""] = insertedFrom;
      const columns = columnList.split(",").map((c) => c.trim().replaceAll('"', ""));
      own.add(table);
      return keysOf(table)
        .filter((k) => columns.includes(k.column))
        .map((k) => k.references);
    }
    const updated = s.match(/^update "?(\w+)"? set (.*?)(?: where | returning |$)/);
    if (updated) {
      const [, table = "", set = ""] = updated;
      const columns = new Map(
        [...set.matchAll(/"?(\w+)"? = ([^,]+)/g)].map((m) => [
          m[1] ?? "",
          placeholderValue(m[2] ?? "", params),
        ]),
      );
      return updating(table, columns);
    }
    const deleted = s.match(/^delete from "?(\w+)"?/)?.[1];
    if (deleted) {
      // ON DELETE SET NULL: the rows naming it are updated, that column set to null.
      const nulled = foreignKeys.filter((k) => k.references === deleted && k.onDelete === "n");
      return [deleted, ...nulled.flatMap((k) => updating(k.table, new Map([[k.column, null]])))];
    }
    const selected = / for (update|share|no key update|key share)/.test(s)
      ? s.match(/ from "?(\w+)"?/)?.[1]
      : undefined;
    return selected ? [selected] : [];
  };
}

/** The ranks in the order each was first taken by the statements recorded. */
function firstLocks(recorded: Recorded[], foreignKeys: readonly ForeignKey[] = []): number[] {
  const locksOf = lockReader(foreignKeys);
  const seen: number[] = [];
  for (const r of recorded) {
    for (const table of locksOf(r)) {
      const rank = RANK[table];
      if (rank !== undefined && !seen.includes(rank)) seen.push(rank);
    }
  }
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
  let foreignKeys: ForeignKey[];

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    service = await serviceId(t, "GEN-COMPANION");
    foreignKeys = await query<ForeignKey>(
      t,
      sql`select c.conrelid::regclass::text as "table", a.attname as "column",
                 c.confrelid::regclass::text as "references", c.confdeltype as "onDelete"
          from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f'`,
    );
  });

  const asAdmin = (path: string, payload: object) => adminCall(t, admin, path, payload);

  /** The ranked locks `run` takes, by name, in the order first taken; fails if any comes out of order. */
  async function locksTakenBy(run: () => Promise<{ status: number; body: unknown }>): Promise<string[]> {
    recorded.length = 0;
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ranks = firstLocks(recorded, foreignKeys);
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
      // The account's key share lock first: the insert's foreign key would take it last (decision 0048).
    ).toEqual(["users", "subscriptions", "loved_ones", "roster-day"]);

    const first = await booked(t, m, bookingBody(kamala, service, { visit_date: "2026-12-16" }));
    const move = { shift_type: 2, start_time: "14:00" };
    expect(
      await locksTakenBy(() =>
        requestReschedule(t, m, { booking_id: first.booking_id, visit_date: "2026-12-20", ...move }),
      ),
    ).toEqual(["users", "subscriptions", "bookings"]);
    const [approving] = await query<{ id: number }>(
      t,
      sql`select id from reschedule_requests where booking_id = ${first.booking_id}`,
    );
    expect(
      await locksTakenBy(() =>
        asAdmin("decidereschedule", { request_id: approving?.id, decision: "approve" }),
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
        asAdmin("decidereschedule", { request_id: requestId, decision: "decline", note: "No one free" }),
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
        asAdmin("takeaction", { booking_id: fourth.booking_id, action: "cancel", remarks: "No one free" }),
      ),
    ).toEqual(["bookings", "reschedule_requests"]);

    // Deleting a loved one sets their past visits' loved_one_id to null (those bookings' row locks), and their
    // care schedules' (issue 44: after the bookings, as the foreign keys' actions run in that order).
    expect(await locksTakenBy(() => memberCall(t, m, "removelovedone", { loved_one_id: haripada }))).toEqual([
      "loved_ones",
      "bookings",
      "visit_series",
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
    // The plans before the loved ones: the bookings' second update checks each booking's plan again. Deleting
    // the loved ones sets their care schedules' loved_one_id to null, last (issue 44).
    expect(await locksTakenBy(() => memberCall(t, m, "eraseaccount", { otp: code }))).toEqual([
      "users",
      "subscriptions",
      "loved_ones",
      "bookings",
      "reschedule_requests",
      "visit_series",
    ]);
  });

  it("confirming a care schedule takes a single booking's locks in their order, the roster's days last", async () => {
    const f = await goldFamily(t, service);
    const call = (path: string, payload: object) => seriesCall(t, f.member, path, { ...payload });
    const preview = await call("previewvisitseries", f.pattern);
    const dates = okDates(preview.body.Data.dates);
    expect(dates.length).toBeGreaterThan(10);
    expect(
      await locksTakenBy(() =>
        call("createvisitseries", {
          ...f.pattern,
          idempotency_key: randomUUID(),
          confirmed_dates: dates,
        }),
      ),
    ).toEqual(["users", "subscriptions", "loved_ones", "visit_series", "roster-day"]);
    const [series] = await query<{ id: number }>(
      t,
      sql`select id from visit_series where user_id = ${f.member.userId}`,
    );

    // The monthly booking, when March opens: the same order, the series' row before the roster's days.
    expect(
      await locksTakenBy(async () => {
        await t.app.seriesSweep.runOnce(new Date("2026-12-31T04:30:00Z"));
        return { status: 200, body: null };
      }),
    ).toEqual(["users", "subscriptions", "loved_ones", "visit_series", "roster-day"]);

    // The team's first assignment of a visit of it (decision 0081): the visit's row and every later one's,
    // then the series' row, then the roster's day of each visit given, in date order.
    const [first] = await query<{ id: number; companion_id: number }>(
      t,
      sql`select id, companion_id from bookings where series_id = ${series?.id} order by visit_date limit 1`,
    );
    expect(
      await locksTakenBy(() =>
        asAdmin("assigncompanion", {
          booking_id: first?.id,
          companion_id: first?.companion_id,
          confirm: true,
        }),
      ),
    ).toEqual(["bookings", "visit_series", "roster-day"]);
    const dayLocks = recorded.flatMap((r, i) =>
      r.statement.includes("pg_advisory_xact_lock")
        ? r.params.filter((p) => String(p).startsWith("roster-day:")).map((p) => ({ i, day: String(p) }))
        : [],
    );
    const bookingLocks = recorded.flatMap((r, i) =>
      /from "bookings".* for update/is.test(r.statement) ? [i] : [],
    );
    expect(dayLocks.length).toBeGreaterThan(10);
    expect(Math.max(...bookingLocks)).toBeLessThan(dayLocks[0]?.i ?? 0);
    const days = dayLocks.map((d) => d.day);
    expect(days).toEqual([...days].sort());

    expect(
      await locksTakenBy(() => call("endvisitseries", { series_id: series?.id, from: "2027-01-05" })),
    ).toEqual(["users", "bookings", "reschedule_requests", "visit_series"]);
  });

  it("changing a care schedule from a date takes confirming's locks with ending's between them; a pause, the loved one's row before their visits", async () => {
    const f = await goldFamily(t, service);
    const call = (path: string, payload: object) => seriesCall(t, f.member, path, { ...payload });
    const preview = await call("previewvisitseries", f.pattern);
    const created = await call("createvisitseries", {
      ...f.pattern,
      idempotency_key: randomUUID(),
      confirmed_dates: okDates(preview.body.Data.dates),
    });
    const seriesId = created.body.Data.series.series_id;
    const change = { from: "2026-12-14", weekdays: [1, 4], shift_type: 1, start_time: "10:00" };
    const changed = await call("previewvisitseries", { ...f.pattern, ...change, series_id: seriesId });
    // The visits from the date (and their requests as they are cancelled), then the series' row, then the
    // roster's days of the new dates.
    expect(
      await locksTakenBy(() =>
        call("updatevisitseries", {
          ...change,
          series_id: seriesId,
          idempotency_key: randomUUID(),
          confirmed_dates: okDates(changed.body.Data.dates),
        }),
      ),
    ).toEqual([
      "users",
      "subscriptions",
      "loved_ones",
      "bookings",
      "reschedule_requests",
      "visit_series",
      "roster-day",
    ]);
    // A pause: the loved one's row for update (a booking or schedule for them waits), then their visits.
    expect(
      await locksTakenBy(() =>
        call("pausevisits", {
          loved_one_id: f.lovedOnes[0],
          from: "2026-12-21",
          to: "2026-12-27",
          reason: "travel",
          idempotency_key: randomUUID(),
        }),
      ),
    ).toEqual(["users", "loved_ones", "bookings", "reschedule_requests"]);
  });

  it("asking to cancel a plan takes the account's key share, then the plan; approving, the plan, then its visits, then its schedules", async () => {
    const f = await subscribedFamily(t, YEAR);
    const quoted = await t.call({
      method: "POST",
      url: "/api/users/getcancellationquote/",
      headers: { authorization: `Bearer ${f.member.token}` },
      payload: { subscription_id: f.subscriptionId },
    });
    const q = quoted.body.Data.quote;
    expect(
      await locksTakenBy(() =>
        t.call({
          method: "POST",
          url: "/api/users/cancelsubscription/",
          headers: { authorization: `Bearer ${f.member.token}` },
          payload: {
            subscription_id: f.subscriptionId,
            effective_date: q.effective_date,
            refund: q.refund,
            reason: "Moving abroad",
          },
        }),
      ),
    ).toEqual(["users", "subscriptions"]);

    // The team's approval: the plan, then its visits from the date and their open requests, then the plan's
    // care schedules, which end with it (issue 44).
    const [lovedOne] = f.lovedOnes as [number];
    const later = await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-20" }));
    await requestReschedule(t, f.member, {
      booking_id: later.booking_id,
      visit_date: "2026-12-22",
      shift_type: 2,
      start_time: "14:00",
    });
    const [asked] = await query<{ id: number }>(
      t,
      sql`select id from plan_cancellations where subscription_id = ${f.subscriptionId}`,
    );
    expect(
      await locksTakenBy(() =>
        asAdmin("decidecancellation", { cancellation_id: asked?.id, decision: "approve" }),
      ),
    ).toEqual(["subscriptions", "bookings", "reschedule_requests", "visit_series"]);
  });

  it("reporting an incident takes the account's key share, then the booking's; closing one neither", async () => {
    const f = await subscribedFamily(t, YEAR);
    const [lovedOne] = f.lovedOnes as [number];
    const visit = await booked(t, f.member, bookingBody(lovedOne, service, { visit_date: "2026-12-15" }));
    clock.set("2026-12-15T05:00:00Z");
    try {
      const reported = await t.call({
        method: "POST",
        url: "/api/users/reportincident/",
        headers: { authorization: `Bearer ${f.member.token}` },
        payload: {
          booking_id: visit.booking_id,
          severity: "minor",
          what_happened: "The gate was left open.",
        },
      });
      expect(reported.status, JSON.stringify(reported.body)).toBe(200);
      recorded.length = 0;
      const again = await t.call({
        method: "POST",
        url: "/api/users/reportincident/",
        headers: { authorization: `Bearer ${f.member.token}` },
        payload: { booking_id: visit.booking_id, severity: "serious", what_happened: "The gate again." },
      });
      expect(again.status).toBe(200);
      const ranks = firstLocks(recorded, foreignKeys);
      expect(ranks.map((r) => NAMES[r])).toEqual(["users", "bookings"]);
      const id = reported.body.Data.incident.incident_id as number;
      expect(
        await locksTakenBy(() => asAdmin("closeincident", { incident_id: id, resolution: "Shut." })),
      ).toEqual([]);
    } finally {
      clock.set(NOW);
    }
  });

  it("a QR check-in share-locks the check-in code after the visit's booking; the team's rotation key-shares the loved one first (decision 0093)", async () => {
    const v = await confirmedVisit(t, clock.set, {
      date: "2026-12-15",
      service,
      sessions: new Map(),
      now: NOW,
    });
    const lovedOneId = v.lovedOnes[0] as number;
    try {
      const card = await t.call({
        method: "POST",
        url: "/api/users/getemergencycard/",
        headers: { authorization: `Bearer ${v.member.token}` },
        payload: { loved_one_id: lovedOneId },
      });
      expect(card.status, JSON.stringify(card.body)).toBe(200);
      // The loved one's key share (this test's reader counts an upsert's foreign keys, not the row it
      // replaces: the code's own row comes after, in the same statement).
      expect(await locksTakenBy(() => asAdmin("rotatecheckincode", { loved_one_id: lovedOneId }))).toEqual([
        "loved_ones",
      ]);
      const again = await t.call({
        method: "POST",
        url: "/api/users/getemergencycard/",
        headers: { authorization: `Bearer ${v.member.token}` },
        payload: { loved_one_id: lovedOneId },
      });
      clock.set("2026-12-15T03:30:00Z");
      const ranks = await locksTakenBy(() =>
        t.call({
          method: "POST",
          url: "/api/companion/checkin/",
          headers: { authorization: `Bearer ${v.token}` },
          payload: { booking_id: v.bookingId, qr_code: again.body.Data.check_in_code },
        }),
      );
      expect(ranks.slice(ranks.indexOf("bookings"))).toEqual(["bookings", "check_in_codes"]);
    } finally {
      clock.set(NOW);
    }
  });

  it("the family circle: inviting locks the payer's account first; a manager's booking and the payer's removal of a member keep the order", async () => {
    const f = await subscribedFamily(t, YEAR);
    const [lovedOne] = f.lovedOnes as [number];
    expect(
      await locksTakenBy(() =>
        familyCall(t, f.member, "invitefamily", {
          name: "Ravi Sen",
          phone: newPerson().phone,
          role: "viewer",
        }),
      ),
    ).toEqual(["users"]);
    const manager = await circleMember(t, f.member, "manager");
    expect(
      await locksTakenBy(() =>
        book(t, manager.session, bookingBody(lovedOne, service, { visit_date: "2026-12-16" })),
      ),
    ).toEqual(["users", "subscriptions", "loved_ones", "roster-day"]);
    await locksTakenBy(() =>
      familyCall(t, f.member, "removefamily", { membership_id: manager.membershipId }),
    );
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

  it("would catch the foreign keys' share locks taken out of order (booking and erasure before decision 0048)", () => {
    const keys: ForeignKey[] = [
      { table: "bookings", column: "user_id", references: "users", onDelete: "a" },
      { table: "bookings", column: "subscription_id", references: "subscriptions", onDelete: "a" },
      { table: "bookings", column: "loved_one_id", references: "loved_ones", onDelete: "n" },
      { table: "admin_audit", column: "admin_id", references: "users", onDelete: "a" },
    ];
    const outOfOrder = (statements: Recorded[]) => {
      const ranks = firstLocks(statements, keys);
      return ranks.some((r, i) => i > 0 && r < (ranks[i - 1] as number));
    };
    // A booking: the plan, the loved one, then the insert naming the member's account.
    const booking: Recorded[] = [
      { statement: 'select * from "subscriptions" where "user_id" = $1 for update', params: [7] },
      { statement: 'select "id" from "loved_ones" where "id" = $1 for share of "loved_ones"', params: [3] },
      {
        statement: 'insert into "bookings" ("id", "user_id", "subscription_id") values (default, $1, $2)',
        params: [7, 9],
      },
    ];
    expect(outOfOrder(booking)).toBe(true);
    expect(
      outOfOrder([
        { ...booking[0], statement: 'select "id" from "users" where "id" = $1 for key share' } as Recorded,
        ...booking,
      ]),
    ).toBe(false);
    // Erasure: the account, the loved ones, then the bookings updated twice (the second checks every key).
    const erasure: Recorded[] = [
      { statement: 'select "id" from "users" where "id" = $1 for update', params: [7] },
      { statement: 'select "id" from "loved_ones" where "user_id" = $1 for update', params: [7] },
      { statement: 'update "bookings" set "notes" = $1 where "user_id" = $2', params: ["", 7] },
      { statement: 'update "bookings" set "status" = $1 where "user_id" = $2', params: ["cancelled", 7] },
    ];
    expect(outOfOrder(erasure)).toBe(true);
    expect(firstLocks(erasure.slice(0, 3), keys)).toEqual([1, 3, 4]);
    // The audit row's author is the administrator acting, not a family: left out.
    expect(
      firstLocks(
        [
          { statement: 'select * from "bookings" where "id" = $1 for update', params: [1] },
          { statement: 'insert into "admin_audit" ("id", "admin_id") values (default, $1)', params: [2] },
        ],
        keys,
      ),
    ).toEqual([4]);
  });
});
