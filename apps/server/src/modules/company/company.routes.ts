import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { CACHE_POLICY, registerCachedRoute } from "../../http/route.ts";
import type { Company } from "./company.service.ts";

/** The company's details change only with the configuration (a restart): cached like the catalogue. */
export function companyRoutes(app: FastifyInstance, company: Company) {
  registerCachedRoute(app, API.fetchCompanyDetails, CACHE_POLICY.catalogue, () => company.details());
}
