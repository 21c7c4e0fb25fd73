import { ASSISTANCE_TYPES, SERVICE_KINDS } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";

describe.each(TEST_DATABASES)("reference data endpoints (%s)", (kind) => {
  const t = useTestApp(kind);

  it("lists countries with India, USA and UK as { country_id, country_name }", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/getcountries/" });
    expect(res.status).toBe(200);
    const names = res.body.Data.countries.map((c: { country_name: string }) => c.country_name);
    expect(names.slice(0, 3)).toEqual(["India", "United States of America", "United Kingdom"]);
    expect(res.body.Data.countries[0]).toEqual({
      country_id: expect.any(Number),
      country_name: "India",
      country_code: "IN",
      dial_code: "+91",
    });
    expect(res.body.Errors).toEqual({ Business_Errors: [], System_Errors: [], Warnings: [], Info: [] });
  });

  async function places() {
    const get = async (path: string) =>
      (await t.call({ method: "GET", url: `/api/shared/${path}/` })).body.Data;
    return {
      countries: (await get("getcountries")).countries as { country_id: number; country_code: string }[],
      states: (await get("getstates")).states as {
        state_id: number;
        state_name: string;
        country_id: number;
      }[],
      cities: (await get("getcities")).cities as {
        city_id: number;
        city_name: string;
        state_id: number;
        country_id: number;
      }[],
    };
  }

  it("lists Indian states and cities, each city under its state, as before", async () => {
    const { countries, states, cities } = await places();
    const india = countries.find((c) => c.country_code === "IN");
    expect(states.filter((s) => s.country_id === india?.country_id)).toHaveLength(36);
    expect(cities.filter((c) => c.country_id === india?.country_id)).toHaveLength(98);
    const wb = states.find((s) => s.state_name === "West Bengal");
    const kolkata = cities.find((c) => c.city_name === "Kolkata");
    expect(kolkata).toEqual({
      city_id: expect.any(Number),
      city_name: "Kolkata",
      state_id: wb?.state_id,
      country_id: india?.country_id,
    });
    expect(wb?.country_id).toBe(india?.country_id);
    expect(cities.map((c) => c.city_name)).toEqual(
      expect.arrayContaining(["Mumbai", "New Delhi", "Bengaluru", "Chennai", "Hyderabad"]),
    );
  });

  it("lists cities for every country, each with its state's country", async () => {
    const { countries, states, cities } = await places();
    expect(countries).toHaveLength(17);
    expect(states).toHaveLength(97);
    expect(cities).toHaveLength(181);
    const countryOfState = new Map(states.map((s) => [s.state_id, s.country_id]));
    for (const city of cities)
      expect(city.country_id, city.city_name).toBe(countryOfState.get(city.state_id));
    const withCities = new Set(cities.map((c) => c.country_id));
    for (const country of countries)
      expect(withCities.has(country.country_id), country.country_code).toBe(true);
  });

  it.each([
    ["London", "England", "GB"],
    ["Edison", "New Jersey", "US"],
    ["Dubai", "Dubai", "AE"],
    ["Perth", "Western Australia", "AU"],
    ["Toronto", "Ontario", "CA"],
  ])("lists %s under %s, %s", async (cityName, stateName, countryCode) => {
    const { countries, states, cities } = await places();
    const country = countries.find((c) => c.country_code === countryCode);
    const state = states.find((s) => s.state_name === stateName && s.country_id === country?.country_id);
    expect(cities.filter((c) => c.city_name === cityName)).toEqual([
      {
        city_id: expect.any(Number),
        city_name: cityName,
        state_id: state?.state_id,
        country_id: country?.country_id,
      },
    ]);
  });

  it("orders cities by country, as the countries are listed, then by name", async () => {
    const { countries, cities } = await places();
    const position = new Map(countries.map((c, i) => [c.country_id, i]));
    const order = cities.map((c) => position.get(c.country_id) ?? -1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const inUk = cities.filter((c) => c.country_id === countries[2]?.country_id).map((c) => c.city_name);
    expect(inUk).toEqual([
      "Belfast",
      "Birmingham",
      "Cardiff",
      "Edinburgh",
      "Glasgow",
      "Leicester",
      "London",
      "Manchester",
    ]);
    expect(cities[0]?.city_name).toBe("Agartala");
  });

  it("answers without the trailing slash too", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/getcountries" });
    expect(res.status).toBe(200);
  });

  it("returns ID types and shift types from domain data", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/shared/getdomaindata/",
      payload: { domain_type: ["id_type", "shift_type"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.Data.id_type).toEqual([
      { domain_code: 1, domain_value: "Aadhaar" },
      { domain_code: 2, domain_value: "PAN" },
      { domain_code: 3, domain_value: "Passport" },
      { domain_code: 4, domain_value: "Voter ID" },
      { domain_code: 5, domain_value: "Passport (other country)" },
    ]);
    expect(res.body.Data.shift_type.length).toBeGreaterThan(0);
    expect(res.body.Data).not.toHaveProperty("relationship");
  });

  it.each([
    [
      { domain_type: ["id_types"] },
      "domain_type must be one of: id_type, shift_type, assistance_type, relationship, faq_category",
    ],
    [{ domain_type: [] }, "domain_type must name at least one domain type"],
    [{ domain_type: "id_type" }, "domain_type must be a list of domain types"],
    [{ domain_type: ["id_type"], user_type: 2 }, 'Unknown field: "user_type"'],
  ])("rejects a bad domain data request %j with 400 and a clear message", async (payload, message) => {
    const res = await t.call({ method: "POST", url: "/api/shared/getdomaindata/", payload });
    expect(res.status).toBe(400);
    expect(res.body.Data).toBeNull();
    expect(res.body.Errors.Business_Errors).toContainEqual({ Code: "BE001", Message: message });
  });

  it("lists services for every assistance type", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/fetchserviceitems/" });
    const types = new Set(res.body.Data.services.map((s: { assistance_type: string }) => s.assistance_type));
    expect([...types].sort()).toEqual([...ASSISTANCE_TYPES].sort());
    expect(res.body.Data.services[0]).toEqual({
      service_id: expect.any(Number),
      service_code: expect.any(String),
      service_name: expect.any(String),
      service_description: expect.any(String),
      assistance_type: expect.any(String),
      service_kind: expect.any(String),
      bookable: expect.any(Boolean),
      needs_speciality: expect.any(Boolean),
      duration_minutes: expect.any(Number),
    });
  });

  it("names for every service the plan inclusion a booking of it uses, one that some plan includes", async () => {
    const [items, plans] = await Promise.all([
      t.call({ method: "GET", url: "/api/shared/fetchserviceitems/" }),
      t.call({ method: "GET", url: "/api/shared/fetchsubscriptionplans/" }),
    ]);
    type Item = { service_code: string; service_kind: string };
    const kindOf = Object.fromEntries(
      (items.body.Data.services as Item[]).map((s) => [s.service_code, s.service_kind]),
    );
    expect(kindOf["GEN-COMPANION"]).toBe("companion_visit");
    expect(kindOf["MED-DOCTOR-VISIT"]).toBe("doctor_visit");
    const needs = (items.body.Data.services as { service_code: string; needs_speciality: boolean }[])
      .filter((s) => s.needs_speciality)
      .map((s) => s.service_code);
    expect(needs).toContain("GER-DEMENTIA-COMPANION");
    expect(needs).not.toContain("GEN-COMPANION");
    expect(kindOf["LOG-BILLS-BANKING"]).toBe("errand");
    expect(kindOf["EMG-COORDINATION"]).toBe("emergency_support");
    const included = new Set(
      (plans.body.Data.inclusions as { items: { kind: string }[] }[]).flatMap((tier) =>
        tier.items.map((item) => item.kind),
      ),
    );
    for (const [code, serviceKind] of Object.entries(kindOf)) {
      expect(SERVICE_KINDS, code).toContain(serviceKind);
      expect(included.has(serviceKind), `${code} (${serviceKind}) is in no plan`).toBe(true);
    }
  });

  it("lists specialities", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/fetchspecialities/" });
    expect(res.body.Data.specialities.length).toBeGreaterThan(3);
    expect(res.body.Data.specialities.map((s: { speciality_name: string }) => s.speciality_name)).toContain(
      "Dementia support",
    );
  });

  it("says where the service runs: India's cities by state, and nothing abroad", async () => {
    const res = await t.call({ method: "GET", url: "/api/shared/getservedplaces/" });
    expect(res.status).toBe(200);
    const states = res.body.Data.states as { state_name: string; cities: { city_name: string }[] }[];
    const names = (state: string) =>
      states.find((s) => s.state_name === state)?.cities.map((c) => c.city_name);
    expect(names("Tamil Nadu")).toEqual(["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli"]);
    expect(names("West Bengal")).toContain("Kolkata");
    expect(states.map((s) => s.state_name)).not.toContain("England");
    expect(states.flatMap((s) => s.cities.map((c) => c.city_name))).not.toContain("London");
    expect(states.map((s) => s.state_name)).toEqual([...states.map((s) => s.state_name)].sort());
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
