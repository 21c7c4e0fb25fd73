import {
  type Action,
  CIRCLE_ROLES,
  type FamilyRole,
  familyRefusal,
  loginOfUserType,
  PERMISSIONS,
  type PermissionTable,
  type Role,
  refusalOf,
  roleOfUserType,
  type Scope,
  scopeOf,
} from "@eldercare/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** Who is calling, from their bearer token, and the role their session acts as. */
export interface AuthSession {
  sessionId: number;
  /** Whose data the session reads and changes: the account's own, or the family it acts for. */
  userId: number;
  userType: number;
  role: Role;
  /** Who is calling (a circle member acting for a family: their own account; decision 0063). */
  actorUserId: number;
  /** As what the session acts for the family: its payer, or a circle member's role. */
  familyRole: FamilyRole;
  /** The circle membership a session acting for a family rests on; null for one's own account. */
  familyMemberId: number | null;
  /**
   * The cities the session covers, for an action held with the scope `cities` (a city coordinator's,
   * issue 43 item 4, read from their staff row at every call); empty for every other role.
   */
  cityIds: readonly number[];
}

/**
 * The session of a request past the guard: what the route's action lets it reach (the scope its role holds
 * the action with: `any`, `cities` with `cityIds`, a family role, or `own`), for handlers to filter by.
 */
export interface GuardedSession extends AuthSession {
  action: Action;
  scope: Scope;
}

/**
 * Where what a circle member did on a family's account is written (the members module's family circle):
 * the route layer calls it after each successful change a circle member makes.
 */
export interface ActivityRecorder {
  record(session: AuthSession, action: string, detail: Record<string, number>): Promise<void>;
}

/** What the guard needs of the session service (the auth module provides it; plugins/auth.ts hands it over). */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthSession | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionAuthenticator;
    familyActivity: ActivityRecorder | null;
    /** Who may do what (the contracts' PERMISSIONS; a test may decorate its own). */
    permissions: PermissionTable;
  }
  interface FastifyRequest {
    /** The caller's session, set for routes that require one. Identity comes only from here. */
    auth: GuardedSession | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? header.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/) : null;
  return match?.[1] ?? null;
}

/** The caller's session on a public route, if they sent a valid one (a bad or stale token is simply ignored). */
export async function optionalSession(request: FastifyRequest): Promise<AuthSession | null> {
  const token = bearerToken(request);
  return token ? request.server.sessions.authenticate(token) : null;
}

/**
 * The one guard (decisions 0034, 0074): 401 without a valid session; 403 when the session's role does not
 * hold the action in the permission table; a member acting for a family as less than the action's least
 * family role is refused naming the role that may. Adding a role adds a row to the table, never a branch here.
 */
export async function requirePermission(request: FastifyRequest, action: Action): Promise<GuardedSession> {
  const token = bearerToken(request);
  const session = token ? await request.server.sessions.authenticate(token) : null;
  if (!session) throw new AppError("BE002");
  const table = request.server.permissions;
  const refused = refusalOf(session, action, table);
  if (refused === "role") throw new AppError("BE003");
  // A circle member acting for a family: only what their role allows, told which role may.
  if (refused !== null) throw new AppError("BE003", familyRefusal(session.familyRole, refused) ?? undefined);
  return { ...session, action, scope: scopeOf(session.role, action, table) as Scope };
}

/** The session of a route that requires one (the route guard has run); identity comes only from here. */
export function callerOf(request: FastifyRequest): GuardedSession {
  if (!request.auth) throw new AppError("BE002");
  return request.auth;
}

/** A console account's staff role and the cities it covers, as its staff row says now (decision 0076). */
export interface StaffScope {
  role: string;
  cityIds: readonly number[];
}

/** What a session row holds: its account, and the family it acts for, if any. */
export interface SessionRow {
  sessionId: number;
  userId: number;
  userType: number;
  actingFor: number | null;
  familyMemberId: number | null;
  familyRole: string | null;
  /** For a console session: its account's active staff row (null: none, or deactivated). */
  staff?: StaffScope | null;
}

/**
 * The role of a session row: a console session's is its staff row's (a role of the table signing in
 * through the admin login), any other login's the one role signing in through it. Null: no role.
 */
function roleOfRow(row: SessionRow): Role | null {
  if (loginOfUserType(row.userType) !== "admin") return roleOfUserType(row.userType);
  const role = row.staff?.role;
  return role !== undefined && Object.hasOwn(PERMISSIONS, role) && PERMISSIONS[role as Role].login === "admin"
    ? (role as Role)
    : null;
}

/**
 * A session row's role and family; a session of a user_type no role has, or a console session whose
 * account has no active staff row, is no session at all, and one acting for a family with a role the
 * circle does not know is refused too.
 */
export function sessionOf(row: SessionRow): AuthSession | null {
  const role = roleOfRow(row);
  if (!role) return null;
  const own = {
    sessionId: row.sessionId,
    userType: row.userType,
    role,
    actorUserId: row.userId,
    cityIds: row.staff?.cityIds ?? [],
  };
  if (row.actingFor === null)
    return { ...own, userId: row.userId, familyRole: "payer", familyMemberId: null };
  if (
    !row.familyRole ||
    !(CIRCLE_ROLES as readonly string[]).includes(row.familyRole) ||
    row.familyMemberId === null
  )
    return null;
  return {
    ...own,
    userId: row.actingFor,
    familyRole: row.familyRole as FamilyRole,
    familyMemberId: row.familyMemberId,
  };
}
