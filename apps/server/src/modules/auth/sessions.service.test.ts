import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppConfig } from "../../app-deps.ts";
import { sessions as sessionsTable } from "../../db/schema/index.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { createSessions, SLIDE_EVERY_MS } from "./sessions.service.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe.each(TEST_DATABASES)("member sessions: sliding expiry and revocation (%s)", (kind) => {
  const t = useTestApp(kind);

  /** Sessions on a clock the test moves, over the app's database. */
  function sessionsAt(start: Date, config: Partial<AppConfig> = {}) {
    let at = start.getTime();
    const sessions = createSessions({
      db: t.database.db,
      config: { ...TEST_APP_CONFIG, ...config },
      // Expiry is the subject here: a console session's account is taken as an active administrator.
      staffAccess: { scopeOf: async () => ({ role: "admin", cityIds: [] }) },
      wallClock: () => new Date(at),
    });
    const advance = (ms: number) => {
      at += ms;
    };
    return { sessions, advance, now: () => new Date(at) };
  }

  async function rowOf(token: string, sessions: ReturnType<typeof createSessions>) {
    const session = await sessions.authenticate(token);
    if (!session) throw new Error("session refused");
    const [row] = await t.database.db
      .select()
      .from(sessionsTable)
      .where(eq(sessionsTable.id, session.sessionId));
    if (!row) throw new Error("no session row");
    return row;
  }

  it("slides the expiry with use, writing it at most once a minute", async () => {
    const { userId } = await registerMember(t);
    // An absolute lifetime well beyond the days this test uses the session.
    const clock = sessionsAt(new Date("2030-01-01T00:00:00Z"), { MEMBER_SESSION_MAX_DAYS: 90 });
    const token = await clock.sessions.create(t.database.db, userId, 1);
    const ttl = TEST_APP_CONFIG.MEMBER_SESSION_DAYS * DAY_MS;
    const created = await rowOf(token, clock.sessions);
    expect(created.expiresAt.getTime()).toBe(clock.now().getTime() + ttl);

    // Used again within the minute: still valid, nothing written.
    clock.advance(SLIDE_EVERY_MS / 2);
    expect((await rowOf(token, clock.sessions)).expiresAt.getTime()).toBe(created.expiresAt.getTime());

    // Used after the minute: the expiry moves to a full term from now.
    clock.advance(SLIDE_EVERY_MS);
    const slid = await rowOf(token, clock.sessions);
    expect(slid.expiresAt.getTime()).toBe(clock.now().getTime() + ttl);
    expect(slid.lastSeenAt.getTime()).toBe(clock.now().getTime());

    // Kept in use, it outlives its first term; left alone for a full term, it ends.
    for (let day = 0; day < TEST_APP_CONFIG.MEMBER_SESSION_DAYS + 5; day += 5) {
      clock.advance(5 * DAY_MS);
      expect(await clock.sessions.authenticate(token)).not.toBeNull();
    }
    clock.advance(ttl + 1);
    expect(await clock.sessions.authenticate(token)).toBeNull();
  });

  const C = TEST_APP_CONFIG;
  it.each([
    {
      role: "member",
      userType: 1,
      idle: C.MEMBER_SESSION_DAYS * DAY_MS,
      max: C.MEMBER_SESSION_MAX_DAYS * DAY_MS,
      every: 6 * HOUR_MS,
    },
    {
      role: "admin",
      userType: 2,
      idle: C.ADMIN_SESSION_HOURS * HOUR_MS,
      max: C.ADMIN_SESSION_MAX_HOURS * HOUR_MS,
      every: 10 * 60_000,
    },
    {
      role: "companion",
      userType: 3,
      idle: C.COMPANION_SESSION_HOURS * HOUR_MS,
      max: C.COMPANION_SESSION_MAX_HOURS * HOUR_MS,
      every: 10 * 60_000,
    },
  ])(
    "never slides the session of a $role past its absolute end, and refuses it there",
    async ({ userType, idle, max, every }) => {
      // The service reads the role from the session's user_type; any account will do.
      const { userId } = await registerMember(t);
      const start = new Date("2030-03-01T00:00:00Z");
      const end = start.getTime() + max;
      const clock = sessionsAt(start);
      const token = await clock.sessions.create(t.database.db, userId, userType);
      expect((await rowOf(token, clock.sessions)).expiresAt.getTime()).toBe(
        Math.min(start.getTime() + idle, end),
      );

      // Used all along: each use slides the expiry, never past the end.
      while (clock.now().getTime() + every < end) {
        clock.advance(every);
        const row = await rowOf(token, clock.sessions);
        expect(row.expiresAt.getTime()).toBe(Math.min(clock.now().getTime() + idle, end));
      }
      clock.advance(end - 1 - clock.now().getTime());
      expect(await clock.sessions.authenticate(token)).not.toBeNull();
      // At its end it is refused, however recently it was used: the person logs in again.
      clock.advance(1);
      expect(await clock.sessions.authenticate(token)).toBeNull();
      clock.advance(SLIDE_EVERY_MS * 2);
      expect(await clock.sessions.authenticate(token)).toBeNull();
    },
  );

  it("refuses a session past its absolute end even when its expiry was written under a longer limit", async () => {
    const { userId } = await registerMember(t);
    const start = new Date("2030-06-01T00:00:00Z");
    const before = sessionsAt(start, { MEMBER_SESSION_MAX_DAYS: 365 });
    const token = await before.sessions.create(t.database.db, userId, 1);
    before.advance(20 * DAY_MS);
    await rowOf(token, before.sessions);
    before.advance(20 * DAY_MS);
    expect((await rowOf(token, before.sessions)).expiresAt.getTime()).toBe(start.getTime() + 70 * DAY_MS);
    // The limit is now 30 days (a session from before the limit, or a limit lowered since).
    const now = sessionsAt(before.now());
    expect(await now.sessions.authenticate(token)).toBeNull();
  });

  it("refuses a member's session through the API once its absolute lifetime has passed", async () => {
    const member = await registerMember(t);
    const read = () =>
      t.call({
        method: "POST",
        url: "/api/users/getprofiledata/",
        headers: { authorization: `Bearer ${member.token}` },
        payload: { user_id: member.userId },
      });
    expect((await read()).status).toBe(200);
    // Logged in 30 days and a minute ago, used a moment ago (its sliding expiry is a month ahead).
    await t.database.db
      .update(sessionsTable)
      .set({
        createdAt: new Date(Date.now() - TEST_APP_CONFIG.MEMBER_SESSION_MAX_DAYS * DAY_MS - 60_000),
        expiresAt: new Date(Date.now() + 29 * DAY_MS),
      })
      .where(eq(sessionsTable.userId, member.userId));
    const refused = await read();
    expect(refused.status).toBe(401);
    expect(refused.body.Errors.Business_Errors[0]?.Code).toBe("BE002");
  });

  it("refuses a revoked session at once, even within the minute its expiry was last written", async () => {
    const { userId } = await registerMember(t);
    const clock = sessionsAt(new Date());
    const token = await clock.sessions.create(t.database.db, userId, 1);
    const session = await clock.sessions.authenticate(token);
    expect(session).not.toBeNull();
    await clock.sessions.revoke(session?.sessionId as number);
    expect(await clock.sessions.authenticate(token)).toBeNull();
  });

  it("refuses a session at once after logout through the API, on a member read", async () => {
    const member = await registerMember(t);
    const auth = { authorization: `Bearer ${member.token}` };
    const read = () =>
      t.call({
        method: "POST",
        url: "/api/users/getprofiledata/",
        headers: auth,
        payload: { user_id: member.userId },
      });
    expect((await read()).status).toBe(200);
    expect((await t.call({ method: "POST", url: "/api/users/logout/", headers: auth })).status).toBe(200);
    expect((await read()).status).toBe(401);
  });
});
