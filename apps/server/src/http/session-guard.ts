import { type Role, roleOfUserType } from "@eldercare/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** Who is calling, from their bearer token, and the role their session acts as. */
export interface AuthSession {
  sessionId: number;
  userId: number;
  userType: number;
  role: Role;
}

/** What the guard needs of the session service (the auth module provides it; plugins/auth.ts hands it over). */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthSession | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionAuthenticator;
  }
  interface FastifyRequest {
    /** The caller's session, set for routes that require one. Identity comes only from here. */
    auth: AuthSession | null;
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
 * The one guard (decision 0034): 401 without a valid session; 403 when the session's role is not the
 * one the route declares. Adding a role adds data (contracts' roles.ts), never a branch here.
 */
export async function requireRole(request: FastifyRequest, role: Role): Promise<AuthSession> {
  const token = bearerToken(request);
  const session = token ? await request.server.sessions.authenticate(token) : null;
  if (!session) throw new AppError("BE002");
  if (session.role !== role) throw new AppError("BE003");
  return session;
}

/** The session of a route that requires one (the route guard has run); identity comes only from here. */
export function callerOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError("BE002");
  return request.auth;
}

/** A session row's role; a session of a user_type no role has is no session at all. */
export function sessionOf(row: Omit<AuthSession, "role">): AuthSession | null {
  const role = roleOfUserType(row.userType);
  return role ? { ...row, role } : null;
}
