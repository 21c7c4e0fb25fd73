import { USER_TYPE } from "@eldercare/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { keyedHash, randomToken } from "../../lib/secrets.ts";

export interface AuthSession {
  sessionId: number;
  userId: number;
  userType: number;
}

export interface SessionDeps {
  db: Db;
  hashKey: string;
  memberTtlMs: number;
  adminTtlMs: number;
  now?: () => Date;
}

// Sliding expiry is written at most this often, so a busy page does not write on every call.
const SLIDE_EVERY_MS = 60_000;

/** Bearer sessions: 256-bit random tokens, stored as keyed hashes, sliding expiry, revocable. */
export function createSessionService(deps: SessionDeps) {
  const now = deps.now ?? (() => new Date());
  const hash = (token: string) => keyedHash(deps.hashKey, `session|${token}`);
  const ttl = (userType: number) => (userType === USER_TYPE.admin ? deps.adminTtlMs : deps.memberTtlMs);

  /** A new session (and token) at every login. */
  async function create(db: Db, userId: number, userType: number): Promise<string> {
    const token = randomToken();
    const at = now();
    await db.insert(sessions).values({
      tokenHash: hash(token),
      userId,
      userType,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + ttl(userType)),
    });
    return token;
  }

  async function authenticate(token: string): Promise<AuthSession | null> {
    const at = now();
    const [row] = await deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hash(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
      .limit(1);
    if (!row) return null;
    if (at.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
      await deps.db
        .update(sessions)
        .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + ttl(row.userType)) })
        .where(eq(sessions.id, row.id));
    }
    return { sessionId: row.id, userId: row.userId, userType: row.userType };
  }

  async function revoke(sessionId: number): Promise<void> {
    await deps.db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
  }

  return { create, authenticate, revoke };
}
export type SessionService = ReturnType<typeof createSessionService>;
