import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { CACHE_POLICY, registerCachedRoute } from "../../http/route.ts";
import type { Reference } from "./reference.service.ts";

/** Cached public reads: each answer is serialised once per cache fill (decision 0027). */
export function referenceRoutes(app: FastifyInstance, reference: Reference) {
  registerCachedRoute(app, API.getCountries, CACHE_POLICY.places, () => reference.countries());
  registerCachedRoute(app, API.getStates, CACHE_POLICY.places, () => reference.states());
  registerCachedRoute(app, API.getCities, CACHE_POLICY.places, () => reference.cities());
  registerCachedRoute(app, API.fetchServedPlaces, CACHE_POLICY.places, () => reference.served());
  registerCachedRoute(app, API.getDomainData, CACHE_POLICY.catalogue, (body) =>
    reference.domainData(body.domain_type),
  );
  registerCachedRoute(app, API.fetchServiceItems, CACHE_POLICY.catalogue, () => reference.services());
  registerCachedRoute(app, API.fetchSpecialities, CACHE_POLICY.catalogue, () => reference.specialities());
}
