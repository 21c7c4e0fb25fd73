import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions as sessionsTable } from "../../db/schema/index.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { createSessions, SLIDE_EVERY_MS } from "./sessions.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)("member sessions: sliding expiry and revocation (%s)", (kind) => {
  const t = useTestApp(kind);

  /** Sessions on a clock the test moves, over the app's database. */
  function sessionsAt(start: Date) {
    let at = start.getTime();
    const sessions = createSessions({
      db: t.database.db,
      config: TEST_APP_CONFIG,
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
    const clock = sessionsAt(new Date("2030-01-01T00:00:00Z"));
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
