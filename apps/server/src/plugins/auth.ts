import { type RouteAuth, USER_TYPE } from "@eldercare/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../http/app-error.ts";

/** Who is calling, from their bearer token. */
export interface AuthSession {
  sessionId: number;
  userId: number;
  userType: number;
}

/** What the guard needs of the session service (the auth module provides it). */
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

/** Makes the session service available to every route; routes ask for a session through `requireSession`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionAuthenticator }) => {
  app.decorate("sessions", opts.sessions);
  app.decorateRequest("auth", null);
});

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

/** 401 without a valid session; 403 when the session is of the wrong kind for the route. */
export async function requireSession(
  request: FastifyRequest,
  auth: Exclude<RouteAuth, "public">,
): Promise<AuthSession> {
  const token = bearerToken(request);
  const session = token ? await request.server.sessions.authenticate(token) : null;
  if (!session) throw new AppError("BE002");
  const needed = auth === "admin" ? USER_TYPE.admin : USER_TYPE.user;
  if (session.userType !== needed) throw new AppError("BE003");
  return session;
}

/** The session of a route that requires one (the route guard has run); identity comes only from here. */
export function callerOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError("BE002");
  return request.auth;
}
