import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { runMigrations } from "../migrate.ts";
import { cities as seedCities } from "./data/cities.ts";
import { countries as seedCountries } from "./data/countries.ts";
import { states as seedStates } from "./data/states.ts";
import { seedReferenceData } from "./index.ts";

const TABLES = [
  "countries",
  "states",
  "cities",
  "domain_data",
  "services",
  "specialities",
  "plan_tiers",
  "plan_inclusions",
  "faqs",
  "holidays",
];

describe("seed data for countries, regions and cities", () => {
  it("gives every country at least one region and one city, each city under a region of its own country", () => {
    const regions = new Set(seedStates.map((s) => `${s.countryCode}:${s.code}`));
    for (const country of seedCountries) {
      expect(
        seedStates.filter((s) => s.countryCode === country.code),
        country.name,
      ).not.toHaveLength(0);
      expect(
        seedCities.filter((c) => c.countryCode === country.code),
        country.name,
      ).not.toHaveLength(0);
    }
    for (const city of seedCities) {
      expect(regions.has(`${city.countryCode}:${city.stateCode}`), `${city.name}`).toBe(true);
    }
  });

  it("keeps region codes unique within a country and city names unique within a region", () => {
    const regionKeys = seedStates.map((s) => `${s.countryCode}:${s.code}`);
    expect(new Set(regionKeys).size).toBe(regionKeys.length);
    const cityKeys = seedCities.map((c) => `${c.countryCode}:${c.stateCode}:${c.name}`);
    expect(new Set(cityKeys).size).toBe(cityKeys.length);
    // The same code in two countries is allowed and real: Washington, Western Australia, Al Wakrah.
    expect(seedStates.filter((s) => s.code === "WA").map((s) => s.countryCode)).toEqual(["US", "AU", "QA"]);
  });

  it("keeps India's 36 states and union territories and its 98 cities", () => {
    expect(seedStates.filter((s) => s.countryCode === "IN")).toHaveLength(36);
    expect(seedCities.filter((c) => c.countryCode === "IN")).toHaveLength(98);
  });
});

describe.each(TEST_DATABASES)("migrations and seed (%s)", (kind) => {
  const t = useTestApp(kind);

  async function counts() {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const rows = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      out[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    }
    return out;
  }

  async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
    return ((await t.database.db.execute(statement)) as unknown as { rows: R[] }).rows;
  }

  it("applying migrations and the seed again (two starts, or two processes) adds nothing", async () => {
    const before = await counts();
    expect(before.plan_tiers).toBe(12);
    // 17 countries; India's 36 states and union territories and 98 cities, and 61 regions and
    // 83 cities of the other 16 countries.
    expect(before).toMatchObject({ countries: 17, states: 97, cities: 181 });
    await runMigrations(t.database, t.target);
    await Promise.all([seedReferenceData(t.database.db), seedReferenceData(t.database.db)]);
    expect(await counts()).toEqual(before);
  });

  it("keeps an administrator's later change to a seeded row", async () => {
    await t.database.db.execute(
      sql`update faqs set answer = 'Edited by the team' where display_order = 1 and category = 'General'`,
    );
    await seedReferenceData(t.database.db);
    const rows = await t.database.db.execute(
      sql`select answer from faqs where display_order = 1 and category = 'General'`,
    );
    expect((rows as unknown as { rows: { answer: string }[] }).rows[0]?.answer).toBe("Edited by the team");
  });

  it("seeds cities in every country, each under a region of that country", async () => {
    const rows = await query<{ code: string; regions: number; cities: number }>(sql`
      select c.code, count(distinct s.id)::int as regions, count(ci.id)::int as cities
      from countries c
      left join states s on s.country_id = c.id
      left join cities ci on ci.state_id = s.id
      group by c.code`);
    expect(rows).toHaveLength(17);
    for (const row of rows) {
      expect(row.regions, row.code).toBeGreaterThan(0);
      expect(row.cities, row.code).toBeGreaterThan(0);
    }
    expect(Object.fromEntries(rows.map((r) => [r.code, r.cities]))).toMatchObject({
      IN: 98,
      US: 11,
      GB: 8,
      AE: 5,
      SG: 1,
    });
  });

  it.each([
    ["Kolkata", "West Bengal", "IN"],
    ["London", "England", "GB"],
    ["Edison", "New Jersey", "US"],
    ["Seattle", "Washington", "US"],
    ["Perth", "Western Australia", "AU"],
    ["Dubai", "Dubai", "AE"],
  ])("puts %s in %s, %s", async (city, state, country) => {
    const rows = await query<{ state: string; country: string }>(sql`
      select s.name as state, c.code as country
      from cities ci join states s on s.id = ci.state_id join countries c on c.id = s.country_id
      where ci.name = ${city}`);
    expect(rows).toEqual([{ state, country }]);
  });
});
