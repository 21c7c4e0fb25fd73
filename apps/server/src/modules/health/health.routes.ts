import { errorEnvelope, okEnvelope, SYSTEM_MESSAGES } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Health } from "./health.service.ts";

/**
 * Liveness (/healthz: the process answers, once its public pages are rendered) and readiness (/readyz: it
 * can reach its database and Redis).
 */
export function healthRoutes(app: FastifyInstance, health: Health) {
  const hidden = { schema: { hide: true } };
  app.get("/healthz", hidden, async (_request, reply) => {
    // The load balancer sends a new process no one until it holds its public pages: they are what it
    // still serves if the database goes away a moment later (deploy/haproxy.cfg checks /healthz).
    if (health.isStarting()) {
      return reply
        .status(503)
        .send(errorEnvelope("System_Errors", [{ Code: "SE002", Message: SYSTEM_MESSAGES.starting }]));
    }
    return okEnvelope({ status: "ok" });
  });
  app.get("/readyz", hidden, async (request, reply) => {
    const state = await health.readiness();
    if (!state.ready) {
      const { failed } = state;
      if (failed) request.log.error({ err: failed.error }, `readiness check failed: ${failed.what}`);
      return reply
        .status(503)
        .send(errorEnvelope("System_Errors", [{ Code: "SE002", Message: state.message }]));
    }
    return okEnvelope({ status: "ready", database: state.database, ...(state.redis ? { redis: "ok" } : {}) });
  });
}
