import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { healthRoutes } from "./health.routes.ts";
import { createHealth } from "./health.service.ts";

/** Health checks for the load balancer. */
export async function healthModule(app: FastifyInstance, deps: AppDeps) {
  const { database, otpStore } = deps;
  healthRoutes(
    app,
    createHealth({
      database,
      redis: otpStore.kind === "redis" ? otpStore : undefined,
      isClosing: () => app.isClosing(),
    }),
  );
}
