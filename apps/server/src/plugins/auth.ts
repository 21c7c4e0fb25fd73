import { PERMISSIONS, type PermissionTable } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ActivityRecorder, SessionAuthenticator } from "../http/session-guard.ts";

/**
 * Makes the session service and the permission table available to every route; routes declare their
 * action and the guard in http/ (session-guard.ts, called by registerRoute) checks the caller's role
 * against the table.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { sessions: SessionAuthenticator; activity?: ActivityRecorder; permissions?: PermissionTable },
  ) => {
    app.decorate("sessions", opts.sessions);
    app.decorate("familyActivity", opts.activity ?? null);
    app.decorate("permissions", opts.permissions ?? PERMISSIONS);
    app.decorateRequest("auth", null);
  },
);
