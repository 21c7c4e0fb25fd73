import type { DomainType, GetDomainDataResponse } from "@eldercare/contracts";
import { isBookableKind } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { cached } from "../../lib/cached.ts";
import * as repo from "./reference.repo.ts";

// Distinct domain_type lists answered from one cache fill; past this, answers are built per request.
const DOMAIN_ANSWERS_KEPT = 64;

/**
 * Places, lookups, services and specialities: small lists, read through the reference cache. Each method
 * returns the same object for as long as the cache keeps its fill, so the route sends bytes serialised once.
 */
export function createReference(deps: { db: Db; config: Pick<AppConfig, "REFERENCE_CACHE_TTL_MS"> }) {
  const { db } = deps;
  const ttl = deps.config.REFERENCE_CACHE_TTL_MS;
  const countries = cached(ttl, async () => ({ countries: await repo.listCountries(db) }));
  const states = cached(ttl, async () => ({ states: await repo.listStates(db) }));
  const cities = cached(ttl, async () => ({ cities: await repo.listCities(db) }));
  const domainEntries = cached(ttl, async () => ({
    entries: await repo.listDomainEntries(db),
    answers: new Map<string, GetDomainDataResponse>(),
  }));
  // Emergency help is a call to the helpline, never a visit on the calendar (issue 25).
  const services = cached(ttl, async () => ({
    services: (await repo.listServices(db)).map((s) => ({ ...s, bookable: isBookableKind(s.service_kind) })),
  }));
  const specialities = cached(ttl, async () => ({ specialities: await repo.listSpecialities(db) }));

  /** One list per asked type, even an empty one, so the client can rely on the key. */
  async function domainData(types: DomainType[]): Promise<GetDomainDataResponse> {
    const asked = [...new Set(types)];
    const { entries, answers } = await domainEntries.get();
    const key = asked.join(",");
    const kept = answers.get(key);
    if (kept) return kept;
    const data: GetDomainDataResponse = Object.fromEntries(asked.map((t) => [t, []]));
    for (const { domainType, ...entry } of entries) data[domainType]?.push(entry);
    if (answers.size < DOMAIN_ANSWERS_KEPT) answers.set(key, data);
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
