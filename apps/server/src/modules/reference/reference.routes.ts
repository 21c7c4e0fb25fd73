import { API, type AssistanceType, type GetDomainDataResponse } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerRoute } from "../../http/route.ts";
import { cached } from "../../lib/cached.ts";
import * as repo from "./reference.repo.ts";

export async function referenceRoutes(app: FastifyInstance, opts: { db: Db; cacheTtlMs: number }) {
  const { db, cacheTtlMs: ttl } = opts;
  const countries = cached(ttl, () => repo.listCountries(db));
  const states = cached(ttl, () => repo.listStates(db));
  const cities = cached(ttl, () => repo.listCities(db));
  const domainEntries = cached(ttl, () => repo.listDomainEntries(db));
  const services = cached(ttl, () => repo.listServices(db));
  const specialities = cached(ttl, () => repo.listSpecialities(db));

  registerRoute(app, API.getCountries, async () => ({ data: { countries: await countries.get() } }));
  registerRoute(app, API.getStates, async () => ({ data: { states: await states.get() } }));
  registerRoute(app, API.getCities, async () => ({ data: { cities: await cities.get() } }));

  registerRoute(app, API.getDomainData, async (body) => {
    const types = [...new Set(body.domain_type)];
    // Every asked type gets a list, even an empty one, so the client can rely on the key.
    const data: GetDomainDataResponse = Object.fromEntries(types.map((t) => [t, []]));
    for (const { domainType, ...entry } of await domainEntries.get()) {
      data[domainType as keyof GetDomainDataResponse]?.push(entry);
    }
    return { data };
  });

  registerRoute(app, API.fetchServiceItems, async () => {
    const rows = await services.get();
    return {
      data: { services: rows.map((r) => ({ ...r, assistance_type: r.assistance_type as AssistanceType })) },
    };
  });
  registerRoute(app, API.fetchSpecialities, async () => ({
    data: { specialities: await specialities.get() },
  }));
}
