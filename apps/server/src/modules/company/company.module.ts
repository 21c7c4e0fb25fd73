import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { moduleKit } from "../module-kit.ts";
import { companyRoutes } from "./company.routes.ts";
import { createCompany } from "./company.service.ts";

/** Who stands behind the service (legal details and grievance officer), for the public pages. */
export async function companyModuleRoutes(app: FastifyInstance, deps: AppDeps) {
  companyRoutes(app, createCompany(deps));
}

const kit = moduleKit<Record<never, never>, Record<never, never>>();

export const companyModule = kit.define({
  name: "company",
  needs: [],
  provides: {},
  routes: companyModuleRoutes,
});
