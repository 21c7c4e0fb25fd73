import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import type { Reference } from "./reference.service.ts";

export function referenceRoutes(app: FastifyInstance, reference: Reference) {
  registerRoute(app, API.getCountries, async () => ({ data: { countries: await reference.countries() } }));
  registerRoute(app, API.getStates, async () => ({ data: { states: await reference.states() } }));
  registerRoute(app, API.getCities, async () => ({ data: { cities: await reference.cities() } }));
  registerRoute(app, API.getDomainData, async (body) => ({
    data: await reference.domainData(body.domain_type),
  }));
  registerRoute(app, API.fetchServiceItems, async () => ({ data: { services: await reference.services() } }));
  registerRoute(app, API.fetchSpecialities, async () => ({
    data: { specialities: await reference.specialities() },
  }));
}
