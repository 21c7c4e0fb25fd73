import type { DomainType, GetDomainDataResponse, ServedPlaces } from "@eldercare/contracts";
import { isBookableKind } from "@eldercare/contracts";
import type { CachedReadDeps } from "../../app-deps.ts";
import { cached } from "../../lib/cached.ts";
import * as repo from "./reference.repo.ts";

// Distinct domain_type lists answered from one cache fill; past this, answers are built per request.
const DOMAIN_ANSWERS_KEPT = 64;

/**
 * Places, lookups, services and specialities: small lists, read through the reference cache. Each method
 * returns the same object for as long as the cache keeps its fill, so the route sends bytes serialised once.
 */
export function createReference(deps: CachedReadDeps) {
  const { db } = deps;
  const ttl = deps.config.REFERENCE_CACHE_TTL_MS;
  const options = { droppedBy: deps.publicData };
  const countries = cached(ttl, async () => ({ countries: await repo.listCountries(db) }), options);
  const states = cached(ttl, async () => ({ states: await repo.listStates(db) }), options);
  const cities = cached(ttl, async () => ({ cities: await repo.listCities(db) }), options);
  const domainEntries = cached(
    ttl,
    async () => ({
      entries: await repo.listDomainEntries(db),
      answers: new Map<string, GetDomainDataResponse>(),
    }),
    options,
  );
  // Emergency help is a call to the helpline, never a visit on the calendar (issue 25).
  const services = cached(
    ttl,
    async () => ({
      services: (await repo.listServices(db)).map((s) => ({
        ...s,
        bookable: isBookableKind(s.service_kind),
      })),
    }),
    options,
  );
  const specialities = cached(ttl, async () => ({ specialities: await repo.listSpecialities(db) }), options);
  // Where the service runs: the cities of India a loved one's address may name, by state.
  const served = cached(
    ttl,
    async (): Promise<ServedPlaces> => {
      const [all, inStates] = await Promise.all([cities.get(), states.get()]);
      const india = (await countries.get()).countries.find((c) => c.country_code === "IN");
      const byState = inStates.states
        .filter((s) => s.country_id === india?.country_id)
        .map((s) => ({
          state_id: s.state_id,
          state_name: s.state_name,
          cities: all.cities
            .filter((c) => c.state_id === s.state_id)
            .map((c) => ({ city_id: c.city_id, city_name: c.city_name }))
            .sort((a, b) => a.city_name.localeCompare(b.city_name)),
        }))
        .filter((s) => s.cities.length > 0)
        .sort((a, b) => a.state_name.localeCompare(b.state_name));
      return { states: byState };
    },
    options,
  );

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
    served: () => served.get(),
  };
}
export type Reference = ReturnType<typeof createReference>;
