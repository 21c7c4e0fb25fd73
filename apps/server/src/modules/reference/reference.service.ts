import type { DomainType, GetDomainDataResponse } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { cached } from "../../lib/cached.ts";
import * as repo from "./reference.repo.ts";

/** Places, lookups, services and specialities: small lists, read through the reference cache. */
export function createReference(deps: { db: Db; config: Pick<AppConfig, "REFERENCE_CACHE_TTL_MS"> }) {
  const { db } = deps;
  const ttl = deps.config.REFERENCE_CACHE_TTL_MS;
  const countries = cached(ttl, () => repo.listCountries(db));
  const states = cached(ttl, () => repo.listStates(db));
  const cities = cached(ttl, () => repo.listCities(db));
  const domainEntries = cached(ttl, () => repo.listDomainEntries(db));
  const services = cached(ttl, () => repo.listServices(db));
  const specialities = cached(ttl, () => repo.listSpecialities(db));

  /** One list per asked type, even an empty one, so the client can rely on the key. */
  async function domainData(types: DomainType[]): Promise<GetDomainDataResponse> {
    const data: GetDomainDataResponse = Object.fromEntries([...new Set(types)].map((t) => [t, []]));
    for (const { domainType, ...entry } of await domainEntries.get()) data[domainType]?.push(entry);
    return data;
  }

  return {
    countries: () => countries.get(),
    states: () => states.get(),
    cities: () => cities.get(),
    domainData,
    services: () => services.get(),
    specialities: () => specialities.get(),
  };
}
export type Reference = ReturnType<typeof createReference>;
