import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { referenceRoutes } from "./reference.routes.ts";
import { createReference } from "./reference.service.ts";

/** Reference data: countries, states, cities, lookups, services and specialities. */
export async function referenceModule(app: FastifyInstance, deps: AppDeps) {
  referenceRoutes(app, createReference(deps));
}
