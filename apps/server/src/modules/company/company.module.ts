import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { companyRoutes } from "./company.routes.ts";
import { createCompany } from "./company.service.ts";

/** Who stands behind the service (legal details and grievance officer), for the public pages. */
export async function companyModule(app: FastifyInstance, deps: AppDeps) {
  companyRoutes(app, createCompany(deps));
}
