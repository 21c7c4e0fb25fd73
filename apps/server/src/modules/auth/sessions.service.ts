import { type CircleRole, type Login, loginOfUserType } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { type AuthSession, sessionOf } from "../../http/session-guard.ts";
import { keyedHash, randomToken } from "../../lib/secrets.ts";
import type { StaffAccess } from "./ports.ts";
import * as repo from "./sessions.repo.ts";

/** The family a circle member's session acts for. */
export interface ActingFor {
  payerId: number;
  membershipId: number;
  role: CircleRole;
}

export interface SessionsDeps {
  db: Db;
  config: Pick<
    AppConfig,
    | "otpHashKey"
    | "MEMBER_SESSION_DAYS"
    | "ADMIN_SESSION_HOURS"
    | "COMPANION_SESSION_HOURS"
    | "MEMBER_SESSION_MAX_DAYS"
    | "ADMIN_SESSION_MAX_HOURS"
    | "COMPANION_SESSION_MAX_HOURS"
  >;
  /** A console session's role and cities, from its staff row (the staff module's). */
  staffAccess: Pick<StaffAccess, "scopeOf">;
  /** The wall clock (tests of the sliding expiry pass their own). */
  wallClock?: () => Date;
}

// Sliding expiry is written at most this often, so a busy page does not write on every call: a member's
// read is one session lookup (the revocation check, on every call) and its own query, no write.
export const SLIDE_EVERY_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Bearer sessions: 256-bit random tokens, stored as keyed hashes, sliding expiry within an absolute
 * lifetime from the login (decision 0049), revocable. They run on the wall clock, not the rules' clock,
 * so tests that move that clock forward keep their sessions.
 */
export function createSessions(deps: SessionsDeps) {
  const now = deps.wallClock ?? (() => new Date());
  const hash = (token: string) => keyedHash(deps.config.otpHashKey, `session|${token}`);
  // How long a session of each login lives without use (roles are data: decisions 0034, 0074; the
  // roles signing in through one login share its lifetimes).
  const lifetime: Record<Login, number> = {
    member: deps.config.MEMBER_SESSION_DAYS * 24 * HOUR_MS,
    admin: deps.config.ADMIN_SESSION_HOURS * HOUR_MS,
    companion: deps.config.COMPANION_SESSION_HOURS * HOUR_MS,
  };
  // However much it is used, a session ends this long after its login.
  const maxLifetime: Record<Login, number> = {
    member: deps.config.MEMBER_SESSION_MAX_DAYS * 24 * HOUR_MS,
    admin: deps.config.ADMIN_SESSION_MAX_HOURS * HOUR_MS,
    companion: deps.config.COMPANION_SESSION_MAX_HOURS * HOUR_MS,
  };
  const loginOf = (userType: number) => loginOfUserType(userType) ?? "member";
  /** The absolute end of a session made at `createdAt`. */
  const endOf = (userType: number, createdAt: Date) => createdAt.getTime() + maxLifetime[loginOf(userType)];
  /** The sliding expiry from `at`, never past the session's absolute end. */
  const expiryFrom = (userType: number, createdAt: Date, at: Date) =>
    new Date(Math.min(at.getTime() + lifetime[loginOf(userType)], endOf(userType, createdAt)));

  /**
   * A new session (and token) at every login; pass the transaction that made the account, if any. A
   * circle member's session may act for a family (decision 0063): the payer, the membership and its role.
   */
  async function create(tx: Db, userId: number, userType: number, family?: ActingFor): Promise<string> {
    const token = randomToken();
    const at = now();
    await repo.insertSession(tx, {
      tokenHash: hash(token),
      userId,
      userType,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: expiryFrom(userType, at, at),
      actingFor: family?.payerId ?? null,
      familyMemberId: family?.membershipId ?? null,
      familyRole: family?.role ?? null,
    });
    return token;
  }

  async function authenticate(token: string): Promise<AuthSession | null> {
    const at = now();
    const row = await repo.findLiveSession(deps.db, hash(token), at);
    if (!row) return null;
    // Past its absolute end: refused even if its expiry was written under a longer limit (an older
    // session, or a limit lowered since). The person logs in again.
    if (at.getTime() >= endOf(row.userType, row.createdAt)) return null;
    if (at.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
      await repo.extendSession(deps.db, row.id, at, expiryFrom(row.userType, row.createdAt, at));
    }
    // A console session's role and cities are its staff row's now: a change or deactivation holds at once.
    const staff = loginOf(row.userType) === "admin" ? await deps.staffAccess.scopeOf(row.userId) : null;
    return sessionOf({
      sessionId: row.id,
      userId: row.userId,
      userType: row.userType,
      actingFor: row.actingFor,
      familyMemberId: row.familyMemberId,
      familyRole: row.familyRole,
      staff,
    });
  }

  async function revoke(sessionId: number): Promise<void> {
    await repo.revokeSession(deps.db, sessionId, now());
  }

  /** Ends every session of a user, inside the caller's transaction (account erasure). */
  async function revokeAll(tx: Db, userId: number): Promise<void> {
    await repo.revokeUserSessions(tx, userId, now());
  }

  /** Ends one session inside the caller's transaction (switching families hands over a new one). */
  async function revokeIn(tx: Db, sessionId: number): Promise<void> {
    await repo.revokeSession(tx, sessionId, now());
  }

  /** Ends every session acting through this circle membership, inside the caller's transaction. */
  async function revokeMembership(tx: Db, membershipId: number): Promise<void> {
    await repo.revokeMembershipSessions(tx, membershipId, now());
  }

  return { create, authenticate, revoke, revokeIn, revokeAll, revokeMembership };
}
export type Sessions = ReturnType<typeof createSessions>;
