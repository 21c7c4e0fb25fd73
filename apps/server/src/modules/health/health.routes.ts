import { errorEnvelope, okEnvelope } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";

/** Liveness (/healthz: the process answers) and readiness (/readyz: it can reach its database). */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; isClosing: () => boolean },
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
      return okEnvelope({ status: "ready", database: opts.database.kind });
    } catch (error) {
      request.log.error({ err: error }, "readiness check failed");
      return reply
        .status(503)
        .send(errorEnvelope("System_Errors", [{ Code: "SE002", Message: "Database unavailable." }]));
    }
  });
}
