import { API, type AssistanceType, type GetDomainDataResponse } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerRoute } from "../../http/route.ts";
import * as repo from "./reference.repo.ts";

export async function referenceRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  registerRoute(app, API.getCountries, async () => ({ data: { countries: await repo.listCountries(db) } }));
  registerRoute(app, API.getStates, async () => ({ data: { states: await repo.listStates(db) } }));
  registerRoute(app, API.getCities, async () => ({ data: { cities: await repo.listCities(db) } }));

  registerRoute(app, API.getDomainData, async (body) => {
    const types = [...new Set(body.domain_type)];
    const rows = await repo.listDomainEntries(db, types);
    // Every asked type gets a list, even an empty one, so the client can rely on the key.
    const data: GetDomainDataResponse = Object.fromEntries(types.map((t) => [t, []]));
    for (const { domainType, ...entry } of rows) data[domainType as keyof GetDomainDataResponse]?.push(entry);
    return { data };
  });

  registerRoute(app, API.fetchServiceItems, async () => {
    const rows = await repo.listServices(db);
    return { data: { services: rows.map((r) => ({ ...r, assistance_type: r.assistance_type as AssistanceType })) } };
  });
  registerRoute(app, API.fetchSpecialities, async () => ({
    data: { specialities: await repo.listSpecialities(db) },
  }));
}
