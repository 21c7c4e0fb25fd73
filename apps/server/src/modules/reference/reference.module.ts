import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { moduleKit } from "../module-kit.ts";
import { createPinLocations, type PinLocations } from "./pin-locations.service.ts";
import { referenceRoutes } from "./reference.routes.ts";
import { createReference } from "./reference.service.ts";

/** Reference data: countries, states, cities, lookups, services and specialities. */
export async function referenceModuleRoutes(app: FastifyInstance, deps: AppDeps) {
  referenceRoutes(app, createReference(deps));
}

/** What reference lends: where PIN codes are and each city's travel speed (decision 0088). */
export interface ReferenceProvides {
  pinLocations: PinLocations;
}

const kit = moduleKit<Record<never, never>, ReferenceProvides>();

export const referenceModule = kit.define({
  name: "reference",
  needs: [],
  provides: {
    pinLocations: kit.service([], () => createPinLocations()),
  },
  routes: referenceModuleRoutes,
});
