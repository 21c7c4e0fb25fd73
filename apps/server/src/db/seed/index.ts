import type { Db } from "../client.ts";
import {
  cities,
  countries,
  domainData,
  faqs,
  planInclusions,
  planTiers,
  services,
  specialities,
  states,
} from "../schema/index.ts";
import { cities as seedCities } from "./data/cities.ts";
import { countries as seedCountries } from "./data/countries.ts";
import { domainData as seedDomainData } from "./data/domain-data.ts";
import { faqs as seedFaqs } from "./data/faqs.ts";
import { planInclusions as seedPlanInclusions } from "./data/plan-inclusions.ts";
import { plans as seedPlans } from "./data/plans.ts";
import { services as seedServices } from "./data/services.ts";
import { specialities as seedSpecialities } from "./data/specialities.ts";
import { states as seedStates } from "./data/states.ts";
import { seedHolidays } from "./holidays.ts";
import { seedPinLocations } from "./pin-locations.ts";

/**
 * Reference data, inserted once: every row has a natural key with a unique constraint and
 * `on conflict do nothing`, so a second start (or two processes at once) adds nothing, and rows an
 * administrator has since edited are left as they are. All of it in one transaction.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(seedCountries.map((c) => ({ code: c.code, name: c.name, dialCode: c.dialCode })))
      .onConflictDoNothing();
    const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
    const countryId = new Map(countryRows.map((r) => [r.code, r.id]));

    await tx
      .insert(states)
      .values(
        seedStates.map((s) => ({ countryId: mustGet(countryId, s.countryCode), code: s.code, name: s.name })),
      )
      .onConflictDoNothing();
    // Region codes repeat across countries ("WA": Washington, Western Australia), so key by both.
    const stateRows = await tx
      .select({ id: states.id, countryId: states.countryId, code: states.code })
      .from(states);
    const stateId = new Map(stateRows.map((r) => [stateKey(r.countryId, r.code), r.id]));

    await tx
      .insert(cities)
      .values(
        seedCities.map((c) => ({
          stateId: mustGet(stateId, stateKey(mustGet(countryId, c.countryCode), c.stateCode)),
          name: c.name,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(domainData)
      .values(
        seedDomainData.map((d) => ({
          domainType: d.domainType,
          code: d.code,
          value: d.value,
          displayOrder: d.displayOrder,
        })),
      )
      .onConflictDoNothing();

    await tx.insert(services).values(seedServices).onConflictDoNothing();
    await tx.insert(specialities).values(seedSpecialities).onConflictDoNothing();
    await tx.insert(planTiers).values(seedPlans).onConflictDoNothing();
    await tx.insert(planInclusions).values(seedPlanInclusions).onConflictDoNothing();
    await tx.insert(faqs).values(seedFaqs).onConflictDoNothing();
  });
  // The closed days from the holiday library, once the states they name are in (decision 0079).
  await seedHolidays(db);
  // Where each PIN code is, from India Post's directory (decision 0088): kept to the file, not only once.
  await seedPinLocations(db);
}

function stateKey(countryId: number, code: string): string {
  return `${countryId}:${code}`;
}

function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown key ${String(key)}`);
  return value;
}
