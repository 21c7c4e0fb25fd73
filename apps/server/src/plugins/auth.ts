import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ActivityRecorder, SessionAuthenticator } from "../http/session-guard.ts";

/**
 * Makes the session service available to every route; routes declare the role they serve and the guard
 * in http/ (session-guard.ts, called by registerRoute) checks it.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionAuthenticator; activity?: ActivityRecorder }) => {
    app.decorate("sessions", opts.sessions);
    app.decorate("familyActivity", opts.activity ?? null);
    app.decorateRequest("auth", null);
  },
);
