import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

// Every member or admin call runs this lookup: built once per database handle and sent as a named
// prepared statement (on PostgreSQL, parsed and planned once per connection).
const prepareLiveSession = (db: Db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("at")),
      ),
    )
    .limit(1)
    .prepare("sessions_find_live");
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

/** The session with this token hash, unless revoked or expired at `at`. */
export async function findLiveSession(db: Db, tokenHash: string, at: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, at: at.toISOString() });
  return row ?? null;
}

export async function extendSession(db: Db, id: number, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

/** Every live session of a user (erasure). */
export async function revokeUserSessions(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id));
}

/** Every live session acting through a circle membership (its removal or role change). */
export async function revokeMembershipSessions(db: Db, membershipId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.familyMemberId, membershipId), isNull(sessions.revokedAt)));
}
