import { AUTOASSIGN_MESSAGES, type AutoassignResponse } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NOW, query, bookedVisit as visitBooked } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId } from "../../test/bookings.ts";
import { resetRoster } from "../../test/companions.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin } from "../../test/identity.ts";

/*
 * admin/autoassign/ with `rebalance` (issue 45, decision 0089): a requested visit holding a companion (its
 * family not yet told who is coming) may move to a better-suited one, audited, with nobody written to; a
 * confirmed or started visit never moves; a dry run writes nothing; and (on PostgreSQL, where they really
 * run at once) two such runs and a manual assignment together never double-book or undo the manual choice.
 */

describe.each(TEST_DATABASES)("admin/autoassign/ with rebalance (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let companionService: number;
  let kolkata: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    companionService = await serviceId(t, "GEN-COMPANION");
    const [city] = await query<{ id: number }>(t, sql`select id from cities where name = 'Kolkata'`);
    kolkata = city?.id as number;
  });
  afterEach(async () => {
    clock.set(NOW);
    await resetRoster(t);
  });

  const call = (payload: object) =>
    t.call({
      method: "POST",
      url: "/api/admin/autoassign/",
      headers: { authorization: `Bearer ${admin}` },
      payload,
    });
  async function run(date: string, o: { rebalance?: boolean; dryRun?: boolean; to?: string } = {}) {
    const res = await call({
      city_id: kolkata,
      from: date,
      to: o.to ?? date,
      dry_run: o.dryRun ?? false,
      rebalance: o.rebalance ?? false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data as AutoassignResponse;
  }
  const companionOf = async (bookingId: number) =>
    (
      await query<{ companion_id: number | null }>(
        t,
        sql`select companion_id from bookings where id = ${bookingId}`,
      )
    )[0]?.companion_id ?? null;
  const count = async (statement: ReturnType<typeof sql>) =>
    (await query<{ n: number }>(t, statement))[0]?.n ?? 0;
  const audited = (bookingId: number) =>
    count(
      sql`select count(*)::int as n from admin_audit where action = 'booking.autoassign' and target_id = ${bookingId}`,
    );
  const outbox = () => count(sql`select count(*)::int as n from notifications`);

  /** A Kolkata companion other than `not` holding no visit on any of `dates`. */
  async function freeCompanion(not: number[], dates: string[]) {
    const [row] = await query<{ id: number }>(
      t,
      sql`select c.id from companions c join cities ci on ci.id = c.city_id
          where ci.name = 'Kolkata' and c.id not in (${sql.join(not, sql`, `)})
            and not exists (select 1 from bookings b where b.companion_id = c.id
              and b.visit_date::text in (${sql.join(dates, sql`, `)}))
          order by c.id desc limit 1`,
    );
    return row?.id as number;
  }

  /**
   * A requested visit on `date` held by a companion who never served its loved one, and an earlier visit
   * (confirmed, 4 December) made by another companion: the one rebalance should move it to.
   */
  async function heldWithHistory(date: string) {
    const v = await visitBooked(t, companionService, date);
    const earlier = await book(
      t,
      v.member,
      bookingBody(v.lovedOnes[0] as number, companionService, { visit_date: "2026-12-04" }),
    );
    const earlierId = earlier.body.Data.booking.booking_id as number;
    const servedBy = await freeCompanion([v.held], ["2026-12-04", date]);
    await t.database.db.execute(
      sql`update bookings set companion_id = ${servedBy}, status = 'confirmed' where id = ${earlierId}`,
    );
    // The earlier visit has been made: its loved one was served by `servedBy` in the last 90 days.
    clock.set("2026-12-05T04:30:00Z");
    return { ...v, servedBy };
  }

  it("moves a requested visit to the companion who served its loved one only with rebalance; a dry run writes nothing", async () => {
    const v = await heldWithHistory("2026-12-14");
    expect(v.servedBy).not.toBe(v.held);

    // Without rebalance a held visit is not the run's.
    const plain = await run("2026-12-14");
    expect(plain.moved).toEqual([]);
    expect(plain.assigned.find((a) => a.booking_id === v.bookingId)).toBeUndefined();
    expect(await companionOf(v.bookingId)).toBe(v.held);

    // A dry run shows the move, from whom to whom and why, and writes nothing.
    const sent = await outbox();
    const plan = await run("2026-12-14", { rebalance: true, dryRun: true });
    const planned = plan.moved.find((m) => m.booking_id === v.bookingId);
    expect(planned).toMatchObject({
      from_companion_id: v.held,
      from_companion_name: expect.any(String),
      companion_id: v.servedBy,
      companion_name: expect.any(String),
      reasons: expect.arrayContaining(["served_before"]),
    });
    expect(plan.assigned.find((a) => a.booking_id === v.bookingId)).toBeUndefined();
    expect(plan.summary.moved).toBe(plan.moved.length);
    expect(plan.Message).toBe(AUTOASSIGN_MESSAGES.planned(plan.assigned.length, plan.moved.length));
    expect(await companionOf(v.bookingId)).toBe(v.held);
    expect(await audited(v.bookingId)).toBe(0);

    // For real: moved, still requested, audited from one companion to the other; nobody is written to.
    const done = await run("2026-12-14", { rebalance: true });
    expect(done.moved.find((m) => m.booking_id === v.bookingId)).toMatchObject({
      from_companion_id: v.held,
      companion_id: v.servedBy,
    });
    expect(done.Message).toBe(AUTOASSIGN_MESSAGES.assigned(done.assigned.length, done.moved.length));
    expect(done.summary.per_companion.reduce((n, c) => n + c.visits, 0)).toBe(
      done.assigned.length + done.moved.length,
    );
    const [row] = await query<{ companion_id: number; status: string }>(
      t,
      sql`select companion_id, status from bookings where id = ${v.bookingId}`,
    );
    expect(row).toEqual({ companion_id: v.servedBy, status: "requested" });
    const [audit] = await query<{ before: { companion_id: number }; after: { companion_id: number } }>(
      t,
      sql`select before, after from admin_audit where action = 'booking.autoassign' and target_id = ${v.bookingId}`,
    );
    expect(audit?.before.companion_id).toBe(v.held);
    expect(audit?.after.companion_id).toBe(v.servedBy);
    expect(await outbox()).toBe(sent);

    // Kept where it now is: a second run reports no move for it.
    const again = await run("2026-12-14", { rebalance: true });
    expect(again.moved.find((m) => m.booking_id === v.bookingId)).toBeUndefined();
    expect(await audited(v.bookingId)).toBe(1);
  });

  it("never moves a confirmed visit, nor one that has started", async () => {
    const confirmed = await heldWithHistory("2026-12-15");
    await t.database.db.execute(
      sql`update bookings set status = 'confirmed' where id = ${confirmed.bookingId}`,
    );
    const done = await run("2026-12-15", { rebalance: true });
    expect(done.moved.find((m) => m.booking_id === confirmed.bookingId)).toBeUndefined();
    expect(await companionOf(confirmed.bookingId)).toBe(confirmed.held);

    clock.set(NOW);
    const started = await heldWithHistory("2026-12-16");
    // Two minutes after its 9 AM start (India time): no longer the run's, though it would move before.
    expect(
      (await run("2026-12-16", { rebalance: true, dryRun: true })).moved.map((m) => m.booking_id),
    ).toContain(started.bookingId);
    clock.set("2026-12-16T03:32:00Z");
    const late = await run("2026-12-16", { rebalance: true });
    expect(late.moved.find((m) => m.booking_id === started.bookingId)).toBeUndefined();
    expect(await companionOf(started.bookingId)).toBe(started.held);
  });

  it("writes a chain of moves in order: a visit moves into the time another move frees", async () => {
    const day = "2026-12-22";
    const first = await visitBooked(t, companionService, day);
    const second = await visitBooked(t, companionService, day);
    const free = await freeCompanion([first.held, second.held], [day]);
    // The first family prefers a free companion; the second prefers the first visit's companion.
    const prefer = (userId: number, companionId: number) =>
      t.database.db.execute(
        sql`insert into companion_preferences (user_id, companion_id, preference, updated_at)
            values (${userId}, ${companionId}, 'prefer', now())`,
      );
    await prefer(first.member.userId, free);
    await prefer(second.member.userId, first.held);
    const done = await run(day, { rebalance: true });
    const mine = done.moved.filter((m) => [first.bookingId, second.bookingId].includes(m.booking_id));
    expect(mine.map((m) => [m.booking_id, m.from_companion_id, m.companion_id])).toEqual([
      [first.bookingId, first.held, free],
      [second.bookingId, second.held, first.held],
    ]);
    expect(mine[1]?.reasons).toContain("family_prefers");
    expect(await companionOf(first.bookingId)).toBe(free);
    expect(await companionOf(second.bookingId)).toBe(first.held);
  });

  it("two rebalance runs and a manual assignment at once never double-book a companion or undo the manual choice", async () => {
    const day = "2026-12-18";
    const held = [];
    for (let i = 0; i < 6; i++) held.push(await visitBooked(t, companionService, day));
    const open = [];
    for (let i = 0; i < 2; i++) {
      const v = await visitBooked(t, companionService, day);
      await t.database.db.execute(sql`update bookings set companion_id = null where id = ${v.bookingId}`);
      open.push(v);
    }
    // Three free companions, each preferred by two of the families: every run wants to move visits to them.
    const taken = held.map((v) => v.held);
    const wanted: number[] = [];
    for (let i = 0; i < 3; i++) wanted.push(await freeCompanion([...taken, ...wanted], [day]));
    for (const [i, v] of held.entries()) {
      await t.database.db.execute(
        sql`insert into companion_preferences (user_id, companion_id, preference, updated_at)
            values (${v.member.userId}, ${wanted[i % 3] as number}, 'prefer', now())`,
      );
    }
    const plan = await run(day, { rebalance: true, dryRun: true });
    expect(plan.moved.length).toBeGreaterThan(0);

    const manual = held[0];
    const pick = wanted[1] as number;
    const answers = await Promise.all([
      call({ city_id: kolkata, from: day, to: day, rebalance: true }),
      call({ city_id: kolkata, from: "2026-12-17", to: "2026-12-19", rebalance: true }),
      t.call({
        method: "POST",
        url: "/api/admin/assigncompanion/",
        headers: { authorization: `Bearer ${admin}` },
        payload: { booking_id: manual?.bookingId, companion_id: pick },
      }),
    ]);
    for (const res of answers) expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
    if (answers[2]?.status === 200) expect(await companionOf(manual?.bookingId as number)).toBe(pick);
    const twice = await count(
      sql`select count(*)::int as n from (select companion_id from bookings where visit_date = ${day}
              and companion_id is not null and status in ('requested', 'confirmed')
              group by companion_id having count(*) > 1) d`,
    );
    expect(twice).toBe(0);
    // A held visit never loses its companion; an open one is given one, or said to be taken meanwhile
    // (a move it relied on, or its companion, went to the other writer first).
    for (const v of held) expect(await companionOf(v.bookingId)).not.toBeNull();
    const said = answers.flatMap((res) =>
      res.status === 200 && "unassigned" in res.body.Data
        ? (res.body.Data as AutoassignResponse).unassigned
        : [],
    );
    for (const v of open) {
      if ((await companionOf(v.bookingId)) !== null) continue;
      expect(said).toContainEqual(
        expect.objectContaining({ booking_id: v.bookingId, reason: "taken_meanwhile" }),
      );
    }
    // Every move is audited: each run's last word on a visit names the companion it holds now.
    for (const v of held.slice(1)) {
      const rows = await query<{ before: { companion_id: number }; after: { companion_id: number } }>(
        t,
        sql`select before, after from admin_audit where action = 'booking.autoassign' and target_id = ${v.bookingId} order by id`,
      );
      const now = await companionOf(v.bookingId);
      if (now === v.held) expect(rows).toEqual([]);
      else {
        expect(rows[0]?.before.companion_id).toBe(v.held);
        expect(rows.at(-1)?.after.companion_id).toBe(now);
      }
    }
  });
});
