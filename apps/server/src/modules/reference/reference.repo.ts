import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, countries, domainData, services, specialities, states } from "../../db/schema/index.ts";

export function listCountries(db: Db) {
  return db
    .select({
      country_id: countries.id,
      country_name: countries.name,
      country_code: countries.code,
      dial_code: countries.dialCode,
    })
    .from(countries)
    .orderBy(asc(countries.id));
}

export function listStates(db: Db) {
  return db
    .select({
      state_id: states.id,
      state_name: states.name,
      state_code: states.code,
      country_id: states.countryId,
    })
    .from(states)
    .orderBy(asc(states.name));
}

/** Every city with its state's country, by country (in the countries' order), then name. */
export function listCities(db: Db) {
  return db
    .select({
      city_id: cities.id,
      city_name: cities.name,
      state_id: cities.stateId,
      country_id: states.countryId,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(states.countryId), asc(cities.name), asc(cities.id));
}

/** Every active lookup entry, in display order within its domain type. */
export function listDomainEntries(db: Db) {
  return db
    .select({
      domainType: domainData.domainType,
      domain_code: domainData.code,
      domain_value: domainData.value,
    })
    .from(domainData)
    .where(eq(domainData.isActive, true))
    .orderBy(asc(domainData.domainType), asc(domainData.displayOrder), asc(domainData.code));
}

export function listServices(db: Db) {
  return db
    .select({
      service_id: services.id,
      service_code: services.code,
      service_name: services.name,
      service_description: services.description,
      assistance_type: services.assistanceType,
      service_kind: services.kind,
      duration_minutes: services.durationMinutes,
      needs_speciality: services.needsSpeciality,
    })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.assistanceType), asc(services.displayOrder));
}

export function listSpecialities(db: Db) {
  return db
    .select({
      speciality_id: specialities.id,
      speciality_code: specialities.code,
      speciality_name: specialities.name,
      description: specialities.description,
    })
    .from(specialities)
    .where(eq(specialities.isActive, true))
    .orderBy(asc(specialities.name));
}
