import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { moduleKit } from "../module-kit.ts";
import { referenceRoutes } from "./reference.routes.ts";
import { createReference } from "./reference.service.ts";

/** Reference data: countries, states, cities, lookups, services and specialities. */
export async function referenceModuleRoutes(app: FastifyInstance, deps: AppDeps) {
  referenceRoutes(app, createReference(deps));
}

const kit = moduleKit<Record<never, never>, Record<never, never>>();

export const referenceModule = kit.define({
  name: "reference",
  needs: [],
  provides: {},
  routes: referenceModuleRoutes,
});
