import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Warmup } from "../../plugins/warmup.ts";
import { healthRoutes } from "./health.routes.ts";
import { createHealth } from "./health.service.ts";

/** Health checks for the load balancer (Redis too when one-time codes live there). */
export async function healthModule(
  app: FastifyInstance,
  deps: AppDeps & { redis: { ping(): Promise<void> } | undefined; warmup: Warmup },
) {
  healthRoutes(
    app,
    createHealth({
      database: deps.database,
      redis: deps.redis,
      isClosing: () => app.isClosing(),
      isStarting: () => deps.warmup.isStarting(),
    }),
  );
}
