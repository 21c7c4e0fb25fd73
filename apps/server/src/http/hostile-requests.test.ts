import { API, API_BASE, type RouteContract, scopeOf } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOSTILE_VALUES, plausibleBody, requestBodyArbitrary } from "../test/arbitraries.ts";
import { lastRosterPhone, loginCompanion } from "../test/companion-session.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../test/harness.ts";
import { loginNewAdmin, loginNewStaff, registerMember } from "../test/identity.ts";
import { loginBy, placeOf } from "../test/members.ts";

/*
 * Issue 16: every route of the contract table, called with hostile and generated bodies as a visitor,
 * a member, an administrator, a city coordinator (issue 43: of Kolkata), a companion and a forged token:
 * never a 5xx, never a stack trace, always the envelope, and a refused request changes no row.
 */

/** Generated requests per route and per caller (the systematic pass comes on top). */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);
/**
 * Generated requests per route a coordinator's role does not hold (member, companion, public and the
 * administrators' own routes): the guard refuses them before the body is read, so a few show it.
 */
const COORDINATOR_REFUSED_RUNS = Math.min(RUNS, 3);
/** Set to list every breach instead of stopping at the first (for investigating, not for CI). */
const REPORT_ONLY = process.env.HOSTILE_REPORT === "1";

// Rows that refused requests write on purpose: the address budget counts refused lookups (issue 16,
// item 5), wrong codes count tries, and every authenticated call slides its session's expiry.
const WRITTEN_WHEN_REFUSED = new Set(["otp_address_requests", "otp_codes", "sessions"]);

async function tablesOf(t: TestApp): Promise<string[]> {
  const res = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return res.rows.map((r) => r.table_name).filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
}

/**
 * Counts every row written from now on (test-only triggers): an insert or delete of any row, an update
 * that changes a row, and on sessions one being made, removed or revoked. A write undone by a rollback
 * is undone in the count too. One row read per request instead of a digest of every table, which made
 * this file the suite's longest by far.
 */
