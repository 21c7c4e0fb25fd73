import { errorEnvelope, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";

/** Liveness (/healthz: the process answers) and readiness (/readyz: it can reach its database and Redis). */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; redis?: { ping(): Promise<void> }; isClosing: () => boolean },
) {
  const hidden = { schema: { hide: true } };
  app.get("/healthz", hidden, async () => okEnvelope({ status: "ok" }));
  app.get("/readyz", hidden, async (request, reply) => {
    if (opts.isClosing()) {
      return reply
        .status(503)
        .send(errorEnvelope("System_Errors", [{ Code: "SE002", Message: "Shutting down." }]));
    }
    try {
      await opts.database.ping();
    } catch (error) {
      request.log.error({ err: error }, "readiness check failed: database");
      return reply
        .status(503)
        .send(errorEnvelope("System_Errors", [{ Code: "SE002", Message: "Database unavailable." }]));
    }
    try {
      await opts.redis?.ping();
    } catch (error) {
      request.log.error({ err: error }, "readiness check failed: redis");
      return reply
        .status(503)
        .send(errorEnvelope("System_Errors", [{ Code: "SE002", Message: "Redis unavailable." }]));
    }
    return okEnvelope({
      status: "ready",
      database: opts.database.kind,
      ...(opts.redis ? { redis: "ok" } : {}),
    });
  });
}
