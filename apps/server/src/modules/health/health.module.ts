import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { Warmup } from "../../plugins/warmup.ts";
import { moduleKit } from "../module-kit.ts";
import { healthRoutes } from "./health.routes.ts";
import { createHealth } from "./health.service.ts";

/** Health checks for the load balancer (Redis too when one-time codes live there). */
export async function healthModuleRoutes(app: FastifyInstance, deps: AppDeps & HealthNeeds) {
  const redis = deps.otpStore.kind === "redis" ? deps.otpStore : undefined;
  healthRoutes(
    app,
    createHealth({
      database: deps.database,
      redis,
      isClosing: () => app.isClosing(),
      isStarting: () => deps.warmup.isStarting(),
    }),
  );
}

/** What health takes from the app: where codes live (Redis is checked when they live there), the warm-up. */
export interface HealthNeeds {
  otpStore: { readonly kind: "database" | "redis"; ping(): Promise<void> };
  warmup: Warmup;
}

const kit = moduleKit<HealthNeeds, Record<never, never>>();

export const healthModule = kit.define({
  name: "health",
  needs: ["otpStore", "warmup"],
  provides: {},
  routes: healthModuleRoutes,
});