async function countWrites(t: TestApp, tables: string[]): Promise<void> {
  const statements = [
    "create table hostile_writes (n bigint not null)",
    "insert into hostile_writes values (0)",
    `create function hostile_write() returns trigger language plpgsql as $$
       begin update hostile_writes set n = n + 1; return null; end $$`,
    ...tables.flatMap((name) => [
      `create trigger hostile_rows after insert or delete on "${name}" for each row execute function hostile_write()`,
      `create trigger hostile_changes after update on "${name}" for each row
         when (old.* is distinct from new.*) execute function hostile_write()`,
    ]),
    `create trigger hostile_rows after insert or delete on sessions for each row execute function hostile_write()`,
    `create trigger hostile_changes after update of revoked_at on sessions for each row
       when (old.revoked_at is distinct from new.revoked_at) execute function hostile_write()`,
  ];
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

/** How many rows have been written since countWrites (see there). */
async function fingerprint(t: TestApp): Promise<string> {
  const res = (await t.database.db.execute(sql`select n from hostile_writes`)) as unknown as {
    rows: { n: string | number }[];
  };
  return String(res.rows[0]?.n);
}

type Caller = { name: string; token?: string; userId?: number };

describe.each(TEST_DATABASES)("hostile requests to every contract route (%s)", (kind) => {
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 });
  // Routes that end the caller's session go last, so every other route is tried with a live session
  // (choosing which family to act for hands over a new session and ends the one that asked).
  const endsSession = (route: RouteContract) => /logout|eraseaccount|actfor/.test(route.path);
  const routes = (Object.entries(API) as [string, RouteContract][]).sort(
    ([, a], [, b]) => Number(endsSession(a)) - Number(endsSession(b)),
  );
  const callers: Record<"visitor" | "member" | "admin" | "coordinator" | "companion" | "forged", Caller> = {
    visitor: { name: "visitor" },
    member: { name: "member" },
    admin: { name: "admin" },
    coordinator: { name: "coordinator" },
    companion: { name: "companion" },
    forged: { name: "forged", token: "x".repeat(43) },
  };
  /** The console routes a coordinator holds (with the scope of their cities). */
  const coordinatorHolds = (route: RouteContract) =>
    route.action !== "public" && scopeOf("coordinator", route.action) !== null;
  /** Generated requests for this caller on this route. */
  const runsOf = (caller: Caller, route: RouteContract) =>
    caller === callers.coordinator && !coordinatorHolds(route) ? COORDINATOR_REFUSED_RUNS : RUNS;
  let tables: string[] = [];
  let before = "";
  let memberPhone = "";

  /** Sends one request and checks what every answer must be. */
  async function probe(caller: Caller, name: string, route: RouteContract, payload: unknown) {
    const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
    const hasBody = route.method === "POST" && payload !== undefined;
    if (hasBody) headers["content-type"] = "application/json";
    const res = await t.app.inject({
      method: route.method,
      url: `${API_BASE}${route.path}`,
      headers,
      ...(hasBody ? { payload: JSON.stringify(payload) } : {}),
    });
    const what = `${caller.name} → ${name} ${JSON.stringify(payload)?.slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
    // A success may have queued messages and kicked their delivery: let it finish, so its writes are
    // counted with this request and not with the next one.
    await t.app.notifier.settled();
    const after = await fingerprint(t);
    const refusedWrite = res.statusCode >= 400 && after !== before;
    before = after;
    if (REPORT_ONLY && (res.statusCode >= 500 || refusedWrite)) {
      console.log("BREACH", refusedWrite ? "write" : "5xx", what);
      return res.statusCode;
    }
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.body, what).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    // A file route's success (users/exportdata/ is JSON too) is the file, not the envelope.
    const isFile = String(res.headers["content-disposition"] ?? "").startsWith("attachment");
    if (!isFile && res.headers["content-type"]?.toString().includes("json")) {
      expect(res.json(), what).toHaveProperty("Errors");
    }
    expect(refusedWrite, `${what}\nchanged rows though refused`).toBe(false);
    return res.statusCode;
  }

  /** The route's plausible body with each field in turn made each hostile value; the number of requests. */
  async function eachFieldHostile(caller: Caller, name: string, route: RouteContract): Promise<number> {
    if (!route.body) return 0;
    let requests = 0;
    const base = plausibleBody(route.body);
    if ("user_id" in base && caller.userId) base.user_id = caller.userId;
    for (const field of Object.keys(base)) {
      for (const value of HOSTILE_VALUES) {
        await probe(caller, name, route, { ...base, [field]: value });
        requests += 1;
      }
    }
    return requests;
  }

  it("sets up a member, an administrator, a coordinator, a companion and the count of rows written", async () => {
    const member = await registerMember(t);
    memberPhone = member.person.phone;
    callers.member = { name: "member", token: member.token, userId: member.userId };
    callers.admin = { name: "admin", token: (await loginNewAdmin(t)).token };
    // A staff id far above the ones the administrator's admin/modifystaff/ calls below may name and change
    // (a plausible staff_id is 1, a generated one often small): the coordinator keeps their role and session.
    await t.database.db.execute(sql`select setval(pg_get_serial_sequence('staff', 'id'), 1000000)`);
    const kolkata = await placeOf(t, "Kolkata");
    callers.coordinator = {
      name: "coordinator",
      token: (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata.city_id] })).token,
    };
    // The roster's last companion: the console calls tried below change low ids (companion_id 1) at times.
    callers.companion = {
      name: "companion",
      token: (await loginCompanion(t, await lastRosterPhone(t))).token,
    };
    tables = await tablesOf(t);
    expect(tables).toEqual(expect.arrayContaining(["users", "enquiries", "questions", "payments"]));
    await countWrites(t, tables);
    before = await fingerprint(t);
    // The count sees a write the app makes (a refused request must make none).
    const first = sql`(select min(id) from faqs)`;
    await t.database.db.execute(sql`update faqs set question = question || ' ' where id = ${first}`);
    await t.database.db.execute(sql`update faqs set question = rtrim(question) where id = ${first}`);
    expect(Number(await fingerprint(t))).toBe(Number(before) + 2);
    before = await fingerprint(t);
  });

  it("survives each field of each route made hostile, one at a time, on an otherwise valid request", async () => {
    let requests = 0;
    for (const [name, route] of routes) {
      if (!route.body) continue;
      // The caller the route is for, so the request gets past the session and ownership checks.
      const caller = {
        public: callers.visitor,
        member: callers.member,
        admin: callers.admin,
        companion: callers.companion,
      }[route.auth];
      requests += await eachFieldHostile(caller, name, route);
    }
    console.log(`hostile fields (${kind}): ${requests} requests`);
    expect(requests).toBeGreaterThan(1000);
    // Thousands of requests, each followed by a read of the write count: it grows with the contract table
    // (the care team's routes and caller added a seventh), and both databases run it side by side.
  }, 300_000);

  it("survives each field of each console route a coordinator holds made hostile, called by the coordinator", async () => {
    let requests = 0;
    for (const [name, route] of routes) {
      // Past the guard to the rules and to their cities' filters (the routes they do not hold are refused
      // before the body is read: the generated requests below show those).
      if (route.body && route.auth === "admin" && coordinatorHolds(route))
        requests += await eachFieldHostile(callers.coordinator, name, route);
    }
    console.log(`hostile fields, coordinator (${kind}): ${requests} requests`);
    expect(requests).toBeGreaterThan(1000);
  }, 300_000);

  it(`answers ${RUNS} generated requests per route and caller (a coordinator ${COORDINATOR_REFUSED_RUNS} on routes their role does not hold) without a 5xx, a stack trace or a refused write`, async () => {
    let requests = 0;
    let expected = 0;
    // The field-by-field pass may have ended the member's session (users/actfor/ hands over a new one).
    const again = await loginBy(t, "P", memberPhone);
    callers.member = { ...callers.member, token: again.body.Token as string };
    await t.app.notifier.settled();
    before = await fingerprint(t);
    // A real session must stay alive until the routes that end it, or the rest were never reached.
    const sessionLost: string[] = [];
    for (const [name, route] of routes) {
      for (const caller of Object.values(callers)) {
        await fc.assert(
          fc.asyncProperty(requestBodyArbitrary(route.body), fc.boolean(), async (generated, ownId) => {
            let payload = generated;
            // Often the caller's own user_id, so requests get past the ownership check to the rules.
            if (ownId && caller.userId && payload && typeof payload === "object" && "user_id" in payload) {
              payload = { ...payload, user_id: caller.userId };
            }
            const status = await probe(caller, name, route, payload);
            if (status === 401 && caller.token && caller !== callers.forged && !endsSession(route))
              sessionLost.push(`${caller.name} → ${name}`);
            requests += 1;
          }),
          { numRuns: runsOf(caller, route) },
        );
        expected += runsOf(caller, route);
      }
    }
    expect(requests).toBe(expected);
    // Every route by every caller: the coordinator's fewer runs are on routes the guard refuses them.
    expect(expected).toBeGreaterThanOrEqual(routes.length * (Object.keys(callers).length - 1) * RUNS);
    expect(sessionLost).toEqual([]);
  }, 300_000);
});
